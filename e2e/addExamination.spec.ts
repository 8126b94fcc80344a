import { expect, test } from './support/test';
import type { Locator, Page } from '@playwright/test';
import { signInToDemoClinic } from './support/signIn';

interface ListedExamination {
  _id: string;
  status: string;
  type: string;
  description: string;
  duration: number;
  patientFullName: string;
  questionnaire: Record<string, unknown>;
}

/** GET of the API with the signed-in user's token, from the page. */
async function apiGet<T>(page: Page, path: string): Promise<T> {
  return page.evaluate(async (url) => {
    const answer = await fetch(url, {
      headers: { Authorization: `Bearer ${localStorage.getItem('token') ?? ''}` },
    });
    return (await answer.json()) as T;
  }, `/api/${path}`) as Promise<T>;
}

async function openAddExamination(page: Page, teamId: string): Promise<Locator> {
  await page.goto(`/clinic/${teamId}/examinations`);
  await page.getByRole('button', { name: 'Add examination' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add examination' });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function choosePatient(dialog: Locator, phrase: string, name: string): Promise<void> {
  await dialog.getByRole('combobox', { name: /Patient/ }).fill(phrase);
  await dialog
    .page()
    .getByRole('option', { name: new RegExp(name) })
    .click();
}

async function chooseOption(dialog: Locator, field: RegExp, option: string): Promise<void> {
  await dialog.getByRole('button', { name: field }).click();
  await dialog.page().getByRole('option', { name: option, exact: true }).click();
}

test('a doctor creates a Holter examination with its questionnaire and lands on it', async ({
  page,
}) => {
  const teamId = await signInToDemoClinic(page);
  const dialog = await openAddExamination(page, teamId);

  // The search uses the trimmed phrase and offers patients only.
  await choosePatient(dialog, '  kowalczyk ', 'Tomasz Kowalczyk');
  await chooseOption(dialog, /Examination type/, 'Holter ECG');
  await dialog.getByRole('textbox', { name: 'Recognition' }).fill('Palpitations after exercise');

  const weight = dialog.getByRole('textbox', { name: /Body weight/ });
  await weight.fill('700');
  await weight.blur();
  await expect(dialog.getByText('Value must be between 5 and 500')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Save' })).toBeDisabled();
  await weight.fill('78.5');
  await weight.blur();
  await expect(dialog.getByText('Value must be between 5 and 500')).toBeHidden();
  await chooseOption(dialog, /Pacemaker/, 'No');

  // Changing the type resets the questionnaire; choosing Holter again starts it empty.
  await chooseOption(dialog, /Examination type/, 'Sleep apnea');
  await chooseOption(dialog, /Examination type/, 'Holter ECG');
  await expect(weight).toHaveValue('');
  await weight.fill('78.5');
  await weight.blur();
  await chooseOption(dialog, /Pacemaker/, 'No');

  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(new RegExp(`/clinic/${teamId}/examinations/[0-9a-f-]{36}$`));
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Examination created').first()).toBeVisible();

  const examinationId = page.url().split('/').at(-1) ?? '';
  const saved = await apiGet<ListedExamination>(
    page,
    `teams/${teamId}/examinations/${examinationId}`,
  );
  expect(saved).toMatchObject({
    type: 'holter_ecg',
    status: 'DEFAULT',
    description: 'Palpitations after exercise',
    // The default range: the last 24 hours.
    duration: 24 * 3_600_000,
    patientFullName: 'Tomasz Kowalczyk',
    questionnaire: { weight: 78.5, pacemaker: 'no' },
  });
});

test('a save the server refuses keeps the modal open with the message', async ({ page }) => {
  const teamId = await signInToDemoClinic(page);
  const dialog = await openAddExamination(page, teamId);

  await chooseOption(dialog, /Examination type/, 'Sleep apnea');
  // No patient yet: Save says so instead of sending.
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Field is required')).toBeVisible();

  await choosePatient(dialog, 'lewandowska', 'Zofia Lewandowska');
  await expect(dialog.getByText('Field is required')).toBeHidden();
  // Between the modal and the server the range collapses to one instant, which the server
  // refuses with START_DATE_DIFFERENT_THAN_END_DATE.
  let refused = 0;
  await page.route(`**/api/teams/${teamId}/members/*/examinations`, async (route) => {
    const body = route.request().postDataJSON() as { startDate: string };
    refused += 1;
    await route.continue({ postData: JSON.stringify({ ...body, endDate: body.startDate }) });
  });
  await dialog.getByRole('button', { name: 'Save' }).click();

  await expect(page.getByText(/^The examination was not saved\./)).toBeVisible();
  await expect(
    dialog.getByText('Start date cannot be greater than or equal to end date'),
  ).toBeVisible();
  await expect(dialog).toBeVisible();
  expect(refused).toBe(1);
  await expect(page).toHaveURL(`/clinic/${teamId}/examinations`);

  await dialog.getByRole('button', { name: 'Close', exact: true }).last().click();
  await expect(dialog).toBeHidden();
});

test('the pending and annotation lists show the doctor’s examinations awaiting work', async ({
  page,
}) => {
  const teamId = await signInToDemoClinic(page);
  const pending = await apiGet<ListedExamination[]>(page, `teams/${teamId}/examinations/pending`);
  expect(pending.length).toBeGreaterThan(0);

  await page.goto(`/clinic/${teamId}/pending-examinations`);
  await expect(page.getByRole('heading', { level: 1, name: 'Pending examinations' })).toBeVisible();
  const pendingTable = page.getByRole('grid', { name: 'Pending examinations' });
  const pendingRows = pendingTable.getByRole('row').filter({ has: page.getByRole('gridcell') });
  await expect(pendingRows).toHaveCount(Math.min(10, pending.length));
  for (const status of await pendingRows.locator('[data-status]').allTextContents()) {
    expect(['For description', 'Described']).toContain(status);
  }

  const patient = pending[0]?.patientFullName ?? '';
  await pendingTable.getByRole('columnheader', { name: 'Patient' }).click();
  const sortedNames = [...pending]
    .map((item) => item.patientFullName)
    .sort((a, b) => a.localeCompare(b, undefined, { sensitivity: 'base' }));
  await expect(pendingRows.first()).toContainText(sortedNames[0] ?? patient);

  const { response: awaiting } = await apiGet<{ response: ListedExamination[] }>(
    page,
    `annotations/teams/${teamId}/annotator/${await memberIdOf(page, teamId)}/assigned`,
  );
  await page.goto(`/clinic/${teamId}/annotations`);
  await expect(page.getByRole('heading', { level: 1, name: 'Annotations' })).toBeVisible();
  const annotationRows = page
    .getByRole('grid', { name: 'Annotations' })
    .getByRole('row')
    .filter({ has: page.getByRole('gridcell') });
  await expect(annotationRows).toHaveCount(Math.min(10, awaiting.length));
  await expect(annotationRows.locator('[data-status]').first()).toHaveText('For description');
  expect(new Set(await annotationRows.locator('[data-status]').allTextContents())).toEqual(
    new Set(['For description']),
  );

  // A row opens its examination.
  await annotationRows.first().click();
  await expect(page).toHaveURL(new RegExp(`/clinic/${teamId}/examinations/[0-9a-f-]{36}$`));
});

async function memberIdOf(page: Page, teamId: string): Promise<string> {
  const teams = await apiGet<{ _id: string; memberId: string }[]>(page, 'teams');
  return teams.find((team) => team._id === teamId)?.memberId ?? '';
}

/** DD/MM/YYYY of a day some days before today, as the COVID date pickers take it. */
function daysAgo(days: number): string {
  const day = new Date(Date.now() - days * 86_400_000);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${pad(day.getDate())}${pad(day.getMonth() + 1)}${day.getFullYear()}`;
}

/** Types a date into a COVID date picker, segment by segment. */
async function typeDate(dialog: Locator, field: RegExp, digits: string): Promise<void> {
  await dialog.getByRole('group', { name: field }).getByRole('spinbutton').first().click();
  await dialog.page().keyboard.type(digits);
}

async function fillNumber(dialog: Locator, field: RegExp, value: string): Promise<void> {
  const input = dialog.getByRole('textbox', { name: field });
  await input.fill(value);
  await input.blur();
}

async function answerRadio(dialog: Locator, group: RegExp, option: string): Promise<void> {
  // The label takes the click: react-aria's radio input is visually hidden under it.
  await dialog.getByRole('radiogroup', { name: group }).getByText(option, { exact: true }).click();
}

/** Opens the COVID intake for a patient: the statement list comes first. */
async function openCovidIntake(page: Page, teamId: string): Promise<Locator> {
  const dialog = await openAddExamination(page, teamId);
  await choosePatient(dialog, 'kowalczyk', 'Tomasz Kowalczyk');
  await chooseOption(dialog, /Examination type/, 'COVID home monitoring');
  await dialog.getByRole('textbox', { name: 'Recognition' }).fill('COVID-19, home monitoring');
  await dialog.getByRole('button', { name: 'Continue to the COVID intake' }).click();
  await expect(page.getByRole('group', { name: 'Exclusion statements' })).toBeVisible();
  return page.getByRole('dialog');
}

/** Opens the COVID intake, confirms that no statement applies and dates the qualification. */
async function openCovidQuestionnaire(page: Page, teamId: string): Promise<Locator> {
  const dialog = await openCovidIntake(page, teamId);
  await dialog.getByRole('button', { name: 'Confirm the statements' }).click();
  await expect(page.getByRole('dialog', { name: 'COVID questionnaire' })).toBeVisible();
  await typeDate(dialog, /Qualification date/, daysAgo(1));
  return dialog;
}

/** The first measurements, the three that decide whether measurements after rest are asked. */
async function answerVitals(
  dialog: Locator,
  vitals: { spo2: string; respirationRate: string; heartRate: string },
): Promise<void> {
  await fillNumber(dialog, /Body weight/, '82.5');
  await fillNumber(dialog, /Height/, '178');
  await fillNumber(dialog, /Systolic/, '128');
  await fillNumber(dialog, /Diastolic/, '84');
  await fillNumber(dialog, /Body temperature/, '37.4');
  await fillNumber(dialog, /^Saturation SpO2 \(%\)/, vitals.spo2);
  await fillNumber(dialog, /^Respiration rate \(per minute\)/, vitals.respirationRate);
  await fillNumber(dialog, /^Heart rate \(per minute\)/, vitals.heartRate);
}

/** Breathlessness, symptoms, comorbidities and the monitoring's device, address and contact. */
async function answerHistoryAndMonitoring(dialog: Locator): Promise<void> {
  await chooseOption(
    dialog,
    /Breathlessness/,
    '1 — short of breath when hurrying or walking up a slight hill',
  );
  await dialog.getByText('Fever', { exact: true }).click();
  await dialog.getByText('Dry cough', { exact: true }).click();
  await dialog.getByText('Hypertension', { exact: true }).click();
  await answerRadio(dialog, /Measurements after exercise/, 'No');
  await dialog.getByRole('textbox', { name: 'Device number' }).fill('OX-4821');
  await dialog
    .getByRole('textbox', { name: 'Address during monitoring' })
    .fill('ul. Lipowa 12, Kraków');
  await dialog
    .getByRole('textbox', { name: 'Emergency contact', exact: true })
    .fill('Anna (daughter)');
  await dialog.getByRole('textbox', { name: /Emergency contact's phone/ }).fill('+48 600 100 200');
}

test('a doctor enrols a COVID patient through the statements and the questionnaire', async ({
  page,
}) => {
  const teamId = await signInToDemoClinic(page);
  const dialog = await openCovidQuestionnaire(page, teamId);
  await chooseOption(dialog, /Qualification group/, 'Higher risk of severe COVID-19');
  await answerRadio(dialog, /Active infection/, 'No');
  await chooseOption(dialog, /Referred from/, 'Primary care');
  await answerVitals(dialog, { spo2: '97', respirationRate: '16', heartRate: '84' });
  await answerHistoryAndMonitoring(dialog);

  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(new RegExp(`/clinic/${teamId}/examinations/[0-9a-f-]{36}$`));
  await expect(page.getByText('Examination created').first()).toBeVisible();

  const examinationId = page.url().split('/').at(-1) ?? '';
  const saved = await apiGet<ListedExamination>(
    page,
    `teams/${teamId}/examinations/${examinationId}`,
  );
  expect(saved).toMatchObject({
    type: 'covid',
    patientFullName: 'Tomasz Kowalczyk',
    questionnaire: {
      qualification: 'group_higher_risk',
      symptoms_last_days: ['fever', 'dry_cough'],
      comorbidities: ['hypertension'],
      temperature: 37.4,
      params_valid: true,
    },
  });
});

test('a patient a statement applies to is excluded and nothing is saved', async ({ page }) => {
  const teamId = await signInToDemoClinic(page);
  const dialog = await openCovidIntake(page, teamId);
  let created = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && /\/members\/[^/]+\/examinations$/.test(request.url()))
      created += 1;
  });
  await dialog.getByText('The patient is pregnant', { exact: true }).click();
  await expect(dialog.getByRole('checkbox', { name: 'The patient is pregnant' })).toBeChecked();
  await dialog.getByRole('button', { name: 'Confirm the statements' }).click();
  await expect(
    dialog.getByText('A statement applies: the patient cannot be enrolled in home monitoring.'),
  ).toBeVisible();
  await dialog.getByRole('button', { name: 'Close', exact: true }).last().click();
  await expect(dialog).toBeHidden();
  expect(created).toBe(0);
  await expect(page).toHaveURL(`/clinic/${teamId}/examinations`);
});

test('values after rest beyond the limits exclude the patient; out of range within them, only Continue enrols', async ({
  page,
}) => {
  const teamId = await signInToDemoClinic(page);
  const dialog = await openCovidQuestionnaire(page, teamId);
  await chooseOption(dialog, /Qualification group/, 'COVID-19 confirmed');
  await chooseOption(dialog, /Recognised/, 'Within the last 72 hours');
  await typeDate(dialog, /Date of the positive test result/, daysAgo(2));
  await chooseOption(dialog, /Referred from/, 'Primary care');
  // SpO2 under 95 with a recognition in the last 72 hours asks for measurements after rest.
  await expect(dialog.getByRole('textbox', { name: /^Saturation SpO2 after rest/ })).toHaveCount(0);
  await answerVitals(dialog, { spo2: '93', respirationRate: '18', heartRate: '88' });
  await fillNumber(dialog, /^Respiration rate after rest/, '22');
  await fillNumber(dialog, /^Heart rate after rest/, '90');
  await answerHistoryAndMonitoring(dialog);
  await answerRadio(dialog, /Has a smartphone/, 'Yes');
  await answerRadio(dialog, /Depends on a carer/, 'No');

  // SpO2 85 after rest breaks the limits (at least 90): the patient is excluded, nothing saves.
  await fillNumber(dialog, /^Saturation SpO2 after rest/, '85');
  const excluded = dialog.getByText(
    'The patient does not meet the limits after rest and cannot be enrolled',
  );
  await expect(excluded.first()).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Save' })).toBeDisabled();
  await fillNumber(dialog, /^Saturation SpO2 after rest/, '92');
  await expect(excluded).toHaveCount(0);

  // SpO2 92 after rest: at least 90, under 95 — the clinic's limits ask Stop or Continue.
  await expect(
    dialog.getByText(/The values after rest are outside the usual range but within the limits/),
  ).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Save' })).toBeDisabled();
  await dialog.getByRole('button', { name: 'Continue', exact: true }).click();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(new RegExp(`/clinic/${teamId}/examinations/[0-9a-f-]{36}$`));

  const examinationId = page.url().split('/').at(-1) ?? '';
  const saved = await apiGet<ListedExamination>(
    page,
    `teams/${teamId}/examinations/${examinationId}`,
  );
  expect(saved.questionnaire).toMatchObject({
    qualification: 'group_covid_confirmed',
    recognition_time: 'recognition_time_72h',
    spo2_after_rest: 92,
    params_agreement: true,
    params_valid: false,
    params_after_rest_valid: true,
    vital_limits: 'intake_form@1',
  });
});

test('Back keeps the answers, and answers the server refuses are shown under their fields', async ({
  page,
}) => {
  const teamId = await signInToDemoClinic(page);
  let dialog = await openCovidQuestionnaire(page, teamId);
  await chooseOption(dialog, /Qualification group/, 'Higher risk of severe COVID-19');
  await answerRadio(dialog, /Active infection/, 'No');
  await chooseOption(dialog, /Referred from/, 'Primary care');
  await answerVitals(dialog, { spo2: '97', respirationRate: '16', heartRate: '84' });
  await answerHistoryAndMonitoring(dialog);

  // Back to the examination's own form, to put the Recognition right; the answers wait.
  await dialog.getByRole('button', { name: 'Back' }).click();
  dialog = page.getByRole('dialog', { name: 'Add examination' });
  const recognition = dialog.getByRole('textbox', { name: 'Recognition' });
  await expect(recognition).toHaveValue('COVID-19, home monitoring');
  await recognition.fill('COVID-19, home monitoring after discharge');
  await dialog.getByRole('button', { name: 'Continue to the COVID intake' }).click();
  await dialog.getByRole('button', { name: 'Confirm the statements' }).click();
  dialog = page.getByRole('dialog', { name: 'COVID questionnaire' });
  await expect(dialog.getByRole('textbox', { name: /Body weight/ })).toHaveValue('82.5');
  await expect(dialog.getByRole('checkbox', { name: 'Fever' })).toBeChecked();

  // Between the dialog and the server the weight and the first symptoms' date go wrong, which
  // the server refuses: INVALID_FORMAT under the weight, its own text under the date.
  const tomorrow = new Date(Date.now() + 86_400_000).toISOString();
  let created = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && /\/members\/[^/]+\/examinations$/.test(request.url()))
      created += 1;
  });
  await page.route('**/api/validate/examinations', async (route) => {
    const body = route.request().postDataJSON() as { questionnaire: Record<string, unknown> };
    await route.continue({
      postData: JSON.stringify({
        ...body,
        questionnaire: { ...body.questionnaire, weight: 600, first_symptoms_date: tomorrow },
      }),
    });
  });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByRole('textbox', { name: /Body weight/ })).toHaveAccessibleDescription(
    /Invalid format/,
  );
  await expect(dialog.getByText('The date cannot be later than now')).toBeVisible();
  await expect(dialog).toBeVisible();
  expect(created).toBe(0);
});
