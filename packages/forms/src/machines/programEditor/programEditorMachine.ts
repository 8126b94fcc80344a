import type { AnswerKind, LibraryItem, Program, Question, Series, Step } from '@telemed/domain';
import { assign, emit, setup } from 'xstate';
import type { SnapshotFrom } from 'xstate';
import type { FieldIssues } from '../../questionnaire/fieldIssues';
import { serverIssues } from '../actionPlan/serverIssues';
import { unprovidedService } from '../unprovidedService';
import {
  draftOf,
  isDraftChanged,
  newQuestion,
  programDraftIssues,
  withField,
  withNewQuestion,
  withNewSeries,
  withNewStep,
  withQuestionChanged,
  withSeriesChanged,
  withSeriesFromLibrary,
  withSeriesMoved,
  withStepChanged,
  withStepFromLibrary,
  withStepMoved,
  withoutQuestion,
  withoutSeries,
  withoutStep,
} from './programDraft';
import type { ProgramDraft, ProgramField, SeriesChanges, StepChanges } from './programDraft';
import type { ProgramRef, SaveProgramInput } from './programEditorServices';

/** Which program to edit, and how new ids are made (a UUID each; tests give their own). */
export interface ProgramEditorInput extends ProgramRef {
  newId?: () => string;
}

/** What the program editor holds. */
export interface ProgramEditorContext {
  ref: ProgramRef;
  newId: () => string;
  /** The program as the server last answered it. */
  program: Program | null;
  /** The program as staff are editing it (empty until loaded). */
  draft: ProgramDraft | null;
  /** Whether a save was tried: the schema's issues show from then on. */
  saveTried: boolean;
  /** What the server refused in the last save, by property, until the draft changes. */
  serverIssues: FieldIssues;
  /** Why loading or saving failed otherwise (not a validation). */
  failure: unknown;
  /** The clinic's library of steps and series, once asked for. */
  library: LibraryItem[] | null;
  libraryFailure: unknown;
}

/** A change of one of the program's own fields (not its steps). */
export type ProgramFieldEvent = {
  [Field in ProgramField]: { type: 'field.set'; field: Field; value: ProgramDraft[Field] };
}[ProgramField];

/** What the editor's screen tells the machine. */
export type ProgramEditorEvent =
  | ProgramFieldEvent
  | { type: 'step.add' }
  | { type: 'step.change'; stepId: string; changes: StepChanges }
  | { type: 'step.remove'; stepId: string }
  | { type: 'step.move'; stepId: string; to: number }
  | { type: 'series.add'; stepId: string }
  | { type: 'series.change'; stepId: string; seriesId: string; changes: SeriesChanges }
  | { type: 'series.remove'; stepId: string; seriesId: string }
  | { type: 'series.move'; stepId: string; seriesId: string; to: number }
  | { type: 'question.add'; stepId: string; seriesId: string; kind: AnswerKind }
  | { type: 'question.change'; stepId: string; seriesId: string; question: Question }
  | { type: 'question.remove'; stepId: string; seriesId: string; questionId: string }
  | { type: 'library.load' }
  | { type: 'library.addStep'; step: Step }
  | { type: 'library.addSeries'; stepId: string; series: Series }
  | { type: 'program.save' }
  | { type: 'changes.discard' }
  | { type: 'program.reload' };

/** Announced when the program was saved, so the app refreshes what shows it. */
export type ProgramEditorEmitted = { type: 'program.saved'; program: Program };

/** The changes of the draft, each a pure function of the draft and its event. */
function changedDraft(context: ProgramEditorContext, event: ProgramEditorEvent): ProgramDraft {
  const draft = context.draft as ProgramDraft;
  const { newId } = context;
  switch (event.type) {
    case 'field.set':
      return withField(draft, event.field, event.value);
    case 'step.add':
      return withNewStep(draft, newId());
    case 'step.change':
      return withStepChanged(draft, event.stepId, event.changes);
    case 'step.remove':
      return withoutStep(draft, event.stepId);
    case 'step.move':
      return withStepMoved(draft, event.stepId, event.to);
    case 'series.add':
      return withNewSeries(draft, event.stepId, newId());
    case 'series.change':
      return withSeriesChanged(draft, event.stepId, event.seriesId, event.changes);
    case 'series.remove':
      return withoutSeries(draft, event.stepId, event.seriesId);
    case 'series.move':
      return withSeriesMoved(draft, event.stepId, event.seriesId, event.to);
    case 'question.add':
      return withNewQuestion(draft, event.stepId, event.seriesId, newQuestion(event.kind, newId()));
    case 'question.change':
      return withQuestionChanged(draft, event.stepId, event.seriesId, event.question);
    case 'question.remove':
      return withoutQuestion(draft, event.stepId, event.seriesId, event.questionId);
    case 'library.addStep':
      return withStepFromLibrary(draft, event.step, newId);
    case 'library.addSeries':
      return withSeriesFromLibrary(draft, event.stepId, event.series, newId);
    default:
      return draft;
  }
}

/** The events that change the draft. */
const DRAFT_CHANGES = [
  'field.set',
  'step.add',
  'step.change',
  'step.remove',
  'step.move',
  'series.add',
  'series.change',
  'series.remove',
  'series.move',
  'question.add',
  'question.change',
  'question.remove',
  'library.addStep',
  'library.addSeries',
] as const;

/**
 * The rehabilitation program editor (clinical-domain §2–§5; issue 23): loads a program, holds
 * its draft — every field of the program, its steps and their series and questions, added,
 * edited, removed, reordered, or copied from the clinic's library under new ids — checks it with
 * the shared schema as the server does (issues shown once a save was tried), and saves it whole.
 * The server's refusal shows by property until the draft changes; `program.saved` is announced.
 * Unsaved changes are read with {@link isProgramEditorChanged}, so the screen can guard leaving.
 */
