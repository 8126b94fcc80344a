import { Modal, toastQueue } from '@telemed/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useServices } from '../../services/ServicesContext';
import { membersKey } from './memberQueries';
import { EMPTY_PATIENT_DRAFT, newPatientBody } from './patientDraft';
import type { NewPatientBody, PatientDraft } from './patientDraft';
import { PatientFormDialog } from './PatientFormDialog';

/** Props of {@link AddPatientModal}. */
export interface AddPatientModalProps {
  teamId: string;
  isOpen: boolean;
  onClose: () => void;
}

/**
 * Adding a patient (POST teams/{teamId}/user): the full name and, when known, every other field
 * of the record, checked as the server checks them (the national identification number by its
 * type's rules, PESEL check digit and the rest). Only filled fields are sent; the server's
 * answers show beside their fields. The new patient's page opens.
 */
export function AddPatientModal({ teamId, isOpen, onClose }: AddPatientModalProps) {
  return (
    <Modal isOpen={isOpen} onOpenChange={(open) => !open && onClose()} size="large">
      {/* Mounted only while open, so each opening starts empty. */}
      <AddPatientDialog teamId={teamId} onClose={onClose} />
    </Modal>
  );
}

function AddPatientDialog({ teamId, onClose }: { teamId: string; onClose: () => void }) {
  const { t } = useTranslation();
  const { client } = useServices();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [draft, setDraft] = useState<PatientDraft>(EMPTY_PATIENT_DRAFT);
  const create = useMutation({
    mutationFn: (body: NewPatientBody) => client.members.createMember({ params: { teamId }, body }),
    onSuccess: async ({ teamMember }) => {
      await queryClient.invalidateQueries({ queryKey: membersKey(teamId) });
      toastQueue.show(t('members.add.created', { name: teamMember.name }), { tone: 'success' });
      onClose();
      await navigate(`/clinic/${teamId}/members/${teamMember._id}`);
    },
  });
  return (
    <PatientFormDialog
      formId="add-patient-form"
      title={t('members.add.title')}
      submitLabel={t('members.add.submit')}
      cancelLabel={t('members.add.cancel')}
      teamId={teamId}
      draft={draft}
      onChange={(change) => setDraft((current) => ({ ...current, ...change }))}
      onSubmit={() => create.mutate(newPatientBody(draft))}
      isPending={create.isPending}
      error={create.error}
      mode="create"
    />
  );
}
