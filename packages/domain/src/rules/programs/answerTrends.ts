import type { ProgramAssignment } from '../../schemas/programs';
import type { AnswerKind } from './answerKinds';

/**
 * The numbers of each answer kind that read as a trend over a program's days, in the order a
 * chart offers them. A pain position (a place on the body) and a single choice (an option) are
 * not quantities and have none.
 */
export const TREND_PROPERTIES = {
  borgScale: ['value'],
  breathing: ['repetitions', 'inhaleSeconds', 'exhaleSeconds'],
  gpsDistance: ['metres'],
  duration: ['seconds'],
  number: ['value'],
  pressure: ['systolic', 'diastolic'],
  painPosition: [],
  singleChoice: [],
  spirometry: ['fev1', 'fvc', 'pef'],
  steps: ['count'],
  healthParameters: ['heartRate', 'spo2', 'temperature', 'respirationRate'],
} as const satisfies Record<AnswerKind, readonly string[]>;

/** One number of one question over the days a patient answered it. */
export interface AnswerTrend {
  /** `questionId.property`: unique in the assignment. */
  id: string;
  questionId: string;
  /** The question as the patient read it. */
  prompt: string;
  kind: AnswerKind;
  /** The number of the answer charted (`systolic` of a pressure, `count` of steps). */
  property: string;
  /** A number question's own unit ("kg"); null for the other kinds, whose unit is their kind's. */
  unit: string | null;
  /** The day (YYYY-MM-DD) and the number given, oldest first. */
  points: { date: string; value: number }[];
}

/**
 * The answers of an assigned program as trends (clinical-domain §2 "program history per member":
 * staff follow each patient's answers over time): one per question and number, from the days the
 * patient recorded, oldest first; a question never answered has none.
 *
 * @example
 * answerTrends(assignment).map((trend) => `${trend.prompt} ${trend.property}: ${trend.points.length}`);
 * // ['Blood pressure systolic: 12', 'Blood pressure diastolic: 12', 'Steps walked count: 11']
 */
export function answerTrends(assignment: ProgramAssignment): AnswerTrend[] {
  const days = assignment.days.toSorted((a, b) => a.date.localeCompare(b.date));
  const trends: AnswerTrend[] = [];
  for (const step of assignment.steps)
    for (const series of step.series)
      for (const question of series.questions)
        for (const property of TREND_PROPERTIES[question.kind]) {
          const id = `${question.id}.${property}`;
          if (trends.some((trend) => trend.id === id)) continue;
          const points = days.flatMap((day) =>
            day.answers
              .filter((recorded) => recorded.questionId === question.id)
              .map((recorded) => numberOf(recorded.answer, property))
              .filter((value): value is number => value !== null)
              .map((value) => ({ date: day.date, value })),
          );
          if (points.length === 0) continue;
          trends.push({
            id,
            questionId: question.id,
            prompt: question.prompt,
            kind: question.kind,
            property,
            unit: question.kind === 'number' ? question.unit : null,
            points,
          });
        }
  return trends;
}

/** The named number of an answer; null when it has none (a reading not taken). */
function numberOf(answer: { value: object }, property: string): number | null {
  const value = (answer.value as Record<string, unknown>)[property];
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}
