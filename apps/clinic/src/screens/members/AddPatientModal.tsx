import { PatientFormDialog } from '@telemed/forms';
import type { PatientSaveOutcome } from '@telemed/forms';
import { Modal, toastQueue } from '@telemed/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { errorText } from '../../feedback/errorText';
import { useServices } from '../../services/ServicesContext';
import { membersKey, teamInvitationsKey } from './memberQueries';
import { patientFormServices } from './patientFormServices';

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
 * answers show beside their fields. The new patient's page opens; an address that already has
 * an account gets an invitation instead (the person joins by accepting it), said in a toast.
 */
export function AddPatientModal({ teamId, isOpen, onClose }: AddPatientModalProps) {
  const { t } = useTranslation();
  const services = useServices();
  const navigate = useNavigate();
  const [formServices] = useState(() => patientFormServices(services));
  const { queryClient } = services;
  const saved = async (outcome: PatientSaveOutcome) => {
    if (outcome.kind === 'invited') {
      // The address is a person's account: they join only by accepting the invitation.
      await queryClient.invalidateQueries({ queryKey: teamInvitationsKey(teamId) });
      toastQueue.show(t('members.add.invited', { email: outcome.invitation.email }), {
        tone: 'success',
      });
      onClose();
      return;
    }
    if (outcome.kind !== 'created') return;
    const { patient } = outcome;
    await queryClient.invalidateQueries({ queryKey: membersKey(teamId) });
    toastQueue.show(t('members.add.created', { name: patient.name }), { tone: 'success' });
    onClose();
    await navigate(`/clinic/${teamId}/members/${patient._id}`);
  };
  return (
    <Modal isOpen={isOpen} onOpenChange={(open) => !open && onClose()} size="large">
      {/* Mounted only while open, so each opening starts empty. */}
      <PatientFormDialog
        teamId={teamId}
        services={formServices}
        describeFailure={(error) => errorText(error, t)}
        onSaved={(outcome) => void saved(outcome)}
      />
    </Modal>
  );
}
