import { ApiRequestError } from '@telemed/domain';
import type { ActionAnswersResult } from '@telemed/domain';
import { sampleAction } from '@telemed/domain/mock';
import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { questionnaireAnswerActors } from './actionPlanServices';
import type { ActionPlanServices } from './actionPlanServices';
import { answerIssues, questionnaireAnswerMachine } from './questionnaireAnswerMachine';
import type { QuestionnaireAnswerEmitted } from './questionnaireAnswerMachine';

const teamId = '20000000-0000-4000-8000-000000000001';
const mmrcAction = sampleAction({ questionnaire: 'mmrc' });
const saved: ActionAnswersResult = { message: 'questionnaire answers saved', status: 'answered' };

function start(saveAnswers: ActionPlanServices['saveAnswers'], action = mmrcAction) {
  const services = { saveAnswers };
  const emitted: QuestionnaireAnswerEmitted[] = [];
  const actor = createActor(
    questionnaireAnswerMachine.provide({ actors: questionnaireAnswerActors(services) }),
    { input: { teamId, action } },
  );
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  return { actor, emitted };
}

describe('answerIssues', () => {
  it('asks for every question not answered yet', () => {
    expect(answerIssues(mmrcAction, { grade: null })).toEqual({
      grade: { constraint: 'isRequired' },
    });
  });

  it('names the bounds of a value off the scale', () => {
    expect(answerIssues(mmrcAction, { grade: 6 })).toEqual({
      grade: { constraint: 'outOfRange', values: { min: 0, max: 4 } },
    });
  });
});

describe('the questionnaire answer machine', () => {
  it('shows what is missing instead of sending incomplete answers', () => {
    const saveAnswers = vi.fn(async () => saved);
    const { actor } = start(saveAnswers, sampleAction({ questionnaire: 'cat' }));

    actor.send({ type: 'answer.change', question: 'cough', value: 2 });
    actor.send({ type: 'answers.submit' });

    expect(saveAnswers).not.toHaveBeenCalled();
    expect(Object.keys(actor.getSnapshot().context.issues)).toHaveLength(7);
    expect(actor.getSnapshot().context.issues.cough).toBeUndefined();
  });

  it('sends complete answers in the spec’s field and announces the saved status', async () => {
    const saveAnswers = vi.fn(async () => saved);
    const { actor, emitted } = start(saveAnswers);

    actor.send({ type: 'answer.change', question: 'grade', value: 2 });
    actor.send({ type: 'answers.submit' });
    await waitFor(actor, (snapshot) => snapshot.matches('answered'));

    expect(saveAnswers).toHaveBeenCalledWith({
      teamId,
      actionId: mmrcAction._id,
      questionnaries: { grade: 2 },
    });
    expect(emitted).toEqual([{ type: 'answers.saved', result: saved }]);
    expect(actor.getSnapshot().context.status).toBe('answered');
  });

  it('starts from the answers already given and lets the patient correct them', async () => {
    const saveAnswers = vi.fn(async () => saved);
    const answered = sampleAction({
      questionnaire: 'mmrc',
      status: 'answered',
      questionnaries: { grade: 3 },
    });
    const { actor } = start(saveAnswers, answered);
    expect(actor.getSnapshot().context.answers).toEqual({ grade: 3 });

    actor.send({ type: 'answers.submit' });
    await waitFor(actor, (snapshot) => snapshot.matches('answered'));
    actor.send({ type: 'answers.edit' });

    expect(actor.getSnapshot().hasTag('editing')).toBe(true);
  });

  it('shows the server’s refusal by question', async () => {
    const refusal = new ApiRequestError('Validation failed', {
      status: 400,
      code: 'VALIDATION_ERROR',
      validationErrors: [
        { property: 'questionnaries.grade', constraints: { outOfRange: 'Value must be…' } },
      ],
    });
    const { actor } = start(vi.fn(async () => Promise.reject(refusal)));

    actor.send({ type: 'answer.change', question: 'grade', value: 1 });
    actor.send({ type: 'answers.submit' });
    await waitFor(actor, (snapshot) => snapshot.hasTag('editing'));

    expect(actor.getSnapshot().context.issues).toEqual({ grade: { constraint: 'outOfRange' } });
  });
});
