import type {
  CovidVitalLimitsId,
  CreateExaminationBody,
  Examination,
  ExaminationSpec,
  ExaminationType,
  QuestionnaireAnswers,
  ValidateExaminationBody,
  ValidateExaminationResponse,
} from '@telemed/domain';
import { assertEvent, assign, emit, setup } from 'xstate';
import type { SnapshotFrom } from 'xstate';
import { defaultExaminationRange } from '../../examination/examinationRange';
import type { DateRange } from '../../examination/examinationRange';
import { wholeMinute } from '../../examination/examinationRangeValue';
import { issuesFromValidationErrors } from '../../questionnaire/fieldIssues';
import type { FieldIssues } from '../../questionnaire/fieldIssues';
import type { AnswerDraft } from '../../questionnaire/questionnaireDraft';
import { covidIntakeMachine } from '../covidIntake/covidIntakeMachine';
import type { CovidIntakeInput, CovidIntakeOutcome } from '../covidIntake/covidIntakeMachine';
import { unprovidedService } from '../unprovidedService';
import {
  createExaminationBody,
  draftIssues,
  initialDraft,
  isSaveBlocked,
  withAnswer,
  withPatient,
  withType,
} from './addExaminationDraft';
import type { AddExaminationDraft } from './addExaminationDraft';

/** What the add-examination form starts from. */
export interface AddExaminationInput {
  /** The clinic the examination belongs to. */
  teamId: string;
  /** On a patient's page, the patient's member id: the patient is fixed. */
  fixedMemberId?: string;
  /** The clock's reading when the form opens: the range starts as the 24 hours before its minute. */
  now: Date;
}

/** Fields whose missing value is told only once the user has left them or pressed Save. */
export const REQUIRED_ADD_EXAMINATION_FIELDS = ['memberId', 'type'] as const;

/** A field of {@link REQUIRED_ADD_EXAMINATION_FIELDS}. */
export type RequiredAddExaminationField = (typeof REQUIRED_ADD_EXAMINATION_FIELDS)[number];

/** What the add-examination machine holds. */
export interface AddExaminationContext {
  teamId: string;
  /** When the form opened: the COVID intake's date pickers cap at it. */
  openedAt: Date;
  fixedMemberId: string | undefined;
  /** The types the clinic offers, gated by its features, with their intro questionnaires. */
  specs: readonly ExaminationSpec[];
  /** The clinic's preset of the COVID intake's after-rest limits, once loaded with the types. */
  covidVitalLimits: CovidVitalLimitsId | undefined;
  draft: AddExaminationDraft;
  /** Required fields whose missing value is shown. */
  revealed: readonly RequiredAddExaminationField[];
  /** What the form finds wrong with the draft itself. */
  draftIssues: FieldIssues;
  /** The server's verdict on the draft as it is now (POST validate/examinations). */
  serverIssues: FieldIssues;
  /** What the server refused when the draft was saved, shown until the draft changes. */
  refusedIssues: FieldIssues;
  /** The examination once saved. */
  examination: Examination | null;
  /** How a COVID intake ended without an examination: a statement excluded the patient, or Stop. */
  intakeOutcome: Extract<CovidIntakeOutcome['status'], 'excluded' | 'stopped'> | null;
  /**
   * The COVID questionnaire's answers when the intake was left with Back: the intake opens with
   * them again, unless the patient or the type changed (which resets a questionnaire, §4).
   */
  covidAnswers: QuestionnaireAnswers | undefined;
}

/** What the add-examination form tells its machine. */
export type AddExaminationEvent =
  | { type: 'patient.change'; patientId: string | null }
  | { type: 'type.change'; examinationType: ExaminationType | null }
  | { type: 'range.change'; range: DateRange | null }
  | { type: 'description.change'; description: string }
  | { type: 'answer.change'; name: string; answer: AnswerDraft }
  | { type: 'field.blur'; field: RequiredAddExaminationField }
  | { type: 'types.reload' }
  | { type: 'form.submit' };

