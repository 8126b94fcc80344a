import { COUNTRIES } from '@telemed/domain';
import { describe, expect, it } from 'vitest';
import { users } from '../src/db/schema';
import { DEMO_CLINIC_NAME, DEMO_PASSWORD, DEMO_SIGN_INS, seedDemo } from '../src/seed/demo';
import { DEMO_PATIENTS } from '../src/seed/demoPatients';
import { bearer, logIn } from './helpers/testApp';
import { setUpTestApp } from './helpers/setUpTestApp';

const testApp = setUpTestApp();

describe('demo seed', () => {
  it('creates the clinic, one sign-in per role and the patients, only once', async () => {
    expect(await seedDemo(testApp.app.db, testApp.app.passwordHasher)).toBe(true);
    expect(await seedDemo(testApp.app.db, testApp.app.passwordHasher)).toBe(false);
    const all = await testApp.app.db.select().from(users);
    expect(all).toHaveLength(DEMO_SIGN_INS.length + DEMO_PATIENTS.length);
  });

  it('lets each demo user sign in to the demo clinic with its role', async () => {
    for (const signIn of DEMO_SIGN_INS) {
      const login = await logIn(testApp.app, signIn.email, DEMO_PASSWORD);
      expect(login.statusCode).toBe(200);
      const { token, user } = login.json();
      expect(user.role).toEqual(signIn.role === 'administrator' ? ['administrator'] : []);
      const teams = await testApp.app.inject({
        method: 'GET',
        url: '/api/teams',
        headers: bearer(token),
      });
      expect(teams.json()).toEqual([
        expect.objectContaining({
          name: DEMO_CLINIC_NAME,
          countryContext: 'PL',
          role: signIn.role,
        }),
      ]);
    }
  });

  it('has realistic patients from every supported country', async () => {
    const prefixes = new Set(DEMO_PATIENTS.map((patient) => patient.phone.split(' ')[0]));
    // +1 is Canada; every other country has its own calling code.
    expect(prefixes).toEqual(new Set(['+48', '+49', '+33', '+34', '+39', '+30', '+44', '+1']));
    expect(prefixes.size).toBe(COUNTRIES.length);
    expect(new Set(DEMO_PATIENTS.map((patient) => patient.gender))).toEqual(
      new Set(['female', 'male', 'other']),
    );
    for (const patient of DEMO_PATIENTS) {
      expect(patient.dateOfBirth).toMatch(/^(19[4-9]\d)-\d{2}-\d{2}$/);
    }
  });
});
