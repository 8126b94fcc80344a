import {
  BOARD_STATUSES,
  EXAMINATION_TYPES,
  displayedExaminationStatus,
  validateCovidQuestionnaire,
  validateQuestionnaireAnswers,
} from '@telemed/domain';
import { describe, expect, it } from 'vitest';
import { examinations, teamMembers } from '../src/db/schema';
import { DEMO_PASSWORD, seedDemo } from '../src/seed/demo';
import { DEMO_EXAMINATION_COUNT } from '../src/seed/demoExaminations';
import { EXAMINATION_SPEC_DEFINITIONS } from '../src/catalogue/examinationSpecs';
import { bearer, logIn } from './helpers/testApp';
import { setUpTestApp } from './helpers/setUpTestApp';

const testApp = setUpTestApp();

describe('demo examinations', () => {
  it('seeds examinations of every type in every board column, once', async () => {
    expect(await seedDemo(testApp.app.db, testApp.app.passwordHasher)).toBe(true);
    expect(await seedDemo(testApp.app.db, testApp.app.passwordHasher)).toBe(false);
    const rows = await testApp.app.db.select().from(examinations);
    expect(rows).toHaveLength(DEMO_EXAMINATION_COUNT);
    expect(new Set(rows.map((row) => row.type))).toEqual(new Set(EXAMINATION_TYPES));
    const columns = new Set(rows.map((row) => displayedExaminationStatus(row.status)));
    expect(columns).toEqual(new Set(BOARD_STATUSES));
    for (const row of rows)
      expect(row.durationMs).toBe(row.endDate.getTime() - row.startDate.getTime());
    // Scheduled examinations were booked before now: no row is created in the future.
    const seededBy = Date.now();
    for (const row of rows) expect(row.createdAt.getTime()).toBeLessThanOrEqual(seededBy);
    for (const row of rows.filter((item) => item.archived)) {
      expect(row.status).toBe('ARCHIVED');
      expect(row.statusBeforeArchive).not.toBeNull();
    }
  });

  it('spreads them over every doctor and patient with answers their specs accept', async () => {
    const rows = await testApp.app.db.select().from(examinations);
    const members = await testApp.app.db.select().from(teamMembers);
    const idsOf = (role: string) =>
      new Set(members.filter((member) => member.role === role).map((member) => member.id));
    expect(new Set(rows.map((row) => row.assignedDoctorId).filter(Boolean))).toEqual(
      idsOf('doctor'),
    );
    expect(new Set(rows.map((row) => row.memberId))).toEqual(idsOf('user'));
    // A COVID intake has rules of its own (checked below), beyond what its spec lists.
    for (const row of rows.filter((item) => item.type !== 'covid')) {
      const spec = EXAMINATION_SPEC_DEFINITIONS.find((definition) => definition.type === row.type);
      expect(validateQuestionnaireAnswers(spec!.introQuestionnaire, row.questionnaire)).toEqual([]);
    }
  });

  it('gives every COVID monitoring an intake the COVID rules accept, some asking after-rest values', async () => {
    const covid = (await testApp.app.db.select().from(examinations)).filter(
      (row) => row.type === 'covid',
    );
    expect(covid.length).toBeGreaterThan(10);
    const now = new Date();
    for (const row of covid)
      expect(validateCovidQuestionnaire(row.questionnaire, { now }), row.id).toEqual([]);
    expect(covid.some((row) => row.questionnaire.spo2_after_rest !== undefined)).toBe(true);
  });

  it('shows them to the demo doctor, with pending examinations assigned to them', async () => {
    const login = await logIn(testApp.app, 'doctor@demo.telemed.test', DEMO_PASSWORD);
    const { token } = login.json<{ token: string }>();
    const [team] = (
      await testApp.app.inject({ method: 'GET', url: '/api/teams', headers: bearer(token) })
    ).json<{ _id: string }[]>();
    const list = await testApp.app.inject({
      method: 'POST',
      url: `/api/teams/${team!._id}/examinations/list`,
      headers: bearer(token),
      payload: { pagination: { offset: 0, size: 10 } },
    });
    const rows = await testApp.app.db.select().from(examinations);
    expect(list.json()).toMatchObject({ total: rows.filter((row) => !row.archived).length });
    expect(list.json().data).toHaveLength(10);
    const pending = await testApp.app.inject({
      method: 'GET',
      url: `/api/teams/${team!._id}/examinations/pending`,
      headers: bearer(token),
    });
    const statuses = new Set(pending.json().map((item: { status: string }) => item.status));
    expect(statuses).toEqual(new Set(['DEFAULT', 'FOR_DESCRIPTION', 'DESCRIBED']));
    const doctor = pending.json()[0].assignedPhysician;
    expect(doctor.fullName).toBe('Dr Marek Kamiński');
    for (const item of pending.json()) expect(item.assignedPhysician._id).toBe(doctor._id);
  });
});
