import { z } from 'zod';
import { MEASUREMENT_DEFINITIONS } from '../measurementDefinitions';

/*
 * The eleven kinds of question a series of a rehabilitation program asks (clinical-domain §3
 * "Program history item"), and the one place an answer is checked against its kind and its
 * question, on the client (the day's answer form) and on the server (recording a day). Custom zod
 * messages are constraint keys of the catalogue (clinical-domain §5).
 */

/** The answer kinds, in the spec's order. */
export const ANSWER_KINDS = [
  'borgScale',
  'breathing',
  'gpsDistance',
  'duration',
  'number',
  'pressure',
  'painPosition',
  'singleChoice',
  'spirometry',
  'steps',
  'healthParameters',
] as const;

export type AnswerKind = (typeof ANSWER_KINDS)[number];

/**
 * The accepted range of each number an answer holds, by `kind.property`. Borg's rating of
 * perceived exertion runs 6 to 20 (Borg 1982, Med Sci Sports Exerc 14:377); health parameters use
 * the measurement definitions' ranges (clinical-domain §3); the rest are physiological limits
 * wide enough for any patient and narrow enough to catch a slip of the finger.
 */
export const ANSWER_BOUNDS = {
  'borgScale.value': { min: 6, max: 20, integer: true },
  'breathing.repetitions': { min: 1, max: 500, integer: true },
  'breathing.inhaleSeconds': { min: 0.5, max: 60, integer: false },
  'breathing.exhaleSeconds': { min: 0.5, max: 60, integer: false },
  'gpsDistance.metres': { min: 0, max: 100_000, integer: false },
  'duration.seconds': { min: 0, max: 86_400, integer: true },
  'pressure.systolic': { min: 50, max: 260, integer: true },
  'pressure.diastolic': { min: 30, max: 160, integer: true },
  'painPosition.x': { min: 0, max: 1, integer: false },
  'painPosition.y': { min: 0, max: 1, integer: false },
  'spirometry.fev1': { min: 0.1, max: 10, integer: false },
  'spirometry.fvc': { min: 0.1, max: 12, integer: false },
  'spirometry.pef': { min: 30, max: 900, integer: true },
  'steps.count': { min: 0, max: 100_000, integer: true },
  'healthParameters.heartRate': { ...MEASUREMENT_DEFINITIONS.pulse, integer: true },
  'healthParameters.spo2': { ...MEASUREMENT_DEFINITIONS.spo2, integer: true },
  'healthParameters.temperature': { ...MEASUREMENT_DEFINITIONS.temperature, integer: false },
  'healthParameters.respirationRate': {
    ...MEASUREMENT_DEFINITIONS.respirationRate,
    integer: true,
  },
} as const satisfies Record<string, { min: number; max: number; integer: boolean }>;

/** A number of an answer, by `kind.property`. */
export type AnswerNumberField = keyof typeof ANSWER_BOUNDS;

/** A number within the bounds of its answer field; outside, `outOfRange` with the bounds. */
const bounded = (field: AnswerNumberField) => {
  const { min, max, integer } = ANSWER_BOUNDS[field];
  return z
    .number({ error: 'invalidType' })
    .refine((value) => !integer || Number.isInteger(value), { message: 'notInteger' })
    .refine((value) => value >= min && value <= max, {
      message: 'outOfRange',
      params: { min, max },
    });
};

/** Longest text of a question (its prompt, a choice option). */
export const QUESTION_TEXT_MAX_LENGTH = 300;

/** Most options of a single-choice question. */
export const QUESTION_MAX_OPTIONS = 20;

const questionText = () =>
  z
    .string({ error: 'invalidType' })
    .trim()
    .min(1, { error: 'isRequired' })
    .max(QUESTION_TEXT_MAX_LENGTH, { error: 'tooLong' });

/** What every question has: its id (answers name it) and the prompt the patient reads. */
const questionBase = { id: z.uuid({ error: 'invalidFormat' }), prompt: questionText() };

/** A question with a numeric answer between its own bounds (clinical-domain §5). */
const NumberQuestionSchema = z
  .object({
    ...questionBase,
    kind: z.literal('number'),
    min: z.number({ error: 'invalidType' }),
    max: z.number({ error: 'invalidType' }),
    /** What the number counts, shown beside the field ("kg", "repetitions"). */
    unit: z.string().trim().max(30, { error: 'tooLong' }).nullable().default(null),
  })
  .refine((question) => question.min < question.max, { message: 'invalidValue', path: ['max'] });

/** A question answered by picking one of its options. */
const SingleChoiceQuestionSchema = z.object({
  ...questionBase,
  kind: z.literal('singleChoice'),
  options: z
    .array(questionText())
    .min(2, { error: 'tooShort' })
    .max(QUESTION_MAX_OPTIONS, { error: 'tooLong' }),
});

/** The kinds whose questions need no setting besides the prompt. */
const PLAIN_KINDS = ANSWER_KINDS.filter(
  (kind): kind is Exclude<AnswerKind, 'number' | 'singleChoice'> =>
    kind !== 'number' && kind !== 'singleChoice',
);

const PlainQuestionSchema = z.object({
  ...questionBase,
  kind: z.enum(PLAIN_KINDS as [(typeof PLAIN_KINDS)[number], ...(typeof PLAIN_KINDS)[number][]]),
});

