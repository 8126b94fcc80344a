import path from 'node:path';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { apiToken, bearer, registerConfirmed } from './support/api';
import { expect, test } from './support/test';

/*
 * The pages a clinic and a patient live in — the examinations board, an examination under
 * review and the patient's home — as pictures, in English and in German (the language whose
 * words are longest), compared with the committed ones so a change to how they look is seen.
 * The clinic is the spec's own, made the same on every run: fixed names, dates and weights, a
 * real recording (MIT-BIH record 100) imported through the page, and the browsers' clock fixed;
 * nothing on the pictures changes from run to run.
 */
test.describe.configure({ mode: 'serial' });

const mitdb = path.join(import.meta.dirname, '..', 'testdata', 'mitdb');
const password = 'Sunny-Meadow-42';
const staff = { email: 'ewa.lis@snapshots.example.test', password, fullName: 'Ewa Lis' };
const patient = {
  email: 'jan.kowalczyk@snapshots.example.test',
  password,
  fullName: 'Jan Kowalczyk',
};
const otherPatients = ['Anna Zielińska', 'Piotr Wróbel', 'Maria Dąbrowska'];
/** Wide enough for five of the board's columns. */
const viewport = { width: 1600, height: 900 };
/** The browsers' clock: the day the pictures are taken, so ages and "today" stay the same. */
const today = new Date('2026-03-16T09:30:00+01:00');

interface Clinic {
  teamId: string;
  staffToken: string;
  patientToken: string;
  recordedId: string;
}
let clinic: Clinic;

/** A confirmed account of `account`, signed in: its token. */
async function registered(request: APIRequestContext, account: typeof staff): Promise<string> {
  await registerConfirmed(request, account);
  return apiToken(request, account);
}

async function post<Answer>(
  request: APIRequestContext,
  token: string,
  url: string,
  data: unknown,
  method: 'post' | 'put' | 'patch' = 'post',
): Promise<Answer> {
  const answer = await request[method](`/api${url}`, { headers: bearer(token), data });
  expect(answer.ok(), `${method} ${url}: ${await answer.text()}`).toBe(true);
  return (await answer.json()) as Answer;
}

/** An examination of `memberId` from `start` for `hours`, moved to `status`. */
async function examination(
  request: APIRequestContext,
  { teamId, staffToken }: Pick<Clinic, 'teamId' | 'staffToken'>,
  memberId: string,
  type: string,
  start: string,
  hours: number,
  status: string,
): Promise<string> {
  const startDate = new Date(start);
  const { _id } = await post<{ _id: string }>(
    request,
    staffToken,
    `/teams/${teamId}/members/${memberId}/examinations`,
    {
      type,
      startDate: startDate.toISOString(),
      endDate: new Date(startDate.getTime() + hours * 3_600_000).toISOString(),
      description: 'Palpitations in the evening',
    },
  );
  if (status !== 'DEFAULT') {
    await post(
      request,
      staffToken,
      `/teams/${teamId}/examinations/${_id}/status`,
      { status },
      'put',
    );
  }
  return _id;
}

test.beforeAll(async ({ request }) => {
  test.setTimeout(120_000);
  const staffToken = await registered(request, staff);
  const patientToken = await registered(request, patient);
  const { _id: teamId } = await post<{ _id: string }>(request, staffToken, '/teams', {
    name: 'Przychodnia Serce',
    countryContext: 'PL',
  });
  // The patient's account joins by accepting the clinic's invitation.
  await post(request, staffToken, `/teams/${teamId}/user`, {
    fullName: patient.fullName,
    email: patient.email,
  });
  await post(request, patientToken, '/teams/joinToTeam', { teamId });
  const teams = (await (
    await request.get('/api/teams', { headers: bearer(patientToken) })
  ).json()) as { _id: string; memberId: string }[];
  const patientId = teams.find((team) => team._id === teamId)!.memberId;
  await post(
    request,
    staffToken,
    `/teams/${teamId}/user/${patientId}`,
    { dateOfBirth: '1958-04-02', gender: 'male', height: 178 },
    'patch',
  );
  for (const [value, date] of [
    [84.2, '2026-02-02T08:00:00+01:00'],
    [83.6, '2026-02-16T08:00:00+01:00'],
    [82.9, '2026-03-02T08:00:00+01:00'],
  ] as const) {
    await post(request, patientToken, '/weights', {
      value,
      date,
    });
  }
  const others: string[] = [];
  for (const fullName of otherPatients) {
    const created = await post<{ teamMember: { _id: string } }>(
      request,
      staffToken,
      `/teams/${teamId}/user`,
      { fullName },
    );
    others.push(created.teamMember._id);
  }
  const ids = { teamId, staffToken };
  // An EDF dataset: the import keeps MIT-BIH's channel names (MLII, V5), which a Holter's rules
  // (one channel named ECG) refuse.
  const recordedId = await examination(
    request,
    ids,
    patientId,
    'edf_dataset',
    '2026-03-10T08:00:00+01:00',
    1,
    'FOR_DESCRIPTION',
  );
  await examination(
    request,
    ids,
    patientId,
    'sleep_apnea',
    '2026-03-20T22:00:00+01:00',
    8,
    'PENDING',
  );
  const plan = [
    [others[0], 'holter_ecg', '2026-03-18T09:00:00+01:00', 48, 'DEFAULT'],
    [others[1], 'sleep_apnea', '2026-03-12T22:00:00+01:00', 8, 'IN_PROGRESS'],
    [others[2], 'edf_dataset', '2026-03-01T10:00:00+01:00', 2, 'DESCRIBED'],
    [others[0], 'hrv', '2026-02-24T07:30:00+01:00', 1, 'FINISHED'],
    [others[1], 'stress_inlab', '2026-02-20T11:00:00+01:00', 1, 'FAILED'],
  ] as const;
  for (const [memberId, type, start, hours, status] of plan) {
    await examination(request, ids, memberId!, type, start, hours, status);
  }
  clinic = { teamId, staffToken, patientToken, recordedId };
});

