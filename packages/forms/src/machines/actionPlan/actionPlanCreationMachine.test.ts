import { ApiRequestError } from '@telemed/domain';
import type { ActionPlan } from '@telemed/domain';
import { sampleActionPlan } from '@telemed/domain/mock';
import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { actionPlanCreationMachine } from './actionPlanCreationMachine';
import type { ActionPlanCreationEmitted } from './actionPlanCreationMachine';
import { actionPlanCreationActors } from './actionPlanServices';
import type { ActionPlanServices } from './actionPlanServices';

const input = {
  teamId: '20000000-0000-4000-8000-000000000001',
  examinationId: '40000000-0000-4000-8000-000000000001',
};

function start(createActionPlan: ActionPlanServices['createActionPlan']) {
  const services = { createActionPlan };
  const emitted: ActionPlanCreationEmitted[] = [];
  const actor = createActor(
    actionPlanCreationMachine.provide({ actors: actionPlanCreationActors(services) }),
    { input },
  );
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  return { actor, emitted };
}

describe('the action plan creation machine', () => {
  it('collects questionnaires with instructions and saves them to the examination’s plan', async () => {
    const plan = sampleActionPlan();
    const createActionPlan = vi.fn(async (): Promise<ActionPlan> => plan);
    const { actor, emitted } = start(createActionPlan);

    actor.send({ type: 'action.add', questionnaire: 'cat' });
    actor.send({ type: 'action.add', questionnaire: 'mmrc' });
    actor.send({ type: 'action.add', questionnaire: 'symptomDiary' });
    actor.send({ type: 'action.remove', index: 1 });
    actor.send({ type: 'action.instruct', index: 0, instructions: 'Every Monday morning' });
    actor.send({ type: 'plan.save' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await waitFor(actor, (snapshot) => snapshot.hasTag('editing'));

    expect(createActionPlan).toHaveBeenCalledWith({
      ...input,
      actions: [
        { questionnaire: 'cat', instructions: 'Every Monday morning' },
        { questionnaire: 'symptomDiary', instructions: '' },
      ],
    });
    expect(emitted).toEqual([{ type: 'plan.saved', plan }]);
    expect(actor.getSnapshot().context.actions).toEqual([]);
  });

  it('sends even an empty plan: the server checks it and its refusal shows by property', async () => {
    const refusal = new ApiRequestError('Validation failed', {
      status: 400,
      code: 'VALIDATION_ERROR',
      validationErrors: [{ property: 'actions', constraints: { isRequired: 'Field is required' } }],
    });
    const { actor, emitted } = start(vi.fn(async () => Promise.reject(refusal)));

    actor.send({ type: 'plan.save' });
    await waitFor(actor, (snapshot) => snapshot.hasTag('editing'));

    expect(actor.getSnapshot().context.issues).toEqual({ actions: { constraint: 'isRequired' } });
    expect(actor.getSnapshot().context.failure).toBeNull();
    expect(emitted).toEqual([]);
  });

  it('keeps the actions and the failure when the call fails otherwise', async () => {
    const failure = new Error('offline');
    const { actor } = start(vi.fn(async () => Promise.reject(failure)));

    actor.send({ type: 'action.add', questionnaire: 'cat' });
    actor.send({ type: 'plan.save' });
    await waitFor(actor, (snapshot) => snapshot.hasTag('editing'));

    expect(actor.getSnapshot().context.failure).toBe(failure);
    expect(actor.getSnapshot().context.actions).toHaveLength(1);
  });
});
