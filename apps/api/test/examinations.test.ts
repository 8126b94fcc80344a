import { beforeAll, describe, expect, it } from 'vitest';
import {
  addPatient,
  addSignedInMember,
  call,
  createClinic,
  createExamination,
  holterBody,
} from './examinationsFixtures';
import type { Clinic, StaffMember } from './examinationsFixtures';
import { TeamsRepository } from '../src/repositories/teamsRepository';
import { setUpTestApp } from './helpers/setUpTestApp';

const testApp = setUpTestApp();

let clinic: Clinic;
let doctor: StaffMember;
let patientId: string;

beforeAll(async () => {
  clinic = await createClinic(testApp);
  doctor = await addSignedInMember(testApp, clinic.teamId, 'doctor');
  patientId = await addPatient(testApp, clinic.teamId, 'Katarzyna Wiśniewska', {
    dateOfBirth: '1961-03-14',
    gender: 'female',
    height: 164,
  });
});

const examinationUrl = (examinationId: string) =>
  `teams/${clinic.teamId}/examinations/${examinationId}`;

describe('POST teams/{teamId}/members/{memberId}/examinations', () => {
  it('creates an examination with its duration computed from the dates', async () => {
    const response = await call(
      testApp,
      clinic.admin.token,
      'POST',
      `teams/${clinic.teamId}/members/${patientId}/examinations`,
      holterBody('2026-11-20T08:00:00.000Z', {
        questionnaire: { weight: 70.5, pacemaker: 'no' },
        recorderNumber: 'HR-2231',
        assignedDoctor: doctor.memberId,
        firstMeasurementAt: '2026-11-20T08:05:00.000Z',
        stressTestMeasurement: false,
      }),
    );
    expect(response.statusCode).toBe(201);
    const examination = response.json();
    expect(examination).toMatchObject({
      _id: expect.any(String),
      type: 'holter_ecg',
      description: 'Palpitations',
      startDate: '2026-11-20T08:00:00.000Z',
      endDate: '2026-11-21T08:00:00.000Z',
      duration: 86_400_000,
      analyzedDuration: null,
      memberId: patientId,
      teamId: clinic.teamId,
      status: 'DEFAULT',
      assignedDoctor: doctor.memberId,
      archived: false,
      frozen: false,
      reportDescription: null,
      hasActionPlan: false,
      eventCount: 0,
      patientFullName: 'Katarzyna Wiśniewska',
      user: { personalDetails: { fullName: 'Katarzyna Wiśniewska' } },
      questionnaire: { weight: 70.5, pacemaker: 'no' },
      recorderNumber: 'HR-2231',
      tags: [],
      firstMeasurementAt: '2026-11-20T08:05:00.000Z',
      secondMeasurementAt: null,
      stressTestMeasurement: false,
      filters: { members: [] },
    });
    expect(examination.examinationId).toBe(examination._id);
    expect(examination.assignedPhysician._id).toBe(doctor.memberId);
  });

  it('requires the type and both dates, and a start before the end', async () => {
    const url = `teams/${clinic.teamId}/members/${patientId}/examinations`;
    const missing = await call(testApp, clinic.admin.token, 'POST', url, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({
      statusCode: 400,
      code: 'VALIDATION_ERROR',
      message: 'Validation failed',
      validationErrors: [
        { property: 'type', constraints: { isRequired: 'Field is required' } },
        { property: 'startDate', constraints: { isRequired: 'Field is required' } },
        { property: 'endDate', constraints: { isRequired: 'Field is required' } },
      ],
    });

    const same = await call(testApp, clinic.admin.token, 'POST', url, {
      type: 'holter_ecg',
      startDate: '2026-11-20T08:00:00.000Z',
      endDate: '2026-11-20T08:00:00.000Z',
    });
    expect(same.json().validationErrors).toEqual([
      {
        property: 'startDate',
        constraints: {
          startDateDifferentThanEndDate: 'Start date cannot be greater than or equal to end date',
        },
      },
    ]);

    const wrong = await call(testApp, clinic.admin.token, 'POST', url, {
      type: 'ultrasound',
      startDate: 'yesterday',
      endDate: '2026-11-20T08:00:00.000Z',
    });
    expect(wrong.json().validationErrors).toEqual([
      { property: 'type', constraints: { invalidValue: 'Invalid format' } },
      { property: 'startDate', constraints: { invalidFormat: 'Invalid format' } },
    ]);
  });

  it('checks the intro questionnaire against the spec of the type', async () => {
    const response = await call(
      testApp,
      clinic.admin.token,
      'POST',
      `teams/${clinic.teamId}/members/${patientId}/examinations`,
      holterBody(undefined, {
        questionnaire: { weight: 700, height: 170.5, pacemaker: 'maybe', shoeSize: 44 },
      }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().validationErrors).toEqual([
      {
        property: 'questionnaire.weight',
        constraints: { questionValueOutOfRange: 'Value must be between 5 and 500' },
      },
      { property: 'questionnaire.height', constraints: { notInteger: 'Value must be an integer' } },
      { property: 'questionnaire.pacemaker', constraints: { invalidValue: 'Invalid format' } },
      { property: 'questionnaire.shoeSize', constraints: { invalidValue: 'Invalid format' } },
    ]);
  });

  it('accepts only patients of the clinic and physicians who accepted the invitation', async () => {
    const nurse = await addSignedInMember(testApp, clinic.teamId, 'nurse');
    const asPatient = await call(
      testApp,
      clinic.admin.token,
      'POST',
      `teams/${clinic.teamId}/members/${nurse.memberId}/examinations`,
      holterBody(),
    );
    expect(asPatient.json().validationErrors).toEqual([
      {
        property: 'memberId',
        constraints: { notAPatient: 'Only members with role user can be chosen as patient' },
      },
    ]);

    const invited = await addSignedInMember(testApp, clinic.teamId, 'doctor', {
      acceptedInvitation: false,
    });
    for (const assignedDoctor of [invited.memberId, nurse.memberId]) {
      const response = await call(
        testApp,
        clinic.admin.token,
        'POST',
        `teams/${clinic.teamId}/members/${patientId}/examinations`,
        holterBody(undefined, { assignedDoctor }),
      );
      expect(response.json().validationErrors).toEqual([
        {
          property: 'assignedDoctor',
          constraints: {
            notAPhysician: 'Only physicians who accepted the invitation can be assigned',
          },
        },
      ]);
    }
  });

  it('lets no patient create examinations', async () => {
    const patient = await addSignedInMember(testApp, clinic.teamId, 'user');
    const response = await call(
      testApp,
      patient.token,
      'POST',
      `teams/${clinic.teamId}/members/${patient.memberId}/examinations`,
      holterBody(),
    );
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('FORBIDDEN');
  });
});

describe('GET teams/{teamId}/examinations/{examinationId}', () => {
  it('answers the examination, with the characteristics when asked', async () => {
    const created = await createExamination(
      testApp,
      clinic.admin.token,
      clinic.teamId,
      patientId,
      holterBody('2026-03-20T08:00:00.000Z', { questionnaire: { weight: 67.2 } }),
    );
    const plain = await call(testApp, doctor.token, 'GET', examinationUrl(created._id));
    expect(plain.statusCode).toBe(200);
    expect(plain.json()).toEqual(created);

    const detailed = await call(
      testApp,
      doctor.token,
      'GET',
      `${examinationUrl(created._id)}?withCharacteristicsData=true`,
    );
    // Born 1961-03-14: 65 on 2026-03-20. BMI = 67.2 / 1.64² = 24.98.
    expect(detailed.json().characteristics).toEqual({
      ageYears: 65,
      gender: 'female',
      heightCm: 164,
      weightKg: 67.2,
      bmi: 25,
    });
  });

  it("answers 'Examination not found' for a missing id and for another clinic's examination", async () => {
    const missing = await call(
      testApp,
      clinic.admin.token,
      'GET',
      examinationUrl('0b7e9a52-8f0c-4f39-b0a7-5b8f1c2d3e4f'),
    );
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({
      statusCode: 404,
      code: 'EXAMINATION_NOT_FOUND',
      message: 'Examination not found',
    });

    const other = await createClinic(testApp, 'Other Clinic');
    const otherPatient = await addPatient(testApp, other.teamId, 'Klaus Becker');
    const foreign = await createExamination(testApp, other.admin.token, other.teamId, otherPatient);
    // A member of both clinics asks through the wrong clinic: the id does not leak across.
    await new TeamsRepository(testApp.app.db).insertMember({
      teamId: other.teamId,
      userId: clinic.admin.userId,
      role: 'doctor',
      name: '',
      acceptedInvitation: true,
      enrolledOn: new Date(),
    });
    const crossed = await call(testApp, clinic.admin.token, 'GET', examinationUrl(foreign._id));
    expect(crossed.statusCode).toBe(404);
    expect(crossed.json().code).toBe('EXAMINATION_NOT_FOUND');
    const direct = await call(
      testApp,
      clinic.admin.token,
      'GET',
      `teams/${other.teamId}/examinations/${foreign._id}`,
    );
    expect(direct.statusCode).toBe(200);
    // A member of one clinic only is refused at the other's door.
    const outsider = await call(
      testApp,
      doctor.token,
      'GET',
      `teams/${other.teamId}/examinations/${foreign._id}`,
    );
    expect(outsider.statusCode).toBe(403);
  });

  it('shows patients their own examinations only', async () => {
    const patient = await addSignedInMember(testApp, clinic.teamId, 'user');
    const own = await createExamination(
      testApp,
      clinic.admin.token,
      clinic.teamId,
      patient.memberId,
    );
    const someoneElses = await createExamination(
      testApp,
      clinic.admin.token,
      clinic.teamId,
      patientId,
    );
    expect((await call(testApp, patient.token, 'GET', examinationUrl(own._id))).statusCode).toBe(
      200,
    );
    const hidden = await call(testApp, patient.token, 'GET', examinationUrl(someoneElses._id));
    expect(hidden.statusCode).toBe(404);

    const ownList = await call(
      testApp,
      patient.token,
      'GET',
      `teams/${clinic.teamId}/members/${patient.memberId}/examinations`,
    );
    expect(ownList.json().map((item: { _id: string }) => item._id)).toEqual([own._id]);
    const othersList = await call(
      testApp,
      patient.token,
      'GET',
      `teams/${clinic.teamId}/members/${patientId}/examinations`,
    );
    expect(othersList.statusCode).toBe(403);
  });

  it('rejects a malformed id and a missing token', async () => {
    const malformed = await call(testApp, clinic.admin.token, 'GET', examinationUrl('not-an-id'));
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().validationErrors).toEqual([
      { property: 'examinationId', constraints: { invalidFormat: 'Invalid format' } },
    ]);
    const anonymous = await testApp.app.inject({
      method: 'GET',
      url: `/api/${examinationUrl('0b7e9a52-8f0c-4f39-b0a7-5b8f1c2d3e4f')}`,
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('PATCH teams/{teamId}/examinations/{examinationId}', () => {
  it('assigns and unassigns the physician', async () => {
    const created = await createExamination(testApp, clinic.admin.token, clinic.teamId, patientId);
    const assigned = await call(testApp, clinic.admin.token, 'PATCH', examinationUrl(created._id), {
      assignedDoctor: doctor.memberId,
    });
    expect(assigned.statusCode).toBe(200);
    expect(assigned.json()).toMatchObject({
      assignedDoctor: doctor.memberId,
      assignedPhysician: { _id: doctor.memberId },
    });
    const cleared = await call(testApp, clinic.admin.token, 'PATCH', examinationUrl(created._id), {
      assignedDoctor: null,
    });
    expect(cleared.json()).toMatchObject({ assignedDoctor: null, assignedPhysician: null });
  });

  it('refuses a new physician while the examination is frozen', async () => {
    const created = await createExamination(testApp, clinic.admin.token, clinic.teamId, patientId);
    await call(testApp, clinic.admin.token, 'PATCH', examinationUrl(created._id), { frozen: true });
    const refused = await call(testApp, clinic.admin.token, 'PATCH', examinationUrl(created._id), {
      assignedDoctor: doctor.memberId,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      statusCode: 409,
      code: 'EXAMINATION_FROZEN',
      message: 'The examination is frozen; its physician cannot be changed',
    });
    const reportStillWorks = await call(
      testApp,
      clinic.admin.token,
      'PATCH',
      examinationUrl(created._id),
      { reportDescription: 'Sinus rhythm throughout.' },
    );
    expect(reportStillWorks.json()).toMatchObject({
      frozen: true,
      assignedDoctor: null,
      reportDescription: 'Sinus rhythm throughout.',
    });
  });

  it('moves both dates with the duration, and deletes the report text with null', async () => {
    const created = await createExamination(testApp, clinic.admin.token, clinic.teamId, patientId);
    const moved = await call(testApp, doctor.token, 'PATCH', examinationUrl(created._id), {
      startDate: '2026-11-22T20:00:00.000Z',
      endDate: '2026-11-23T06:30:00.000Z',
      reportDescription: 'Two pauses over 2 s.',
      notes: 'Recorder returned late',
      tags: ['night'],
      analyzedDuration: 36_000_000,
      secondMeasurementAt: '2026-11-22T21:00:00.000Z',
    });
    expect(moved.json()).toMatchObject({
      startDate: '2026-11-22T20:00:00.000Z',
      endDate: '2026-11-23T06:30:00.000Z',
      duration: 37_800_000,
      reportDescription: 'Two pauses over 2 s.',
      notes: 'Recorder returned late',
      tags: ['night'],
      analyzedDuration: 36_000_000,
      secondMeasurementAt: '2026-11-22T21:00:00.000Z',
    });
    const deleted = await call(testApp, doctor.token, 'PATCH', examinationUrl(created._id), {
      reportDescription: null,
    });
    expect(deleted.json().reportDescription).toBeNull();
    expect(deleted.json().notes).toBe('Recorder returned late');
  });

  it('needs both dates together, in order', async () => {
    const created = await createExamination(testApp, clinic.admin.token, clinic.teamId, patientId);
    const alone = await call(testApp, doctor.token, 'PATCH', examinationUrl(created._id), {
      startDate: '2026-11-22T20:00:00.000Z',
    });
    expect(alone.statusCode).toBe(400);
    expect(alone.json().validationErrors).toEqual([
      { property: 'endDate', constraints: { isRequired: 'Field is required' } },
    ]);
    const reversed = await call(testApp, doctor.token, 'PATCH', examinationUrl(created._id), {
      startDate: '2026-11-23T20:00:00.000Z',
      endDate: '2026-11-22T20:00:00.000Z',
    });
    expect(reversed.json().validationErrors[0].property).toBe('startDate');
  });

  it("answers 'Examination not found' for another clinic's examination", async () => {
    const other = await createClinic(testApp, 'Third Clinic');
    const otherPatient = await addPatient(testApp, other.teamId, 'Ursula Hoffmann');
    const foreign = await createExamination(testApp, other.admin.token, other.teamId, otherPatient);
    const response = await call(testApp, clinic.admin.token, 'PATCH', examinationUrl(foreign._id), {
      notes: 'not mine',
    });
    expect(response.statusCode).toBe(404);
    const untouched = await call(
      testApp,
      other.admin.token,
      'GET',
      `teams/${other.teamId}/examinations/${foreign._id}`,
    );
    expect(untouched.json().notes).toBeNull();
  });
});

describe('DELETE teams/{teamId}/members/{memberId}/examinations/{examinationId}', () => {
  it("deletes the patient's examination", async () => {
    const created = await createExamination(testApp, clinic.admin.token, clinic.teamId, patientId);
    const url = `teams/${clinic.teamId}/members/${patientId}/examinations/${created._id}`;
    const deleted = await call(testApp, doctor.token, 'DELETE', url);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ _id: created._id });
    expect((await call(testApp, doctor.token, 'GET', examinationUrl(created._id))).statusCode).toBe(
      404,
    );
    const again = await call(testApp, doctor.token, 'DELETE', url);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe('Examination not found');
  });

  it('finds nothing under another patient, and lets patients delete nothing', async () => {
    const created = await createExamination(testApp, clinic.admin.token, clinic.teamId, patientId);
    const otherPatient = await addPatient(testApp, clinic.teamId, 'Tomasz Kowalczyk');
    const wrongPatient = await call(
      testApp,
      doctor.token,
      'DELETE',
      `teams/${clinic.teamId}/members/${otherPatient}/examinations/${created._id}`,
    );
    expect(wrongPatient.statusCode).toBe(404);
    const patient = await addSignedInMember(testApp, clinic.teamId, 'user');
    const byPatient = await call(
      testApp,
      patient.token,
      'DELETE',
      `teams/${clinic.teamId}/members/${patientId}/examinations/${created._id}`,
    );
    expect(byPatient.statusCode).toBe(403);
    expect((await call(testApp, doctor.token, 'GET', examinationUrl(created._id))).statusCode).toBe(
      200,
    );
  });
});

describe('GET teams/{teamId}/members/{memberId}/examinations', () => {
  it("lists the patient's examinations oldest first, archived included", async () => {
    const patient = await addPatient(testApp, clinic.teamId, 'Zofia Lewandowska');
    const first = await createExamination(testApp, clinic.admin.token, clinic.teamId, patient);
    const second = await createExamination(testApp, clinic.admin.token, clinic.teamId, patient);
    await call(testApp, clinic.admin.token, 'PATCH', examinationUrl(first._id), { archived: true });
    const response = await call(
      testApp,
      doctor.token,
      'GET',
      `teams/${clinic.teamId}/members/${patient}/examinations`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().map((item: { _id: string }) => item._id)).toEqual([
      first._id,
      second._id,
    ]);
  });
});
