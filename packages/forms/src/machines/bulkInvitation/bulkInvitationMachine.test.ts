import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import type { TaskUpdate } from '../taskLifecycle/taskLifecycleMachine';
import type { BulkInvitationServices } from './bulkInvitationServices';
import { provideBulkInvitation } from './bulkInvitationServices';
import { waitingTask } from '../../fixtures/taskFixtures.test-support';

const task = waitingTask(
  'invite-1',
  'team-invite',
  { type: 'teamInvite', role: 'nurse', emails: [], results: null },
  null,
);

function start(reports: TaskUpdate[], overrides: Partial<BulkInvitationServices> = {}) {
  const services = {
    startInvitations: vi.fn(async () => task),
    taskResults: vi.fn(async () => [
      { email: 'ann@clinic.test', outcome: 'invited' as const },
      { email: 'bob@clinic.test', outcome: 'memberExists' as const },
    ]),
    watchTask: (_: unknown, report: (update: TaskUpdate) => void) => {
      reports.forEach(report);
      return () => {};
    },
    cancelTask: vi.fn(async () => ({})),
    ...overrides,
  };
  const actor = createActor(provideBulkInvitation(services), { input: { role: 'doctor' } });
  const sent: string[] = [];
  actor.on('invitations.sent', ({ taskId }) => sent.push(taskId));
  actor.start();
  return { actor, services, sent };
}

describe('bulkInvitationMachine', () => {
  it('reads the addresses, sends them with the role and ends with how each went', async () => {
    const { actor, services, sent } = start([{ status: 'completed', progress: 100 }]);
    actor.send({
      type: 'addresses.change',
      text: 'Ann@clinic.test\nbob@clinic.test, ann@clinic.test',
    });
    actor.send({ type: 'role.choose', role: 'nurse' });
    actor.send({ type: 'invite.start' });
    await waitFor(actor, (snapshot) => snapshot.matches('sent'));
    expect(services.startInvitations).toHaveBeenCalledWith({
      role: 'nurse',
      emails: ['ann@clinic.test', 'bob@clinic.test'],
    });
    expect(services.taskResults).toHaveBeenCalledWith({ taskId: 'invite-1' });
    expect(actor.getSnapshot().context.results).toHaveLength(2);
    expect(sent).toEqual(['invite-1']);
    actor.send({ type: 'invite.again' });
    expect(actor.getSnapshot().context).toMatchObject({ text: '', results: [], task: null });
  });

  it('sends nothing while an entry is not an address, or there is none', () => {
    const { actor, services } = start([]);
    actor.send({ type: 'invite.start' });
    actor.send({ type: 'addresses.change', text: 'ann@clinic.test nope' });
    actor.send({ type: 'invite.start' });
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    expect(actor.getSnapshot().context.addresses.invalid).toEqual(['nope']);
    expect(services.startInvitations).not.toHaveBeenCalled();
  });

  it('keeps the addresses and says why when the server refuses', async () => {
    const refusal = new Error('forbidden');
    const { actor } = start([], { startInvitations: vi.fn(async () => Promise.reject(refusal)) });
    actor.send({ type: 'addresses.change', text: 'ann@clinic.test' });
    actor.send({ type: 'invite.start' });
    await waitFor(actor, (snapshot) => snapshot.context.failure !== null);
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    expect(actor.getSnapshot().context.text).toBe('ann@clinic.test');
  });

  it('says why the task failed', async () => {
    const { actor } = start([{ status: 'failed', error: { code: 'FORBIDDEN', message: 'no' } }]);
    actor.send({ type: 'addresses.change', text: 'ann@clinic.test' });
    actor.send({ type: 'invite.start' });
    await waitFor(actor, (snapshot) => snapshot.matches('failed'));
    expect(actor.getSnapshot().context.failure).toEqual({ code: 'FORBIDDEN', message: 'no' });
  });
});
