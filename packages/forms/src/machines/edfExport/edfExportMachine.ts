import type { Task } from '@telemed/domain';
import { assertEvent, assign, emit, sendTo, setup } from 'xstate';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import { awaitTaskEnd } from '../taskLifecycle/awaitTaskEnd';
import { followedTask } from '../taskLifecycle/followedTask';
import type { TaskEndEvent } from '../taskLifecycle/awaitTaskEnd';
import { taskLifecycleMachine } from '../taskLifecycle/taskLifecycleMachine';
import { unprovidedService } from '../unprovidedService';

/** A channel of the recording that can be exported. */
export interface ExportableChannel {
  /** The channel's id in the API (`ch0`). */
  id: string;
  label: string;
  unit: string;
}

/** A stretch of the recording, ISO date-times. */
export interface ExportWindow {
  startDate: string;
  endDate: string;
}

/** What part of the recording to export: all of it, or the window shown when the dialog opened. */
export type ExportRange = 'whole' | 'shown';

/**
 * What the export makes: an EDF+ file (any range, optionally resampled, events as annotations),
 * or the window shown as CSV (each channel at its recorded rate, within the raw hour limit).
 */
export type ExportFormat = 'edf' | 'csv';

/** The sampling rate offered when resampling is switched on, Hz. */
export const DEFAULT_EXPORT_SAMPLING_RATE = 250;

/** What the `startExport` service is asked for. */
export interface StartExportInput {
  /** Channel ids; every channel when all are chosen. */
  keys: string[];
  window: ExportWindow | null;
  /** Hz, or null to keep each channel's recorded rate. */
  samplingRate: number | null;
}

/** What the export dialog is given when it opens. */
export interface EdfExportInput {
  /** @default 'edf' */
  format?: ExportFormat;
  channels: ExportableChannel[];
  /** The window on screen, offered as the range to export; null when none is known. */
  shownWindow: ExportWindow | null;
  /** An export asked for earlier (a copied link): followed instead of asking anew. */
  resumeTaskId?: string | null;
}

/** What the screen tells the machine. */
export type EdfExportEvent =
  | { type: 'channels.choose'; ids: string[] }
  | { type: 'range.choose'; range: ExportRange }
  | { type: 'resampling.toggle'; isOn: boolean }
  | { type: 'samplingRate.change'; rate: number }
  /** Asks the server for the export with the choices made. */
  | { type: 'export.start' }
  /** Downloads the completed export's file. */
  | { type: 'file.download' }
  /** Back to the choices after an export ended (to ask for another). */
  | { type: 'export.again' }
  | TaskEndEvent;

/** Announced when the export task is known (asked for, or resumed): the app may put it in the URL. */
export type EdfExportEmitted = { type: 'export.following'; taskId: string };

/** What the EDF export machine holds. */
export interface EdfExportContext {
  format: ExportFormat;
  channels: ExportableChannel[];
  shownWindow: ExportWindow | null;
  chosenIds: string[];
  range: ExportRange;
  isResampling: boolean;
  samplingRate: number;
  resumeTaskId: string | null;
  /** The export task, once asked for or found. */
  task: Task | null;
  /** Why asking, the export or the download failed (an ApiError's per-field errors included). */
  failure: unknown;
  /** The export task's lifecycle (progress, cancel), shown with `TaskStatus`. */
  lifecycle: ActorRefFrom<typeof taskLifecycleMachine>;
}

/** The request the choices make. */
export function exportRequest(context: EdfExportContext): StartExportInput {
  const isEdf = context.format === 'edf';
  return {
    keys: context.chosenIds,
    window: context.range === 'shown' || !isEdf ? context.shownWindow : null,
    samplingRate: isEdf && context.isResampling ? context.samplingRate : null,
  };
}

/**
 * An EDF+ export of an examination's recording (clinical-domain §2 export dialog, §4 EDF export
 * states): the channels, the range (whole recording or the window shown) and, optionally, one
 * rate every channel is resampled to (with the 'much longer' warning) are chosen; the export is
 * asked for (`startExport`) and its task followed with the generic task lifecycle (progress,
 * cancel) until it is done — 'EDF export done' and the file to download (`downloadFile`) — or
 * fails ('Failed to export to EDF+'). An export asked for earlier (a copied link) is found again
 * (`findExport`) and followed, so a long export can be left and come back to. In the `csv`
 * format (a signal download) the range is the window shown and nothing is resampled.
 */
