import { access } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { UsersRepository } from '../src/repositories/usersRepository';
import { addPatient, call, createClinic, createExamination } from './examinationsFixtures';
import type { Clinic } from './examinationsFixtures';
import { setUpTestApp } from './helpers/setUpTestApp';
import { VALID_PASSWORD, logIn, signUp, uniqueEmail } from './helpers/testApp';
import { recorderEdf, uploadRecording } from './recordingsFixtures';

const testApp = setUpTestApp();

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('0000000d49484452', 'hex'),
]);

/** Whether anything is stored under the key (a file or a folder) in the app's file storage. */
async function stored(key: string): Promise<boolean> {
  try {
    await access(path.join(testApp.config.dataDir, 'files', ...key.split('/')));
    return true;
  } catch {
    return false;
  }
}

/** An examination of a new patient of the clinic with an uploaded recording; answers its ids. */
async function examinationWithRecording(clinic: Clinic, patientName = 'Recorded Patient') {
  const patientId = await addPatient(testApp, clinic.teamId, patientName);
  const examination = await createExamination(
    testApp,
    clinic.admin.token,
    clinic.teamId,
    patientId,
  );
  const upload = await uploadRecording(
    testApp,
    clinic.admin.token,
    clinic.teamId,
    examination._id,
    recorderEdf(60),
  );
  expect(upload.statusCode).toBe(201);
  expect(await stored(`recordings/${examination._id}`)).toBe(true);
  return { patientId, examinationId: examination._id };
}

async function uploadLogo(clinic: Clinic): Promise<string> {
  const upload = await call(testApp, clinic.admin.token, 'POST', `teams/${clinic.teamId}/logo`, {
    contentType: 'image/png',
  });
  const stored = await testApp.app.inject({
    method: 'PUT',
    url: upload.json().uploadUrl,
    headers: { 'content-type': 'image/png' },
    payload: PNG,
  });
  return stored.json<{ logo: string }>().logo;
}

describe('DELETE teams/{teamId} asks for the administrator’s password', () => {
  it('answers 400 naming the password when there is none, and keeps the clinic', async () => {
    const clinic = await createClinic(testApp, 'Unconfirmed Deletion');
    for (const payload of [undefined, {}]) {
      const response = await call(
        testApp,
        clinic.admin.token,
        'DELETE',
        `teams/${clinic.teamId}`,
        payload,
      );
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        statusCode: 400,
        code: 'VALIDATION_ERROR',
        message: 'Validation failed',
        validationErrors: [
          { property: 'password', constraints: { isRequired: 'Field is required' } },
        ],
      });
    }
    expect(
      (await call(testApp, clinic.admin.token, 'GET', `teams/${clinic.teamId}/member/me`))
        .statusCode,
    ).toBe(200);
  });

  it('refuses a wrong password with 400 on the password field, and keeps the clinic', async () => {
    const clinic = await createClinic(testApp, 'Guessed Deletion');
    const response = await call(testApp, clinic.admin.token, 'DELETE', `teams/${clinic.teamId}`, {
      password: 'Not-the-password-1',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().validationErrors).toEqual([
      {
        property: 'password',
        constraints: { wrongCurrentPassword: 'Wrong current password' },
      },
    ]);
    expect(
      (await call(testApp, clinic.admin.token, 'GET', `teams/${clinic.teamId}/member/me`))
        .statusCode,
    ).toBe(200);
  });

  it('deletes with the right password', async () => {
    const clinic = await createClinic(testApp, 'Confirmed Deletion');
    const response = await call(testApp, clinic.admin.token, 'DELETE', `teams/${clinic.teamId}`, {
      password: VALID_PASSWORD,
    });
    expect(response.json()).toEqual({ message: 'clinic deleted' });
    expect(
      (await call(testApp, clinic.admin.token, 'GET', `teams/${clinic.teamId}/member/me`))
        .statusCode,
    ).toBe(403);
  });
});

describe('deleting a clinic removes its stored files and the accounts it made', () => {
  it('removes every examination’s recording files and the logo', async () => {
    const clinic = await createClinic(testApp, 'File Clinic');
    const first = await examinationWithRecording(clinic, 'First Patient');
    const second = await examinationWithRecording(clinic, 'Second Patient');
    const logo = await uploadLogo(clinic);
    const logoKey = logo.replace(/^\/api\//, '');
    expect(await stored(logoKey)).toBe(true);
    // Another clinic's files stay.
    const neighbour = await createClinic(testApp, 'Neighbour Clinic');
    const kept = await examinationWithRecording(neighbour);

    const deleted = await call(testApp, clinic.admin.token, 'DELETE', `teams/${clinic.teamId}`, {
      password: VALID_PASSWORD,
    });
    expect(deleted.statusCode).toBe(200);

    expect(await stored(`recordings/${first.examinationId}`)).toBe(false);
    expect(await stored(`recordings/${second.examinationId}`)).toBe(false);
    expect(await stored(`team-logos/${clinic.teamId}`)).toBe(false);
    expect((await testApp.app.inject({ method: 'GET', url: logo })).statusCode).toBe(404);
    expect(await stored(`recordings/${kept.examinationId}`)).toBe(true);
  });

  it('deletes the patient accounts it made that nobody claimed, never a person’s own account', async () => {
    const clinic = await createClinic(testApp, 'Account Clinic');
    const unclaimedEmail = uniqueEmail('unclaimed');
    await call(testApp, clinic.admin.token, 'POST', `teams/${clinic.teamId}/user`, {
      fullName: 'Never Claimed',
      email: unclaimedEmail,
    });
    const person = await signUp(testApp);
    await call(testApp, clinic.admin.token, 'POST', `teams/${clinic.teamId}/user`, {
      fullName: 'Own Account',
      email: person.email,
    });
    await call(testApp, person.token, 'POST', 'teams/joinToTeam', { teamId: clinic.teamId });

    await call(testApp, clinic.admin.token, 'DELETE', `teams/${clinic.teamId}`, {
      password: VALID_PASSWORD,
    });

    const users = new UsersRepository(testApp.app.db);
    expect(await users.findByEmail(unclaimedEmail)).toBeNull();
    expect(await users.findByEmail(person.email)).not.toBeNull();
    expect((await logIn(testApp.app, person.email, person.password)).statusCode).toBe(200);
  });
});

describe('deleting an examination or a patient removes their files', () => {
  it('removes the recording files of a deleted examination', async () => {
    const clinic = await createClinic(testApp, 'Examination Files Clinic');
    const { patientId, examinationId } = await examinationWithRecording(clinic);
    const deleted = await call(
      testApp,
      clinic.admin.token,
      'DELETE',
      `teams/${clinic.teamId}/members/${patientId}/examinations/${examinationId}`,
    );
    expect(deleted.statusCode).toBe(200);
    expect(await stored(`recordings/${examinationId}`)).toBe(false);
  });

  it('removes the recording files of a removed patient’s examinations', async () => {
    const clinic = await createClinic(testApp, 'Patient Files Clinic');
    const { patientId, examinationId } = await examinationWithRecording(clinic);
    const removed = await call(
      testApp,
      clinic.admin.token,
      'DELETE',
      `teams/${clinic.teamId}/members/${patientId}`,
    );
    expect(removed.statusCode).toBe(200);
    expect(await stored(`recordings/${examinationId}`)).toBe(false);
  });
});