/**
 * A page signed in with `token` in `language` (the account's setting, which the portal follows
 * before the browser's), past the cookie banner, its clock on `today`.
 */
async function signedInPage(
  browser: Browser,
  request: APIRequestContext,
  token: string,
  language: string,
): Promise<Page> {
  await post(request, token, '/users/me', { settings: { language } });
  const context = await browser.newContext({
    locale: language,
    timezoneId: 'Europe/Warsaw',
    viewport,
  });
  const page = await context.newPage();
  await page.clock.setFixedTime(today);
  await page.addInitScript((stored) => {
    window.localStorage.setItem('token', stored);
    window.localStorage.setItem('cookiePreference', 'true');
  }, token);
  return page;
}

/** Waits until nothing on the page is loading or moving, for a picture. */
async function still(page: Page) {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 30_000 });
  await page.evaluate(() => document.fonts.ready);
}

test('the examination under review gets MIT-BIH record 100, imported through the page', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const page = await signedInPage(browser, request, clinic.staffToken, 'en-GB');
  await page.goto(`/clinic/${clinic.teamId}/examinations/${clinic.recordedId}`);
  await page.getByRole('button', { name: 'Import EDF' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import EDF file' });
  await dialog
    .locator('input[type="file"]')
    .setInputFiles(['100.hea', '100.dat', '100.atr'].map((name) => path.join(mitdb, name)));
  await expect(dialog.getByRole('status')).toHaveText('The file can be imported.');
  await dialog.getByRole('button', { name: 'Import' }).click();
  await expect(dialog).toBeHidden({ timeout: 60_000 });
  await page.context().close();
});

for (const language of ['en-GB', 'de']) {
  test.describe(language, () => {
    test('the examinations board', async ({ browser, request }) => {
      const page = await signedInPage(browser, request, clinic.staffToken, language);
      await page.goto(`/clinic/${clinic.teamId}/examinations?view=board`);
      await expect(page.getByText('Maria Dąbrowska').first()).toBeVisible({ timeout: 30_000 });
      await still(page);
      await expect(page).toHaveScreenshot(`board-${language}.png`, { fullPage: true });
      await page.context().close();
    });

    test('an examination under review', async ({ browser, request }) => {
      const page = await signedInPage(browser, request, clinic.staffToken, language);
      await page.goto(`/clinic/${clinic.teamId}/examinations/${clinic.recordedId}`);
      await expect(page.getByRole('group', { name: /Signals|Signale/ })).toBeVisible({
        timeout: 30_000,
      });
      await still(page);
      await expect(page).toHaveScreenshot(`examination-${language}.png`, { fullPage: true });
      await page.context().close();
    });

    test('the patient’s home', async ({ browser, request }) => {
      const page = await signedInPage(browser, request, clinic.patientToken, language);
      await page.goto('/my-health');
      await expect(page.getByRole('heading', { name: 'Przychodnia Serce' })).toBeVisible({
        timeout: 30_000,
      });
      await still(page);
      await expect(page).toHaveScreenshot(`patient-home-${language}.png`, { fullPage: true });
      await page.context().close();
    });
  });
}
