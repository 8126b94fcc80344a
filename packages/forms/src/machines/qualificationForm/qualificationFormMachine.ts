import {
  QualificationDetailsSchema,
  legalFinalQualificationTransitions,
  legalQualificationTransitions,
} from '@telemed/domain';
import type { Qualification, QualificationDetails } from '@telemed/domain';
import { assertEvent, assign, emit, setup } from 'xstate';
import type { SnapshotFrom } from 'xstate';
import type { FieldIssues } from '../../questionnaire/fieldIssues';
import { unprovidedService } from '../unprovidedService';
import { localQualificationIssues, serverQualificationIssues } from './qualificationFormIssues';
import type {
  ChangeQualificationStateInput,
  QualificationChange,
  QualificationRef,
  SaveQualificationInput,
} from './qualificationFormServices';
import { QUALIFICATION_FORM_STEPS, isPropertyOfStep } from './qualificationFormSteps';

/** Which qualification the form edits. */
export type QualificationFormInput = QualificationRef;

/** What went wrong last: shown until the next change, save or transition. */
export type QualificationFormFailure = 'save' | 'stateChange' | null;

/** What the qualification form machine holds. */
export interface QualificationFormContext {
  input: QualificationFormInput;
  /** The qualification as the server last answered it (state, figures, saved fields). */
  qualification: Qualification | null;
  /** The recorded fields as the form holds them, saved or not (empty until loaded). */
  draft: QualificationDetails;
  /** The index of the step shown, in {@link QUALIFICATION_FORM_STEPS}. */
  stepIndex: number;
  localIssues: FieldIssues;
  /** What the server refused in the last save, shown until the field changes. */
  serverIssues: FieldIssues;
  failure: QualificationFormFailure;
}

/** What the form's screens tell its machine. */
export type QualificationFormEvent =
  | { type: 'field.change'; property: string; value: unknown }
  | { type: 'step.next' }
  | { type: 'step.previous' }
  | { type: 'step.goTo'; stepIndex: number }
  | { type: 'form.save' }
  | { type: 'state.change'; change: QualificationChange }
  | { type: 'qualification.reload' };

/** What the machine announces to the screen around it. */
export type QualificationFormEmitted =
  | { type: 'qualification.saved'; qualification: Qualification }
  | { type: 'qualification.stateChanged'; qualification: Qualification }
  | { type: 'qualification.failed'; failure: Exclude<QualificationFormFailure, null> };

/** A copy of `details` with the value at a dotted property replaced. */
function withValueAt(details: QualificationDetails, property: string, value: unknown) {
  const replace = (record: Record<string, unknown>, path: string[]): Record<string, unknown> => {
    const [head = '', ...rest] = path;
    const replaced: unknown =
      rest.length === 0 ? value : replace(record[head] as Record<string, unknown>, rest);
    return { ...record, [head]: replaced };
  };
  return replace(
    details as unknown as Record<string, unknown>,
    property.split('.'),
  ) as unknown as QualificationDetails;
}

/** Every problem of the form by property: its own checks first, then the server's. */
export function qualificationFormIssues(context: QualificationFormContext): FieldIssues {
  return { ...context.serverIssues, ...context.localIssues };
}

/** Whether the recorded fields differ from the ones last saved. */
export function isQualificationChanged(context: QualificationFormContext): boolean {
  const { qualification, draft } = context;
  return qualification !== null && JSON.stringify(draft) !== JSON.stringify(qualification.details);
}

/** The problems of the step shown, by property. */
export function stepIssues(context: QualificationFormContext): FieldIssues {
  return Object.fromEntries(
    Object.entries(qualificationFormIssues(context)).filter(([property]) =>
      isPropertyOfStep(property, context.stepIndex),
    ),
  );
}

/**
 * The transitions the screen offers now: the legal ones of the graph from the saved state, and
 * none while fields are unsaved (a transition acts on the saved qualification).
 */
export function offeredQualificationChanges(
  context: QualificationFormContext,
): QualificationChange[] {
  const { qualification } = context;
  if (!qualification || isQualificationChanged(context)) return [];
  return [
    ...legalQualificationTransitions(qualification.state).map((transition) => ({
      kind: 'qualification' as const,
      transition,
    })),
    ...legalFinalQualificationTransitions(qualification).map((transition) => ({
      kind: 'final' as const,
      transition,
    })),
  ];
}

const LAST_STEP = QUALIFICATION_FORM_STEPS.length - 1;

/**
 * The qualification form (clinical-domain §2 "Qualifications: list, form, final
 * qualification"): loads a qualification, edits its recorded fields step by step, each step
 * checked by the shared schema before the next opens, saves them, and moves the qualification
 * along the graph of `@telemed/domain`, offering only the legal transitions. A refused
 * transition leaves the state as it was and marks the failure the screen reports with the
 * spec's message.
 *
 * Tags drive the screen: `loading`, `loadFailed`, `editable`, `busy`.
 */
