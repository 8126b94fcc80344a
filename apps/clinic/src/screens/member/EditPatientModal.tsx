import type { TeamMember } from '@telemed/domain';
import { Modal, toastQueue } from '@telemed/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useServices } from '../../services/ServicesContext';
import { membersKey } from '../members/memberQueries';
import { hasPatientChanges, patientChanges, patientDraftOf } from '../members/patientDraft';
import type { PatientChanges, PatientDraft } from '../members/patientDraft';
import { PatientFormDialog } from '../members/PatientFormDialog';

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
  return (
    <Modal isOpen={isOpen} onOpenChange={(open) => !open && onClose()} size="large">
      {/* Mounted per opening, so the form starts from the record as it is now. */}
      <EditPatientDialog teamId={teamId} patient={patient} onClose={onClose} />
    </Modal>
  );
}

function EditPatientDialog({
  teamId,
  patient,
  onClose,
}: {
  teamId: string;
  patient: TeamMember;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { client } = useServices();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<PatientDraft>(() => patientDraftOf(patient));
  const save = useMutation({
    mutationFn: async ({ fullName, fields }: PatientChanges) => {
      if (Object.keys(fields).length > 0) {
        await client.members.updateMember({
          params: { teamId, memberId: patient._id },
          body: fields,
        });
      }
      if (fullName !== undefined) {
        await client.members.updateFullName({
          params: { teamId, memberId: patient._id },
          body: { fullName },
        });
      }
    },
    // Also after a refusal: a part saved before it (the fields, then the name) shows at once.
    onSettled: () => queryClient.invalidateQueries({ queryKey: membersKey(teamId) }),
    onSuccess: () => {
      toastQueue.show(t('patient.edit.saved'), { tone: 'success' });
      onClose();
    },
  });
  const submit = () => {
    const changes = patientChanges(patient, draft);
    if (hasPatientChanges(changes)) save.mutate(changes);
    else onClose();
  };

  return (
    <PatientFormDialog
      formId="edit-patient-form"
      title={t('patient.edit.title')}
      submitLabel={t('patient.edit.submit')}
      cancelLabel={t('patient.edit.cancel')}
      teamId={teamId}
      draft={draft}
      onChange={(change) => setDraft((current) => ({ ...current, ...change }))}
      onSubmit={submit}
      isPending={save.isPending}
      error={save.error}
      mode="edit"
    />
  );
}