/** A question of a series: its kind, prompt and the settings its kind needs. */
export const QuestionSchema = z.union([
  NumberQuestionSchema,
  SingleChoiceQuestionSchema,
  PlainQuestionSchema,
]);

export type Question = z.infer<typeof QuestionSchema>;
export type QuestionInput = z.input<typeof QuestionSchema>;

/** The value of each kind of answer, checked against the kind's own bounds. */
const ANSWER_VALUE_SCHEMAS = {
  borgScale: z.object({ value: bounded('borgScale.value') }),
  breathing: z.object({
    repetitions: bounded('breathing.repetitions'),
    inhaleSeconds: bounded('breathing.inhaleSeconds'),
    exhaleSeconds: bounded('breathing.exhaleSeconds'),
  }),
  gpsDistance: z.object({ metres: bounded('gpsDistance.metres') }),
  duration: z.object({ seconds: bounded('duration.seconds') }),
  number: z.object({ value: z.number({ error: 'invalidType' }) }),
  pressure: z
    .object({
      systolic: bounded('pressure.systolic'),
      diastolic: bounded('pressure.diastolic'),
    })
    .refine((pressure) => pressure.diastolic < pressure.systolic, {
      message: 'invalidValue',
      path: ['diastolic'],
    }),
  /** Where it hurts on the body outline, as fractions of its width and height from top left. */
  painPosition: z.object({ x: bounded('painPosition.x'), y: bounded('painPosition.y') }),
  /** The index of the chosen option. */
  singleChoice: z.object({
    option: z.number({ error: 'invalidType' }).int({ error: 'notInteger' }),
  }),
  /** FEV1 and FVC in litres, PEF in litres per minute. */
  spirometry: z.object({
    fev1: bounded('spirometry.fev1'),
    fvc: bounded('spirometry.fvc'),
    pef: bounded('spirometry.pef').nullable().default(null),
  }),
  steps: z.object({ count: bounded('steps.count') }),
  /** Any of the readings the patient took; at least one. */
  healthParameters: z
    .object({
      heartRate: bounded('healthParameters.heartRate').nullable().default(null),
      spo2: bounded('healthParameters.spo2').nullable().default(null),
      temperature: bounded('healthParameters.temperature').nullable().default(null),
      respirationRate: bounded('healthParameters.respirationRate').nullable().default(null),
    })
    .refine((readings) => Object.values(readings).some((reading) => reading !== null), {
      message: 'isRequired',
    }),
} as const satisfies Record<AnswerKind, z.ZodType>;

/** An answer of one kind as stored and answered: its kind and value. */
export const AnswerSchema = z.discriminatedUnion(
  'kind',
  ANSWER_KINDS.map((kind) =>
    z.object({ kind: z.literal(kind), value: ANSWER_VALUE_SCHEMAS[kind] }),
  ) as unknown as [AnswerOf<'borgScale'>, ...AnswerOf<AnswerKind>[]],
);

type AnswerOf<Kind extends AnswerKind> = z.ZodObject<{
  kind: z.ZodLiteral<Kind>;
  value: (typeof ANSWER_VALUE_SCHEMAS)[Kind];
}>;

/** An answer: `{ kind, value }` with the value of its kind. */
export type Answer = {
  [Kind in AnswerKind]: { kind: Kind; value: z.output<(typeof ANSWER_VALUE_SCHEMAS)[Kind]> };
}[AnswerKind];

/** An answer as a form sends it. */
export type AnswerInput = {
  [Kind in AnswerKind]: { kind: Kind; value: z.input<(typeof ANSWER_VALUE_SCHEMAS)[Kind]> };
}[AnswerKind];

/**
 * The schema of the answer to one question: the value of the question's kind, within the kind's
 * bounds and the question's own (a number between its min and max — 'questionValueOutOfRange' —,
 * a choice among its options). Issues sit at `value.<field>`.
 *
 * @example
 * answerSchemaFor({ id, prompt: 'Weight', kind: 'number', min: 30, max: 200, unit: 'kg' })
 *   .safeParse({ kind: 'number', value: { value: 250 } }).success; // false
 */
export function answerSchemaFor(question: Question): z.ZodType<Answer, unknown> {
  const kind = z.literal(question.kind, { error: 'invalidValue' });
  switch (question.kind) {
    case 'number': {
      const { min, max } = question;
      return z.object({
        kind,
        value: z.object({
          value: z
            .number({ error: 'invalidType' })
            .refine((value) => value >= min && value <= max, {
              message: 'questionValueOutOfRange',
              params: { minQuestionValue: min, maxQuestionValue: max },
            }),
        }),
      }) as unknown as z.ZodType<Answer, unknown>;
    }
    case 'singleChoice': {
      const options = question.options.length;
      return z.object({
        kind,
        value: z.object({
          option: z
            .number({ error: 'invalidType' })
            .int({ error: 'notInteger' })
            .min(0, { error: 'invalidValue' })
            .max(options - 1, { error: 'invalidValue' }),
        }),
      }) as unknown as z.ZodType<Answer, unknown>;
    }
    default:
      return z.object({
        kind,
        value: ANSWER_VALUE_SCHEMAS[question.kind],
      }) as unknown as z.ZodType<Answer, unknown>;
  }
}
