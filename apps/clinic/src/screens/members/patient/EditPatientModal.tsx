import type { TeamMember } from '@telemed/domain';
import { PatientFormDialog } from '@telemed/forms';
import type { PatientSaveOutcome } from '@telemed/forms';
import { Modal, toastQueue } from '@telemed/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../feedback/errorText';
import { useServices } from '../../../services/ServicesContext';
import { membersKey } from '../memberQueries';
import { patientFormServices } from '../patientFormServices';

/** Props of {@link EditPatientModal}. */
export interface EditPatientModalProps {
  teamId: string;
  patient: TeamMember;
  isOpen: boolean;
  onClose: () => void;
}

/**
 * Editing a patient's record from their page: the same fields as adding one, filled in. Saving
 * sends only what changed (PATCH teams/{teamId}/members/{memberId}, and PUT .../fullName for a
 * new name), so a colleague's change to another field is never overwritten; the server's
 * answers show beside their fields and nothing typed is lost.
 */
export function EditPatientModal({ teamId, patient, isOpen, onClose }: EditPatientModalProps) {
  const { t } = useTranslation();
  const services = useServices();
  const [formServices] = useState(() => patientFormServices(services));
  const reloadMembers = () =>
    void services.queryClient.invalidateQueries({ queryKey: membersKey(teamId) });
  const saved = (outcome: PatientSaveOutcome) => {
    if (outcome.kind === 'updated') {
      reloadMembers();
      toastQueue.show(t('patient.edit.saved'), { tone: 'success' });
    }
    onClose();
  };
  return (
    <Modal isOpen={isOpen} onOpenChange={(open) => !open && onClose()} size="large">
      {/* Mounted per opening, so the form starts from the record as it is now. */}
      <PatientFormDialog
        teamId={teamId}
        patient={patient}
        services={formServices}
        describeFailure={(error) => errorText(error, t)}
        onSaved={saved}
        // Also after a refusal: a part saved before it (the fields, then the name) shows at once.
        onSaveFailed={reloadMembers}
      />
    </Modal>
  );
}
