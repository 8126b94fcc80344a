import { ageInYears, bodyMassIndex } from '@telemed/domain';
import type { LengthUnit, TeamMember } from '@telemed/domain';
import { DateTime } from '@telemed/ui';
import { FORMS_NAMESPACE } from '@telemed/forms';
import { useTranslation } from 'react-i18next';
import { DetailList } from '../../../shell/DetailList';
import type { Detail } from '../../../shell/DetailList';
import { heightText, weightText } from './bodyMeasureText';

/** Props of {@link PatientDetails}. */
export interface PatientDetailsProps {
  patient: TeamMember;
  /** The signed-in user's length units: heights and weights are shown in them. */
  units: LengthUnit;
  /** The name of the patient's assigned physician, when one is assigned. */
  physicianName?: string | null;
  /** When ages are counted; now by default. */
  today?: Date;
}

/**
 * A patient's record (clinical-domain §3 "Patient / user") as a description list: the filled-in
 * fields only, height and weight in the user's units, with age and BMI worked out.
 */
export function PatientDetails({
  patient,
  units,
  physicianName = null,
  today = new Date(),
}: PatientDetailsProps) {
  const { t } = useTranslation();
  // The record's vocabulary is the patient form's own, so the page reads as the form did.
  const { t: patientText } = useTranslation(FORMS_NAMESPACE, { keyPrefix: 'patient' });
  const { profile } = patient;
  const { dateOfBirth, gender } = patient.user.personalDetails;
  const yesNo = (value: boolean | null) =>
    value === null ? null : patientText(value ? 'yes' : 'no');
  const withPhone = (name: string | null, phone: string | null) =>
    [name, phone].filter(Boolean).join(', ') || null;
  const height = profile.height === null ? null : heightText(t, profile.height, units);
  const weight = profile.weight === null ? null : weightText(t, profile.weight, units);
  const bmi = bodyMassIndex(profile.height, profile.weight);
  const rows: Detail[] = [
    [patientText('fields.email'), patient.email || null],
    [patientText('fields.phone'), patient.phone],
    [
      patientText('fields.dateOfBirth'),
      dateOfBirth && (
        <>
          <DateTime value={dateOfBirth} isDateOnly timeZone="UTC" />{' '}
          {t('patient.age', { years: ageInYears(dateOfBirth, today) })}
        </>
      ),
    ],
    [patientText('fields.gender'), gender && patientText(`genders.${gender}`)],
    [patientText('fields.height'), height],
    [patientText('fields.weight'), weight],
    [t('patient.fields.bmi'), bmi === null ? null : t('patient.bmiValue', { value: bmi })],
    [
      patientText('fields.identifier'),
      profile.identifier &&
        `${profile.identifierType ? `${patientText(`identifierTypes.${profile.identifierType}`)}: ` : ''}${profile.identifier}`,
    ],
    [patientText('fields.patientCardNumber'), profile.patientCardNumber],
    [patientText('fields.assignedPhysician'), physicianName],
    [patientText('fields.uniqueId'), profile.uniqueId],
    [t('patient.fields.guardian'), withPhone(profile.guardianName, profile.guardianPhone)],
    [
      t('patient.fields.emergencyContact'),
      withPhone(profile.emergencyContactName, profile.emergencyContactPhone),
    ],
    [
      patientText('fields.placeOfResidence'),
      [
        profile.placeOfResidence,
        profile.placeOfResidenceSize &&
          patientText(`residenceSizes.${profile.placeOfResidenceSize}`),
      ]
        .filter(Boolean)
        .join(', ') || null,
    ],
    [patientText('fields.referralSource'), profile.referralSource],
    [patientText('fields.ownsSmartphone'), yesNo(profile.ownsSmartphone)],
    [patientText('fields.dependentOnGuardian'), yesNo(profile.dependentOnGuardian)],
    [patientText('fields.description'), profile.description],
    [
      t('patient.fields.joinedOn'),
      patient.joinedOn && <DateTime value={patient.joinedOn} isDateOnly />,
    ],
    [
      t('patient.fields.lastTransmission'),
      patient.lastTransmissionAt ? (
        <DateTime value={patient.lastTransmissionAt} />
      ) : (
        t('members.never')
      ),
    ],
  ];
  return <DetailList details={rows} />;
}
