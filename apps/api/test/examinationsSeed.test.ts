import { BOARD_STATUSES, EXAMINATION_TYPES, displayedExaminationStatus } from '@telemed/domain';
import { describe, expect, it } from 'vitest';
import { examinations } from '../src/db/schema';
import { DEMO_PASSWORD, seedDemo } from '../src/seed/demo';
import { bearer, logIn } from './helpers/testApp';
import { setUpTestApp } from './helpers/setUpTestApp';

const testApp = setUpTestApp();

describe('demo examinations', () => {
  it('seeds examinations of every type in every board column, once', async () => {
    expect(await seedDemo(testApp.app.db, testApp.app.passwordHasher)).toBe(true);
    expect(await seedDemo(testApp.app.db, testApp.app.passwordHasher)).toBe(false);
    const rows = await testApp.app.db.select().from(examinations);
    expect(rows).toHaveLength(12);
    expect(new Set(rows.map((row) => row.type))).toEqual(new Set(EXAMINATION_TYPES));
    const columns = new Set(rows.map((row) => displayedExaminationStatus(row.status)));
    expect(columns).toEqual(new Set(BOARD_STATUSES.filter((status) => status !== 'ARCHIVED')));
    for (const row of rows)
      expect(row.durationMs).toBe(row.endDate.getTime() - row.startDate.getTime());
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
    expect(list.json()).toMatchObject({ total: 12 });
    expect(list.json().data).toHaveLength(10);
    const pending = await testApp.app.inject({
      method: 'GET',
      url: `/api/teams/${team!._id}/examinations/pending`,
      headers: bearer(token),
    });
    expect(
      pending
        .json()
        .map((item: { status: string }) => item.status)
        .sort(),
    ).toEqual(['DEFAULT', 'DESCRIBED', 'DESCRIBED', 'FOR_DESCRIPTION', 'FOR_DESCRIPTION']);
  });
});
