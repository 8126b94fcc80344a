import { expect, test } from './support/test';
import type { APIRequestContext, Page } from '@playwright/test';
import { bearer, demoSession } from './support/api';
import { expectNoAxeViolations } from './support/axe';
import { demoAdministrator, demoPatient } from './support/demo';
import { createExamination } from './support/review';
import { signIn } from './support/signIn';

/*
 * axe on every route of both apps, as the real server serves them, so an accessibility
 * regression on a page fails the suite (stories check the components; pages put them together:
 * landmarks, headings, names that only exist on a page). Each page is judged once drawn: its
 * heading shown and nothing busy.
 */
test.use({ timezoneId: 'UTC' });

/** A phone's screen in CSS pixels (an iPhone 14's). */
const PHONE = { width: 390, height: 844 };

/**
 * Reflow (WCAG 1.4.10): on a phone the page is no wider than the screen; wide tables and plots
 * scroll in their own frames. Soft, so every page's width is reported.
 */
async function expectReflowOnPhone(page: Page, path: string) {
  await page.setViewportSize(PHONE);
  await expect
    .soft(
      () =>
        expect(
          page.evaluate(() => document.documentElement.scrollWidth),
        ).resolves.toBeLessThanOrEqual(PHONE.width),
      `${path} is wider than a phone`,
    )
    .toPass({ timeout: 5_000 });
}

/** Waits until the page shows its first-level heading and has no busy region or loading text. */
async function settled(page: Page) {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 30_000 });
  await expect(page.getByText(/^Loading/)).toHaveCount(0, { timeout: 30_000 });
}

test('the public pages of the clinic portal and the patient signup', async ({ page }) => {
  test.setTimeout(120_000);
  for (const path of [
    '/sign-in',
    '/register',
    '/forgot-password',
    '/en/service-terms',
    '/pl/privacy-policy',
    '/de/data-processing',
    '/el/subscription-services',
    '/404',
    '/register-rehabilitation/subscription',
    '/register-rehabilitation/form',
    '/payment-success-one-time',
  ]) {
    await page.goto(path);
    await settled(page);
    await expectNoAxeViolations(page, path);
  }
});

/**
 * The demo clinic's ids the clinic's pages are opened with: a patient, an employee, a Holter, a
 * qualification.
 */
async function demoIds(request: APIRequestContext) {
  const session = await demoSession(request, demoAdministrator);
  const { teamId } = session;
  const headers = bearer(session.token);
  const firstOf = async (kind: 'patients' | 'employees') => {
    const answer = await request.get(`/api/teams/${teamId}?kind=${kind}`, { headers });
    const { members } = (await answer.json()) as { members: { _id: string }[] };
    if (!members[0]) throw new Error(`the demo clinic has no ${kind}`);
    return members[0]._id;
  };
  const examinationId = await createExamination(request, session, 'holter_ecg', 1);
  const examination = await request.get(`/api/teams/${teamId}/examinations/${examinationId}`, {
    headers,
  });
  const { memberId } = (await examination.json()) as { memberId: string };
  // A qualification the demo has finished, so its form shows the final qualification's state.
  const qualifications = await request.get(
    `/api/teams/${teamId}/qualifications?state=qualified&limit=1`,
    { headers },
  );
  const { data } = (await qualifications.json()) as { data: { _id: string }[] };
  if (!data[0]) throw new Error('the demo clinic has no qualified qualification');
  return {
    clinic: `/clinic/${teamId}`,
    report: `/clinic/${teamId}/members/${memberId}/examinations/${examinationId}`,
    examinationId,
    patientId: await firstOf('patients'),
    employeeId: await firstOf('employees'),
    qualificationId: data[0]._id,
  };
}

type DemoIds = Awaited<ReturnType<typeof demoIds>>;

