import type { Member, Qualification } from '@telemed/domain';
import { Alert, Button, Dialog } from '@telemed/ui';
import { useState } from 'react';
import { useFormsTranslation } from '../../i18n/useFormsTranslation';
import { PatientField } from '../AddExaminationDialog/PatientField';

/** Props of {@link StartQualificationDialog}. */
export interface StartQualificationDialogProps {
  /** Searches the clinic's patients by the trimmed phrase. */
  searchPatients: (phrase: string, signal: AbortSignal) => Promise<Member[]>;
  /** POST teams/{teamId}/qualifications for the chosen patient. */
  createQualification: (memberId: string) => Promise<Qualification>;
  /** Called with the new qualification; the app closes the dialog and opens it. */
  onStarted: (qualification: Qualification) => void;
}

/**
 * Starts a qualification (state `start`) for a patient of the clinic, chosen by search. Mount it
 * inside a `Modal`, once per opening.
 */
export function StartQualificationDialog({
  searchPatients,
  createQualification,
  onStarted,
}: StartQualificationDialogProps) {
  const { t } = useFormsTranslation();
  const [memberId, setMemberId] = useState<string | null>(null);
  const [starting, setStarting] = useState(false);
  const [failed, setFailed] = useState(false);
  const start = async () => {
    if (!memberId) return;
    setStarting(true);
    setFailed(false);
    try {
      onStarted(await createQualification(memberId));
    } catch {
      setFailed(true);
    } finally {
      setStarting(false);
    }
  };
  return (
    <Dialog
      title={t('qualification.startTitle')}
      footer={(close) => (
        <>
          <Button variant="ghost" onPress={close}>
            {t('qualification.cancel')}
          </Button>
          <Button
            variant="primary"
            isDisabled={!memberId}
            isPending={starting}
            onPress={() => void start()}
          >
            {t('qualification.start')}
          </Button>
        </>
      )}
    >
      <PatientField onChange={setMemberId} searchPatients={searchPatients} />
      {failed && <Alert tone="error">{t('qualification.startFailed')}</Alert>}
    </Dialog>
  );
}
