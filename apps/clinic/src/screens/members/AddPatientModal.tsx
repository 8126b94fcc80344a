import { PatientFormDialog } from '@telemed/forms';
import type { PatientSaveOutcome } from '@telemed/forms';
import { Modal, toastQueue } from '@telemed/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { errorText } from '../../feedback/errorText';
import { useServices } from '../../services/ServicesContext';
import { membersKey } from './memberQueries';
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
 * answers show beside their fields. The new patient's page opens.
 */
export function AddPatientModal({ teamId, isOpen, onClose }: AddPatientModalProps) {
  const { t } = useTranslation();
  const services = useServices();
  const navigate = useNavigate();
  const [formServices] = useState(() => patientFormServices(services));
  const saved = async (outcome: PatientSaveOutcome) => {
    if (outcome.kind !== 'created') return;
    const { patient } = outcome;
    await services.queryClient.invalidateQueries({ queryKey: membersKey(teamId) });
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