/** What the machine announces to the screen around it. */
export type AddExaminationEmitted =
  | { type: 'examination.created'; examination: Examination }
  | { type: 'examination.saveFailed'; error: unknown };

/** The input of the `createExamination` service: POST teams/{teamId}/members/{memberId}/examinations. */
export interface CreateExaminationInput {
  teamId: string;
  memberId: string;
  body: CreateExaminationBody;
}

/** What the form loads before it offers types. */
export interface OfferedExaminationTypes {
  /** The types the clinic offers, gated by its features, with their intro questionnaires. */
  specs: ExaminationSpec[];
  /** The clinic's preset of the COVID intake's after-rest limits (its settings). */
  covidVitalLimits: CovidVitalLimitsId;
}

/** The spec of the draft's type, if the clinic offers it. */
export function chosenSpec(context: AddExaminationContext): ExaminationSpec | undefined {
  return context.specs.find((spec) => spec.type === context.draft.type);
}

/** Whether the draft is a COVID examination: its questionnaire is the COVID intake's. */
export function isCovidDraft(context: AddExaminationContext): boolean {
  return context.draft.type === 'covid';
}

/**
 * The spec whose intro questionnaire the form itself asks: none for COVID, whose questionnaire
 * the intake asks after the statements (platform-core §2).
 */
function formSpec(context: AddExaminationContext): ExaminationSpec | undefined {
  return isCovidDraft(context) ? undefined : chosenSpec(context);
}

/** Every problem of the draft by field: the form's own first, then the server's. */
export function addExaminationIssues(context: AddExaminationContext): FieldIssues {
  return { ...context.refusedIssues, ...context.serverIssues, ...context.draftIssues };
}

/**
 * The problems the form shows, by field: a required field's missing value only once the user
 * has left the field or pressed Save, so a fresh form does not open full of errors.
 */
export function shownAddExaminationIssues(context: AddExaminationContext): FieldIssues {
  const shown: Record<string, FieldIssues[string]> = {};
  for (const [field, issue] of Object.entries(addExaminationIssues(context))) {
    const isRequiredField = (REQUIRED_ADD_EXAMINATION_FIELDS as readonly string[]).includes(field);
    const isHidden =
      isRequiredField &&
      issue.constraint === 'isRequired' &&
      !context.revealed.includes(field as RequiredAddExaminationField);
    if (!isHidden) shown[field] = issue;
  }
  return shown;
}

/** Whether Save is disabled: while the types load, while saving, or with a draft it cannot save. */
export function isAddExaminationSaveDisabled(snapshot: AddExaminationSnapshot): boolean {
  return !snapshot.matches('editing') || isSaveBlocked(addExaminationIssues(snapshot.context));
}

/**
 * The draft as the server checks it, when the form itself finds nothing wrong with it. A COVID
 * draft is checked by the intake, with its questionnaire.
 */
function checkableBody(context: AddExaminationContext): ValidateExaminationBody | null {
  const { draft, teamId } = context;
  const body = createExaminationBody(draft, chosenSpec(context));
  if (!body || !draft.patientId || isCovidDraft(context)) return null;
  if (Object.keys(context.draftIssues).length > 0) return null;
  return { ...body, teamId, memberId: draft.patientId };
}

/** The call that saves the draft; Save is blocked until the draft has a patient, a type and a range. */
function creationOf(context: AddExaminationContext): CreateExaminationInput {
  const body = createExaminationBody(context.draft, chosenSpec(context));
  const memberId = context.draft.patientId;
  if (!body || !memberId)
    throw new Error('An examination is saved with a patient, a type and a range');
  return { teamId: context.teamId, memberId, body };
}

/**
 * The context with a changed draft: the COVID answers kept from Back go when the draft's
 * patient or type changed (a changed draft is a new object; an unchanged one is returned as is).
 */
