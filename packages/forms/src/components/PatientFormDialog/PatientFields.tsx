import {
  DOMAIN_NAMESPACE,
  memberName,
  FULL_NAME_MAX_LENGTH,
  GENDERS,
  IDENTIFIER_TYPES,
  identifierProblem,
  PATIENT_FIELD_NAMES,
  PATIENT_TEXT_MAX_LENGTH,
  PhoneSchema,
  RESIDENCE_SIZES,
  UniqueIdSchema,
} from '@telemed/domain';
import type { Member, PatientFieldName } from '@telemed/domain';
import { DateField, NumberField, Select, SelectItem, TextArea, TextField } from '@telemed/ui';
import { useFormsTranslation } from '../../i18n/useFormsTranslation';
import * as layout from '../../layout/formLayout.css';
import type { PatientDraft } from '../../machines/patientDraft/patientDraft';
import { useFieldErrorText, useSchemaRule } from '../../validation/useFieldErrorText';

/**
 * Fields of the patient form, named as the server names them in its validation errors: the name
 * and email of a new patient, then every patient field of the domain.
 */
export const PATIENT_FORM_FIELDS = ['fullName', 'email', ...PATIENT_FIELD_NAMES] as const;

/** One field of the patient form. */
type PatientFormField = 'fullName' | 'email' | PatientFieldName;

/** The key of a choice's "not given" option, which stands for null. */
const NOT_GIVEN = '-';

interface ChoiceFieldProps<Value extends string> {
  label: string;
  options: readonly { id: Value; name: string }[];
  value: Value | null;
  onChange: (value: Value | null) => void;
  errorMessage: string | undefined;
}

/** A choice that may be left unanswered (or cleared again): its first option is "Not given". */
function ChoiceField<Value extends string>({
  label,
  options,
  value,
  onChange,
  errorMessage,
}: ChoiceFieldProps<Value>) {
  const { t } = useFormsTranslation();
  const items = [{ id: NOT_GIVEN, name: t('patient.notGiven') }, ...options];
  return (
    <Select
      label={label}
      items={items}
      selectedKey={value ?? NOT_GIVEN}
      onSelectionChange={(key) => onChange(options.find((option) => option.id === key)?.id ?? null)}
      isInvalid={errorMessage !== undefined}
      errorMessage={errorMessage}
    >
      {(option) => <SelectItem id={option.id}>{option.name}</SelectItem>}
    </Select>
  );
}

/** Props of {@link PatientFields}. */
export interface PatientFieldsProps {
  draft: PatientDraft;
  onChange: (change: Partial<PatientDraft>) => void;
  /** The server's messages by field. */
  fieldErrors: Readonly<Record<string, string>>;
  /** The clinic's physicians one may be assigned to. */
  physicians: readonly Member[];
  /** A new patient is given an email; an existing patient's email is their account's. */
  mode: 'create' | 'edit';
}

/**
 * Every field of a patient's record (clinical-domain §3 "Patient / user") with the client rules
 * of the validation catalogue (§5): the name, contact, birth date and gender, a national
 * identification number checked by its type, height and weight within bounds, the clinic's
 * numbers, the assigned physician, guardian and emergency contact, residence, referral source,
 * the smartphone and guardian flags and notes. Used to add a patient and to edit one.
 */
