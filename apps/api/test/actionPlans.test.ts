import { beforeAll, describe, expect, it } from 'vitest';
import type { ActionPlan, ActionPlanItem, CurrentActions } from '@telemed/domain';
import { addSignedInMember, call, createClinic, createExamination } from './examinationsFixtures';
import type { Clinic, StaffMember } from './examinationsFixtures';
import { setUpTestApp } from './helpers/setUpTestApp';

const testApp = setUpTestApp();

let clinic: Clinic;
let doctor: StaffMember;
let nurse: StaffMember;
/** A patient who signs in: the examinations below are theirs. */
let patient: StaffMember;
/** Another patient of the clinic, signed in too. */
let otherPatient: StaffMember;
let outsider: Clinic;

const CAT_ANSWERS = {
  cough: 3,
  phlegm: 2,
  chestTightness: 1,
  breathlessness: 4,
  homeActivities: 3,
  confidenceLeavingHome: 2,
  sleep: 1,
  energy: 2,
};

const planUrl = (examinationId: string, teamId = clinic.teamId) =>
  `actionplans/teams/${teamId}/examinations/${examinationId}`;
const statusUrl = (actionId: string, teamId = clinic.teamId) =>
  `actionplans/team/${teamId}/actions/status/${actionId}`;
const answersUrl = (actionId: string, teamId = clinic.teamId) =>
  `actionplans/team/${teamId}/actions/answers/${actionId}/questionnaire`;
const currentUrl = (memberId: string) => `actionplans/teammembers/${memberId}/actions`;

async function examinationOf(memberId: string) {
  return (await createExamination(testApp, doctor.token, clinic.teamId, memberId))._id;
}

async function createPlan(examinationId: string, actions: object[] = [{ questionnaire: 'cat' }]) {
  return call(testApp, nurse.token, 'POST', planUrl(examinationId), { actions });
}

/** A new examination of the patient with a plan of one action of `questionnaire`; answers it. */
async function newAction(questionnaire = 'cat'): Promise<ActionPlanItem> {
  const examinationId = await examinationOf(patient.memberId);
  const plan = (await createPlan(examinationId, [{ questionnaire }])).json<ActionPlan>();
  const [action] = plan.actions;
  if (!action) throw new Error('the plan has no action');
  return action;
}

beforeAll(async () => {
  clinic = await createClinic(testApp, 'Action Plan Clinic');
  doctor = await addSignedInMember(testApp, clinic.teamId, 'doctor');
  nurse = await addSignedInMember(testApp, clinic.teamId, 'nurse');
  patient = await addSignedInMember(testApp, clinic.teamId, 'user');
  otherPatient = await addSignedInMember(testApp, clinic.teamId, 'user');
  outsider = await createClinic(testApp, 'Outsider Clinic');
});

describe('the questionnaire catalogue', () => {
  it('answers the CAT, the mMRC and the symptom diary with their questions', async () => {
    const response = await call(testApp, patient.token, 'GET', 'actionplans/questionnaires');

    expect(response.statusCode).toBe(200);
    const catalogue = response.json<{ name: string; questions: unknown[] }[]>();
    expect(catalogue.map(({ name }) => name)).toEqual(['cat', 'mmrc', 'symptomDiary']);
    expect(catalogue[0]?.questions).toHaveLength(8);
  });
});

