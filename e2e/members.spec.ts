import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
import { bearer, demoSession } from './support/api';
import type { Account } from './support/api';
import { demoDoctor, demoNurse } from './support/demo';
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
  return { fullName, teamId };
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
