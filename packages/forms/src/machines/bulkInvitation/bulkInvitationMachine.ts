import type { BulkInvitationOutcome, MemberRole, Task } from '@telemed/domain';
import { assertEvent, assign, emit, sendTo, setup } from 'xstate';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import { awaitTaskEnd } from '../taskLifecycle/awaitTaskEnd';
import type { TaskEndEvent } from '../taskLifecycle/awaitTaskEnd';
import { taskLifecycleMachine } from '../taskLifecycle/taskLifecycleMachine';
import { unprovidedService } from '../unprovidedService';
import { parseAddresses } from './parseAddresses';
import type { ParsedAddresses } from './parseAddresses';
import { followedTask } from '../taskLifecycle/followedTask';

/** How inviting one address went. */
export interface BulkInvitationResult {
  email: string;
  outcome: BulkInvitationOutcome;
}

/** What the `startInvitations` service is asked for. */
export interface StartInvitationsInput {
  role: MemberRole;
  emails: string[];
}

/** What the screen tells the machine. */
export type BulkInvitationEvent =
  | { type: 'addresses.change'; text: string }
  | { type: 'role.choose'; role: MemberRole }
  /** Sends the invitations of the addresses read. */
  | { type: 'invite.start' }
  /** Back to an empty form after the invitations ended. */
  | { type: 'invite.again' }
  | TaskEndEvent;

/** Announced once the invitations were sent: the app reloads its list of invitations. */
export type BulkInvitationEmitted = { type: 'invitations.sent'; taskId: string };

/** What the bulk invitation machine holds. */
export interface BulkInvitationContext {
  text: string;
  addresses: ParsedAddresses;
  role: MemberRole;
  task: Task | null;
  /** How each address went, once the task completed. */
  results: BulkInvitationResult[];
  /** Why asking, the task or reading its results failed. */
  failure: unknown;
  lifecycle: ActorRefFrom<typeof taskLifecycleMachine>;
}

const EMPTY = parseAddresses('');

/**
 * Inviting many employees at once (platform-core §7 "Tasks", team-invite): addresses are pasted
 * or typed and read as they are written (the shared address schema; what is not an address is
 * named, repeats counted once, no more than one invitation takes); with a role, the invitations
 * are asked for (`startInvitations`) and the task followed with the generic task lifecycle until
 * it completes — then how each address went (`taskResults`: invited, already a member, already
 * invited, failed) — or fails.
 */
export const bulkInvitationMachine = setup({
  types: {
    context: {} as BulkInvitationContext,
    events: {} as BulkInvitationEvent,
    emitted: {} as BulkInvitationEmitted,
    input: {} as { role: MemberRole },
  },
  actors: {
    startInvitations: unprovidedService<Task, StartInvitationsInput>('startInvitations'),
    taskResults: unprovidedService<BulkInvitationResult[], { taskId: string }>('taskResults'),
    taskLifecycle: taskLifecycleMachine,
    awaitTaskEnd,
  },
  guards: {
    canStart: ({ context }) =>
      context.addresses.emails.length > 0 &&
      context.addresses.invalid.length === 0 &&
      !context.addresses.isTooMany,
  },
  actions: {
    readAddresses: assign(({ event }) => {
      assertEvent(event, 'addresses.change');
      return { text: event.text, addresses: parseAddresses(event.text) };
    }),
    chooseRole: assign({
      role: ({ event }) => {
        assertEvent(event, 'role.choose');
        return event.role;
      },
    }),
    recordTask: assign({ task: (_, { task }: { task: Task }) => task, failure: null }),
    followTask: sendTo(
      ({ context }) => context.lifecycle,
      (_, { task }: { task: Task }) => ({ type: 'task.follow' as const, task: followedTask(task) }),
    ),
    recordResults: assign({
      results: (_, { results }: { results: BulkInvitationResult[] }) => results,
    }),
    recordFailure: assign({ failure: (_, { error }: { error: unknown }) => error }),
    forgetFailure: assign({ failure: null }),
    clear: assign({ text: '', addresses: EMPTY, task: null, results: [], failure: null }),
    announceSent: emit(({ context }) => ({
      type: 'invitations.sent' as const,
      taskId: context.task?.id ?? '',
    })),
  },
}).createMachine({
  id: 'bulkInvitation',
  context: ({ input, spawn }) => ({
    text: '',
    addresses: EMPTY,
    role: input.role,
    task: null,
    results: [],
    failure: null,
    lifecycle: spawn('taskLifecycle', { id: 'taskLifecycle' }),
  }),
  initial: 'editing',
  states: {
    editing: {
      tags: ['editing'],
      on: {
        'addresses.change': { actions: 'readAddresses' },
        'role.choose': { actions: 'chooseRole' },
        'invite.start': { guard: 'canStart', target: 'starting' },
      },
    },
    starting: {
      tags: ['editing', 'busy'],
      entry: 'forgetFailure',
      invoke: {
        src: 'startInvitations',
        input: ({ context }) => ({ role: context.role, emails: context.addresses.emails }),
        onDone: {
          target: 'inviting',
          actions: [
            { type: 'recordTask', params: ({ event }) => ({ task: event.output }) },
            { type: 'followTask', params: ({ event }) => ({ task: event.output }) },
          ],
        },
        onError: {
          target: 'editing',
          actions: { type: 'recordFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    inviting: {
      tags: ['busy'],
      invoke: {
        src: 'awaitTaskEnd',
        input: ({ context }) => ({ lifecycle: context.lifecycle, taskId: context.task?.id ?? '' }),
      },
      on: {
        'task.completed': 'collecting',
        'task.failed': {
          target: 'failed',
          actions: { type: 'recordFailure', params: ({ event }) => ({ error: event.error }) },
        },
        'task.cancelled': 'editing',
      },
    },
    collecting: {
      tags: ['busy'],
      invoke: {
        src: 'taskResults',
        input: ({ context }) => ({ taskId: context.task?.id ?? '' }),
        onDone: {
          target: 'sent',
          actions: [
            { type: 'recordResults', params: ({ event }) => ({ results: event.output }) },
            'announceSent',
          ],
        },
        onError: {
          target: 'sent',
          actions: [
            { type: 'recordFailure', params: ({ event }) => ({ error: event.error }) },
            'announceSent',
          ],
        },
      },
    },
    sent: { on: { 'invite.again': { target: 'editing', actions: 'clear' } } },
    failed: { on: { 'invite.again': { target: 'editing', actions: 'forgetFailure' } } },
  },
});

/** A snapshot of the bulk invitation machine. */
export type BulkInvitationSnapshot = SnapshotFrom<typeof bulkInvitationMachine>;
