import type { SmsCodeResponse, TeamMember } from '@telemed/domain';
import { Alert, Button, ConfirmDialog, DateTime, Text, toastQueue } from '@telemed/ui';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../feedback/errorText';
import { useServices } from '../../../services/ServicesContext';
import * as styles from './MemberScreen.css';
import * as layout from '../../../shell/screenLayout.css';

/** Props of {@link PatientAccess}. */
export interface PatientAccessProps {
  teamId: string;
  patient: TeamMember;
  /** The patient's name as the page shows it. */
  name: string;
}

/**
 * The patient's access to the mobile app: an SMS activation code (6 digits, texted when the
 * patient has a phone number, shown here either way) and a reset that signs the patient out of
 * every device, after which a new code is needed. The reset is offered only for an account the
 * clinic created: a patient's own account is theirs (docs/permissions.md).
 */
export function PatientAccess({ teamId, patient, name }: PatientAccessProps) {
  const { t } = useTranslation();
  const { client } = useServices();
  const [code, setCode] = useState<SmsCodeResponse | null>(null);
  const [isResetOpen, setResetOpen] = useState(false);
  const generate = useMutation({
    mutationFn: () => client.members.generateSmsCode({ params: { teamId, memberId: patient._id } }),
    onSuccess: setCode,
  });
  const reset = useMutation({
    mutationFn: () => client.members.resetPatient({ params: { teamId, memberId: patient._id } }),
    onSuccess: () => {
      setCode(null);
      toastQueue.show(t('patient.access.resetDone', { name }), { tone: 'success' });
    },
  });
  return (
    <>
      <div className={layout.actionRow}>
        <Button onPress={() => generate.mutate()} isPending={generate.isPending}>
          {t('patient.access.generate')}
        </Button>
        {patient.accountCreatedByClinic && (
          <Button variant="secondary" onPress={() => setResetOpen(true)}>
            {t('patient.access.reset')}
          </Button>
        )}
      </div>
      {generate.isError && <Alert tone="error">{errorText(generate.error, t)}</Alert>}
      {code && (
        <div role="status" aria-live="polite">
          <Text>
            {t('patient.access.code')} <span className={styles.code}>{code.code}</span>
          </Text>
          <Text tone="secondary">
            {t(code.sent ? 'patient.access.sent' : 'patient.access.notSent')}{' '}
            {t('patient.access.expires')} <DateTime value={code.expiresAt} />
          </Text>
        </div>
      )}
      <ConfirmDialog
        isOpen={isResetOpen}
        onOpenChange={setResetOpen}
        title={t('patient.access.resetTitle')}
        message={t('patient.access.resetMessage', { name })}
        confirmLabel={t('patient.access.reset')}
        onConfirm={async () => {
          await reset.mutateAsync();
        }}
      />
    </>
  );
}