export function PatientFields({
  draft,
  onChange,
  fieldErrors,
  physicians,
  mode,
}: PatientFieldsProps) {
  const { t } = useFormsTranslation();
  const fieldError = useFieldErrorText();
  const validatePhone = useSchemaRule(PhoneSchema);
  const validateUniqueId = useSchemaRule(UniqueIdSchema);
  const errorOf = (name: PatientFormField) => fieldErrors[name];
  const required = t('validation.isRequired', { ns: DOMAIN_NAMESPACE });

  const validateIdentifier = (value: string): string | undefined => {
    if (!value.trim() || !draft.identifierType) return undefined;
    const problem = identifierProblem(draft.identifierType, value);
    if (problem === 'notAlphanumeric')
      return t('validation.identifierNotAlphanumeric', { ns: DOMAIN_NAMESPACE });
    return problem ? t('patient.invalidIdentifier') : undefined;
  };

  const text = (
    name: PatientFormField & keyof PatientDraft,
    extra: { validate?: (value: string) => string | undefined; type?: 'tel' | 'email' } = {},
  ) => ({
    name,
    value: draft[name] as string,
    onChange: (value: string) => onChange({ [name]: value }),
    maxLength: PATIENT_TEXT_MAX_LENGTH,
    errorMessage: fieldError,
    ...extra,
  });
  const yesNo = [
    { id: 'yes', name: t('patient.yes') },
    { id: 'no', name: t('patient.no') },
  ] as const;
  const flag = (value: boolean | null) => (value === null ? null : value ? 'yes' : 'no');
  const phoneHint = t('patient.phoneHint');

  return (
    <div className={layout.fieldGrid}>
      <TextField
        {...text('fullName')}
        label={t('patient.fields.fullName')}
        isRequired
        maxLength={FULL_NAME_MAX_LENGTH}
      />
      {mode === 'create' ? (
        <TextField {...text('email', { type: 'email' })} label={t('patient.fields.email')} />
      ) : null}
      <TextField
        {...text('firstName')}
        label={t('patient.fields.firstName')}
        description={t('patient.asOnDocument')}
      />
      <TextField
        {...text('lastName')}
        label={t('patient.fields.lastName')}
        description={t('patient.asOnDocument')}
      />
      <TextField
        {...text('phone', { type: 'tel', validate: validatePhone })}
        label={t('patient.fields.phone')}
        description={phoneHint}
      />
      <DateField
        label={t('patient.fields.dateOfBirth')}
        value={draft.dateOfBirth}
        onChange={(dateOfBirth) => onChange({ dateOfBirth })}
        isInvalid={errorOf('dateOfBirth') !== undefined}
        errorMessage={errorOf('dateOfBirth')}
      />
      <ChoiceField
        label={t('patient.fields.gender')}
        options={GENDERS.map((id) => ({ id, name: t(`patient.genders.${id}`) }))}
        value={draft.gender}
        onChange={(gender) => onChange({ gender })}
        errorMessage={errorOf('gender')}
      />
      <ChoiceField
        label={t('patient.identifierType')}
        options={IDENTIFIER_TYPES.map((id) => ({ id, name: t(`patient.identifierTypes.${id}`) }))}
        value={draft.identifierType}
        onChange={(identifierType) => onChange({ identifierType })}
        errorMessage={
          errorOf('identifierType') ??
          (draft.identifier.trim() && !draft.identifierType ? required : undefined)
        }
      />
      <TextField
        {...text('identifier', { validate: validateIdentifier })}
        label={t('patient.fields.identifier')}
        isDisabled={!draft.identifierType}
      />
      <NumberField
        label={t('patient.fields.height')}
        unit={t('patient.unitCm')}
        value={draft.height}
        onChange={(height) => onChange({ height })}
        isInvalid={errorOf('height') !== undefined}
        errorMessage={errorOf('height')}
      />
      <NumberField
        label={t('patient.fields.weight')}
        unit={t('patient.unitKg')}
        formatOptions={{ maximumFractionDigits: 1 }}
        value={draft.weight}
        onChange={(weight) => onChange({ weight })}
        isInvalid={errorOf('weight') !== undefined}
        errorMessage={errorOf('weight')}
      />
      <TextField {...text('patientCardNumber')} label={t('patient.fields.patientCardNumber')} />
      <TextField
        {...text('uniqueId', { validate: validateUniqueId })}
        label={t('patient.fields.uniqueId')}
      />
      <ChoiceField
        label={t('patient.fields.assignedPhysician')}
        options={physicians.map((physician) => ({
          id: physician._id,
          name: memberName(physician),
        }))}
        value={draft.assignedPhysicianId}
        onChange={(assignedPhysicianId) => onChange({ assignedPhysicianId })}
        errorMessage={errorOf('assignedPhysicianId')}
      />
      <TextField {...text('guardianName')} label={t('patient.fields.guardianName')} />
      <TextField
        {...text('guardianPhone', { type: 'tel', validate: validatePhone })}
        label={t('patient.fields.guardianPhone')}
        description={phoneHint}
      />
      <TextField
        {...text('emergencyContactName')}
        label={t('patient.fields.emergencyContactName')}
      />
      <TextField
        {...text('emergencyContactPhone', { type: 'tel', validate: validatePhone })}
        label={t('patient.fields.emergencyContactPhone')}
        description={phoneHint}
      />
      <TextField {...text('placeOfResidence')} label={t('patient.fields.placeOfResidence')} />
      <ChoiceField
        label={t('patient.fields.placeOfResidenceSize')}
        options={RESIDENCE_SIZES.map((id) => ({ id, name: t(`patient.residenceSizes.${id}`) }))}
        value={draft.placeOfResidenceSize}
        onChange={(placeOfResidenceSize) => onChange({ placeOfResidenceSize })}
        errorMessage={errorOf('placeOfResidenceSize')}
      />
      <TextField {...text('referralSource')} label={t('patient.fields.referralSource')} />
      <ChoiceField
        label={t('patient.fields.ownsSmartphone')}
        options={yesNo}
        value={flag(draft.ownsSmartphone)}
        onChange={(value) => onChange({ ownsSmartphone: value === null ? null : value === 'yes' })}
        errorMessage={errorOf('ownsSmartphone')}
      />
      <ChoiceField
        label={t('patient.fields.dependentOnGuardian')}
        options={yesNo}
        value={flag(draft.dependentOnGuardian)}
        onChange={(value) =>
          onChange({ dependentOnGuardian: value === null ? null : value === 'yes' })
        }
        errorMessage={errorOf('dependentOnGuardian')}
      />
      <TextArea
        {...text('description')}
        maxLength={2000}
        rows={3}
        className={layout.fullRow}
        label={t('patient.fields.description')}
      />
    </div>
  );
}
