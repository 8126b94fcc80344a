import { EXAMINATION_TYPES } from '@telemed/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  addPatient,
  addSignedInMember,
  call,
  createClinic,
  createExamination,
  holterBody,
} from './examinationsFixtures';
import type { Clinic } from './examinationsFixtures';
import { setUpTestApp } from './helpers/setUpTestApp';

const testApp = setUpTestApp();

let clinic: Clinic;
let patientId: string;

beforeAll(async () => {
  clinic = await createClinic(testApp);
  patientId = await addPatient(testApp, clinic.teamId, 'Małgorzata Wójcik');
});

describe('examination specs', () => {
  it('answers the seven types with their intro questionnaires, for the clinic and globally', async () => {
    const global = await call(testApp, clinic.admin.token, 'GET', 'specs/examinations');
    expect(global.statusCode).toBe(200);
    const specs = global.json<
      {
        type: string;
        name: string;
        introQuestionnaire: {
          questions: { name: string; valueType: string; acceptedValues: unknown }[];
        };
      }[]
    >();
    expect(specs.map((spec) => spec.type).sort()).toEqual([...EXAMINATION_TYPES].sort());
    const holter = specs.find((spec) => spec.type === 'holter_ecg');
    expect(holter?.name).toBe('Holter ECG');
    expect(holter?.introQuestionnaire.questions).toContainEqual({
      name: 'weight',
      type: 'input',
      description: 'Body weight',
      unit: 'kg',
      valueType: 'float',
      acceptedValues: { min: 5, max: 500 },
    });
    const covid = specs.find((spec) => spec.type === 'covid');
    expect(
      covid?.introQuestionnaire.questions.find((question) => question.name === 'mmrc'),
    ).toMatchObject({
      valueType: 'enum',
      acceptedValues: { options: ['mmrc_0', 'mmrc_1', 'mmrc_2', 'mmrc_3', 'mmrc_4'] },
    });

    const forClinic = await call(
      testApp,
      clinic.admin.token,
      'GET',
      `teams/${clinic.teamId}/examinations/examinationspecs`,
    );
    expect(forClinic.json()).toEqual(specs);
    const outsider = await createClinic(testApp, 'Spec Outsider');
    const refused = await call(
      testApp,
      outsider.admin.token,
      'GET',
      `teams/${clinic.teamId}/examinations/examinationspecs`,
    );
    expect(refused.statusCode).toBe(403);
  });

  it('answers the event types of each examination type', async () => {
    const response = await call(testApp, clinic.admin.token, 'GET', 'specs/events');
    const eventSpecs = response.json<{ examinationType: string; eventTypes: string[] }[]>();
    expect(eventSpecs).toHaveLength(EXAMINATION_TYPES.length);
    const sleep = eventSpecs.find((spec) => spec.examinationType === 'sleep_apnea');
    expect(sleep?.eventTypes).toEqual(
      expect.arrayContaining(['APNEA_OBSTRUCTIVE', 'HYPOPNEA', 'DESATURATION']),
    );
    const covid = eventSpecs.find((spec) => spec.examinationType === 'covid');
    expect(covid?.eventTypes).toContain('COUGH');
    const holter = eventSpecs.find((spec) => spec.examinationType === 'holter_ecg');
    expect(holter?.eventTypes).toEqual(
      expect.arrayContaining(['ATRIAL_FIBRILLATION', 'PAUSE_PATCH']),
    );
  });

  it('requires a signed-in user', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/specs/examinations' });
    expect(response.statusCode).toBe(401);
  });
});

