import { beforeAll, describe, expect, it } from 'vitest';
import {
  addPatient,
  addSignedInMember,
  call,
  covidAnswers,
  covidBody,
  createClinic,
  createExamination,
} from './examinationsFixtures';
import type { Clinic } from './examinationsFixtures';
import { setUpTestApp } from './helpers/setUpTestApp';

const testApp = setUpTestApp();

let clinic: Clinic;
let patientId: string;

beforeAll(async () => {
  clinic = await createClinic(testApp, 'COVID Intake Clinic');
  patientId = await addPatient(testApp, clinic.teamId, 'Tomasz Kowalczyk');
});

/** POST validate/examinations of a COVID examination with these answers; its field errors by property. */
async function validated(
  questionnaire: Record<string, unknown>,
  extra: Record<string, unknown> = {},
) {
  const response = await call(testApp, clinic.admin.token, 'POST', 'validate/examinations', {
    ...covidBody(),
    teamId: clinic.teamId,
    memberId: patientId,
    questionnaire,
    ...extra,
  });
  expect(response.statusCode).toBe(200);
  const { validationErrors } = response.json<{
    validationErrors: { property: string; constraints: Record<string, string> }[];
  }>();
  return Object.fromEntries(
    validationErrors.map(({ property, constraints }) => [property, constraints]),
  );
}

const examinationsUrl = () => `teams/${clinic.teamId}/members/${patientId}/examinations`;

describe('POST validate/examinations of a COVID examination', () => {
  it('answers no errors for a complete questionnaire', async () => {
    expect(await validated(covidAnswers())).toEqual({});
  });

  it('names each missing required answer', async () => {
    const errors = await validated({});
    expect(Object.keys(errors)).toHaveLength(17);
    expect(errors['questionnaire.additional_person_phone']).toEqual({
      isRequired: 'Field is required',
    });
  });

  it('asks for the answers the others make necessary', async () => {
    const errors = await validated(
      covidAnswers(undefined, {
        positive_result_date: undefined,
        has_smartphone: 'no',
        patient_dependent: 'yes',
      }),
    );
    expect(Object.keys(errors).sort()).toEqual([
      'questionnaire.carer_name',
      'questionnaire.carer_phone',
      'questionnaire.phone_device_number',
      'questionnaire.positive_result_date',
    ]);
  });

  it('holds answers to their options and bounds', async () => {
    expect(
      await validated(
        covidAnswers(undefined, { weight: 501, temperature: 36.66, symptoms_last_days: ['cough'] }),
      ),
    ).toEqual({
      'questionnaire.weight': { outOfRange: 'Value must be between 5 and 500' },
      'questionnaire.temperature': { stepMismatch: 'Value must be a multiple of 0.1' },
      'questionnaire.symptoms_last_days.0': { invalidValue: 'Invalid format' },
    });
  });

  it('refuses dates after now, with its own text for the first symptoms', async () => {
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString();
    const errors = await validated(covidAnswers(undefined, { first_symptoms_date: tomorrow }), {
      endDate: tomorrow,
    });
    expect(errors).toEqual({
      endDate: { dateInFuture: 'The date cannot be later than now' },
      'questionnaire.first_symptoms_date': { dateInFuture: 'The date cannot be later than now' },
    });
  });
});