/** Every signed-in page: its name in the test's title and its path. */
const signedInPages: [string, (ids: DemoIds) => string][] = [
  ['the examinations', ({ clinic }) => `${clinic}/examinations`],
  ['an examination', ({ clinic, examinationId }) => `${clinic}/examinations/${examinationId}`],
  ['its report', ({ report }) => `${report}/report`],
  ['its HRV report', ({ report }) => `${report}/hrvreport`],
  ['the members', ({ clinic }) => `${clinic}/members`],
  ['a patient', ({ clinic, patientId }) => `${clinic}/members/${patientId}`],
  ['an employee', ({ clinic, employeeId }) => `${clinic}/employees/${employeeId}`],
  ['the annotations', ({ clinic }) => `${clinic}/annotations`],
  ['the pending examinations', ({ clinic }) => `${clinic}/pending-examinations`],
  ["the clinic's settings", ({ clinic }) => `${clinic}/settings`],
  ['a new order', ({ clinic }) => `${clinic}/orders/new`],
  ['the COVID dashboard', ({ clinic }) => `${clinic}/covid`],
  ['the programs', ({ clinic }) => `${clinic}/programs`],
  ['the libraries', ({ clinic }) => `${clinic}/libraries`],
  ['the qualifications', ({ clinic }) => `${clinic}/qualifications`],
  [
    'a qualification',
    ({ clinic, qualificationId }) => `${clinic}/qualifications/${qualificationId}`,
  ],
  ["the patients' root", () => '/'],
  ["the user's settings", () => '/settings'],
  ['the invitations', () => '/invitations'],
  ['the subscription', () => '/subscription'],
  ['the site features', () => '/admin/features'],
  ['the issue reports', () => '/admin/issue-reports'],
  ["the clinics' orders", () => '/admin/orders'],
];

test.describe('signed in as the demo clinic’s administrator', () => {
  let ids: DemoIds;
  test.beforeAll(async ({ request }) => {
    ids = await demoIds(request);
  });

  for (const [name, pathOf] of signedInPages) {
    test(`${name} page passes axe`, async ({ page }) => {
      const path = pathOf(ids);
      await page.goto(path);
      await signIn(page, demoAdministrator);
      await expect(page.getByRole('heading', { name: 'Sign in to Telemed' })).toHaveCount(0);
      await settled(page);
      await expectNoAxeViolations(page, path);

      await expectReflowOnPhone(page, path);
    });
  }
});

/** The patient's own pages: their home, their program's days and a report shared with them. */
test.describe('signed in as the demo clinic’s patient', () => {
  let pages: [string, string][];
  test.beforeAll(async ({ request }) => {
    const session = await demoSession(request, demoPatient);
    const headers = bearer(session.token);
    const teams = (await (await request.get('/api/teams', { headers })).json()) as {
      _id: string;
      memberId: string;
    }[];
    const clinic = teams.find((team) => team._id === session.teamId) ?? teams[0];
    if (!clinic) throw new Error('the demo patient is in no clinic');
    const examinations = (await (
      await request.get(`/api/teams/${clinic._id}/members/${clinic.memberId}/examinations`, {
        headers,
      })
    ).json()) as { _id: string; status: string }[];
    const described = examinations.find(({ status }) => status === 'DESCRIBED');
    if (!described) throw new Error('the demo patient has no described examination');
    pages = [
      ['the patient’s home', '/my-health'],
      ['the patient’s program', `/my-health/${clinic._id}/program`],
      [
        'a report shared with the patient',
        `/my-health/${clinic._id}/members/${clinic.memberId}/examinations/${described._id}/report`,
      ],
    ];
  });

  test('the patient’s pages pass axe and reflow on a phone', async ({ page }) => {
    test.setTimeout(120_000);
    await page.goto('/my-health');
    await signIn(page, demoPatient);
    for (const [name, path] of pages) {
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto(path);
      await settled(page);
      await expectNoAxeViolations(page, name);
      await expectReflowOnPhone(page, path);
    }
  });
});
