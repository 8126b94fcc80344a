import type { CalendarDate } from '@internationalized/date';
import {
  DOMAIN_NAMESPACE,
  FULL_NAME_MAX_LENGTH,
  GENDERS,
  HEIGHT_MAX_CM,
  HEIGHT_MIN_CM,
  IDENTIFIER_TYPES,
  identifierProblem,
  WEIGHT_MAX_KG,
  WEIGHT_MIN_KG,
} from '@telemed/domain';
import type { ApiClient, Gender, IdentifierType } from '@telemed/domain';
import {
  Alert,
  Button,
  DateField,
  Dialog,
  Form,
  Modal,
  NumberField,
  Select,
  SelectItem,
  TextField,
  toastQueue,
} from '@telemed/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useServerFeedback } from '../../forms/useServerFeedback';
import { useValidationMessages } from '../../forms/useValidationMessages';
import { useServices } from '../../services/ServicesContext';
import { membersKey } from './memberQueries';
import * as layout from '../../shell/screenLayout.css';

const FORM_ID = 'add-patient-form';
const FIELDS = [
  'fullName',
  'email',
  'phone',
  'dateOfBirth',
  'gender',
  'identifierType',
  'identifier',
  'height',
  'weight',
  'patientCardNumber',
  'uniqueId',
] as const;

/** What the form sends: the filled-in fields, null for the rest (left out by the call). */
type NewPatient = Parameters<ApiClient['members']['createMember']>[1];

/** Props of {@link AddPatientModal}. */
export interface AddPatientModalProps {
  teamId: string;
  isOpen: boolean;
  onClose: () => void;
}

/**
 * Adding a patient (POST teams/{teamId}/user): the full name and, when known, contact, birth date,
 * gender, a national identification number checked by its type's rules (PESEL check digit and the
 * rest), height, weight and the clinic's own numbers. Only filled fields are sent; the server's
 * answers show beside their fields. The new patient's page opens.
 */
export function AddPatientModal({ teamId, isOpen, onClose }: AddPatientModalProps) {
  return (
    <Modal isOpen={isOpen} onOpenChange={(open) => !open && onClose()}>
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
  const { fieldError } = useValidationMessages();
  const [dateOfBirth, setDateOfBirth] = useState<CalendarDate | null>(null);
  const [gender, setGender] = useState<Gender | null>(null);
  const [identifierType, setIdentifierType] = useState<IdentifierType | null>(null);
  const [height, setHeight] = useState<number>(Number.NaN);
  const [weight, setWeight] = useState<number>(Number.NaN);
  const create = useMutation({
    mutationFn: (body: NewPatient) => client.members.createMember(teamId, body),
    onSuccess: async ({ teamMember }) => {
      await queryClient.invalidateQueries({ queryKey: membersKey(teamId) });
      toastQueue.show(t('members.add.created', { name: teamMember.name }), { tone: 'success' });
      onClose();
      await navigate(`/clinic/${teamId}/members/${teamMember._id}`);
    },
  });
  const { fieldErrors, formError } = useServerFeedback(create.error, FIELDS);
  const required = t('validation.isRequired', { ns: DOMAIN_NAMESPACE });

  const validateIdentifier = (value: string): string | undefined => {
    if (!value.trim() || !identifierType) return undefined;
    const problem = identifierProblem(identifierType, value);
    if (problem === 'notAlphanumeric')
      return t('validation.identifierNotAlphanumeric', { ns: DOMAIN_NAMESPACE });
    return problem ? t('members.add.invalidIdentifier') : undefined;
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? '').trim() || null;
    create.mutate({
      fullName: text('fullName') ?? '',
      email: text('email') ?? undefined,
      phone: text('phone'),
      dateOfBirth: dateOfBirth?.toString() ?? null,
      gender,
      identifierType: text('identifier') ? identifierType : null,
      identifier: text('identifier'),
      height: Number.isNaN(height) ? null : height,
      weight: Number.isNaN(weight) ? null : weight,
      patientCardNumber: text('patientCardNumber'),
      uniqueId: text('uniqueId'),
    });
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
      <Form
        id={FORM_ID}
        onSubmit={submit}
        validationErrors={fieldErrors}
        className={layout.fieldGrid}
      >
        {formError && <Alert tone="error">{formError}</Alert>}
        <TextField
          name="fullName"
          label={t('patient.fields.fullName')}
          isRequired
          maxLength={FULL_NAME_MAX_LENGTH}
          errorMessage={fieldError}
        />
        <TextField
          name="email"
          type="email"
          label={t('patient.fields.email')}
          errorMessage={fieldError}
        />
        <TextField
          name="phone"
          type="tel"
          label={t('patient.fields.phone')}
          description={t('members.add.phoneHint')}
          errorMessage={fieldError}
        />
        <DateField
          label={t('patient.fields.dateOfBirth')}
          value={dateOfBirth}
          onChange={setDateOfBirth}
          isInvalid={fieldErrors.dateOfBirth !== undefined}
          errorMessage={fieldErrors.dateOfBirth}
        />
        <Select
          label={t('patient.fields.gender')}
          items={GENDERS.map((id) => ({ id, name: t(`patient.genders.${id}`) }))}
          selectedKey={gender}
          onSelectionChange={(key) => setGender(GENDERS.find((id) => id === key) ?? null)}
          isInvalid={fieldErrors.gender !== undefined}
          errorMessage={fieldErrors.gender}
        >
          {(option) => <SelectItem id={option.id}>{option.name}</SelectItem>}
        </Select>
        <Select
          label={t('members.add.identifierType')}
          items={IDENTIFIER_TYPES.map((id) => ({ id, name: t(`patient.identifierTypes.${id}`) }))}
          selectedKey={identifierType}
          onSelectionChange={(key) =>
            setIdentifierType(IDENTIFIER_TYPES.find((id) => id === key) ?? null)
          }
          isInvalid={fieldErrors.identifierType !== undefined}
          errorMessage={fieldErrors.identifierType ?? required}
        >
          {(option) => <SelectItem id={option.id}>{option.name}</SelectItem>}
        </Select>
        <TextField
          name="identifier"
          label={t('patient.fields.identifier')}
          isDisabled={!identifierType}
          validate={validateIdentifier}
          errorMessage={fieldError}
        />
        <NumberField
          label={t('patient.fields.height')}
          unit={t('patient.unitCm')}
          minValue={HEIGHT_MIN_CM}
          maxValue={HEIGHT_MAX_CM}
          value={height}
          onChange={setHeight}
          isInvalid={fieldErrors.height !== undefined}
          errorMessage={fieldErrors.height}
        />
        <NumberField
          label={t('patient.fields.weight')}
          unit={t('patient.unitKg')}
          minValue={WEIGHT_MIN_KG}
          maxValue={WEIGHT_MAX_KG}
          formatOptions={{ maximumFractionDigits: 1 }}
          value={weight}
          onChange={setWeight}
          isInvalid={fieldErrors.weight !== undefined}
          errorMessage={fieldErrors.weight}
        />
        <TextField
          name="patientCardNumber"
          label={t('patient.fields.patientCardNumber')}
          errorMessage={fieldError}
        />
        <TextField name="uniqueId" label={t('patient.fields.uniqueId')} errorMessage={fieldError} />
      </Form>
    </Dialog>
  );
}
