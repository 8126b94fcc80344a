import { LOGO_CONTENT_TYPES } from '@telemed/domain';
import type { LogoUploadBody, Team } from '@telemed/domain';
import { Alert, Button, FileTrigger, Inline, Stack, Text, toastQueue } from '@telemed/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../feedback/errorText';
import { useServices } from '../../services/ServicesContext';
import { teamsQueryKey } from '../../session/useTeams';
import { SectionCard } from '../../shell/SectionCard';
import * as styles from './ClinicSettingsScreen.css';

type LogoImage = File & { type: LogoUploadBody['contentType'] };

function isLogoImage(file: File): file is LogoImage {
  return (LOGO_CONTENT_TYPES as readonly string[]).includes(file.type);
}

/** Props of {@link ClinicLogoSection}. */
export interface ClinicLogoSectionProps {
  team: Team;
  canEdit: boolean;
}

/**
 * The clinic's logo, shown on its reports: the server hands out a signed upload URL
 * (POST teams/{teamId}/logo) and the image goes there by PUT, replacing the previous one.
 */
export function ClinicLogoSection({ team, canEdit }: ClinicLogoSectionProps) {
  const { t } = useTranslation();
  const { client } = useServices();
  const queryClient = useQueryClient();
  const hintId = useId();
  const logo = team.details?.logo ?? null;
  const upload = useMutation({
    mutationFn: async (image: LogoImage) => {
      const { uploadUrl } = await client.teamSettings.requestTeamLogoUpload({
        params: { teamId: team._id },
        body: {
          contentType: image.type,
        },
      });
      return client.uploadTeamLogo(uploadUrl, {
        content: image,
        contentType: image.type,
      });
    },
    onSuccess: async () => {
      toastQueue.show(t('clinicSettings.logo.saved'), { tone: 'success' });
      await queryClient.invalidateQueries({ queryKey: teamsQueryKey });
    },
  });

  const choose = (files: FileList | null) => {
    const image = files?.[0];
    if (image && isLogoImage(image)) upload.mutate(image);
  };

  return (
    <SectionCard headingId="logo" heading={t('clinicSettings.logo.heading')}>
      {upload.isError && <Alert tone="error">{errorText(upload.error, t)}</Alert>}
      <Inline space="large">
        {logo ? (
          <img
            className={styles.logo}
            src={logo}
            alt={t('clinicSettings.logo.alt', { name: team.name })}
          />
        ) : (
          <div className={styles.noLogo}>{t('clinicSettings.logo.none')}</div>
        )}
        {canEdit && (
          <Stack space="xsmall">
            <FileTrigger acceptedFileTypes={[...LOGO_CONTENT_TYPES]} onSelect={choose}>
              <Button variant="secondary" isPending={upload.isPending} aria-describedby={hintId}>
                {t('clinicSettings.logo.choose')}
              </Button>
            </FileTrigger>
            <Text id={hintId} size="small" tone="secondary">
              {t('clinicSettings.logo.hint')}
            </Text>
          </Stack>
        )}
      </Inline>
    </SectionCard>
  );
}