describe('GET search', () => {
  it('finds at most 5 members of the roles by a trimmed phrase of name or email', async () => {
    for (const name of [
      'Jan Kowal',
      'Ewa Kowalska',
      'Adam Kowalczyk',
      'Ola Kowalewska',
      'Piotr Kowalik',
      'Kowalski Zenon',
    ]) {
      await addPatient(testApp, clinic.teamId, name);
    }
    const search = (query: string) =>
      call(testApp, clinic.admin.token, 'GET', `search?teamId=${clinic.teamId}&${query}`);
    const found = await search('phrase=%20%20kowal%20&roles=user');
    expect(found.statusCode).toBe(200);
    const names = found.json().map((member: { name: string }) => member.name);
    expect(names).toHaveLength(5);
    for (const name of names) expect(name.toLowerCase()).toContain('kowal');

    const exact = await search('phrase=wójcik&roles=user');
    expect(exact.json()).toEqual([
      expect.objectContaining({ _id: patientId, role: 'user', name: 'Małgorzata Wójcik' }),
    ]);
    // The administrator is not a patient; a LIKE wildcard typed in the phrase matches itself only.
    expect((await search('phrase=%25&roles=user')).json()).toEqual([]);
    const staff = await search('roles=administrator&roles=doctor&phrase=');
    expect(staff.json().map((member: { _id: string }) => member._id)).toEqual([
      clinic.admin.memberId,
    ]);
  });

  it("is for the clinic's staff", async () => {
    const patient = await addSignedInMember(testApp, clinic.teamId, 'user');
    const asPatient = await call(
      testApp,
      patient.token,
      'GET',
      `search?teamId=${clinic.teamId}&phrase=a`,
    );
    expect(asPatient.statusCode).toBe(403);
    const outsider = await createClinic(testApp, 'Search Outsider');
    const foreign = await call(
      testApp,
      outsider.admin.token,
      'GET',
      `search?teamId=${clinic.teamId}&phrase=a`,
    );
    expect(foreign.statusCode).toBe(403);
    const malformed = await call(testApp, clinic.admin.token, 'GET', 'search?phrase=a&roles=king');
    expect(malformed.json().validationErrors).toEqual([
      { property: 'teamId', constraints: { isRequired: 'Field is required' } },
      { property: 'roles', constraints: { invalidValue: 'Invalid format' } },
    ]);
  });
});

