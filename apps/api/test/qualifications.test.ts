import { beforeAll, describe, expect, it } from 'vitest';
import type { Qualification, QualificationPage } from '@telemed/domain';
import { SAMPLE_QUALIFICATION_DETAILS } from '@telemed/domain/mock';
import { addPatient, addSignedInMember, call, createClinic } from './examinationsFixtures';
import type { Clinic, StaffMember } from './examinationsFixtures';
import { setUpTestApp } from './helpers/setUpTestApp';

const testApp = setUpTestApp();

const STATE_CHANGE_FAILED = 'Error occurred while changing the qualification state.';

let clinic: Clinic;
let doctor: StaffMember;
let nurse: StaffMember;
let physiotherapist: StaffMember;
let patientId: string;

/** What a physiotherapist records after the tests: enough for every figure. */
const testedDetails = SAMPLE_QUALIFICATION_DETAILS;

const base = () => `teams/${clinic.teamId}/qualifications`;

async function createQualification(
  token = doctor.token,
  body: Record<string, unknown> = { memberId: patientId },
) {
  return call(testApp, token, 'POST', base(), body);
}

async function transition(id: string, name: string, token = doctor.token, final = false) {
  const path = final ? 'final-qualification/transitions' : 'transitions';
  return call(testApp, token, 'POST', `${base()}/${id}/${path}`, { transition: name });
}

beforeAll(async () => {
  clinic = await createClinic(testApp, 'Rehabilitation Clinic');
  doctor = await addSignedInMember(testApp, clinic.teamId, 'doctor');
  nurse = await addSignedInMember(testApp, clinic.teamId, 'nurse');
  physiotherapist = await addSignedInMember(testApp, clinic.teamId, 'physiotherapist');
  patientId = await addPatient(testApp, clinic.teamId, 'Zofia Rehab');
});

