import { randomUUID } from 'node:crypto';
import { expect, test } from './support/test';
import type { APIRequestContext, Page } from '@playwright/test';
import { apiToken, bearer, confirmedAccount, createClinic, demoSession } from './support/api';
import type { Account } from './support/api';
import { demoAdministrator, demoDoctor, demoNurse, demoPatient } from './support/demo';
import { signIn } from './support/signIn';

/*
 * The patient list against the demo clinic. Other specs work in the same clinic, so each test
 * works on a patient it creates through the API under a unique name, and filters by it.
 */

/** A new patient of the demo clinic, born on `dateOfBirth`; answers the name. */
async function createPatient(request: APIRequestContext, dateOfBirth = '1961-04-12') {
  const { token, teamId } = await demoSession(request, demoDoctor);
  const fullName = `Zofia Test-${randomUUID().slice(0, 8)}`;
  const response = await request.post(`/api/teams/${teamId}/user`, {
    headers: bearer(token),
    data: { fullName, dateOfBirth },
  });
  expect(response.status()).toBe(201);
  const { teamMember } = await response.json();
  return { fullName, teamId, memberId: teamMember._id as string };
}

async function openPatients(page: Page, account: Account, teamId: string, search = '') {
  await page.goto(`/clinic/${teamId}/members${search}`);
  await signIn(page, account);
  await expect(page.getByRole('heading', { name: 'Members', level: 1 })).toBeVisible();
}

const patientRows = (page: Page) => page.getByRole('grid', { name: 'Patients' }).getByRole('row');

