import { ApiRequestError } from '@telemed/domain';
import type { Qualification } from '@telemed/domain';
import { sampleQualification } from '@telemed/domain/mock';
import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import {
  isQualificationChanged,
  offeredQualificationChanges,
  qualificationFormMachine,
  stepIssues,
} from './qualificationFormMachine';
import type { QualificationFormEmitted } from './qualificationFormMachine';
import { qualificationFormActors } from './qualificationFormServices';
import type {
  ChangeQualificationStateInput,
  QualificationFormServices,
  SaveQualificationInput,
} from './qualificationFormServices';

const ref = {
  teamId: '20000000-0000-4000-8000-000000000001',
  qualificationId: '30000000-0000-4000-8000-000000000001',
};

function fakeServices(start: Qualification, overrides: Partial<QualificationFormServices> = {}) {
  let stored = start;
  const saved: SaveQualificationInput[] = [];
  const changes: ChangeQualificationStateInput[] = [];
  const services: QualificationFormServices = {
    loadQualification: async () => stored,
    saveQualification: async (input) => {
      saved.push(input);
      stored = sampleQualification({ ...stored, details: input.details });
      return stored;
    },
    changeQualificationState: async (input) => {
      changes.push(input);
      const next = { qualify: 'qualifying', test: 'testing' } as const;
      stored = { ...stored, state: next[input.change.transition as keyof typeof next] };
      return stored;
    },
    ...overrides,
  };
  return { services, saved, changes };
}

async function startForm(services: QualificationFormServices) {
  const emitted: QualificationFormEmitted[] = [];
  const actor = createActor(
    qualificationFormMachine.provide({ actors: qualificationFormActors(services) }),
    { input: ref },
  );
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  await waitFor(actor, (snapshot) => !snapshot.hasTag('loading'));
  return { actor, emitted };
}

