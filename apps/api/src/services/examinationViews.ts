import {
  ageInYears,
  bodyMassIndex,
  BOARD_STATUSES,
  displayedExaminationStatus,
} from '@telemed/domain';
import type { Examination, ExaminationCharacteristics } from '@telemed/domain';
import type { ExaminationView } from '../repositories/examinationsRepository';

const iso = (date: Date | null): string | null => date?.toISOString() ?? null;

/** The wire shape of an examination with its patient's and physician's names. */
export function toExamination({ examination, patient, doctor }: ExaminationView): Examination {
  return {
    _id: examination.id,
    examinationId: examination.id,
    type: examination.type,
    description: examination.description,
    startDate: examination.startDate.toISOString(),
    endDate: examination.endDate.toISOString(),
    duration: examination.durationMs,
    analyzedDuration: examination.analyzedDurationMs,
    questionnaire: examination.questionnaire,
    filters: examination.filters,
    memberId: examination.memberId,
    teamId: examination.teamId,
    status: examination.status,
    assignedDoctor: examination.assignedDoctorId,
    assignedPhysician: doctor ? { _id: doctor.memberId, fullName: doctor.memberName } : null,
    archived: examination.archived,
    frozen: examination.frozen,
    reportDescription: examination.reportDescription,
    hasActionPlan: examination.hasActionPlan,
    eventCount: examination.eventCount,
    user: { _id: patient.userId, personalDetails: { fullName: patient.personalDetails.fullName } },
    patientFullName: patient.memberName,
    recorderNumber: examination.recorderNumber,
    notes: examination.notes,
    tags: examination.tags,
    firstMeasurementAt: iso(examination.firstMeasurementAt),
    secondMeasurementAt: iso(examination.secondMeasurementAt),
    thirdMeasurementAt: iso(examination.thirdMeasurementAt),
    stressTestMeasurement: examination.stressTestMeasurement,
    boardPosition: examination.boardPosition,
    introQuestionnaireId: examination.introQuestionnaireId,
    createdAt: examination.createdAt.toISOString(),
    updatedAt: examination.updatedAt.toISOString(),
  };
}

const numberAnswer = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

/**
 * The patient's characteristics at the examination: age at its start, gender, height and weight
 * from the intro questionnaire (else the profile's height) and BMI = kg / m² (WHO).
 */
export function toCharacteristics({
  examination,
  patient,
}: ExaminationView): ExaminationCharacteristics {
  const { dateOfBirth, gender, height } = patient.personalDetails;
  const heightCm = numberAnswer(examination.questionnaire.height) ?? height;
  const weightKg = numberAnswer(examination.questionnaire.weight);
  const bmi = bodyMassIndex(heightCm, weightKg);
  return {
    ageYears: dateOfBirth ? ageInYears(dateOfBirth, examination.startDate) : null,
    gender,
    heightCm,
    weightKg,
    bmi,
  };
}

/**
 * Ids in board order: column by column as the board shows them (DEFAULT sits in
 * FOR_DESCRIPTION), top to bottom within a column.
 */
export function boardOrder(examinations: readonly Examination[]): string[] {
  const column = (examination: Examination) =>
    BOARD_STATUSES.indexOf(displayedExaminationStatus(examination.status));
  return [...examinations]
    .sort(
      (a, b) =>
        column(a) - column(b) || a.boardPosition - b.boardPosition || a._id.localeCompare(b._id),
    )
    .map((examination) => examination._id);
}
