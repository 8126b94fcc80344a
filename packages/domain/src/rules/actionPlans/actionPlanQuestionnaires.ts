/*
 * The questionnaires an action plan asks a patient to answer (platform-core §3, §7 "Action
 * plans"). The spec lists the calls but not the catalogue ("not shown"); this one is the decision
 * recorded in docs/decisions.md, each instrument with its published source. Questions are named,
 * not worded: the wording is the domain catalogue's (`actionPlans.questions.<questionnaire>.
 * <question>`, six languages), so the server, the client and the mock share one definition.
 */

/**
 * How a question is answered: an integer on a scale between `min` and `max` (both included), or
 * yes / no.
 */
export type ActionPlanQuestion =
  | { readonly name: string; readonly kind: 'scale'; readonly min: number; readonly max: number }
  | { readonly name: string; readonly kind: 'yesNo' };

/** One questionnaire of the catalogue: its questions and the range of its score. */
export interface ActionPlanQuestionnaireDefinition {
  readonly questions: readonly ActionPlanQuestion[];
  /** The lowest and the highest score its answers can give. */
  readonly scoreRange: { readonly min: number; readonly max: number };
}

const scale = <const Name extends string>(name: Name, min: number, max: number) =>
  ({ name, kind: 'scale', min, max }) as const;

const yesNo = <const Name extends string>(name: Name) => ({ name, kind: 'yesNo' }) as const;

/**
 * The catalogue:
 * - `cat`: the COPD Assessment Test — eight items scored 0 to 5, the score is their sum, 0 to 40
 *   (Jones PW et al., Eur Respir J 2009;34:648–654);
 * - `mmrc`: the modified Medical Research Council dyspnoea scale, one grade 0 to 4 (Bestall JC et
 *   al., Thorax 1999;54:581–586; grades as in the GOLD 2024 report);
 * - `symptomDiary`: a day of COPD symptoms — breathlessness on the modified Borg CR10 scale 0 to
 *   10 (Borg GA, Med Sci Sports Exerc 1982;14:377–381), the three Anthonisen criteria of an
 *   exacerbation (more breathlessness, more sputum, purulent sputum: Anthonisen NR et al., Ann
 *   Intern Med 1987;106:196–204) and the puffs of reliever inhaler taken; the score is the number
 *   of Anthonisen criteria present, 0 to 3.
 */
export const ACTION_PLAN_QUESTIONNAIRES = {
  cat: {
    questions: [
      scale('cough', 0, 5),
      scale('phlegm', 0, 5),
      scale('chestTightness', 0, 5),
      scale('breathlessness', 0, 5),
      scale('homeActivities', 0, 5),
      scale('confidenceLeavingHome', 0, 5),
      scale('sleep', 0, 5),
      scale('energy', 0, 5),
    ],
    scoreRange: { min: 0, max: 40 },
  },
  mmrc: {
    questions: [scale('grade', 0, 4)],
    scoreRange: { min: 0, max: 4 },
  },
  symptomDiary: {
    questions: [
      scale('breathlessness', 0, 10),
      yesNo('moreBreathless'),
      yesNo('moreSputum'),
      yesNo('purulentSputum'),
      scale('relieverPuffs', 0, 50),
    ],
    scoreRange: { min: 0, max: 3 },
  },
} as const satisfies Record<string, ActionPlanQuestionnaireDefinition>;

/** The names of the catalogue's questionnaires, in the order the clinic offers them. */
export const ACTION_PLAN_QUESTIONNAIRE_NAMES = ['cat', 'mmrc', 'symptomDiary'] as const;

export type ActionPlanQuestionnaireName = (typeof ACTION_PLAN_QUESTIONNAIRE_NAMES)[number];

/** A questionnaire's answers: one per question, a scale's integer or a yes / no. */
export type ActionPlanAnswers = Readonly<Record<string, number | boolean>>;

/** The Anthonisen criteria the symptom diary asks about: its score counts those answered yes. */
const ANTHONISEN_QUESTIONS = ['moreBreathless', 'moreSputum', 'purulentSputum'] as const;

/**
 * The score of a questionnaire's (valid) answers: the CAT's sum of items, the mMRC grade, the
 * symptom diary's count of Anthonisen criteria present.
 *
 * @example
 * actionPlanScore('mmrc', { grade: 2 }); // 2
 */
export function actionPlanScore(
  questionnaire: ActionPlanQuestionnaireName,
  answers: ActionPlanAnswers,
): number {
  switch (questionnaire) {
    case 'cat':
      return ACTION_PLAN_QUESTIONNAIRES.cat.questions.reduce(
        (sum, question) => sum + Number(answers[question.name] ?? 0),
        0,
      );
    case 'mmrc':
      return Number(answers.grade ?? 0);
    case 'symptomDiary':
      return ANTHONISEN_QUESTIONS.filter((name) => answers[name] === true).length;
  }
}

/** The CAT's impact levels (Jones PW et al., Eur Respir J 2009; CAT user guide bands). */
export const CAT_IMPACT_LEVELS = ['low', 'medium', 'high', 'veryHigh'] as const;

export type CatImpactLevel = (typeof CAT_IMPACT_LEVELS)[number];

/**
 * The impact of COPD on the patient by CAT score: under 10 low, 10–20 medium, 21–30 high, over
 * 30 very high. GOLD 2024 counts a CAT of 10 or more as "more symptoms".
 *
 * @example
 * catImpactLevel(24); // 'high'
 */
export function catImpactLevel(score: number): CatImpactLevel {
  if (score < 10) return 'low';
  if (score <= 20) return 'medium';
  if (score <= 30) return 'high';
  return 'veryHigh';
}
