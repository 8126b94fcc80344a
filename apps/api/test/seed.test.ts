import { COUNTRIES, WEIGHT_MAX_KG, WEIGHT_MIN_KG, bodyMassIndex } from '@telemed/domain';
import { describe, expect, it } from 'vitest';
import { users } from '../src/db/schema';
import { DEMO_CLINIC_NAME, DEMO_PASSWORD, DEMO_SIGN_INS, seedDemo } from '../src/seed/demo';
import { DEMO_ISSUE_REPORTS } from '../src/seed/demoIssueReports';
import { DEMO_PATIENTS } from '../src/seed/demoPatients';
import { DEMO_WEIGH_INS } from '../src/seed/demoWeights';
import { shortestDemoExamination } from './demoExaminations';
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

  it('gives each patient weekly weigh-ins with a plausible body mass index, shown on their record', async () => {
    await seedDemo(testApp.app.db, testApp.app.passwordHasher);
    const login = await logIn(testApp.app, 'nurse@demo.telemed.test', DEMO_PASSWORD);
    const { token } = login.json();
    const headers = bearer(token);
    const [team] = (await testApp.app.inject({ method: 'GET', url: '/api/teams', headers })).json();
    const clinic = (
      await testApp.app.inject({
        method: 'GET',
        url: `/api/teams/${team._id}?kind=patients`,
        headers,
      })
    ).json();
    // The listed patients; the demo patient sign-in records their own weights.
    const listed = clinic.members.filter((member: { email: string }) =>
      member.email.endsWith('@patients.demo.telemed.test'),
    );
    expect(listed).toHaveLength(DEMO_PATIENTS.length);
    for (const member of listed) {
      const weights = (
        await testApp.app.inject({
          method: 'GET',
          url: `/api/teams/${team._id}/members/${member._id}/weights?limit=100`,
          headers,
        })
      ).json();
      expect(weights.total).toBe(DEMO_WEIGH_INS);
      const [latest, previous] = weights.data;
      // Newest first, a week apart; the record's weight is the latest weigh-in.
      expect(Date.parse(latest.date) - Date.parse(previous.date)).toBeCloseTo(7 * 86_400_000, -7);
      expect(member.profile.weight).toBe(latest.value);
      for (const { value } of weights.data) {
        expect(value).toBeGreaterThanOrEqual(WEIGHT_MIN_KG);
        expect(value).toBeLessThanOrEqual(WEIGHT_MAX_KG);
        const bmi = bodyMassIndex(member.profile.height, value);
        expect(bmi).toBeGreaterThan(19);
        expect(bmi).toBeLessThan(33);
      }
    }
  });

  it('has issue reports from the staff for the site administrators’ list', async () => {
    await seedDemo(testApp.app.db, testApp.app.passwordHasher);
    const login = await logIn(testApp.app, 'administrator@demo.telemed.test', DEMO_PASSWORD);
    const reports = await testApp.app.inject({
      method: 'GET',
      url: '/api/admin/issue-reports',
      headers: bearer(login.json().token),
    });
    expect(reports.statusCode).toBe(200);
    expect(reports.json().total).toBe(DEMO_ISSUE_REPORTS.length);
    expect(reports.json().data[0]).toMatchObject({
      teamName: DEMO_CLINIC_NAME,
      reporter: { email: expect.stringMatching(/@demo\.telemed\.test$/) },
    });
  });

  it('has qualifications at every step of the lifecycle, with their figures', async () => {
    await seedDemo(testApp.app.db, testApp.app.passwordHasher);
    const login = await logIn(testApp.app, 'doctor@demo.telemed.test', DEMO_PASSWORD);
    const { token } = login.json();
    const [clinic] = (
      await testApp.app.inject({ method: 'GET', url: '/api/teams', headers: bearer(token) })
    ).json();
    const page = await testApp.app.inject({
      method: 'GET',
      url: `/api/teams/${clinic._id}/qualifications`,
      headers: bearer(token),
    });
    expect(page.statusCode).toBe(200);
    const states = page.json().data.map((item: { state: string }) => item.state);
    expect(new Set(states)).toEqual(
      new Set(['start', 'qualifying', 'testing', 'qualified', 'accepted', 'rejected']),
    );
    const accepted = page.json().data.find((item: { state: string }) => item.state === 'accepted');
    expect(accepted).toMatchObject({ finalQualification: 'end', figures: { totalScore: 7 } });
  });

  it('gives the demo examinations no made-up recording unless the demo is prepared', async () => {
    await seedDemo(testApp.app.db, testApp.app.passwordHasher);
    const login = await logIn(testApp.app, 'doctor@demo.telemed.test', DEMO_PASSWORD);
    const [team] = (
      await testApp.app.inject({
        method: 'GET',
        url: '/api/teams',
        headers: bearer(login.json().token),
      })
    ).json();
    const examination = await shortestDemoExamination(testApp, team._id, 'hrv');
    const recording = await testApp.app.inject({
      method: 'GET',
      url: `/api/teams/${team._id}/examinations/${examination.id}/recording`,
      headers: bearer(login.json().token),
    });
    expect(recording.statusCode).toBe(404);
    expect(recording.json().message).toBe('Recording not found');
  });
});