test('a doctor finds a patient by name and birth date, archives and restores them', async ({
  page,
  request,
}) => {
  const { fullName, teamId } = await createPatient(request);
  await openPatients(page, demoDoctor, teamId);

  const filters = page.getByRole('search', { name: 'Filter patients' });
  await filters.getByRole('searchbox', { name: 'Name' }).fill(fullName);
  const row = patientRows(page).filter({ hasText: fullName });
  await expect(row).toHaveCount(1);
  await expect(page).toHaveURL(/name=Zofia/);
  await expect(row.getByText('Inactive')).toBeVisible();

  // A birth date that is not theirs leaves nobody; theirs finds them again.
  const birthDate = filters.getByRole('group', { name: 'Birth date' });
  await birthDate.getByRole('spinbutton', { name: /day/i }).click();
  await page.keyboard.type('13041961');
  await expect(page.getByText('No patients match these filters')).toBeVisible();
  await birthDate.getByRole('spinbutton', { name: /day/i }).click();
  await page.keyboard.type('12041961');
  await expect(row).toHaveCount(1);

  await row.getByRole('button', { name: `Archive ${fullName}` }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Archive this patient?' });
  await expect(dialog).toContainText(`${fullName} will be hidden from the patient list`);
  await dialog.getByRole('button', { name: 'Archive' }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toHaveCount(0);

  await filters.getByText('Show archived').click();
  await expect(filters.getByRole('switch', { name: 'Show archived' })).toBeChecked();
  await expect(row.getByText('Archived', { exact: true })).toBeVisible();
  await row.getByRole('button', { name: `Restore ${fullName}` }).click();
  await expect(row.getByText('Archived', { exact: true })).toBeHidden();
  await expect(row.getByRole('button', { name: `Archive ${fullName}` })).toBeVisible();
});

test('a nurse sees the patients, opens one, and may not archive', async ({ page, request }) => {
  const { fullName, teamId } = await createPatient(request);
  await openPatients(page, demoNurse, teamId, `?name=${encodeURIComponent(fullName)}`);
  const row = patientRows(page).filter({ hasText: fullName });
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('button')).toHaveCount(0);
  await row.getByRole('rowheader').click();
  await expect(page).toHaveURL(new RegExp(`/clinic/${teamId}/members/[0-9a-f-]{36}$`));
});

test('an administrator adds a patient with a PESEL, texts an activation code and resets the patient', async ({
  page,
  request,
}) => {
  const { teamId } = await demoSession(request, demoAdministrator);
  const fullName = `Jan Test-${randomUUID().slice(0, 8)}`;
  await openPatients(page, demoAdministrator, teamId);
  await page.getByRole('button', { name: 'Add patient' }).click();
  const form = page.getByRole('dialog', { name: 'Add a patient' });
  await form.getByRole('textbox', { name: 'Full name' }).fill(fullName);
  await form.getByRole('textbox', { name: 'Phone', exact: true }).fill('+48600100200');
  await form
    .getByRole('group', { name: 'Birth date' })
    .getByRole('spinbutton', { name: /day/i })
    .click();
  await page.keyboard.type('08072002');
  await form.getByRole('button', { name: /Identification number type/ }).click();
  await page.getByRole('option', { name: 'PESEL' }).click();
  // A wrong check digit is caught before anything is sent.
  const identifier = form.getByRole('textbox', { name: 'National identification number' });
  await identifier.fill('02270803628');
  await form.getByRole('textbox', { name: /^Height/ }).fill('180');
  await form.getByRole('textbox', { name: /^Weight/ }).fill('81');
  await form.getByRole('button', { name: 'Add patient' }).click();
  await expect(form.getByText('This number is not valid for its type')).toBeVisible();
  await identifier.fill('02270803624');
  await form.getByRole('button', { name: 'Add patient' }).click();
  await expect(form).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/clinic/${teamId}/members/[0-9a-f-]{36}$`));
  const record = page.getByRole('region', { name: fullName });
  await expect(record).toContainText('PESEL: 02270803624');
  await expect(record).toContainText('180 cm');
  await expect(record).toContainText('25 kg/m²');
  await expect(record).toContainText('08/07/2002');

  const access = page.getByRole('region', { name: 'Mobile app access' });
  await access.getByRole('button', { name: 'Generate SMS code' }).click();
  await expect(access.getByRole('status')).toContainText(/Activation code: \d{6}/);
  await expect(access.getByRole('status')).toContainText('Texted to the patient.');

  await access.getByRole('button', { name: 'Reset patient' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Reset this patient?' });
  await dialog.getByRole('button', { name: 'Reset patient' }).click();
  await expect(page.getByText(`${fullName} was signed out of every device`)).toBeVisible();
  await expect(access.getByRole('status')).toHaveCount(0);

  // The patient's examinations are listed here with the patient fixed: no Patient filter.
  const examinations = page.getByRole('region', { name: 'Examinations' });
  await expect(examinations.getByRole('search', { name: 'Filter examinations' })).toBeVisible();
  await expect(examinations.getByRole('button', { name: /^Patient/ })).toHaveCount(0);
});

test('a nurse completes a patient’s record and questionnaire; a wrong value is said beside its field', async ({
  page,
  request,
}) => {
  const { fullName, teamId, memberId } = await createPatient(request);
  await page.goto(`/clinic/${teamId}/members/${memberId}`);
  await signIn(page, demoNurse);
  const record = page.getByRole('region', { name: fullName });
  await record.getByRole('button', { name: 'Edit details' }).click();
  const form = page.getByRole('dialog', { name: 'Edit patient details' });
  await expect(form.getByRole('textbox', { name: 'Full name' })).toHaveValue(fullName);

  await form.getByRole('textbox', { name: 'Emergency contact’s name' }).fill('Adam Test');
  const emergencyPhone = form.getByRole('textbox', { name: 'Emergency contact’s phone' });
  await emergencyPhone.fill('600 100');
  await form.getByRole('textbox', { name: 'Place of residence' }).fill('Gdańsk');
  await form.getByRole('button', { name: /Size of place of residence/ }).click();
  await page.getByRole('option', { name: 'City of 100,000–500,000' }).click();
  await form.getByRole('button', { name: /Owns a smartphone/ }).click();
  await page.getByRole('option', { name: 'Yes' }).click();
  await form.getByRole('button', { name: /Assigned physician/ }).click();
  await page.getByRole('option', { name: 'Dr Marek Kamiński' }).click();
  await form.getByRole('button', { name: 'Save changes' }).click();
  await expect(form.getByText('Phone must be a valid phone number')).toBeVisible();

  await emergencyPhone.fill('+48 600 100 300');
  await form.getByRole('button', { name: 'Save changes' }).click();
  await expect(form).toBeHidden();
  await expect(page.getByText('Patient details saved')).toBeVisible();
  await expect(record).toContainText('Adam Test, +48 600 100 300');
  await expect(record).toContainText('Gdańsk, City of 100,000–500,000');
  await expect(record).toContainText('Dr Marek Kamiński');
  await expect(record).toContainText(/Owns a smartphone\s*Yes/);

  // Cleared again, the field goes from the record.
  await record.getByRole('button', { name: 'Edit details' }).click();
  await form.getByRole('textbox', { name: 'Place of residence' }).fill('');
  await form.getByRole('button', { name: 'Save changes' }).click();
  await expect(form).toBeHidden();
  await expect(record).toContainText(/Place of residence\s*City of 100,000–500,000/);

  const questionnaire = page.getByRole('region', { name: 'Questionnaire' });
  await expect(questionnaire).toContainText('Not answered yet');
  await questionnaire.getByRole('button', { name: 'Edit questionnaire' }).click();
  await questionnaire.getByRole('button', { name: /Smoking/ }).click();
  await page.getByRole('option', { name: 'Former smoker' }).click();
  const packYears = questionnaire.getByRole('textbox', { name: /Pack-years smoked/ });
  await packYears.fill('250');
  await packYears.press('Tab');
  await expect(questionnaire.getByText('Value must be between 0 and 200')).toBeVisible();
  await packYears.fill('30');
  await packYears.press('Tab');
  await questionnaire.getByRole('textbox', { name: 'Allergies' }).fill('Penicillin');
  await questionnaire.getByRole('button', { name: 'Save questionnaire' }).click();
  await expect(page.getByText('Questionnaire saved')).toBeVisible();
  await expect(questionnaire).toContainText(/Smoking\s*Former smoker/);
  await expect(questionnaire).toContainText(/Pack-years smoked\s*30 pack-years/);
  await expect(questionnaire).toContainText(/Allergies\s*Penicillin/);

  await expect(page.getByRole('region', { name: 'Weights' })).toContainText(
    'No weights recorded in the app yet',
  );
});

test('a patient’s weigh-ins from the app are listed newest first in the viewer’s units', async ({
  page,
  request,
}) => {
  const { token, teamId } = await demoSession(request, demoPatient);
  // Values of this run only, should a retry meet the previous try's weigh-ins.
  const earlier = 60 + Math.floor(Math.random() * 300) / 10;
  const later = Math.round((earlier - 0.5) * 10) / 10;
  for (const [value, date] of [
    [earlier, '2026-03-02T07:30:00Z'],
    [later, '2026-03-09T07:30:00Z'],
  ] as const) {
    const response = await request.post('/api/weights', {
      headers: bearer(token),
      data: { value, date },
    });
    expect(response.status()).toBe(201);
  }
  const me = await request.get(`/api/teams/${teamId}/member/me`, { headers: bearer(token) });
  const { _id: memberId } = await me.json();
  await page.goto(`/clinic/${teamId}/members/${memberId}`);
  await signIn(page, demoDoctor);
  const rows = page.getByRole('grid', { name: 'Weights' }).getByRole('row');
  const kilograms = (value: number) => `${value.toLocaleString('en-GB')} kg`;
  await expect(rows.filter({ hasText: kilograms(earlier) })).toHaveCount(1);
  const texts = await rows.allInnerTexts();
  expect(texts.findIndex((text) => text.includes(kilograms(later)))).toBeLessThan(
    texts.findIndex((text) => text.includes(kilograms(earlier))),
  );
});

test('a nurse is refused what the permission matrix keeps from nurses, on screen and by the server', async ({
  page,
  request,
}) => {
  const { token, teamId } = await demoSession(request, demoNurse);
  const headers = bearer(token);
  const employees = (await (
    await request.get(`/api/teams/${teamId}?kind=employees`, { headers })
  ).json()) as { members: { _id: string; role: string; email: string }[] };
  const doctor = employees.members.find((member) => member.email === demoDoctor.email);
  if (!doctor) throw new Error('the demo clinic has no demo doctor');

  await openPatients(page, demoNurse, teamId);
  // No role choice, no removal, no invitations: those are the administrators'.
  const staff = page.getByRole('grid', { name: 'Employees' });
  await expect(staff.getByRole('row').filter({ hasText: 'Dr Marek Kamiński' })).toBeVisible();
  await expect(staff.getByRole('button')).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Invitations' })).toHaveCount(0);
  await page.goto(`/clinic/${teamId}/employees/${doctor._id}`);
  await expect(page.getByRole('heading', { name: 'Dr Marek Kamiński' })).toBeVisible();
  await expect(page.getByRole('button', { name: /Role/ })).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: 'Phone' })).toHaveCount(0);

  // The server refuses the same, whatever the page shows.
  const refusals = await Promise.all([
    request.patch(`/api/teams/${teamId}/members/${doctor._id}`, {
      headers,
      data: { role: 'nurse' },
    }),
    request.patch(`/api/teams/${teamId}/members/${doctor._id}`, {
      headers,
      data: { phone: '+48 600 000 001' },
    }),
    request.delete(`/api/teams/${teamId}/members/${doctor._id}`, { headers }),
    request.post(`/api/teams/${teamId}/invitations`, {
      headers,
      data: { role: 'doctor', email: 'someone@example.test', strategy: 'email' },
    }),
    request.put(`/api/teams/${teamId}`, {
      headers,
      data: {
        details: {
          name: 'Renamed by a nurse',
          address: 'ul. Długa 5',
          city: 'Kraków',
          email: 'office@clinic.example',
          businessId: '1234563218',
          businessIdName: 'NIP',
          zipcode: '31-510',
        },
      },
    }),
    request.get('/api/admin/issue-reports', { headers }),
  ]);
  expect(refusals.map((response) => response.status())).toEqual([403, 403, 403, 403, 403, 403]);
});

test('the home page lists the active clinic’s patients', async ({ page, request }) => {
  const { fullName } = await createPatient(request);
  await page.goto('/');
  await signIn(page, demoDoctor);
  const clinic = page.getByRole('region', { name: 'Telemed Demo Clinic' });
  await clinic.getByRole('searchbox', { name: 'Name' }).fill(fullName);
  await expect(
    clinic.getByRole('grid', { name: 'Patients' }).getByRole('row').filter({ hasText: fullName }),
  ).toHaveCount(1);
  await expect(clinic.getByRole('button', { name: 'Add patient' })).toBeVisible();
});

test('a member of another clinic gets 403 on every member URL of this one, 404 through their own', async ({
  page,
  request,
}) => {
  const { fullName, teamId } = await createPatient(request);
  const { token } = await demoSession(request, demoDoctor);
  const listed = await request.get(`/api/teams/${teamId}?kind=patients&name=${fullName}`, {
    headers: bearer(token),
  });
  const memberId = ((await listed.json()) as { members: { _id: string }[] }).members[0]!._id;
  const questionnaire = (await (
    await request.get(`/api/teams/${teamId}/members/${memberId}/questionnaire`, {
      headers: bearer(token),
    })
  ).json()) as { _id: string };
  // The outsider administers a clinic of their own: a role that may do everything there.
  const outsider = await confirmedAccount(request, 'outsider');
  const outsiderToken = await apiToken(request, outsider);
  const { teamId: ownTeamId } = await createClinic(request, outsiderToken);
  const member = `/api/teams/${teamId}/members/${memberId}`;
  const user = `/api/teams/${teamId}/user/${memberId}`;
  const calls: [
    method: 'get' | 'post' | 'patch' | 'put' | 'delete',
    path: string,
    data?: object,
  ][] = [
    ['get', `/api/teams/${teamId}`],
    ['post', `/api/teams/${teamId}/user`, { fullName: 'Intruder Patient' }],
    ['get', member],
    ['patch', member, { phone: '+48 600 000 002' }],
    ['delete', member],
    ['patch', user, { height: 170 }],
    ['put', `${user}/fullName`, { fullName: 'Renamed' }],
    ['post', `${member}/code`],
    ['post', `${member}/reset`],
    ['get', `/api/teams/${teamId}/questionnairespec`],
    ['get', `${member}/questionnaire`],
    ['get', `${member}/weights`],
  ];
  const statuses = await Promise.all(
    calls.map(async ([method, path, data]) =>
      (await request[method](path, { headers: bearer(outsiderToken), data })).status(),
    ),
  );
  expect(statuses).toEqual(calls.map(() => 403));
  // Through their own clinic this clinic's patient does not exist; their questionnaire neither.
  const throughOwn = await Promise.all([
    request.get(`/api/teams/${ownTeamId}/members/${memberId}`, { headers: bearer(outsiderToken) }),
    request.patch(`/api/teams/members/questionnaire/${questionnaire._id}`, {
      headers: bearer(outsiderToken),
      data: { answers: { smoking: 'never' } },
    }),
  ]);
  expect(throughOwn.map((response) => response.status())).toEqual([404, 404]);
  await page.goto(`/clinic/${teamId}/members/${memberId}`);
  await signIn(page, outsider);
  await expect(
    page.getByRole('heading', { name: 'You are not authorized to view this page' }),
  ).toBeVisible();
  await expect(page.getByText(fullName)).toHaveCount(0);
});

test('an administrator invites several employees at once and sees how each address went', async ({
  page,
  request,
}) => {
  const { teamId } = await demoSession(request, demoAdministrator);
  const tag = randomUUID().slice(0, 8);
  const [first, second] = [`first.${tag}@example.test`, `second.${tag}@example.test`];
  await openPatients(page, demoAdministrator, teamId);
  const invitations = page.getByRole('region', { name: 'Invitations' });
  await invitations.getByRole('button', { name: 'Invite several…' }).click();

  const dialog = page.getByRole('dialog', { name: 'Invite several employees' });
  await dialog
    .getByRole('textbox', { name: /Email addresses/ })
    .fill(`${first}\nAnna Nowak <${second}>, ${demoDoctor.email}`);
  await expect(dialog.getByText('Addresses read: 3')).toBeVisible();
  await dialog.getByRole('button', { name: /Role/ }).click();
  await page.getByRole('option', { name: 'Nurse' }).click();
  await dialog.getByRole('button', { name: 'Send invitations' }).click();

  const results = dialog.getByRole('list', { name: 'How each address went' });
  await expect(results).toBeVisible({ timeout: 30_000 });
  await expect(results.getByRole('listitem')).toHaveText([
    `${first}: invited`,
    `${second}: invited`,
    `${demoDoctor.email}: already a member of the clinic`,
  ]);
  await dialog.getByRole('button', { name: 'Close' }).first().click();
  // The pending invitations are read again: both new addresses are there, as nurses.
  for (const email of [first, second])
    await expect(invitations.getByRole('row').filter({ hasText: email })).toContainText('Nurse');
});
