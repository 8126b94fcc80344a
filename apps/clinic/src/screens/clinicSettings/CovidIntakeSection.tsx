import { COVID_VITAL_LIMIT_PRESETS } from '@telemed/domain';
import type { CovidIntakeSettings, CovidVitalLimits, Team } from '@telemed/domain';
import { Alert, Radio, RadioGroup, Skeleton, SkeletonGroup, Text, toastQueue } from '@telemed/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../feedback/errorText';
import { useServices } from '../../services/ServicesContext';
import { SectionCard } from '../../shell/SectionCard';
import * as styles from './ClinicSettingsScreen.css';

/** The clinic's COVID intake settings, as the add-examination form reads them too. */
const covidIntakeSettingsKey = (teamId: string) => ['covidIntakeSettings', teamId] as const;

/** A preset's name in the translations: its id without the version (`intake_form`). */
const presetName = (limits: CovidVitalLimits) => limits.id.split('@')[0] ?? limits.id;

/** Props of {@link CovidIntakeSection}. */
export interface CovidIntakeSectionProps {
  team: Team;
  /** Whether the user may choose the preset (administrators); others see it. */
  canEdit: boolean;
}

/**
 * The preset of after-rest limits the clinic's COVID intake judges by (platform-core §5, §9;
 * clinical-domain §5), each shown with its values. Administrators choose; the choice is saved at
 * once and judges the COVID examinations created from then on (enrolled patients keep theirs).
 */
export function CovidIntakeSection({ team, canEdit }: CovidIntakeSectionProps) {
  const { t } = useTranslation();
  const { client } = useServices();
  const queryClient = useQueryClient();
  const teamId = team._id;
  const settings = useQuery({
    queryKey: covidIntakeSettingsKey(teamId),
    queryFn: ({ signal }) =>
      client.teamSettings.getCovidIntakeSettings({ params: { teamId } }, { signal }),
  });
  const choose = useMutation({
    mutationFn: (body: CovidIntakeSettings) =>
      client.teamSettings.updateCovidIntakeSettings({ params: { teamId }, body }),
    onSuccess: (saved) => {
      queryClient.setQueryData(covidIntakeSettingsKey(teamId), saved);
      toastQueue.show(t('clinicSettings.covidIntake.saved'), { tone: 'success' });
    },
    onError: (error) => toastQueue.show(errorText(error, t), { tone: 'error' }),
  });

  return (
    <SectionCard headingId="covid-intake" heading={t('clinicSettings.covidIntake.heading')}>
      <Text tone="secondary">{t('clinicSettings.covidIntake.description')}</Text>
      {settings.isPending && (
        <SkeletonGroup>
          <Skeleton variant="rect" blockSize="5rem" />
        </SkeletonGroup>
      )}
      {settings.isError && <Alert tone="error">{errorText(settings.error, t)}</Alert>}
      {settings.data && (
        <RadioGroup
          label={t('clinicSettings.covidIntake.preset')}
          value={choose.isPending ? choose.variables.vitalLimits : settings.data.vitalLimits}
          isDisabled={!canEdit || choose.isPending}
          onChange={(value) => {
            const chosen = COVID_VITAL_LIMIT_PRESETS.find((limits) => limits.id === value);
            if (chosen) choose.mutate({ vitalLimits: chosen.id });
          }}
        >
          {COVID_VITAL_LIMIT_PRESETS.map((limits) => (
            <Radio key={limits.id} value={limits.id}>
              <span className={styles.presetChoice}>
                <Text as="strong" weight="bold">
                  {t(`clinicSettings.covidIntake.presets.${presetName(limits)}`)}
                </Text>
                <Text as="span" tone="secondary">
                  {t('clinicSettings.covidIntake.limits', limits.afterRest)}
                </Text>
              </span>
            </Radio>
          ))}
        </RadioGroup>
      )}
    </SectionCard>
  );
}