describe('creating a COVID examination', () => {
  it('refuses an invalid questionnaire with the same errors', async () => {
    const response = await call(
      testApp,
      clinic.admin.token,
      'POST',
      examinationsUrl(),
      covidBody(undefined, {
        questionnaire: covidAnswers(undefined, { address: 'ul', heart_rate: 999 }),
      }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().validationErrors).toEqual([
      {
        property: 'questionnaire.heart_rate',
        constraints: { outOfRange: 'Value must be between 0 and 200' },
      },
      { property: 'questionnaire.address', constraints: { minLength: 'min length 4' } },
    ]);
  });

  it('refuses dates after now', async () => {
    const soon = new Date(Date.now() + 3_600_000).toISOString();
    const response = await call(testApp, clinic.admin.token, 'POST', examinationsUrl(), {
      ...covidBody(),
      endDate: soon,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().validationErrors).toEqual([
      { property: 'endDate', constraints: { dateInFuture: 'The date cannot be later than now' } },
    ]);
  });

  it('stores the computed verdicts and the preset, not the client’s', async () => {
    const examination = await createExamination(
      testApp,
      clinic.admin.token,
      clinic.teamId,
      patientId,
      covidBody(undefined, {
        questionnaire: covidAnswers(undefined, {
          heart_rate: 125,
          spo2_after_rest: 96,
          respiration_rate_after_rest: 20,
          heart_rate_after_rest: 124,
          params_agreement: true,
          params_valid: true,
          params_after_rest_valid: false,
        }),
      }),
    );
    expect(examination.questionnaire).toMatchObject({
      vital_limits: 'intake_form@1',
      params_valid: false,
      params_after_rest_valid: true,
      symptoms_last_days: ['fever', 'dry_cough'],
    });
  });

  it('keeps the questionnaire valid when its answers are edited', async () => {
    const examination = await createExamination(
      testApp,
      clinic.admin.token,
      clinic.teamId,
      patientId,
      covidBody(),
    );
    const url = `teams/${clinic.teamId}/examinations/${examination._id}/introquestionnaire/${String(examination.introQuestionnaireId)}`;
    const refused = await call(testApp, clinic.admin.token, 'PATCH', url, {
      answers: { address: null },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().validationErrors).toEqual([
      { property: 'questionnaire.address', constraints: { isRequired: 'Field is required' } },
    ]);
    const edited = await call(testApp, clinic.admin.token, 'PATCH', url, {
      answers: {
        spo2: 93,
        spo2_after_rest: 96,
        respiration_rate_after_rest: 20,
        heart_rate_after_rest: 80,
      },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().answers).toMatchObject({
      params_valid: false,
      params_after_rest_valid: true,
    });
  });
});

describe("the clinic's preset of after-rest limits", () => {
  // SpO2 88 after rest: under the intake form's limits (at least 90) the patient is excluded;
  // under the message catalogue's (more than 85) it is out of range and asks for Continue.
  const afterRest = (extra: Record<string, unknown> = {}) =>
    covidAnswers(undefined, {
      spo2: 92,
      spo2_after_rest: 88,
      respiration_rate_after_rest: 22,
      heart_rate_after_rest: 90,
      ...extra,
    });
  const excluded = {
    'questionnaire.spo2_after_rest': {
      spo2AfterRestTooLow: 'SpO2 should be at least 90% to be accepted',
    },
    'questionnaire.params_after_rest_valid': {
      patientExcluded: 'The patient does not meet the limits after rest and cannot be enrolled',
    },
  };
  let other: Clinic;
  let otherPatientId: string;
  const settingsUrl = () => `teams/${other.teamId}/covid-intake-settings`;
  const choose = (vitalLimits: unknown) =>
    call(testApp, other.admin.token, 'PUT', settingsUrl(), { vitalLimits });
  const validatedInOther = async (questionnaire: Record<string, unknown>) => {
    const response = await call(testApp, other.admin.token, 'POST', 'validate/examinations', {
      ...covidBody(),
      teamId: other.teamId,
      memberId: otherPatientId,
      questionnaire,
    });
    return Object.fromEntries(
      response
        .json<{ validationErrors: { property: string; constraints: object }[] }>()
        .validationErrors.map(({ property, constraints }) => [property, constraints]),
    );
  };

  beforeAll(async () => {
    other = await createClinic(testApp, 'COVID Limits Clinic');
    otherPatientId = await addPatient(testApp, other.teamId, 'Anna Zielińska');
  });

  it("is the intake form's until the clinic's administrator chooses another", async () => {
    const read = await call(testApp, other.admin.token, 'GET', settingsUrl());
    expect(read.json()).toEqual({ vitalLimits: 'intake_form@1' });
    const doctor = await addSignedInMember(testApp, other.teamId, 'doctor');
    expect((await call(testApp, doctor.token, 'GET', settingsUrl())).json()).toEqual({
      vitalLimits: 'intake_form@1',
    });
    const byDoctor = await call(testApp, doctor.token, 'PUT', settingsUrl(), {
      vitalLimits: 'message_catalogue@1',
    });
    expect(byDoctor.statusCode).toBe(403);
    const unknown = await choose('news2@1');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().validationErrors).toEqual([
      { property: 'vitalLimits', constraints: { invalidValue: 'Invalid format' } },
    ]);
    // Another clinic's administrator neither reads nor sets this clinic's preset.
    const stranger = await call(testApp, clinic.admin.token, 'PUT', settingsUrl(), {
      vitalLimits: 'message_catalogue@1',
    });
    expect(stranger.statusCode).toBe(403);
    expect((await call(testApp, other.admin.token, 'GET', settingsUrl())).json()).toEqual({
      vitalLimits: 'intake_form@1',
    });
  });

  it('judges each COVID questionnaire of the clinic, whatever preset the client names', async () => {
    expect(await validatedInOther(afterRest({ vital_limits: 'message_catalogue@1' }))).toEqual(
      excluded,
    );
    expect((await choose('message_catalogue@1')).json()).toEqual({
      vitalLimits: 'message_catalogue@1',
    });
    expect(await validatedInOther(afterRest({ vital_limits: 'intake_form@1' }))).toEqual({
      'questionnaire.params_agreement': {
        pressContinue: 'Press continue to accept values out of range',
      },
    });
    const created = await createExamination(
      testApp,
      other.admin.token,
      other.teamId,
      otherPatientId,
      covidBody(undefined, {
        questionnaire: afterRest({ vital_limits: 'intake_form@1', params_agreement: true }),
      }),
    );
    expect(created.questionnaire).toMatchObject({
      vital_limits: 'message_catalogue@1',
      params_after_rest_valid: true,
    });

    // A later change of the clinic's preset never re-judges an enrolled patient: an edit is
    // judged by the preset stored with the examination.
    await choose('intake_form@1');
    const url = `teams/${other.teamId}/examinations/${created._id}/introquestionnaire/${String(created.introQuestionnaireId)}`;
    const edited = await call(testApp, other.admin.token, 'PATCH', url, {
      answers: { heart_rate_after_rest: 95 },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().answers).toMatchObject({
      vital_limits: 'message_catalogue@1',
      heart_rate_after_rest: 95,
    });
  });
});
