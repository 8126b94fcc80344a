import { expect, test } from './support/test';
import { bearer, demoSession } from './support/api';
import { expectNoAxeViolations } from './support/axe';
import { demoDoctor, demoPatient } from './support/demo';
import { openSignedIn } from './support/review';
import { signIn } from './support/signIn';

/*
 * Action plans against the real server (issue 23): the physician makes an action plan from an
 * examination of the demo patient on the examination page, the examination then has an action
 * plan, and the patient, signed in, answers its questionnaire on their actions page; the answer
 * reaches the physician's plan scored, and the physician marks it reviewed.
 */
test('an action plan made from an examination by staff is answered by the patient', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const doctor = await demoSession(request, demoDoctor);
  const patient = await demoSession(request, demoPatient);
  const { teamId } = doctor;
  const me = await request.get(`/api/teams/${teamId}/member/me`, {
    headers: bearer(patient.token),
  });
  const { _id: memberId } = (await me.json()) as { _id: string };
  const start = Date.UTC(2026, 10, 2, 8) + Math.floor(Math.random() * 20_000) * 60_000;
  const created = await request.post(`/api/teams/${teamId}/members/${memberId}/examinations`, {
    headers: bearer(doctor.token),
    data: {
      type: 'holter_ecg',
      startDate: new Date(start).toISOString(),
      endDate: new Date(start + 24 * 3_600_000).toISOString(),
      description: 'End-to-end action plan',
    },
  });
  expect(created.status()).toBe(201);
  const { _id: examinationId } = (await created.json()) as { _id: string };
  // A new examination has no recording: the demo clinic's made-up one stands in for the file.
  const recording = await request.post(
    `/api/teams/${teamId}/examinations/${examinationId}/recording/demo`,
    { headers: bearer(doctor.token), timeout: 60_000 },
  );
  expect(recording.status()).toBe(201);

  await openSignedIn(page, `/clinic/${teamId}/examinations/${examinationId}`);
  // The report links come in last and move the buttons: click once the row stands still.
  await expect(page.getByRole('link', { name: 'HRV report' })).toBeVisible();
  await page.getByRole('button', { name: 'Action plan', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Action plan' });
  await expect(dialog.getByText('No actions yet.')).toBeVisible();
  await dialog.getByRole('button', { name: /Questionnaire/ }).click();
  await page.getByRole('option', { name: 'mMRC dyspnoea scale' }).click();
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await dialog
    .getByRole('textbox', { name: 'Instructions for the patient' })
    .fill('Once a week, on Monday morning');
  await dialog.getByRole('button', { name: 'Save action plan' }).click();
  const actions = dialog.getByRole('list', { name: 'Actions of the plan' });
  await expect(actions.getByText('mMRC dyspnoea scale')).toBeVisible();
  await expect(actions.getByText('To do')).toBeVisible();
  await expectNoAxeViolations(page, 'action plan dialog');
  const examination = await request.get(`/api/teams/${teamId}/examinations/${examinationId}`, {
    headers: bearer(doctor.token),
  });
  expect(((await examination.json()) as { hasActionPlan: boolean }).hasActionPlan).toBe(true);

  const patientContext = await browser.newContext({ locale: 'en-GB' });
  const patientPage = await patientContext.newPage();
  await patientPage.goto('/');
  await signIn(patientPage, demoPatient);
  await patientPage
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'My actions' })
    .click();
  await expect(patientPage).toHaveURL('/actions');
  const form = patientPage
    .getByRole('form', { name: 'mMRC dyspnoea scale' })
    .filter({ hasText: 'Once a week, on Monday morning' });
  // The radio's input is visually hidden inside its label: the patient clicks the statement.
  await form.getByText(/^2 — I walk slower/).click();
  await expect(form.getByRole('radio', { name: /^2 — / })).toBeChecked();
  await form.getByRole('button', { name: 'Send answers' }).click();
  await expect(form.getByText('Questionnaire answers saved')).toBeVisible();
  await patientContext.close();

  // The physician opens the plan while the recording is still being prepared: the answer of the
  // recording's overview is held until the dialog is open, and the dialog stays open when the
  // loaded review replaces the preparing state (it closed with it before — issue 23).
  let releaseOverview = () => {};
  const dialogOpen = new Promise<void>((resolve) => (releaseOverview = resolve));
  await page.route('**/signalsoverview*', async (route) => {
    await dialogOpen;
    await route.continue();
  });
  await page.reload();
  await expect(page.getByText('Preparing the recording')).toBeVisible();
  await page.getByRole('button', { name: 'Action plan', exact: true }).click();
  await expect(dialog.getByText('Score: 2 of 4')).toBeVisible();
  releaseOverview();
  await expect(page.getByRole('tab', { name: 'Holter rows' })).toBeVisible();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Mark as reviewed' }).click();
  await expect(dialog.getByText('Reviewed', { exact: true })).toBeVisible();
});