describe('making an action plan from an examination', () => {
  it('makes the plan with its actions to do, and the examination has an action plan', async () => {
    const examinationId = await examinationOf(patient.memberId);

    const response = await createPlan(examinationId, [
      { questionnaire: 'cat', instructions: 'Every Monday morning' },
      { questionnaire: 'mmrc' },
    ]);

    expect(response.statusCode).toBe(201);
    const plan = response.json<ActionPlan>();
    expect(plan).toMatchObject({
      teamId: clinic.teamId,
      examinationId,
      memberId: patient.memberId,
    });
    expect(
      plan.actions.map(({ questionnaire, status, instructions }) => [
        questionnaire,
        status,
        instructions,
      ]),
    ).toEqual([
      ['cat', 'todo', 'Every Monday morning'],
      ['mmrc', 'todo', ''],
    ]);
    expect(plan.actions[0]).toMatchObject({ questionnaries: null, score: null, answeredAt: null });
    const examination = await call(
      testApp,
      doctor.token,
      'GET',
      `teams/${clinic.teamId}/examinations/${examinationId}`,
    );
    expect(examination.json().hasActionPlan).toBe(true);
    const reloaded = await call(testApp, doctor.token, 'GET', planUrl(examinationId));
    expect(reloaded.statusCode).toBe(200);
    expect(reloaded.json()).toEqual(plan);
  });

  it('adds the next actions to the same plan', async () => {
    const examinationId = await examinationOf(patient.memberId);
    const first = (await createPlan(examinationId)).json<ActionPlan>();

    const second = (
      await createPlan(examinationId, [{ questionnaire: 'symptomDiary' }])
    ).json<ActionPlan>();

    expect(second._id).toBe(first._id);
    expect(second.actions.map(({ questionnaire }) => questionnaire)).toEqual([
      'cat',
      'symptomDiary',
    ]);
  });

  it('answers 404 for the plan of an examination that has none', async () => {
    const examinationId = await examinationOf(patient.memberId);

    const response = await call(testApp, doctor.token, 'GET', planUrl(examinationId));

    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Action plan not found');
  });

  it('validates the plan data on the server', async () => {
    const examinationId = await examinationOf(patient.memberId);

    const response = await createPlan(examinationId, [
      { questionnaire: 'sf36' },
      { questionnaire: 'cat', instructions: 'x'.repeat(501) },
    ]);

    expect(response.statusCode).toBe(400);
    expect(
      response.json().validationErrors.map(({ property }: { property: string }) => property),
    ).toEqual(['actions.0.questionnaire', 'actions.1.instructions']);
    const examination = await call(
      testApp,
      doctor.token,
      'GET',
      `teams/${clinic.teamId}/examinations/${examinationId}`,
    );
    expect(examination.json().hasActionPlan).toBe(false);
  });

  it('refuses a patient (403) and another clinic’s examination (404)', async () => {
    const examinationId = await examinationOf(patient.memberId);
    const byPatient = await call(testApp, patient.token, 'POST', planUrl(examinationId), {
      actions: [{ questionnaire: 'cat' }],
    });
    expect(byPatient.statusCode).toBe(403);
    const throughOutsider = await call(
      testApp,
      outsider.admin.token,
      'POST',
      planUrl(examinationId, outsider.teamId),
      { actions: [{ questionnaire: 'cat' }] },
    );
    expect(throughOutsider.statusCode).toBe(404);
    expect(throughOutsider.json().message).toBe('Examination not found');
  });
});