describe('creating and reading qualifications', () => {
  it('starts a qualification of a patient in state start, with empty fields', async () => {
    const response = await createQualification(nurse.token);
    expect(response.statusCode).toBe(201);
    const qualification = response.json<Qualification>();
    expect(qualification).toMatchObject({
      teamId: clinic.teamId,
      memberId: patientId,
      patientFullName: 'Zofia Rehab',
      state: 'start',
      finalQualification: null,
    });
    expect(qualification.details.mmrc).toBeNull();
    expect(qualification.details.consultations.medical).toBe(false);
    expect(qualification.figures.totalScore).toBeNull();
    const read = await call(testApp, nurse.token, 'GET', `${base()}/${qualification._id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual(qualification);
  });

  it('stores every recorded field and answers the figures computed from them', async () => {
    const created = (await createQualification()).json<Qualification>();
    const response = await call(
      testApp,
      physiotherapist.token,
      'PUT',
      `${base()}/${created._id}`,
      testedDetails,
    );
    expect(response.statusCode).toBe(200);
    const qualification = response.json<Qualification>();
    expect(qualification.details).toMatchObject({
      ...testedDetails,
      socialSurvey: { ...testedDetails.socialSurvey, alcohol: null, diet: null, others: null },
    });
    expect(qualification.state).toBe('start');
    // ECSC 1993 for a man of 50 and 175 cm, BODE 3, Karvonen at 60 % of the reserve.
    expect(qualification.figures).toEqual({
      spirometry: {
        fev1: { measured: 1.8, predicted: 3.59, percentPredicted: 50.2, lowerLimitOfNormal: 2.75 },
        fvc: { measured: 3.6, predicted: 4.44, percentPredicted: 81.1, lowerLimitOfNormal: 3.44 },
        fev1Fvc: {
          measured: 50,
          predicted: 78.2,
          percentPredicted: 63.9,
          lowerLimitOfNormal: 66.5,
        },
      },
      bodyMassIndex: 22.9,
      totalScore: 3,
      suggestedModel: 'telerehabilitation',
      trainingHeartRate: 132,
    });
  });

  it('lists newest first, filters by state and pages', async () => {
    const other = await addPatient(testApp, clinic.teamId, 'Listed Patient');
    const first = (
      await createQualification(doctor.token, { memberId: other })
    ).json<Qualification>();
    const second = (
      await createQualification(doctor.token, { memberId: other })
    ).json<Qualification>();
    await transition(second._id, 'qualify');
    const all = await call(testApp, doctor.token, 'GET', `${base()}?limit=2`);
    expect(all.statusCode).toBe(200);
    const page = all.json<QualificationPage>();
    expect(page.data.map((item) => item._id)).toEqual([second._id, first._id]);
    expect(page.total).toBeGreaterThanOrEqual(4);
    expect(page).toMatchObject({ page: 0, limit: 2 });
    const next = (
      await call(testApp, doctor.token, 'GET', `${base()}?limit=2&page=1`)
    ).json<QualificationPage>();
    expect(next.data.map((item) => item._id)).not.toContain(second._id);
    const qualifying = (
      await call(testApp, doctor.token, 'GET', `${base()}?state=qualifying`)
    ).json<QualificationPage>();
    expect(qualifying.data.map((item) => item._id)).toContain(second._id);
    expect(qualifying.data.every((item) => item.state === 'qualifying')).toBe(true);
    expect(qualifying.total).toBe(qualifying.data.length);
  });
});

describe('the lifecycle', () => {
  it('goes start → qualifying → testing → qualified → final completed (accepted)', async () => {
    const { _id } = (await createQualification()).json<Qualification>();
    const qualifying = await transition(_id, 'qualify', physiotherapist.token);
    expect(qualifying.statusCode).toBe(200);
    expect(qualifying.json()).toMatchObject({ state: 'qualifying', finalQualification: null });
    expect((await transition(_id, 'test')).json().state).toBe('testing');
    const qualified = await transition(_id, 'finishQualification');
    expect(qualified.json()).toMatchObject({ state: 'qualified', finalQualification: 'start' });
    const completed = await transition(_id, 'completeFinal', doctor.token, true);
    expect(completed.statusCode).toBe(200);
    expect(completed.json()).toMatchObject({ state: 'accepted', finalQualification: 'end' });
  });

  it('rejects at a step, and through the final qualification', async () => {
    const early = (await createQualification()).json<Qualification>();
    await transition(early._id, 'qualify');
    const rejected = await transition(early._id, 'reject');
    expect(rejected.json()).toMatchObject({ state: 'rejected', finalQualification: null });

    const late = (await createQualification()).json<Qualification>();
    for (const name of ['qualify', 'test', 'finishQualification']) await transition(late._id, name);
    const finalRejected = await transition(late._id, 'rejectFinal', clinic.admin.token, true);
    expect(finalRejected.json()).toMatchObject({
      state: 'rejected',
      finalQualification: 'rejected',
    });
  });

  it('answers an illegal transition 409 with the spec’s message and changes nothing', async () => {
    const { _id } = (await createQualification()).json<Qualification>();
    const skipped = await transition(_id, 'finishQualification');
    expect(skipped.statusCode).toBe(409);
    expect(skipped.json()).toMatchObject({
      code: 'QUALIFICATION_STATE_CHANGE_FAILED',
      message: STATE_CHANGE_FAILED,
    });
    await transition(_id, 'qualify');
    expect((await transition(_id, 'finishQualification')).statusCode).toBe(409);
    const early = await transition(_id, 'completeFinal', doctor.token, true);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(STATE_CHANGE_FAILED);
    const read = await call(testApp, doctor.token, 'GET', `${base()}/${_id}`);
    expect(read.json()).toMatchObject({ state: 'qualifying', finalQualification: null });
  });

  it('keeps a finished final qualification final', async () => {
    const { _id } = (await createQualification()).json<Qualification>();
    for (const name of ['qualify', 'test', 'finishQualification']) await transition(_id, name);
    await transition(_id, 'completeFinal', doctor.token, true);
    const again = await transition(_id, 'rejectFinal', doctor.token, true);
    expect(again.statusCode).toBe(409);
    expect((await transition(_id, 'reject')).statusCode).toBe(409);
  });
});

describe('validation', () => {
  it('answers field errors for out-of-range, badly typed and unknown values', async () => {
    const { _id } = (await createQualification()).json<Qualification>();
    const response = await call(testApp, doctor.token, 'PUT', `${base()}/${_id}`, {
      mmrc: 5,
      contactPhone: '123',
      disabilityCertificate: 'total',
      healthLimits: { minHeartRate: 120, maxHeartRate: 100 },
      measurements: { ageYears: 40.5 },
    });
    expect(response.statusCode).toBe(400);
    const body = response.json<{
      message: string;
      validationErrors: { property: string; constraints: Record<string, string> }[];
    }>();
    const byProperty = Object.fromEntries(
      body.validationErrors.map((error) => [error.property, Object.keys(error.constraints)]),
    );
    expect(byProperty).toMatchObject({
      mmrc: ['outOfRange'],
      contactPhone: ['invalidPhone'],
      disabilityCertificate: ['invalidValue'],
      'healthLimits.maxHeartRate': ['invalidValue'],
      'measurements.ageYears': ['notInteger'],
    });
  });

  it('refuses an unknown transition and a patient who is not one', async () => {
    const { _id } = (await createQualification()).json<Qualification>();
    const unknown = await transition(_id, 'approve');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().validationErrors[0].property).toBe('transition');
    const employee = await createQualification(doctor.token, { memberId: nurse.memberId });
    expect(employee.statusCode).toBe(400);
    expect(employee.json().validationErrors[0]).toMatchObject({
      property: 'memberId',
      constraints: { notAPatient: expect.any(String) },
    });
    const listQuery = await call(testApp, doctor.token, 'GET', `${base()}?state=done&limit=0`);
    expect(listQuery.statusCode).toBe(400);
  });
});

describe('access', () => {
  it('hides another clinic’s qualifications and patients (404)', async () => {
    const { _id } = (await createQualification()).json<Qualification>();
    const outsider = await createClinic(testApp, 'Other Rehabilitation Clinic');
    const otherBase = `teams/${outsider.teamId}/qualifications`;
    const read = await call(testApp, outsider.admin.token, 'GET', `${otherBase}/${_id}`);
    expect(read.statusCode).toBe(404);
    const moved = await call(
      testApp,
      outsider.admin.token,
      'POST',
      `${otherBase}/${_id}/transitions`,
      {
        transition: 'qualify',
      },
    );
    expect(moved.statusCode).toBe(404);
    const created = await call(testApp, outsider.admin.token, 'POST', otherBase, {
      memberId: patientId,
    });
    expect(created.statusCode).toBe(404);
    const listed = await call(testApp, outsider.admin.token, 'GET', otherBase);
    expect(listed.json().data).toEqual([]);
  });

  it('refuses patients every call, nurses the transitions, physiotherapists the final one', async () => {
    const { _id } = (await createQualification()).json<Qualification>();
    const patient = await addSignedInMember(testApp, clinic.teamId, 'user');
    expect((await call(testApp, patient.token, 'GET', base())).statusCode).toBe(403);
    expect((await call(testApp, patient.token, 'GET', `${base()}/${_id}`)).statusCode).toBe(403);
    expect((await createQualification(patient.token)).statusCode).toBe(403);
    expect((await transition(_id, 'qualify', patient.token)).statusCode).toBe(403);
    expect((await transition(_id, 'qualify', nurse.token)).statusCode).toBe(403);
    for (const name of ['qualify', 'test', 'finishQualification']) {
      expect((await transition(_id, name, physiotherapist.token)).statusCode).toBe(200);
    }
    expect((await transition(_id, 'completeFinal', physiotherapist.token, true)).statusCode).toBe(
      403,
    );
    const read = await call(testApp, doctor.token, 'GET', `${base()}/${_id}`);
    expect(read.json()).toMatchObject({ state: 'qualified', finalQualification: 'start' });
  });
});
