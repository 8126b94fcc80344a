import { BOARD_STATUSES, DOMAIN_NAMESPACE, NOTIFICATION_MODES } from '@telemed/domain';
import type {
  ExaminationStatus,
  MemberNotificationSettings,
  NotificationMode,
  Team,
} from '@telemed/domain';
import {
  Alert,
  Link,
  Radio,
  RadioGroup,
  Select,
  SelectItem,
  Skeleton,
  SkeletonGroup,
  Text,
  toastQueue,
} from '@telemed/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../feedback/errorText';
import { useServices } from '../../services/ServicesContext';
import { SectionCard } from '../../shell/SectionCard';
import * as layout from '../../shell/screenLayout.css';
import * as styles from './ClinicSettingsScreen.css';

/** The clinic's notification settings, with whether each member has a phone for SMS. */
export const notificationSettingsKey = (teamId: string) =>
  ['notificationSettings', teamId] as const;

interface ModeChange {
  memberId: string;
  status: ExaminationStatus;
  mode: NotificationMode;
}

/**
 * How each employee hears that an examination moved to a state (clinical-domain §3 "Member"): by
 * email, by SMS or not at all, per state. Administrators set anyone's; other staff their own.
 * A choice is saved at once ('Notification settings saved').
 */
export function NotificationSettingsSection({ team }: { team: Team }) {
  const { t } = useTranslation();
  const { client } = useServices();
  const queryClient = useQueryClient();
  const settings = useQuery({
    queryKey: notificationSettingsKey(team._id),
    queryFn: ({ signal }) =>
      client.teamSettings.listNotificationSettings({ params: { teamId: team._id } }, { signal }),
  });
  const [chosenMemberId, setChosenMemberId] = useState(team.memberId);
  const change = useMutation({
    mutationFn: ({ memberId, status, mode }: ModeChange) =>
      client.teamSettings.updateNotificationSettings({
        params: { teamId: team._id, memberId },
        body: {
          modes: { [status]: mode },
        },
      }),
    // The choice shows at once; a refusal puts the saved mode back.
    onMutate: ({ memberId, status, mode }) => {
      const before = queryClient.getQueryData<MemberNotificationSettings[]>(
        notificationSettingsKey(team._id),
      );
      queryClient.setQueryData<MemberNotificationSettings[]>(
        notificationSettingsKey(team._id),
        (rows) =>
          rows?.map((row) =>
            row.memberId === memberId ? { ...row, modes: { ...row.modes, [status]: mode } } : row,
          ),
      );
      return { before };
    },
    onError: (error, _change, context) => {
      queryClient.setQueryData(notificationSettingsKey(team._id), context?.before);
      toastQueue.show(errorText(error, t), { tone: 'error' });
    },
    onSuccess: () => {
      toastQueue.show(t('success.notificationSettingsSaved', { ns: DOMAIN_NAMESPACE }), {
        tone: 'success',
      });
    },
  });

  const rows = settings.data ?? [];
  const shown = rows.find((row) => row.memberId === chosenMemberId) ?? rows[0];
  const modeName = (mode: NotificationMode) => t(`clinicSettings.notifications.modes.${mode}`);

  return (
    <SectionCard headingId="notifications" heading={t('clinicSettings.notifications.heading')}>
      <Text tone="secondary">{t('clinicSettings.notifications.description')}</Text>
      {settings.isPending && (
        <SkeletonGroup>
          <Skeleton variant="rect" blockSize="8rem" />
        </SkeletonGroup>
      )}
      {settings.isError && <Alert tone="error">{errorText(settings.error, t)}</Alert>}
      {rows.length > 1 && (
        <div className={layout.fieldGrid}>
          <Select
            label={t('clinicSettings.notifications.employee')}
            items={rows.map((row) => ({
              id: row.memberId,
              name: `${row.name} (${t(`roles.${row.role}`)})`,
            }))}
            selectedKey={shown?.memberId ?? null}
            onSelectionChange={(key) => setChosenMemberId(String(key))}
          >
            {(option) => <SelectItem id={option.id}>{option.name}</SelectItem>}
          </Select>
        </div>
      )}
      {shown && !shown.hasPhone && Object.values(shown.modes).includes('sms') && (
        <Alert tone="warning">
          {t('clinicSettings.notifications.noPhone', { name: shown.name })}{' '}
          <Link href={`/clinic/${team._id}/employees/${shown.memberId}`}>
            {t('clinicSettings.notifications.setPhone')}
          </Link>
        </Alert>
      )}
      {shown && (
        <div className={styles.modeGrid}>
          {BOARD_STATUSES.map((status) => (
            <RadioGroup
              key={`${shown.memberId}-${status}`}
              label={t(`examinationStatus.${status}`, { ns: 'ui' })}
              orientation="horizontal"
              value={shown.modes[status]}
              onChange={(value) => {
                const mode = NOTIFICATION_MODES.find((candidate) => candidate === value);
                if (mode) change.mutate({ memberId: shown.memberId, status, mode });
              }}
            >
              {NOTIFICATION_MODES.map((mode) => (
                <Radio key={mode} value={mode}>
                  {modeName(mode)}
                </Radio>
              ))}
            </RadioGroup>
          ))}
        </div>
      )}
    </SectionCard>
  );
}