describe('POST validate/examinations', () => {
  it('answers no errors for a valid examination', async () => {
    const response = await call(testApp, clinic.admin.token, 'POST', 'validate/examinations', {
      ...holterBody(),
      teamId: clinic.teamId,
      memberId: patientId,
      questionnaire: { weight: 80, pacemaker: 'yes' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ validationErrors: [] });
  });

  it('lists the field errors in the error shape of the API', async () => {
    const response = await call(testApp, clinic.admin.token, 'POST', 'validate/examinations', {
      type: 'covid',
      teamId: clinic.teamId,
      memberId: clinic.admin.memberId,
      startDate: '2026-11-20T08:00:00.000Z',
      endDate: '2026-11-19T08:00:00.000Z',
      questionnaire: { spo2: 30, mmrc: 'mmrc_9', temperature: 36.6 },
    });
    expect(response.statusCode).toBe(200);
    // The COVID rules also ask for every required answer left out (covidIntake.test.ts).
    expect(response.json().validationErrors.slice(0, 4)).toEqual([
      {
        property: 'memberId',
        constraints: { notAPatient: 'Only members with role user can be chosen as patient' },
      },
      {
        property: 'startDate',
        constraints: {
          startDateDifferentThanEndDate: 'Start date cannot be greater than or equal to end date',
        },
      },
      {
        property: 'questionnaire.spo2',
        constraints: { outOfRange: 'Value must be between 50 and 100' },
      },
      { property: 'questionnaire.mmrc', constraints: { invalidValue: 'Invalid format' } },
    ]);
    const noType = await call(testApp, clinic.admin.token, 'POST', 'validate/examinations', {});
    expect(noType.json().validationErrors).toEqual([
      { property: 'type', constraints: { isRequired: 'Field is required' } },
    ]);
  });

  it('refuses to check against a clinic the user is not staff of', async () => {
    const outsider = await createClinic(testApp, 'Validate Outsider');
    const response = await call(testApp, outsider.admin.token, 'POST', 'validate/examinations', {
      type: 'holter_ecg',
      teamId: clinic.teamId,
      memberId: patientId,
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('intro questionnaire', () => {
  it('answers the questions and answers, and merges checked answers', async () => {
    const examination = await createExamination(
      testApp,
      clinic.admin.token,
      clinic.teamId,
      patientId,
      holterBody(undefined, { questionnaire: { weight: 81, pacemaker: 'no' } }),
    );
    const url = `teams/${clinic.teamId}/examinations/${examination._id}/introquestionnaire`;
    const questionnaire = (await call(testApp, clinic.admin.token, 'GET', url)).json();
    expect(questionnaire).toMatchObject({
      _id: examination.introQuestionnaireId,
      examinationId: examination._id,
      type: 'holter_ecg',
      answers: { weight: 81, pacemaker: 'no' },
    });
    expect(questionnaire.questions.map((question: { name: string }) => question.name)).toEqual([
      'reason',
      'weight',
      'height',
      'pacemaker',
      'medications_taken',
    ]);

    const patched = await call(
      testApp,
      clinic.admin.token,
      'PATCH',
      `${url}/${questionnaire._id}`,
      {
        answers: { height: 183, pacemaker: null },
      },
    );
    expect(patched.statusCode).toBe(200);
    expect(patched.json().answers).toEqual({ weight: 81, height: 183 });

    const invalid = await call(
      testApp,
      clinic.admin.token,
      'PATCH',
      `${url}/${questionnaire._id}`,
      {
        answers: { height: 400 },
      },
    );
    expect(invalid.json().validationErrors).toEqual([
      {
        property: 'questionnaire.height',
        constraints: { questionValueOutOfRange: 'Value must be between 20 and 300' },
      },
    ]);
    const wrongId = await call(
      testApp,
      clinic.admin.token,
      'PATCH',
      `${url}/0b7e9a52-8f0c-4f39-b0a7-5b8f1c2d3e4f`,
      { answers: {} },
    );
    expect(wrongId.statusCode).toBe(404);
    const missing = await call(
      testApp,
      clinic.admin.token,
      'GET',
      `teams/${clinic.teamId}/examinations/0b7e9a52-8f0c-4f39-b0a7-5b8f1c2d3e4f/introquestionnaire`,
    );
    expect(missing.json().message).toBe('Examination not found');
  });
});

describe('GET .../statistics', () => {
  it('answers the figures of the record', async () => {
    const examination = await createExamination(
      testApp,
      clinic.admin.token,
      clinic.teamId,
      patientId,
      holterBody('2026-11-20T08:00:00.000Z', {
        type: 'stress_inlab',
        firstMeasurementAt: '2026-11-20T08:10:00.000Z',
        secondMeasurementAt: '2026-11-20T08:20:00.000Z',
      }),
    );
    const url = `teams/${clinic.teamId}/examinations/${examination._id}`;
    const before = await call(testApp, clinic.admin.token, 'GET', `${url}/statistics`);
    expect(before.json()).toEqual({
      examinationStatistics: {
        // No recording yet: the examination's own span, no figures of a recording.
        duration: 86_400_000,
        plannedDuration: 86_400_000,
        analyzedDuration: null,
        analyzedPercent: null,
        eventCount: 0,
        eventsPerHour: 0,
        measurementCount: 2,
        eventTypes: [],
        automaticDescription: { sleep: null, cardiac: null, eventCount: 0, countedHours: 24 },
        respiratory: null,
        ectopy: null,
        coughs: null,
        saturationDistribution: null,
        heartRateDistribution: null,
      },
    });
    await call(testApp, clinic.admin.token, 'PATCH', url, { analyzedDuration: 64_800_000 });
    const after = await call(testApp, clinic.admin.token, 'GET', `${url}/statistics`);
    expect(after.json().examinationStatistics).toMatchObject({ analyzedPercent: 75 });
  });
});
