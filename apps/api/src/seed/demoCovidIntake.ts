import {
  INTAKE_FORM_VITAL_LIMITS,
  completeCovidQuestionnaire,
  isAfterRestRequired,
} from '@telemed/domain';
import type { QuestionnaireAnswers } from '@telemed/domain';

const HOUR_MS = 3_600_000;

/**
 * A demo COVID intake made whole, as the intake form would have it saved (platform-core §5): the
 * qualification two hours before the monitoring's start (or before now, for one booked ahead), a positive result two days before a
 * confirmed patient's, the smartphone and dependency answers of a 72 h recognition, the active
 * infection answer of the higher-risk group and, where the first vitals ask for them, after-rest
 * values of a patient who settled at rest (SpO2 back to 95 %, breathing 20 a minute, the pulse
 * 10 lower). Derived from the answers and the start, with no random draw, so the rest of the
 * seeded demo stays as it was.
 */
export function completeDemoCovidIntake(
  answers: QuestionnaireAnswers,
  startMs: number,
  nowMs: number,
): QuestionnaireAnswers {
  // A monitoring booked for the coming days was qualified already: no date lies after now.
  const qualifiedMs = Math.min(startMs, nowMs) - 2 * HOUR_MS;
  const whole: QuestionnaireAnswers = {
    ...answers,
    qualification_date: new Date(qualifiedMs).toISOString(),
  };
  if (answers.qualification === 'group_covid_confirmed')
    whole.positive_result_date = new Date(qualifiedMs - 46 * HOUR_MS).toISOString();
  if (answers.qualification === 'group_higher_risk') whole.active_infection = 'no';
  if (answers.recognition_time === 'recognition_time_72h') {
    whole.has_smartphone = 'yes';
    whole.patient_dependent = 'no';
  }
  if (isAfterRestRequired(whole, INTAKE_FORM_VITAL_LIMITS)) {
    const { spo2, heart_rate: heartRate } = whole;
    whole.spo2_after_rest = Math.max(typeof spo2 === 'number' ? spo2 : 95, 95);
    whole.respiration_rate_after_rest = 20;
    whole.heart_rate_after_rest = Math.min(
      typeof heartRate === 'number' ? heartRate - 10 : 90,
      120,
    );
  }
  return completeCovidQuestionnaire(whole);
}