export const edfExportMachine = setup({
  types: {
    context: {} as EdfExportContext,
    events: {} as EdfExportEvent,
    emitted: {} as EdfExportEmitted,
    input: {} as EdfExportInput,
  },
  actors: {
    startExport: unprovidedService<Task, StartExportInput>('startExport'),
    findExport: unprovidedService<Task | null, { taskId: string }>('findExport'),
    downloadFile: unprovidedService<undefined, { task: Task }>('downloadFile'),
    taskLifecycle: taskLifecycleMachine,
    awaitTaskEnd,
  },
  guards: {
    canStart: ({ context }) =>
      context.chosenIds.length > 0 &&
      (context.format === 'edf'
        ? !context.isResampling ||
          (Number.isInteger(context.samplingRate) && context.samplingRate > 0)
        : context.shownWindow !== null),
    isResuming: ({ context }) => context.resumeTaskId !== null,
    wasFound: (_, { task }: { task: Task | null }) => task !== null,
  },
  actions: {
    chooseChannels: assign({
      chosenIds: ({ context, event }) => {
        assertEvent(event, 'channels.choose');
        // Kept in the recording's order, whatever order they were ticked in.
        return context.channels.map((channel) => channel.id).filter((id) => event.ids.includes(id));
      },
    }),
    chooseRange: assign({
      range: ({ event }) => {
        assertEvent(event, 'range.choose');
        return event.range;
      },
    }),
    toggleResampling: assign({
      isResampling: ({ event }) => {
        assertEvent(event, 'resampling.toggle');
        return event.isOn;
      },
    }),
    changeRate: assign({
      samplingRate: ({ event }) => {
        assertEvent(event, 'samplingRate.change');
        return event.rate;
      },
    }),
    recordTask: assign({ task: (_, { task }: { task: Task }) => task, failure: null }),
    followTask: sendTo(
      ({ context }) => context.lifecycle,
      (_, { task }: { task: Task }) => ({ type: 'task.follow' as const, task: followedTask(task) }),
    ),
    announceFollowing: emit((_, { task }: { task: Task }) => ({
      type: 'export.following' as const,
      taskId: task.id,
    })),
    recordFailure: assign({ failure: (_, { error }: { error: unknown }) => error }),
    forgetFailure: assign({ failure: null }),
    forgetResume: assign({ resumeTaskId: null }),
  },
}).createMachine({
  id: 'edfExport',
  context: ({ input, spawn }) => ({
    format: input.format ?? 'edf',
    channels: input.channels,
    shownWindow: input.shownWindow,
    chosenIds: input.channels.map((channel) => channel.id),
    range: input.shownWindow || input.format === 'csv' ? 'shown' : 'whole',
    isResampling: false,
    samplingRate: DEFAULT_EXPORT_SAMPLING_RATE,
    resumeTaskId: input.resumeTaskId ?? null,
    task: null,
    failure: null,
    lifecycle: spawn('taskLifecycle', { id: 'taskLifecycle' }),
  }),
  initial: 'opening',
  states: {
    opening: {
      always: [{ guard: 'isResuming', target: 'resuming' }, { target: 'choosing' }],
    },
    resuming: {
      tags: ['busy'],
      invoke: {
        src: 'findExport',
        input: ({ context }) => ({ taskId: context.resumeTaskId ?? '' }),
        onDone: [
          {
            guard: { type: 'wasFound', params: ({ event }) => ({ task: event.output }) },
            target: 'exporting',
            actions: [
              { type: 'recordTask', params: ({ event }) => ({ task: event.output as Task }) },
              { type: 'followTask', params: ({ event }) => ({ task: event.output as Task }) },
            ],
          },
          // A link to an export that is gone (cancelled, another clinic's): ask anew.
          { target: 'choosing', actions: 'forgetResume' },
        ],
        onError: {
          target: 'choosing',
          actions: [
            'forgetResume',
            { type: 'recordFailure', params: ({ event }) => ({ error: event.error }) },
          ],
        },
      },
    },
    choosing: {
      tags: ['choosing'],
      on: {
        'channels.choose': { actions: 'chooseChannels' },
        'range.choose': { actions: 'chooseRange' },
        'resampling.toggle': { actions: 'toggleResampling' },
        'samplingRate.change': { actions: 'changeRate' },
        'export.start': { guard: 'canStart', target: 'starting' },
      },
    },
    starting: {
      tags: ['busy'],
      entry: 'forgetFailure',
      invoke: {
        src: 'startExport',
        input: ({ context }) => exportRequest(context),
        onDone: {
          target: 'exporting',
          actions: [
            { type: 'recordTask', params: ({ event }) => ({ task: event.output }) },
            { type: 'followTask', params: ({ event }) => ({ task: event.output }) },
            { type: 'announceFollowing', params: ({ event }) => ({ task: event.output }) },
          ],
        },
        onError: {
          target: 'choosing',
          actions: { type: 'recordFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    exporting: {
      tags: ['busy'],
      invoke: {
        src: 'awaitTaskEnd',
        input: ({ context }) => ({ lifecycle: context.lifecycle, taskId: context.task?.id ?? '' }),
      },
      on: {
        'task.completed': 'exported',
        'task.failed': {
          target: 'failed',
          actions: { type: 'recordFailure', params: ({ event }) => ({ error: event.error }) },
        },
        'task.cancelled': 'choosing',
      },
    },
    exported: {
      tags: ['done'],
      initial: 'ready',
      on: { 'export.again': '#edfExport.choosing' },
      states: {
        ready: { on: { 'file.download': 'downloading' } },
        downloading: {
          entry: 'forgetFailure',
          invoke: {
            src: 'downloadFile',
            input: ({ context }) => ({ task: context.task as Task }),
            onDone: 'ready',
            onError: {
              target: 'ready',
              actions: { type: 'recordFailure', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
      },
    },
    failed: {
      on: { 'export.again': 'choosing' },
    },
  },
});

/** A snapshot of the EDF export machine. */
export type EdfExportSnapshot = SnapshotFrom<typeof edfExportMachine>;