function withDraft(
  context: AddExaminationContext,
  draft: AddExaminationDraft,
): Pick<AddExaminationContext, 'draft' | 'covidAnswers'> {
  return { draft, covidAnswers: draft === context.draft ? context.covidAnswers : undefined };
}

/** What the COVID intake starts from: the patient, range and Recognition of the draft. */
function covidIntakeInput(context: AddExaminationContext): CovidIntakeInput {
  const { draft } = context;
  if (!draft.patientId || !draft.range)
    throw new Error('The COVID intake starts with a patient and a range');
  return {
    teamId: context.teamId,
    memberId: draft.patientId,
    startDate: draft.range.start.toISOString(),
    endDate: draft.range.end.toISOString(),
    description: draft.description.trim(),
    now: context.openedAt,
    vitalLimits: context.covidVitalLimits,
    answers: context.covidAnswers,
  };
}

/**
 * While the types load (or could not be), the patient, the range and the Recognition are filled
 * in already; Save needs a type, so nothing is checked or saved yet.
 */
const editsWithoutType = {
  'patient.change': { actions: ['choosePatient', 'recheckDraft'] },
  'range.change': { actions: ['changeRange', 'recheckDraft'] },
  'description.change': { actions: ['changeDescription', 'recheckDraft'] },
} as const;

/** Quiet time after the last change before the server is asked: one request per typed answer. */
export const SERVER_CHECK_DELAY_MS = 300;

/**
 * The add-examination form (platform-core §2 "Add-examination modal", §4, §5 "Add examination"):
 * it loads the types the clinic offers, holds the draft (patient, type, range, Recognition, the
 * type's intro questionnaire — a new type or patient resets it), checks it as the user goes and
 * on the server once the user pauses, and saves it. A refused save keeps the form open with the
 * server's messages under their fields and says so (`examination.saveFailed`); a saved one is
 * announced (`examination.created`) and the machine is done.
 *
 * The services are provided (`addExaminationActors`): the same machine runs in the clinic, in
 * Storybook against fixed data and in tests. For the covid type, `form.submit` hands over to
 * the COVID intake (platform-core §2, §4: the statement list, then its questionnaire), invoked as
 * `covidIntake`; its save is the form's one save (`createExamination`), and an intake that ends
 * without an examination (excluded, stopped) leaves the form in `intakeEnded`.
 */
