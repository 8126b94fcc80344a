import {
  assessAfterRest,
  covidVitalLimitsOf,
  clearDependentAnswers,
  givenCovidAnswers,
  mayProceedPastStatements,
} from '@telemed/domain';
import type {
  CovidExclusionStatement,
  CovidVitalLimitsId,
  Examination,
  QuestionnaireAnswers,
  ValidateExaminationBody,
  ValidateExaminationResponse,
} from '@telemed/domain';
import { assertEvent, assign, emit, setup } from 'xstate';
import type { SnapshotFrom } from 'xstate';
import { unprovidedService } from '../unprovidedService';
import { covidServerIssues, localCovidIssues } from './covidIntakeIssues';
import type { CovidFieldIssues } from './covidIntakeIssues';
import type { SaveCovidExaminationInput } from './covidIntakeServices';

/** What the COVID intake starts from: the examination the add-examination form holds. */
export interface CovidIntakeInput {
  teamId: string;
  /** The patient's member id. */
  memberId: string;
  /** ISO instants of the examination; COVID date pickers cap at now. */
  startDate: string;
  endDate: string;
  /** The Recognition text. */
  description: string;
  /** The clock's reading when the intake opens: the questionnaire's dates cannot lie after it. */
  now: Date;
  /** The clinic's preset of after-rest limits; the intake form's by default. */
  vitalLimits?: CovidVitalLimitsId;
  /** The answers of an earlier opening of the intake for the same patient, left with Back. */
  answers?: QuestionnaireAnswers;
}

/** What the COVID intake machine holds. */
export interface CovidIntakeContext {
  input: Omit<CovidIntakeInput, 'vitalLimits' | 'answers'>;
  /** The statements the patient says apply (any one excludes them). */
  applyingStatements: readonly CovidExclusionStatement[];
  answers: QuestionnaireAnswers;
  /** The answers last saved (none yet): Save needs a change from them. */
  savedAnswers: QuestionnaireAnswers;
  /** What the domain's rules find wrong with the answers. */
  localIssues: CovidFieldIssues;
  /** What the server refused (validation or save), shown until the answers change. */
  serverIssues: CovidFieldIssues;
  /** Whether Save was pressed: the missing answers are shown from then on. */
  isSubmitted: boolean;
  examination: Examination | null;
}

/** One answer of the questionnaire: text, a number, a yes/no, a list of choices, or cleared. */
export type CovidAnswer = QuestionnaireAnswers[string];

/** What the intake's screens tell its machine. */
export type CovidIntakeEvent =
  | { type: 'statement.toggle'; statement: CovidExclusionStatement }
  | { type: 'statements.confirm' }
  | { type: 'answer.change'; name: string; answer: CovidAnswer }
  | { type: 'afterRest.continue' }
  | { type: 'afterRest.stop' }
  | { type: 'form.submit' }
  | { type: 'intake.back' };

/**
 * How the intake ended: the examination saved, the patient excluded (a statement applies), the
 * enrolment stopped after rest, or Back to the examination's own form with the answers so far.
 */
export type CovidIntakeOutcome =
  | { status: 'saved'; examination: Examination }
  | { status: 'excluded' }
  | { status: 'stopped' }
  | { status: 'back'; answers: QuestionnaireAnswers };

/** What the machine announces to the screen around it. */
export type CovidIntakeEmitted =
  | { type: 'examination.created'; examination: Examination }
  | { type: 'examination.saveFailed'; error: unknown }
  | { type: 'intake.excluded' }
  | { type: 'intake.stopped' };

const limitsOf = (context: CovidIntakeContext) => covidVitalLimitsOf(context.answers.vital_limits);

const afterRestVerdict = (context: CovidIntakeContext) =>
  assessAfterRest(givenCovidAnswers(context.answers), limitsOf(context)).verdict;

/** Whether the answers differ from the ones last saved (the preset alone is no change). */
export function isCovidIntakeChanged(context: CovidIntakeContext): boolean {
  return (
    JSON.stringify(givenCovidAnswers(context.answers)) !==
    JSON.stringify(givenCovidAnswers(context.savedAnswers))
  );
}

/** Every problem of the intake by property: the rules' own first, then the server's. */
export function covidIntakeIssues(context: CovidIntakeContext): CovidFieldIssues {
  return { ...context.serverIssues, ...context.localIssues };
}

/**
 * The problems the intake shows, by field: a missing answer only once Save was pressed, so a
 * fresh questionnaire does not open full of errors; every other problem as soon as it is typed.
 */