describe('the qualification form machine', () => {
  it('loads the qualification and edits its fields step by step', async () => {
    const { services } = fakeServices(sampleQualification());
    const { actor } = await startForm(services);
    expect(actor.getSnapshot().hasTag('editable')).toBe(true);
    expect(actor.getSnapshot().context.draft.deviceId).toBe('PULSE-0042');
    actor.send({ type: 'field.change', property: 'contactPerson', value: 'Anna Kowalska' });
    actor.send({ type: 'step.next' });
    expect(actor.getSnapshot().context.stepIndex).toBe(1);
    actor.send({ type: 'step.previous' });
    expect(actor.getSnapshot().context.stepIndex).toBe(0);
    expect(actor.getSnapshot().context.draft.contactPerson).toBe('Anna Kowalska');
  });

  it('keeps the step open while one of its fields is invalid, with the bounds of the message', async () => {
    const { services } = fakeServices(sampleQualification());
    const { actor } = await startForm(services);
    for (let step = 0; step < 3; step += 1) actor.send({ type: 'step.next' });
    expect(actor.getSnapshot().context.stepIndex).toBe(3);
    actor.send({ type: 'field.change', property: 'measurements.heightCm', value: 320 });
    actor.send({ type: 'step.next' });
    const { context } = actor.getSnapshot();
    expect(context.stepIndex).toBe(3);
    expect(stepIssues(context)).toEqual({
      'measurements.heightCm': { constraint: 'outOfRange', values: { min: 100, max: 250 } },
    });
    actor.send({ type: 'step.goTo', stepIndex: 4 });
    expect(actor.getSnapshot().context.stepIndex).toBe(3);
    actor.send({ type: 'step.goTo', stepIndex: 1 });
    expect(actor.getSnapshot().context.stepIndex).toBe(1);
    actor.send({ type: 'step.goTo', stepIndex: 2 });
    actor.send({ type: 'step.goTo', stepIndex: 3 });
    actor.send({ type: 'field.change', property: 'measurements.heightCm', value: 181 });
    actor.send({ type: 'step.next' });
    expect(actor.getSnapshot().context.stepIndex).toBe(4);
  });

  it('saves a change and offers transitions only when nothing is unsaved', async () => {
    const { services, saved } = fakeServices(sampleQualification());
    const { actor, emitted } = await startForm(services);
    expect(offeredQualificationChanges(actor.getSnapshot().context)).toEqual([
      { kind: 'qualification', transition: 'qualify' },
      { kind: 'qualification', transition: 'reject' },
    ]);
    actor.send({ type: 'field.change', property: 'mmrc', value: 3 });
    expect(offeredQualificationChanges(actor.getSnapshot().context)).toEqual([]);
    actor.send({ type: 'form.save' });
    await waitFor(actor, (snapshot) => snapshot.hasTag('editable'));
    expect(saved).toHaveLength(1);
    expect(saved[0]?.details.mmrc).toBe(3);
    const { context } = actor.getSnapshot();
    expect(isQualificationChanged(context)).toBe(false);
    expect(context.qualification?.figures.totalScore).toBe(4);
    expect(emitted.map((event) => event.type)).toEqual(['qualification.saved']);
  });

  it('does not save what did not change or what is invalid', async () => {
    const { services, saved } = fakeServices(sampleQualification());
    const { actor } = await startForm(services);
    actor.send({ type: 'form.save' });
    actor.send({ type: 'field.change', property: 'mmrc', value: 7 });
    actor.send({ type: 'form.save' });
    expect(actor.getSnapshot().hasTag('editable')).toBe(true);
    expect(saved).toEqual([]);
  });

  it('takes a legal transition and refuses to send an illegal one', async () => {
    const { services, changes } = fakeServices(sampleQualification());
    const { actor, emitted } = await startForm(services);
    actor.send({ type: 'state.change', change: { kind: 'qualification', transition: 'test' } });
    expect(changes).toEqual([]);
    actor.send({ type: 'state.change', change: { kind: 'qualification', transition: 'qualify' } });
    await waitFor(actor, (snapshot) => snapshot.hasTag('editable'));
    expect(changes).toEqual([{ ...ref, change: { kind: 'qualification', transition: 'qualify' } }]);
    expect(actor.getSnapshot().context.qualification?.state).toBe('qualifying');
    expect(emitted.map((event) => event.type)).toEqual(['qualification.stateChanged']);
  });

  it('marks a refused transition and keeps the state', async () => {
    const refusal = new ApiRequestError('Error occurred while changing the qualification state.', {
      status: 409,
      code: 'QUALIFICATION_STATE_CHANGE_FAILED',
    });
    const { services } = fakeServices(sampleQualification(), {
      changeQualificationState: () => Promise.reject(refusal),
    });
    const { actor, emitted } = await startForm(services);
    actor.send({ type: 'state.change', change: { kind: 'qualification', transition: 'reject' } });
    await waitFor(actor, (snapshot) => snapshot.hasTag('editable'));
    const { context } = actor.getSnapshot();
    expect(context.failure).toBe('stateChange');
    expect(context.qualification?.state).toBe('start');
    expect(emitted).toEqual([{ type: 'qualification.failed', failure: 'stateChange' }]);
    actor.send({ type: 'field.change', property: 'mmrc', value: 1 });
    expect(actor.getSnapshot().context.failure).toBeNull();
  });

  it('offers the final qualification to a qualified patient only', async () => {
    const { services } = fakeServices(
      sampleQualification({ state: 'qualified', finalQualification: 'start' }),
    );
    const { actor } = await startForm(services);
    expect(offeredQualificationChanges(actor.getSnapshot().context)).toEqual([
      { kind: 'final', transition: 'completeFinal' },
      { kind: 'final', transition: 'rejectFinal' },
    ]);
  });

  it('shows the server’s refusal of a save by field', async () => {
    const refusal = new ApiRequestError('Validation failed', {
      status: 400,
      code: 'VALIDATION_ERROR',
      validationErrors: [
        {
          property: 'contactPhone',
          constraints: { invalidPhone: 'Phone must be a valid phone number' },
        },
      ],
    });
    const { services } = fakeServices(sampleQualification(), {
      saveQualification: () => Promise.reject(refusal),
    });
    const { actor } = await startForm(services);
    actor.send({ type: 'field.change', property: 'contactPerson', value: 'Ewa' });
    actor.send({ type: 'form.save' });
    await waitFor(actor, (snapshot) => snapshot.hasTag('editable'));
    const { context } = actor.getSnapshot();
    expect(context.failure).toBe('save');
    expect(stepIssues(context)).toEqual({ contactPhone: { constraint: 'invalidPhone' } });
  });

  it('offers a reload when the qualification cannot be loaded', async () => {
    let attempts = 0;
    const { services } = fakeServices(sampleQualification(), {
      loadQualification: async () => {
        attempts += 1;
        if (attempts === 1) throw new Error('offline');
        return sampleQualification();
      },
    });
    const { actor } = await startForm(services);
    expect(actor.getSnapshot().hasTag('loadFailed')).toBe(true);
    actor.send({ type: 'qualification.reload' });
    await waitFor(actor, (snapshot) => snapshot.hasTag('editable'));
    expect(attempts).toBe(2);
  });
});