export const qualificationFormMachine = setup({
  types: {
    input: {} as QualificationFormInput,
    context: {} as QualificationFormContext,
    events: {} as QualificationFormEvent,
    emitted: {} as QualificationFormEmitted,
  },
  actors: {
    loadQualification: unprovidedService<Qualification, QualificationRef>('loadQualification'),
    saveQualification: unprovidedService<Qualification, SaveQualificationInput>(
      'saveQualification',
    ),
    changeQualificationState: unprovidedService<Qualification, ChangeQualificationStateInput>(
      'changeQualificationState',
    ),
  },
  guards: {
    isStepValid: ({ context }) => Object.keys(stepIssues(context)).length === 0,
    // Back to any earlier step at once; forward only from a valid step.
    mayGoToStep: ({ context, event }) => {
      assertEvent(event, 'step.goTo');
      return event.stepIndex <= context.stepIndex || Object.keys(stepIssues(context)).length === 0;
    },
    isSaveBlocked: ({ context }) =>
      Object.keys(qualificationFormIssues(context)).length > 0 || !isQualificationChanged(context),
    isChangeOffered: ({ context, event }) => {
      assertEvent(event, 'state.change');
      return offeredQualificationChanges(context).some(
        (change) =>
          change.kind === event.change.kind && change.transition === event.change.transition,
      );
    },
  },
  actions: {
    storeLoaded: assign((_, qualification: Qualification) => ({
      qualification,
      draft: qualification.details,
      localIssues: localQualificationIssues(qualification.details),
      serverIssues: {},
    })),
    storeAnswered: assign({
      qualification: (_, qualification: Qualification) => qualification,
      draft: (_, qualification: Qualification) => qualification.details,
      failure: null,
    }),
    changeField: assign(({ context, event }) => {
      assertEvent(event, 'field.change');
      const draft = withValueAt(context.draft, event.property, event.value);
      const { [event.property]: _answered, ...serverIssues } = context.serverIssues;
      return { draft, localIssues: localQualificationIssues(draft), serverIssues, failure: null };
    }),
    nextStep: assign({ stepIndex: ({ context }) => Math.min(context.stepIndex + 1, LAST_STEP) }),
    previousStep: assign({ stepIndex: ({ context }) => Math.max(context.stepIndex - 1, 0) }),
    goToStep: assign({
      stepIndex: ({ context, event }) => {
        assertEvent(event, 'step.goTo');
        return Math.max(0, Math.min(event.stepIndex, LAST_STEP, context.stepIndex + 1));
      },
    }),
    storeRefusal: assign({
      serverIssues: (_, { error }: { error: unknown }) => serverQualificationIssues(error),
      failure: 'save' as const,
    }),
    markStateChangeFailed: assign({ failure: 'stateChange' as const }),
    announceSaved: emit((_, qualification: Qualification) => ({
      type: 'qualification.saved' as const,
      qualification,
    })),
    announceStateChanged: emit((_, qualification: Qualification) => ({
      type: 'qualification.stateChanged' as const,
      qualification,
    })),
    announceFailure: emit((_, failure: Exclude<QualificationFormFailure, null>) => ({
      type: 'qualification.failed' as const,
      failure,
    })),
  },
}).createMachine({
  id: 'qualificationForm',
  context: ({ input }) => ({
    input,
    qualification: null,
    draft: QualificationDetailsSchema.parse({}),
    stepIndex: 0,
    localIssues: {},
    serverIssues: {},
    failure: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading', 'busy'],
      invoke: {
        src: 'loadQualification',
        input: ({ context }) => context.input,
        onDone: {
          target: 'editing',
          actions: [{ type: 'storeLoaded', params: ({ event }) => event.output }],
        },
        onError: { target: 'loadFailed' },
      },
    },
    loadFailed: {
      tags: ['loadFailed'],
      on: { 'qualification.reload': 'loading' },
    },
    editing: {
      tags: ['editable'],
      on: {
        'field.change': { actions: 'changeField' },
        // A step opens only when the one shown is valid; going back never waits.
        'step.next': { guard: 'isStepValid', actions: 'nextStep' },
        'step.previous': { actions: 'previousStep' },
        'step.goTo': { guard: 'mayGoToStep', actions: 'goToStep' },
        // Nothing to save, or something the server would refuse: Save waits for a fix.
        'form.save': [{ guard: 'isSaveBlocked' }, { target: 'saving' }],
        'state.change': { guard: 'isChangeOffered', target: 'changingState' },
      },
    },
    saving: {
      tags: ['busy'],
      invoke: {
        src: 'saveQualification',
        input: ({ context }) => ({ ...context.input, details: context.draft }),
        onDone: {
          target: 'editing',
          actions: [
            { type: 'storeAnswered', params: ({ event }) => event.output },
            { type: 'announceSaved', params: ({ event }) => event.output },
          ],
        },
        onError: {
          target: 'editing',
          actions: [
            { type: 'storeRefusal', params: ({ event }) => ({ error: event.error }) },
            { type: 'announceFailure', params: 'save' },
          ],
        },
      },
    },
    changingState: {
      tags: ['busy'],
      invoke: {
        src: 'changeQualificationState',
        input: ({ context, event }) => {
          assertEvent(event, 'state.change');
          return { ...context.input, change: event.change };
        },
        onDone: {
          target: 'editing',
          actions: [
            { type: 'storeAnswered', params: ({ event }) => event.output },
            { type: 'announceStateChanged', params: ({ event }) => event.output },
          ],
        },
        onError: {
          target: 'editing',
          actions: ['markStateChangeFailed', { type: 'announceFailure', params: 'stateChange' }],
        },
      },
    },
  },
});

/** A snapshot of the qualification form machine. */
export type QualificationFormSnapshot = SnapshotFrom<typeof qualificationFormMachine>;