export function shownCovidIntakeIssues(context: CovidIntakeContext): CovidFieldIssues {
  if (context.isSubmitted) return covidIntakeIssues(context);
  return Object.fromEntries(
    Object.entries(covidIntakeIssues(context)).filter(
      ([, issue]) => issue.constraint !== 'isRequired',
    ),
  );
}

/** Whether Save is disabled: only a valid questionnaire that changed may be saved (§5). */
export function isCovidSaveBlocked(context: CovidIntakeContext): boolean {
  return Object.keys(covidIntakeIssues(context)).length > 0 || !isCovidIntakeChanged(context);
}

function examinationBody(context: CovidIntakeContext) {
  const { startDate, endDate, description } = context.input;
  return {
    type: 'covid' as const,
    startDate,
    endDate,
    description,
    questionnaire: givenCovidAnswers(context.answers),
  };
}

function validationBody(context: CovidIntakeContext): ValidateExaminationBody {
  const { teamId, memberId } = context.input;
  return { ...examinationBody(context), teamId, memberId };
}

function saveInput(context: CovidIntakeContext): SaveCovidExaminationInput {
  const { teamId, memberId } = context.input;
  return { teamId, memberId, body: examinationBody(context) };
}

/** The server's field errors a failed call carries, if any (a refused save: 400 with a list). */
function validationErrorsOf(error: unknown) {
  const errors = (error as { validationErrors?: unknown } | null)?.validationErrors;
  return Array.isArray(errors) ? (errors as ValidateExaminationResponse['validationErrors']) : [];
}

/**
 * The COVID intake of the add-examination modal (platform-core §2, §4 "COVID intake form
 * behaviour", §5): the statement list the patient confirms (one that applies excludes them),
 * then the questionnaire, judged as it is typed by @telemed/domain's rules, with the after-rest
 * flow (Stop or Continue when the values after rest are out of range but within the limits;
 * EXAM_WARNING_PATIENT_EXCLUDED when they break them), then the server's check and the save.
 * Each change applies the clearing rules. The server's refusals come back per field.
 *
 * Tags drive the screen: `statements`, `editable`, `afterRestDecision`, `excluded`, `busy`,
 * `ended`.
 */