describe('the patient answering', () => {
  it('lists the patient’s current actions, newest first', async () => {
    const older = await newAction('mmrc');
    const newer = await newAction('symptomDiary');

    const response = await call(testApp, patient.token, 'GET', currentUrl(patient.memberId));

    expect(response.statusCode).toBe(200);
    const ids = response.json<CurrentActions>().current.map(({ _id }) => _id);
    expect(ids.indexOf(newer._id)).toBeLessThan(ids.indexOf(older._id));
    expect(ids.indexOf(older._id)).toBeGreaterThanOrEqual(0);
  });

  it('saves valid answers: the action is answered and scored', async () => {
    const action = await newAction('cat');

    const response = await call(testApp, patient.token, 'PATCH', answersUrl(action._id), {
      questionnaries: CAT_ANSWERS,
    });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'questionnaire answers saved', status: 'answered' });
    const current = (
      await call(testApp, nurse.token, 'GET', currentUrl(patient.memberId))
    ).json<CurrentActions>();
    const answered = current.current.find(({ _id }) => _id === action._id);
    expect(answered).toMatchObject({ status: 'answered', questionnaries: CAT_ANSWERS, score: 18 });
    expect(answered?.answeredAt).not.toBeNull();
  });

  it('checks the answers by the questionnaire’s questions and keeps the action to do', async () => {
    const action = await newAction('mmrc');

    const response = await call(testApp, patient.token, 'PATCH', answersUrl(action._id), {
      questionnaries: { grade: 7, cough: 1 },
    });

    expect(response.statusCode).toBe(400);
    expect(response.json().validationErrors).toEqual([
      {
        property: 'questionnaries.grade',
        constraints: { outOfRange: 'Value must be between 0 and 4' },
      },
      { property: 'questionnaries.cough', constraints: { invalidValue: 'Invalid format' } },
    ]);
    const current = (
      await call(testApp, patient.token, 'GET', currentUrl(patient.memberId))
    ).json<CurrentActions>();
    expect(current.current.find(({ _id }) => _id === action._id)?.status).toBe('todo');
  });

  it('lets only the action’s patient answer: staff and another patient find no action', async () => {
    const action = await newAction('mmrc');
    for (const member of [otherPatient, doctor]) {
      const response = await call(testApp, member.token, 'PATCH', answersUrl(action._id), {
        questionnaries: { grade: 1 },
      });
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('Action not found');
    }
  });

  it('closes the answers once staff reviewed them', async () => {
    const action = await newAction('mmrc');
    await call(testApp, patient.token, 'PATCH', answersUrl(action._id), {
      questionnaries: { grade: 2 },
    });
    await call(testApp, doctor.token, 'PATCH', statusUrl(action._id), { status: 'reviewed' });

    const response = await call(testApp, patient.token, 'PATCH', answersUrl(action._id), {
      questionnaries: { grade: 3 },
    });

    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(
      'This action is closed; its answers can no longer be changed',
    );
  });

  it('keeps another patient and another clinic from a member’s actions', async () => {
    for (const token of [otherPatient.token, outsider.admin.token]) {
      const response = await call(testApp, token, 'GET', currentUrl(patient.memberId));
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('Member not found');
    }
  });
});

describe('staff changing an action’s status', () => {
  it('reviews an answered action, which leaves the current actions', async () => {
    const action = await newAction('mmrc');
    await call(testApp, patient.token, 'PATCH', answersUrl(action._id), {
      questionnaries: { grade: 1 },
    });

    const response = await call(testApp, doctor.token, 'PATCH', statusUrl(action._id), {
      status: 'reviewed',
    });

    expect(response.statusCode).toBe(200);
    expect(response.json<ActionPlanItem>()).toMatchObject({
      _id: action._id,
      status: 'reviewed',
      score: 1,
    });
    const current = (
      await call(testApp, patient.token, 'GET', currentUrl(patient.memberId))
    ).json<CurrentActions>();
    expect(current.current.map(({ _id }) => _id)).not.toContain(action._id);
  });

  it('answers 409 for a change the graph does not have, and changes nothing', async () => {
    const action = await newAction('mmrc');

    const response = await call(testApp, doctor.token, 'PATCH', statusUrl(action._id), {
      status: 'reviewed',
    });

    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('The action cannot be moved to this status');
    const current = (
      await call(testApp, patient.token, 'GET', currentUrl(patient.memberId))
    ).json<CurrentActions>();
    expect(current.current.find(({ _id }) => _id === action._id)?.status).toBe('todo');
  });

  it('cancels an action and restores it', async () => {
    const action = await newAction('symptomDiary');
    const cancelled = await call(testApp, nurse.token, 'PATCH', statusUrl(action._id), {
      status: 'cancelled',
    });
    expect(cancelled.json().status).toBe('cancelled');
    const restored = await call(testApp, nurse.token, 'PATCH', statusUrl(action._id), {
      status: 'todo',
    });
    expect(restored.json().status).toBe('todo');
  });

  it('refuses the patient (403) and another clinic (404 through its own path)', async () => {
    const action = await newAction('mmrc');
    const byPatient = await call(testApp, patient.token, 'PATCH', statusUrl(action._id), {
      status: 'cancelled',
    });
    expect(byPatient.statusCode).toBe(403);
    const throughOutsider = await call(
      testApp,
      outsider.admin.token,
      'PATCH',
      statusUrl(action._id, outsider.teamId),
      { status: 'cancelled' },
    );
    expect(throughOutsider.statusCode).toBe(404);
    expect(throughOutsider.json().message).toBe('Action not found');
  });
});