export const addExaminationMachine = setup({
  types: {
    input: {} as AddExaminationInput,
    context: {} as AddExaminationContext,
    events: {} as AddExaminationEvent,
    emitted: {} as AddExaminationEmitted,
    output: {} as Examination,
    children: {} as { covidIntake: 'covidIntake' },
  },
  actors: {
    loadExaminationTypes: unprovidedService<OfferedExaminationTypes, { teamId: string }>(
      'loadExaminationTypes',
    ),
    validateExamination: unprovidedService<ValidateExaminationResponse, ValidateExaminationBody>(
      'validateExamination',
    ),
    createExamination: unprovidedService<Examination, CreateExaminationInput>('createExamination'),
    covidIntake: covidIntakeMachine,
  },
  delays: {
    serverCheckDelay: SERVER_CHECK_DELAY_MS,
  },
  guards: {
    hasExaminationTypes: ({ context }) => context.specs.length > 0,
    isSaveBlocked: ({ context }) => isSaveBlocked(addExaminationIssues(context)),
    isPatientMissing: ({ context }) => context.draft.patientId === null,
    isCheckableOnServer: ({ context }) => checkableBody(context) !== null,
    isCovid: ({ context }) => isCovidDraft(context),
    isSavedByIntake: (_, outcome: CovidIntakeOutcome) => outcome.status === 'saved',
    isBackFromIntake: (_, outcome: CovidIntakeOutcome) => outcome.status === 'back',
  },
  actions: {
    storeExaminationTypes: assign((_, { specs, covidVitalLimits }: OfferedExaminationTypes) => ({
      specs,
      covidVitalLimits,
    })),
    choosePatient: assign(({ context, event }) => {
      assertEvent(event, 'patient.change');
      return withDraft(context, withPatient(context.draft, event.patientId));
    }),
    chooseType: assign(({ context, event }) => {
      assertEvent(event, 'type.change');
      return withDraft(context, withType(context.draft, event.examinationType));
    }),
    changeRange: assign({
      draft: ({ context, event }) => {
        assertEvent(event, 'range.change');
        return { ...context.draft, range: event.range };
      },
    }),
    changeDescription: assign({
      draft: ({ context, event }) => {
        assertEvent(event, 'description.change');
        return { ...context.draft, description: event.description };
      },
    }),
    changeAnswer: assign({
      draft: ({ context, event }) => {
        assertEvent(event, 'answer.change');
        return withAnswer(context.draft, event.name, event.answer);
      },
    }),
    // A change makes older verdicts stale: the server's check and a refusal were of another draft.
    recheckDraft: assign({
      draftIssues: ({ context }) => draftIssues(context.draft, formSpec(context)),
      serverIssues: {},
      refusedIssues: {},
    }),
    revealField: assign({
      revealed: ({ context, event }) => {
        assertEvent(event, 'field.blur');
        return context.revealed.includes(event.field)
          ? context.revealed
          : [...context.revealed, event.field];
      },
    }),
    revealRequiredFields: assign({ revealed: [...REQUIRED_ADD_EXAMINATION_FIELDS] }),
    storeServerIssues: assign({
      serverIssues: ({ context }, response: ValidateExaminationResponse) =>
        issuesFromValidationErrors(
          response.validationErrors,
          chosenSpec(context)?.introQuestionnaire,
        ),
    }),
    storeRefusal: assign({
      refusedIssues: ({ context }, { error }: { error: unknown }) =>
        issuesFromValidationErrors(
          validationErrorsOf(error),
          chosenSpec(context)?.introQuestionnaire,
        ),
    }),
    storeCreatedExamination: assign({
      examination: (_, examination: Examination) => examination,
    }),
    storeIntakeOutcome: assign({
      intakeOutcome: (_, outcome: CovidIntakeOutcome) =>
        outcome.status === 'excluded' || outcome.status === 'stopped' ? outcome.status : null,
    }),
    keepCovidAnswers: assign({
      covidAnswers: (_, outcome: CovidIntakeOutcome) =>
        outcome.status === 'back' ? outcome.answers : undefined,
    }),
    announceCreated: emit((_, examination: Examination) => ({
      type: 'examination.created' as const,
      examination,
    })),
    announceSaveFailed: emit((_, { error }: { error: unknown }) => ({
      type: 'examination.saveFailed' as const,
      error,
    })),
  },
}).createMachine({
  id: 'addExamination',
  context: ({ input }) => {
    const draft = initialDraft(
      defaultExaminationRange(wholeMinute(input.now)),
      input.fixedMemberId,
    );
    return {
      teamId: input.teamId,
      openedAt: input.now,
      fixedMemberId: input.fixedMemberId,
      specs: [],
      covidVitalLimits: undefined,
      draft,
      revealed: [],
      draftIssues: draftIssues(draft, undefined),
      serverIssues: {},
      refusedIssues: {},
      examination: null,
      intakeOutcome: null,
      covidAnswers: undefined,
    };
  },
  initial: 'loadingTypes',
  on: {
    'field.blur': { actions: 'revealField' },
  },
  states: {
    loadingTypes: {
      tags: ['editable', 'loadingTypes'],
      on: editsWithoutType,
      invoke: {
        src: 'loadExaminationTypes',
        input: ({ context }) => ({ teamId: context.teamId }),
        onDone: {
          target: 'editing',
          actions: [{ type: 'storeExaminationTypes', params: ({ event }) => event.output }],
        },
        onError: 'typesUnavailable',
      },
    },
    typesUnavailable: {
      tags: ['editable', 'typesUnavailable'],
      on: { ...editsWithoutType, 'types.reload': 'loadingTypes' },
    },
    editing: {
      tags: ['editable'],
      initial: 'checked',
      // Each change passes through `changed`, which decides (on the changed draft) whether the
      // server is asked once the user pauses; a change while waiting or asking starts over.
      on: {
        'patient.change': { target: '.changed', actions: ['choosePatient', 'recheckDraft'] },
        'type.change': { target: '.changed', actions: ['chooseType', 'recheckDraft'] },
        'range.change': { target: '.changed', actions: ['changeRange', 'recheckDraft'] },
        'description.change': {
          target: '.changed',
          actions: ['changeDescription', 'recheckDraft'],
        },
        'answer.change': { target: '.changed', actions: ['changeAnswer', 'recheckDraft'] },
        'form.submit': [
          { guard: 'isSaveBlocked' },
          { guard: 'isPatientMissing', actions: 'revealRequiredFields' },
          { guard: 'isCovid', target: 'covidIntake' },
          { target: 'saving' },
        ],
      },
      states: {
        checked: {},
        changed: {
          always: [
            { guard: 'isCheckableOnServer', target: 'waitingToCheck' },
            { target: 'checked' },
          ],
        },
        waitingToCheck: {
          after: { serverCheckDelay: 'checkingOnServer' },
        },
        checkingOnServer: {
          invoke: {
            src: 'validateExamination',
            input: ({ context }) => checkableBody(context) ?? {},
            onDone: {
              target: 'checked',
              actions: [{ type: 'storeServerIssues', params: ({ event }) => event.output }],
            },
            // A failed check shows nothing: saving validates again.
            onError: 'checked',
          },
        },
      },
    },
    saving: {
      tags: ['busy'],
      invoke: {
        src: 'createExamination',
        input: ({ context }) => creationOf(context),
        onDone: {
          target: 'saved',
          actions: [
            { type: 'storeCreatedExamination', params: ({ event }) => event.output },
            { type: 'announceCreated', params: ({ event }) => event.output },
          ],
        },
        onError: {
          target: 'editing',
          actions: [
            { type: 'storeRefusal', params: ({ event }) => ({ error: event.error }) },
            { type: 'announceSaveFailed', params: ({ event }) => ({ error: event.error }) },
          ],
        },
      },
    },
    covidIntake: {
      invoke: {
        id: 'covidIntake',
        src: 'covidIntake',
        input: ({ context }) => covidIntakeInput(context),
        onDone: [
          {
            guard: { type: 'isSavedByIntake', params: ({ event }) => event.output },
            target: 'saved',
            actions: [
              {
                type: 'storeCreatedExamination',
                params: ({ event }) => (event.output as { examination: Examination }).examination,
              },
              {
                type: 'announceCreated',
                params: ({ event }) => (event.output as { examination: Examination }).examination,
              },
            ],
          },
          {
            guard: { type: 'isBackFromIntake', params: ({ event }) => event.output },
            target: 'editing',
            actions: [{ type: 'keepCovidAnswers', params: ({ event }) => event.output }],
          },
          {
            target: 'intakeEnded',
            actions: [{ type: 'storeIntakeOutcome', params: ({ event }) => event.output }],
          },
        ],
      },
    },
    // Excluded or stopped: nothing is saved; the dialog says why and may only be closed.
    intakeEnded: {
      tags: ['intakeEnded'],
    },
    saved: {
      type: 'final',
    },
  },
  output: ({ context }) => context.examination as Examination,
});

/** The server's field errors a failed call carries, if any (a refused save: 400 with a list). */
function validationErrorsOf(error: unknown) {
  const errors = (error as { validationErrors?: unknown } | null)?.validationErrors;
  return Array.isArray(errors) ? (errors as ValidateExaminationResponse['validationErrors']) : [];
}

/** A snapshot of the add-examination machine. */
export type AddExaminationSnapshot = SnapshotFrom<typeof addExaminationMachine>;