export const covidIntakeMachine = setup({
  types: {
    input: {} as CovidIntakeInput,
    context: {} as CovidIntakeContext,
    events: {} as CovidIntakeEvent,
    emitted: {} as CovidIntakeEmitted,
    output: {} as CovidIntakeOutcome,
  },
  actors: {
    validateExamination: unprovidedService<ValidateExaminationResponse, ValidateExaminationBody>(
      'validateExamination',
    ),
    saveExamination: unprovidedService<Examination, SaveCovidExaminationInput>('saveExamination'),
  },
  guards: {
    mayProceedPastStatements: ({ context }) => mayProceedPastStatements(context.applyingStatements),
    isExcludedByLimits: ({ context }) => afterRestVerdict(context) === 'excluded',
    needsContinue: ({ context }) => afterRestVerdict(context) === 'needsContinue',
    isSaveBlocked: ({ context }) => isCovidSaveBlocked(context),
    hasServerErrors: (_, response: ValidateExaminationResponse) =>
      response.validationErrors.length > 0,
  },
  actions: {
    toggleStatement: assign({
      applyingStatements: ({ context, event }) => {
        assertEvent(event, 'statement.toggle');
        return context.applyingStatements.includes(event.statement)
          ? context.applyingStatements.filter((statement) => statement !== event.statement)
          : [...context.applyingStatements, event.statement];
      },
    }),
    changeAnswer: assign({
      answers: ({ context, event }) => {
        assertEvent(event, 'answer.change');
        return clearDependentAnswers(context.answers, {
          ...context.answers,
          [event.name]: event.answer,
        });
      },
    }),
    acceptOutOfRange: assign({
      answers: ({ context }) => ({ ...context.answers, params_agreement: true }),
    }),
    // A change makes the older verdicts stale: the server judged other answers.
    judgeAnswers: assign({
      localIssues: ({ context }) => localCovidIssues(context.answers, context.input.now),
      serverIssues: {},
    }),
    markSubmitted: assign({ isSubmitted: true }),
    storeServerIssues: assign({
      serverIssues: (_, response: ValidateExaminationResponse) =>
        covidServerIssues(response.validationErrors),
    }),
    storeRefusal: assign({
      serverIssues: (_, { error }: { error: unknown }) =>
        covidServerIssues(validationErrorsOf(error)),
    }),
    storeSaved: assign({
      examination: (_, examination: Examination) => examination,
      savedAnswers: ({ context }) => context.answers,
    }),
    announceCreated: emit((_, examination: Examination) => ({
      type: 'examination.created' as const,
      examination,
    })),
    announceSaveFailed: emit((_, { error }: { error: unknown }) => ({
      type: 'examination.saveFailed' as const,
      error,
    })),
    announceExcluded: emit({ type: 'intake.excluded' as const }),
    announceStopped: emit({ type: 'intake.stopped' as const }),
  },
}).createMachine({
  id: 'covidIntake',
  context: ({ input }) => {
    const { vitalLimits, answers: earlierAnswers, ...examination } = input;
    const savedAnswers = { vital_limits: covidVitalLimitsOf(vitalLimits).id };
    const answers = { ...earlierAnswers, ...savedAnswers };
    return {
      input: examination,
      applyingStatements: [],
      answers,
      savedAnswers,
      localIssues: localCovidIssues(answers, input.now),
      serverIssues: {},
      isSubmitted: false,
      examination: null,
    };
  },
  initial: 'statements',
  states: {
    statements: {
      tags: ['statements'],
      on: {
        'intake.back': 'back',
        'statement.toggle': { actions: 'toggleStatement' },
        'statements.confirm': [
          { guard: 'mayProceedPastStatements', target: 'questionnaire' },
          { target: 'excludedByStatements' },
        ],
      },
    },
    excludedByStatements: {
      type: 'final',
      tags: ['excluded', 'ended'],
      entry: 'announceExcluded',
      output: { status: 'excluded' },
    },
    questionnaire: {
      initial: 'judging',
      on: {
        'intake.back': 'back',
        'answer.change': { target: '.judging', actions: ['changeAnswer', 'judgeAnswers'] },
        'form.submit': [
          { guard: 'isSaveBlocked', actions: 'markSubmitted' },
          { target: 'checkingOnServer', actions: 'markSubmitted' },
        ],
      },
      states: {
        judging: {
          always: [
            { guard: 'isExcludedByLimits', target: 'excludedByLimits' },
            { guard: 'needsContinue', target: 'awaitingDecision' },
            { target: 'filling' },
          ],
        },
        filling: { tags: ['editable'] },
        // The after-rest values are out of range within the limits: Stop or Continue.
        awaitingDecision: {
          tags: ['editable', 'afterRestDecision'],
          on: {
            'afterRest.continue': {
              target: 'judging',
              actions: ['acceptOutOfRange', 'judgeAnswers'],
            },
            'afterRest.stop': '#covidIntake.stopped',
          },
        },
        // EXAM_WARNING_PATIENT_EXCLUDED: the values can still be corrected, not saved.
        excludedByLimits: { tags: ['editable', 'excluded'] },
      },
    },
    checkingOnServer: {
      tags: ['busy'],
      invoke: {
        src: 'validateExamination',
        input: ({ context }) => validationBody(context),
        onDone: [
          {
            guard: { type: 'hasServerErrors', params: ({ event }) => event.output },
            target: 'questionnaire.filling',
            actions: [{ type: 'storeServerIssues', params: ({ event }) => event.output }],
          },
          { target: 'saving' },
        ],
        onError: {
          target: 'questionnaire.filling',
          actions: [
            { type: 'announceSaveFailed', params: ({ event }) => ({ error: event.error }) },
          ],
        },
      },
    },
    saving: {
      tags: ['busy'],
      invoke: {
        src: 'saveExamination',
        input: ({ context }) => saveInput(context),
        onDone: {
          target: 'saved',
          actions: [
            { type: 'storeSaved', params: ({ event }) => event.output },
            { type: 'announceCreated', params: ({ event }) => event.output },
          ],
        },
        onError: {
          target: 'questionnaire.filling',
          actions: [
            { type: 'storeRefusal', params: ({ event }) => ({ error: event.error }) },
            { type: 'announceSaveFailed', params: ({ event }) => ({ error: event.error }) },
          ],
        },
      },
    },
    stopped: {
      type: 'final',
      tags: ['ended'],
      entry: 'announceStopped',
      output: { status: 'stopped' },
    },
    // Back to the examination's form (patient, range, Recognition): the answers go with it, and
    // the statements are asked again when the intake is opened again.
    back: {
      type: 'final',
      output: ({ context }) => ({ status: 'back', answers: context.answers }),
    },
    saved: {
      type: 'final',
      tags: ['ended'],
      // storeSaved has stored the examination on the way here.
      output: ({ context }) => ({
        status: 'saved',
        examination: context.examination as Examination,
      }),
    },
  },
  // The final state's own output says how the intake ended.
  output: ({ event }) => event.output as CovidIntakeOutcome,
});

/** A snapshot of the COVID intake machine. */
export type CovidIntakeSnapshot = SnapshotFrom<typeof covidIntakeMachine>;