export const programEditorMachine = setup({
  types: {
    context: {} as ProgramEditorContext,
    events: {} as ProgramEditorEvent,
    emitted: {} as ProgramEditorEmitted,
    input: {} as ProgramEditorInput,
  },
  actors: {
    loadProgram: unprovidedService<Program, ProgramRef>('loadProgram'),
    saveProgram: unprovidedService<Program, SaveProgramInput>('saveProgram'),
    listLibrary: unprovidedService<LibraryItem[], { teamId: string }>('listLibrary'),
  },
  guards: {
    isDraftValid: ({ context }) =>
      context.draft !== null && Object.keys(programDraftIssues(context.draft)).length === 0,
  },
  actions: {
    changeDraft: assign({
      draft: ({ context, event }) => changedDraft(context, event),
      serverIssues: {},
      failure: null,
    }),
    takeProgram: assign((_, { program }: { program: Program }) => ({
      program,
      draft: draftOf(program),
    })),
    discardChanges: assign({
      draft: ({ context }) => (context.program ? draftOf(context.program) : null),
      serverIssues: {},
      failure: null,
      saveTried: false,
    }),
    noteSaveTried: assign({ saveTried: true }),
    forgetProblems: assign({ serverIssues: {}, failure: null }),
    recordFailure: assign((_, { error }: { error: unknown }) => ({ failure: error })),
    recordRefusal: assign((_, { error }: { error: unknown }) => {
      const issues = serverIssues(error);
      return Object.keys(issues).length > 0 ? { serverIssues: issues } : { failure: error };
    }),
    takeLibrary: assign((_, { items }: { items: LibraryItem[] }) => ({
      library: items,
      libraryFailure: null,
    })),
    recordLibraryFailure: assign((_, { error }: { error: unknown }) => ({ libraryFailure: error })),
    announceSaved: emit((_, { program }: { program: Program }) => ({
      type: 'program.saved' as const,
      program,
    })),
  },
}).createMachine({
  id: 'programEditor',
  context: ({ input }) => ({
    ref: { teamId: input.teamId, programId: input.programId },
    newId: input.newId ?? (() => crypto.randomUUID()),
    program: null,
    draft: null,
    saveTried: false,
    serverIssues: {},
    failure: null,
    library: null,
    libraryFailure: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      entry: 'forgetProblems',
      invoke: {
        src: 'loadProgram',
        input: ({ context }) => context.ref,
        onDone: {
          target: 'ready',
          actions: { type: 'takeProgram', params: ({ event }) => ({ program: event.output }) },
        },
        onError: {
          target: 'loadFailed',
          actions: { type: 'recordFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    loadFailed: { on: { 'program.reload': 'loading' } },
    ready: {
      type: 'parallel',
      states: {
        draft: {
          initial: 'editing',
          states: {
            editing: {
              tags: ['editing'],
              on: {
                ...Object.fromEntries(
                  DRAFT_CHANGES.map((type) => [type, { actions: 'changeDraft' }]),
                ),
                'changes.discard': { actions: 'discardChanges' },
                'program.save': [
                  { guard: 'isDraftValid', target: 'saving', actions: 'noteSaveTried' },
                  { actions: 'noteSaveTried' },
                ],
              },
            },
            saving: {
              tags: ['busy'],
              entry: 'forgetProblems',
              invoke: {
                src: 'saveProgram',
                input: ({ context }) => ({
                  ...context.ref,
                  draft: context.draft as ProgramDraft,
                }),
                onDone: {
                  target: 'editing',
                  actions: [
                    { type: 'takeProgram', params: ({ event }) => ({ program: event.output }) },
                    { type: 'announceSaved', params: ({ event }) => ({ program: event.output }) },
                  ],
                },
                onError: {
                  target: 'editing',
                  actions: {
                    type: 'recordRefusal',
                    params: ({ event }) => ({ error: event.error }),
                  },
                },
              },
            },
          },
        },
        library: {
          initial: 'idle',
          states: {
            idle: { on: { 'library.load': 'loading' } },
            loading: {
              tags: ['libraryLoading'],
              invoke: {
                src: 'listLibrary',
                input: ({ context }) => ({ teamId: context.ref.teamId }),
                onDone: {
                  target: 'idle',
                  actions: {
                    type: 'takeLibrary',
                    params: ({ event }) => ({ items: event.output }),
                  },
                },
                onError: {
                  target: 'idle',
                  actions: {
                    type: 'recordLibraryFailure',
                    params: ({ event }) => ({ error: event.error }),
                  },
                },
              },
            },
          },
        },
      },
    },
  },
});

/** A snapshot of the program editor machine. */
export type ProgramEditorSnapshot = SnapshotFrom<typeof programEditorMachine>;

/** Whether the draft holds changes not saved yet (the screen guards leaving with it). */
export function isProgramEditorChanged(context: ProgramEditorContext): boolean {
  return (
    context.program !== null &&
    context.draft !== null &&
    isDraftChanged(context.draft, draftOf(context.program))
  );
}

/**
 * The issues the editor shows, by property: the server's refusal, and once a save was tried the
 * shared schema's own findings (the server's wins on the same property).
 */
export function programEditorIssues(context: ProgramEditorContext): FieldIssues {
  const local = context.saveTried && context.draft ? programDraftIssues(context.draft) : {};
  return { ...local, ...context.serverIssues };
}
