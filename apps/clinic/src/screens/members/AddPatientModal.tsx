import { Alert, Button, Dialog, Form, Modal, toastQueue } from '@telemed/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useServerFeedback } from '../../forms/useServerFeedback';
import { useServices } from '../../services/ServicesContext';
import { membersKey } from './memberQueries';
import { EMPTY_PATIENT_DRAFT, newPatientBody } from './patientDraft';
import type { NewPatientBody, PatientDraft } from './patientDraft';
import { PATIENT_FORM_FIELDS, PatientFields } from './PatientFields';
import * as layout from '../../shell/screenLayout.css';

const FORM_ID = 'add-patient-form';

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
    mutationFn: (body: NewPatientBody) => client.members.createMember(teamId, body),
    onSuccess: async ({ teamMember }) => {
      await queryClient.invalidateQueries({ queryKey: membersKey(teamId) });
      toastQueue.show(t('members.add.created', { name: teamMember.name }), { tone: 'success' });
      onClose();
      await navigate(`/clinic/${teamId}/members/${teamMember._id}`);
    },
  });
  const { fieldErrors, formError } = useServerFeedback(create.error, PATIENT_FORM_FIELDS);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    create.mutate(newPatientBody(draft));
  };

  return (
    <Dialog
      title={t('members.add.title')}
      footer={(close) => (
        <div className={layout.actionRow}>
          <Button variant="secondary" onPress={close} isDisabled={create.isPending}>
            {t('members.add.cancel')}
          </Button>
          <Button type="submit" form={FORM_ID} isPending={create.isPending}>
            {t('members.add.submit')}
          </Button>
        </div>
      )}
    >
      <Form id={FORM_ID} onSubmit={submit} validationErrors={fieldErrors}>
        {formError && <Alert tone="error">{formError}</Alert>}
        <PatientFields
          teamId={teamId}
          draft={draft}
          onChange={(change) => setDraft((current) => ({ ...current, ...change }))}
          fieldErrors={fieldErrors}
          mode="create"
        />
      </Form>
    </Dialog>
  );
}
