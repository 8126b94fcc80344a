import type { Task } from '@telemed/domain';
import { assertEvent, assign, emit, sendTo, setup } from 'xstate';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import { awaitTaskEnd } from '../taskLifecycle/awaitTaskEnd';
import type { TaskEndEvent } from '../taskLifecycle/awaitTaskEnd';
import { taskLifecycleMachine } from '../taskLifecycle/taskLifecycleMachine';
import { unprovidedCallback, unprovidedService } from '../unprovidedService';
import { followedTask } from '../taskLifecycle/followedTask';

/**
 * What a check of the chosen files before their upload can find (clinical-domain §5 import
 * rules): not an EDF/BDF file (nor a WFDB record), a WFDB record without one of its signal files
 * or that cannot be read, over the size limit, signals of several sampling rates, no ECG signal
 * or more than one, and (a warning: the channel is left out) a channel the spec does not expect.
 */
export type EdfFileProblemCode =
  | 'not-edf'
  | 'wfdb-signal-file-missing'
  | 'wfdb-unreadable'
  | 'too-large'
  | 'mixed-sampling-rates'
  | 'no-ecg-signal'
  | 'several-ecg-signals'
  | 'unexpected-channel';

/** One finding of the check; errors stop the upload, warnings are shown. */
export interface EdfFileProblem {
  code: EdfFileProblemCode;
  severity: 'error' | 'warning';
  /** The channel concerned (an unexpected one's label). */
  channel?: string;
  /** The file concerned (a WFDB signal file that was not chosen). */
  fileName?: string;
}

/**
 * What the check of the chosen files answers: the file to send — the EDF/BDF file itself, or the
 * EDF+ a WFDB record (header, signal files, annotations) was converted to — and what it found.
 */
export interface EdfFileCheck {
  /** Null when nothing can be sent. */
  file: File | null;
  problems: EdfFileProblem[];
}

/** How an upload goes, as the `uploadFile` service reports it. */
export type EdfUploadEvent =
  | { type: 'upload.progress'; loaded: number; total: number }
  | { type: 'upload.done'; task: Task }
  | { type: 'upload.failed'; error: unknown };

/** What the screen tells the machine. */
export type EdfImportEvent =
  /**
   * Files were dropped or picked: an EDF/BDF file, or a WFDB record's header with its signal
   * files (and annotations); they are checked (and a record converted) at once.
   */
  | { type: 'files.choose'; files: File[] }
  /** Uploads the checked file and follows its import. */
  | { type: 'import.start' }
  | EdfUploadEvent
  /** How the followed import task ended (from its lifecycle). */
  | TaskEndEvent;

/** Announced once an import completed: the screen opens the signals. */
export type EdfImportEmitted = { type: 'import.completed'; taskId: string };

/** What the EDF import machine holds. */
export interface EdfImportContext {
  /** What was chosen. */
  files: File[];
  /** What is sent: the chosen EDF/BDF file, or the EDF+ of a WFDB record; null until checked. */
  file: File | null;
  problems: EdfFileProblem[];
  /** Bytes sent of the upload, and of how many. */
  upload: { loaded: number; total: number };
  /** The import task, once the upload answered. */
  task: Task | null;
  /** Why the upload or the import failed. */
  failure: unknown;
  /** The lifecycle of the import task (progress, cancel), shown with `TaskStatus`. */
  lifecycle: ActorRefFrom<typeof taskLifecycleMachine>;
}

/**
 * Importing an EDF/EDF+/BDF file or a WFDB record into an examination (clinical-domain §2 import
 * dialog, §4 import states, §5 rules): dropped or picked files are checked before their upload —
 * a WFDB record converted to EDF+ first (`checkFiles`) — then the file
 * sent with its progress (`uploadFile`), then its import task is followed with the generic task
 * lifecycle (progress, cancel) until it completes (`import.completed`: the screen opens the
 * signals) or fails with the reason. Another file can be chosen whenever nothing is under way.
 */
