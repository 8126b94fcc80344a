import { describe, expect, it } from 'vitest';
import { addSignedInMember, call, createClinic } from './examinationsFixtures';
import { setUpTestApp } from './helpers/setUpTestApp';
import { logIn, signUp, VALID_PASSWORD } from './helpers/testApp';

const testApp = setUpTestApp();

const deleteAccount = (token: string, body: unknown) =>
  call(testApp, token, 'DELETE', 'users/me', body);

describe('DELETE users/me', () => {
  it('deletes a staff member’s account after the password, and their sessions end with it', async () => {
    const clinic = await createClinic(testApp, 'Leaving Clinic');
    const leaving = await signUp(testApp);
    const doctor = await addSignedInMember(testApp, clinic.teamId, 'doctor');

    const wrong = await deleteAccount(doctor.token, { password: 'Not-the-password-1' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().validationErrors).toEqual([
      { property: 'password', constraints: { wrongCurrentPassword: 'Wrong current password' } },
    ]);

    const deleted = await deleteAccount(doctor.token, { password: VALID_PASSWORD });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json()).toEqual({ message: 'account deleted' });
    // The token was valid a moment ago; its account is gone.
    expect((await call(testApp, doctor.token, 'GET', 'users/me')).statusCode).toBe(401);
    expect((await call(testApp, doctor.token, 'GET', 'teams')).statusCode).toBe(401);
    expect((await logIn(testApp.app, doctor.email, VALID_PASSWORD)).statusCode).not.toBe(200);
    // The clinic carries on without them.
    const employees = await call(
      testApp,
      clinic.admin.token,
      'GET',
      `teams/${clinic.teamId}?kind=employees`,
    );
    expect(employees.json().members.map((member: { _id: string }) => member._id)).not.toContain(
      doctor.memberId,
    );
    // Someone else's account is untouched.
    expect((await call(testApp, leaving.token, 'GET', 'users/me')).statusCode).toBe(200);
  });

  it('is refused while a clinic keeps the user as its patient', async () => {
    const clinic = await createClinic(testApp, 'Records Clinic');
    const patient = await addSignedInMember(testApp, clinic.teamId, 'user');
    const refused = await deleteAccount(patient.token, { password: VALID_PASSWORD });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().validationErrors).toEqual([
      {
        property: 'account',
        constraints: {
          patientRecordsKept:
            'A clinic keeps your records as its patient: ask it to remove you before deleting your account',
        },
      },
    ]);
    expect((await call(testApp, patient.token, 'GET', 'users/me')).statusCode).toBe(200);
  });

  it('is refused to a clinic’s only administrator until it has another', async () => {
    const clinic = await createClinic(testApp, 'Solo Clinic');
    const refused = await deleteAccount(clinic.admin.token, { password: VALID_PASSWORD });
    expect(refused.json().validationErrors[0]).toMatchObject({
      property: 'account',
      constraints: { soleClinicAdministrator: expect.stringContaining('only administrator') },
    });
    const second = await addSignedInMember(testApp, clinic.teamId, 'administrator');
    const deleted = await deleteAccount(clinic.admin.token, { password: VALID_PASSWORD });
    expect(deleted.statusCode).toBe(200);
    expect((await call(testApp, second.token, 'GET', `teams/${clinic.teamId}`)).statusCode).toBe(
      200,
    );
  });

  it('needs a signed-in user and a password', async () => {
    const anonymous = await testApp.app.inject({
      method: 'DELETE',
      url: '/api/users/me',
      payload: { password: VALID_PASSWORD },
    });
    expect(anonymous.statusCode).toBe(401);
    const account = await signUp(testApp);
    const missing = await deleteAccount(account.token, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().validationErrors[0].property).toBe('password');
  });
});
