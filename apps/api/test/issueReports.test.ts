import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ISSUE_REPORT_CATEGORIES } from '@telemed/domain';
import { users } from '../src/db/schema';
import {
  addPatient,
  addSignedInMember,
  call,
  createClinic,
  createExamination,
} from './examinationsFixtures';
import type { Clinic } from './examinationsFixtures';
import { setUpTestApp } from './helpers/setUpTestApp';
import { signUp } from './helpers/testApp';

const testApp = setUpTestApp();

let clinic: Clinic;
let siteAdministrator: { token: string };

beforeAll(async () => {
  clinic = await createClinic(testApp, 'Reporting Clinic');
  const account = await signUp(testApp);
  await testApp.app.db
    .update(users)
    .set({ siteRoles: ['administrator'] })
    .where(eq(users.id, account.userId));
  siteAdministrator = account;
});

describe('issue reports', () => {
  it('stores reports of the nine categories with reporter, clinic and examination', async () => {
    expect(ISSUE_REPORT_CATEGORIES).toHaveLength(9);
    const nurse = await addSignedInMember(testApp, clinic.teamId, 'nurse');
    const patientId = await addPatient(testApp, clinic.teamId, 'Reported Patient');
    const examination = await createExamination(
      testApp,
      clinic.admin.token,
      clinic.teamId,
      patientId,
    );
    const submitted = await call(testApp, nurse.token, 'POST', 'issue-reports', {
      category: 'signalRecordingProblems',
      description: '  ECG lead came off overnight  ',
      teamId: clinic.teamId,
      examinationId: examination._id,
    });
    expect(submitted.statusCode).toBe(201);
    expect(submitted.json()).toEqual({ message: 'report submitted' });
    const account = await signUp(testApp);
    for (const category of ISSUE_REPORT_CATEGORIES) {
      await call(testApp, account.token, 'POST', 'issue-reports', {
        category,
        description: category,
      });
    }

    const list = await call(testApp, siteAdministrator.token, 'GET', 'admin/issue-reports?size=3');
    expect(list.json().total).toBe(10);
    expect(list.json().data).toHaveLength(3);
    const recording = await call(
      testApp,
      siteAdministrator.token,
      'GET',
      'admin/issue-reports?category=signalRecordingProblems',
    );
    expect(recording.json().data).toContainEqual({
      _id: expect.any(String),
      category: 'signalRecordingProblems',
      description: 'ECG lead came off overnight',
      reporter: { userId: nurse.userId, email: expect.any(String), fullName: expect.any(String) },
      teamId: clinic.teamId,
      teamName: 'Reporting Clinic',
      examinationId: examination._id,
      createdAt: expect.any(String),
    });
    expect(recording.json().total).toBe(2);
  });

  it('checks the body, the clinic and the examination', async () => {
    const account = await signUp(testApp);
    const invalid = await call(testApp, account.token, 'POST', 'issue-reports', {
      category: 'boredom',
      description: '',
    });
    expect(invalid.json().validationErrors).toEqual([
      { property: 'category', constraints: { invalidValue: 'Invalid format' } },
      { property: 'description', constraints: { isRequired: 'Field is required' } },
    ]);
    const foreignClinic = await call(testApp, account.token, 'POST', 'issue-reports', {
      category: 'other',
      description: 'Not my clinic',
      teamId: clinic.teamId,
    });
    expect(foreignClinic.statusCode).toBe(403);
    const other = await createClinic(testApp, 'Other Reporting Clinic');
    const patientId = await addPatient(testApp, clinic.teamId, 'Foreign Examination');
    const examination = await createExamination(
      testApp,
      clinic.admin.token,
      clinic.teamId,
      patientId,
    );
    const foreignExamination = await call(testApp, other.admin.token, 'POST', 'issue-reports', {
      category: 'incorrectDiagnosis',
      description: 'Wrong rhythm',
      teamId: other.teamId,
      examinationId: examination._id,
    });
    expect(foreignExamination.statusCode).toBe(404);
    expect(foreignExamination.json().code).toBe('EXAMINATION_NOT_FOUND');
  });

  it('are listed for site administrators only', async () => {
    expect((await call(testApp, clinic.admin.token, 'GET', 'admin/issue-reports')).statusCode).toBe(
      403,
    );
    expect(
      (await testApp.app.inject({ method: 'GET', url: '/api/admin/issue-reports' })).statusCode,
    ).toBe(401);
  });
});