export const edfImportMachine = setup({
  types: {
    context: {} as EdfImportContext,
    events: {} as EdfImportEvent,
    emitted: {} as EdfImportEmitted,
  },
  actors: {
    checkFiles: unprovidedService<EdfFileCheck, { files: File[] }>('checkFiles'),
    uploadFile: unprovidedCallback<EdfImportEvent, { file: File }>('uploadFile'),
    taskLifecycle: taskLifecycleMachine,
    awaitTaskEnd,
  },
  guards: {
    hasErrors: (_, { check }: { check: EdfFileCheck }) =>
      check.file === null || check.problems.some((problem) => problem.severity === 'error'),
  },
  actions: {
    chooseFiles: assign(({ event }) => {
      assertEvent(event, 'files.choose');
      return { files: event.files, file: null, problems: [], failure: null, task: null };
    }),
    recordCheck: assign((_, { check }: { check: EdfFileCheck }) => ({
      file: check.file,
      problems: check.problems,
    })),
    recordCheckFailure: assign({
      problems: (): EdfFileProblem[] => [{ code: 'not-edf', severity: 'error' }],
    }),
    startUpload: assign(({ context }) => ({
      upload: { loaded: 0, total: context.file?.size ?? 0 },
      failure: null,
    })),
    recordUploadProgress: assign({
      upload: ({ event }) => {
        assertEvent(event, 'upload.progress');
        return { loaded: event.loaded, total: event.total };
      },
    }),
    recordTask: assign({
      task: ({ event }) => {
        assertEvent(event, 'upload.done');
        return event.task;
      },
    }),
    followTask: sendTo(
      ({ context }) => context.lifecycle,
      ({ event }) => {
        assertEvent(event, 'upload.done');
        return { type: 'task.follow' as const, task: followedTask(event.task) };
      },
    ),
    recordFailure: assign({
      failure: ({ event }) => {
        assertEvent(event, ['upload.failed', 'task.failed']);
        return event.error;
      },
    }),
    announceCompleted: emit(({ context }) => ({
      type: 'import.completed' as const,
      taskId: context.task?.id ?? '',
    })),
  },
}).createMachine({
  id: 'edfImport',
  context: ({ spawn }) => ({
    files: [],
    file: null,
    problems: [],
    upload: { loaded: 0, total: 0 },
    task: null,
    failure: null,
    lifecycle: spawn('taskLifecycle', { id: 'taskLifecycle' }),
  }),
  initial: 'choosing',
  states: {
    choosing: {
      tags: ['choosing'],
      on: { 'files.choose': { target: 'checking', actions: 'chooseFiles' } },
    },
    checking: {
      tags: ['busy'],
      invoke: {
        src: 'checkFiles',
        input: ({ context }) => ({ files: context.files }),
        onDone: [
          {
            guard: { type: 'hasErrors', params: ({ event }) => ({ check: event.output }) },
            target: 'invalid',
            actions: { type: 'recordCheck', params: ({ event }) => ({ check: event.output }) },
          },
          {
            target: 'ready',
            actions: { type: 'recordCheck', params: ({ event }) => ({ check: event.output }) },
          },
        ],
        onError: { target: 'invalid', actions: 'recordCheckFailure' },
      },
    },
    invalid: {
      tags: ['choosing'],
      on: { 'files.choose': { target: 'checking', actions: 'chooseFiles' } },
    },
    ready: {
      tags: ['choosing'],
      on: {
        'files.choose': { target: 'checking', actions: 'chooseFiles' },
        'import.start': 'uploading',
      },
    },
    uploading: {
      tags: ['busy'],
      entry: 'startUpload',
      invoke: { src: 'uploadFile', input: ({ context }) => ({ file: context.file as File }) },
      on: {
        'upload.progress': { actions: 'recordUploadProgress' },
        'upload.done': { target: 'importing', actions: ['recordTask', 'followTask'] },
        'upload.failed': { target: 'uploadFailed', actions: 'recordFailure' },
      },
    },
    uploadFailed: {
      tags: ['choosing'],
      on: {
        'files.choose': { target: 'checking', actions: 'chooseFiles' },
        'import.start': 'uploading',
      },
    },
    importing: {
      tags: ['busy'],
      invoke: {
        src: 'awaitTaskEnd',
        input: ({ context }) => ({ lifecycle: context.lifecycle, taskId: context.task?.id ?? '' }),
      },
      on: {
        'task.completed': { target: 'imported', actions: 'announceCompleted' },
        'task.failed': { target: 'failed', actions: 'recordFailure' },
        'task.cancelled': 'choosing',
      },
    },
    failed: {
      tags: ['choosing'],
      on: { 'files.choose': { target: 'checking', actions: 'chooseFiles' } },
    },
    imported: { tags: ['done'] },
  },
});

/** A snapshot of the EDF import machine. */
export type EdfImportSnapshot = SnapshotFrom<typeof edfImportMachine>;
