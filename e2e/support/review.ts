import { expect } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
import { bearer, demoSession } from './api';
import { demoDoctor } from './demo';
import { signIn } from './signIn';

/**
 * A complete COVID questionnaire (platform-core §5) dated before `start`: a COVID examination is
 * created only with a valid one.
 */
function covidQuestionnaire(start: Date) {
  const hoursBefore = (hours: number) =>
    new Date(start.getTime() - hours * 3_600_000).toISOString();
  return {
    qualification_date: hoursBefore(1),
    qualification: 'group_higher_risk',
    active_infection: 'yes',
    referred_from: 'referred_from_poz',
    weight: 76,
    height: 172,
    pressure_systolic: 124,
    pressure_diastolic: 80,
    temperature: 37.2,
    spo2: 96,
    respiration_rate: 16,
    heart_rate: 82,
    mmrc: 'mmrc_1',
    post_exercise_measurements: 'no',
    device_number: 'OX-1001',
    address: 'ul. Polna 3/7, Warszawa',
    additional_person: 'Maria (wife)',
    additional_person_phone: '+48 600 100 200',
  };
}

/**
 * Waits until the examination's ECG analysis task — which a demo Holter's recording gets when it
 * is made — is completed, so a review starts from the analysed recording.
 */
export async function ecgAnalysed(
  request: APIRequestContext,
  { token, teamId }: { token: string; teamId: string },
  examinationId: string,
) {
  await expect
    .poll(
      async () => {
        const answer = await request.get('/api/analysis/ecg/tasks', {
          headers: bearer(token),
          params: { teamId },
        });
        const { tasks } = (await answer.json()) as {
          tasks: { examinationId: string | null; status: string }[];
        };
        return tasks.find((task) => task.examinationId === examinationId)?.status;
      },
      { timeout: 60_000, intervals: [100, 200] },
    )
    .toBe('completed');
}

/**
 * An examination of a demo patient at a random minute of the past years. A new examination has
 * no recording; unless `recording: 'none'` is asked for, it is given the demo clinic's made-up
 * recording of its type (POST …/recording/demo), as a newcomer would with "Use a demo recording",
 * and a Holter's ECG analysis, which follows in the background, is waited for.
 */
export async function createExamination(
  request: APIRequestContext,
  { token, teamId }: { token: string; teamId: string },
  type: 'holter_ecg' | 'sleep_apnea' | 'covid' | 'edf_dataset',
  hours: number,
  { recording = 'demo' }: { recording?: 'demo' | 'none' } = {},
): Promise<string> {
  const patients = (await (
    await request.get('/api/search', {
      headers: bearer(token),
      params: { phrase: '', teamId, roles: 'user' },
    })
  ).json()) as { _id: string }[];
  const patient = patients[Math.floor(Math.random() * patients.length)];
  if (!patient) throw new Error('the demo clinic has no patients');
  const start = Date.UTC(2022, 0, 1) + Math.floor(Math.random() * 3 * 365 * 24 * 60) * 60_000;
  const response = await request.post(`/api/teams/${teamId}/members/${patient._id}/examinations`, {
    headers: bearer(token),
    data: {
      type,
      startDate: new Date(start).toISOString(),
      endDate: new Date(start + hours * 3_600_000).toISOString(),
      // A sleep study's description names its severity: the demo night then has events to review.
      description:
        type === 'sleep_apnea' ? 'End-to-end review, moderate sleep apnoea' : 'End-to-end review',
      ...(type === 'covid' ? { questionnaire: covidQuestionnaire(new Date(start)) } : {}),
    },
  });
  expect(response.status()).toBe(201);
  const examinationId = ((await response.json()) as { _id: string })._id;
  if (recording === 'demo') {
    const made = await request.post(
      `/api/teams/${teamId}/examinations/${examinationId}/recording/demo`,
      { headers: bearer(token), timeout: 60_000 },
    );
    expect(made.status()).toBe(201);
    if (type === 'holter_ecg') await ecgAnalysed(request, { token, teamId }, examinationId);
  }
  return examinationId;
}

/** Opens `path` signed in as the demo doctor, past the cookie banner. */
export async function openSignedIn(page: Page, path: string) {
  await page.goto(path);
  await signIn(page, demoDoctor);
  await expect(page).toHaveURL(path);
  const cookies = page.getByRole('button', { name: 'Accept' });
  if (await cookies.isVisible()) await cookies.click();
}

/** Waits until the examination page says it has no recording yet. */
export async function noRecordingShown(page: Page) {
  await expect(
    page.getByRole('heading', { name: 'This examination has no recording yet.' }),
  ).toBeVisible({ timeout: 30_000 });
}

/** Waits until the examination page has drawn its signals. */
export async function signalsLoaded(page: Page) {
  await expect(page.getByRole('group', { name: 'Signals' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('Loading signals…')).toHaveCount(0, { timeout: 15_000 });
}

/**
 * Puts the clinic's analysis parameters of the examination on the page back to the defaults (the
 * clinic keeps what a test ran with): after a reload the Analysis tab shows `field` at `saved`,
 * then "Restore the defaults" and a run after the warning.
 */
export async function restoreAnalysisDefaults(page: Page, field: string, saved: string) {
  await page.reload();
  await signalsLoaded(page);
  await page.getByRole('tab', { name: 'Analysis' }).click();
  await expect(page.getByRole('textbox', { name: field })).toHaveValue(saved);
  await page.getByRole('button', { name: 'Restore the defaults' }).click();
  await page.getByRole('button', { name: 'Run the analysis' }).click();
  await page
    .getByRole('alertdialog', { name: 'Run the analysis again?' })
    .getByRole('button', { name: 'Run' })
    .click();
  await expect(page.getByText(/Analysis done\./).first()).toBeVisible({ timeout: 30_000 });
}

/**
 * A new examination of a demo patient (see {@link createExamination}), opened by the demo doctor
 * with its signals drawn.
 */
export async function openNewExamination(
  page: Page,
  request: APIRequestContext,
  type: 'holter_ecg' | 'sleep_apnea' | 'covid',
  hours: number,
) {
  const session = await demoSession(request, demoDoctor);
  const examinationId = await createExamination(request, session, type, hours);
  const path = `/clinic/${session.teamId}/examinations/${examinationId}`;
  await openSignedIn(page, path);
  await signalsLoaded(page);
  return { session, examinationId, path };
}
