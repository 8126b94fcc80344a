import { DEFAULT_CLINIC_FEATURES } from '@telemed/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { teams, users } from '../src/db/schema';
import { FeaturesRepository } from '../src/repositories/featuresRepository';
import { addSignedInMember, call, createClinic } from './examinationsFixtures';
import type { Clinic } from './examinationsFixtures';
import { withDatabaseBefore } from './helpers/migrationSteps';
import { setUpTestApp } from './helpers/setUpTestApp';
import { signUp } from './helpers/testApp';

const testApp = setUpTestApp();

let clinic: Clinic;
let siteAdministrator: { token: string };

beforeAll(async () => {
  clinic = await createClinic(testApp, 'Features Clinic');
  const account = await signUp(testApp);
  await testApp.app.db
    .update(users)
    .set({ siteRoles: ['administrator'] })
    .where(eq(users.id, account.userId));
  siteAdministrator = account;
});

describe('feature visibilities', () => {
  it('are set per clinic by site administrators and read by its members', async () => {
    const url = `teams/${clinic.teamId}/feature-visibilities`;
    const patient = await addSignedInMember(testApp, clinic.teamId, 'user');
    // A new clinic starts with the examination workflow.
    expect((await call(testApp, patient.token, 'GET', url)).json()).toEqual([
      { name: 'examinations' },
      { name: 'examinationsBoard' },
      { name: 'annotations' },
      { name: 'edfImport' },
    ]);

    const set = await call(
      testApp,
      siteAdministrator.token,
      'PUT',
      `admin/teams/${clinic.teamId}/feature-visibilities`,
      { names: ['programs', 'examinations', 'programs'] },
    );
    expect(set.json()).toEqual([{ name: 'examinations' }, { name: 'programs' }]);
    expect((await call(testApp, patient.token, 'GET', url)).json()).toEqual([
      { name: 'examinations' },
      { name: 'programs' },
    ]);

    const teams = (await call(testApp, siteAdministrator.token, 'GET', 'admin/teams')).json();
    expect(teams).toContainEqual({
      _id: clinic.teamId,
      name: 'Features Clinic',
      countryContext: 'PL',
      memberCount: 2,
      features: ['examinations', 'programs'],
      createdAt: expect.any(String),
    });
  });

  it('refuses unknown names, unknown clinics, other users and outsiders', async () => {
    const invalid = await call(
      testApp,
      siteAdministrator.token,
      'PUT',
      `admin/teams/${clinic.teamId}/feature-visibilities`,
      { names: ['teleportation'] },
    );
    expect(invalid.json().validationErrors).toEqual([
      { property: 'names.0', constraints: { invalidValue: 'Invalid format' } },
    ]);
    const unknown = await call(
      testApp,
      siteAdministrator.token,
      'PUT',
      'admin/teams/0b7e9a52-8f0c-4f39-b0a7-5b8f1c2d3e4f/feature-visibilities',
      { names: [] },
    );
    expect(unknown.statusCode).toBe(404);
    // A clinic administrator is not a site administrator.
    for (const [method, url, body] of [
      ['GET', 'admin/teams'],
      ['PUT', `admin/teams/${clinic.teamId}/feature-visibilities`, { names: [] }],
    ] as const) {
      expect((await call(testApp, clinic.admin.token, method, url, body)).statusCode).toBe(403);
    }
    const other = await createClinic(testApp, 'Featureless');
    expect(
      (await call(testApp, other.admin.token, 'GET', `teams/${clinic.teamId}/feature-visibilities`))
        .statusCode,
    ).toBe(403);
  });
});

describe('the default features migration', () => {
  it('gives clinics made before feature visibilities the defaults of new clinics', async () => {
    await withDatabaseBefore('0005', async (db, migrateTheRest) => {
      const [old] = await db
        .insert(teams)
        .values({ name: 'Old Clinic', countryContext: 'PL' })
        .returning();
      await migrateTheRest();
      const names = await new FeaturesRepository(db).listOfTeam(old?.id ?? '');
      expect([...names].sort()).toEqual([...DEFAULT_CLINIC_FEATURES].sort());
    });
  });
});
