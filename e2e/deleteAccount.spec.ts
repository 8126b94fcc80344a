import { expect, test } from './support/test';
import type { Page } from '@playwright/test';
import { apiToken, confirmedAccount, createClinic } from './support/api';
import type { Account } from './support/api';
import { signIn } from './support/signIn';

async function openDeletion(page: Page, account: Account) {
  await page.goto('/settings');
  await signIn(page, account);
  const cookies = page.getByRole('button', { name: 'Accept' });
  await page.getByRole('heading', { name: 'Settings', level: 1 }).waitFor();
  if (await cookies.isVisible()) await cookies.click();
  await page.getByRole('button', { name: 'Delete my account' }).click();
  return page.getByRole('alertdialog', { name: 'Delete your account?' });
}

test('a user deletes their account with their password and is signed out', async ({
  page,
  request,
}) => {
  const account = await confirmedAccount(request, 'leaver');
  const dialog = await openDeletion(page, account);

  await dialog.getByLabel('Password', { exact: true }).fill('Not-my-password-9');
  await dialog.getByRole('button', { name: 'Delete account' }).click();
  await expect(dialog.getByText('Wrong current password')).toBeVisible();

  await dialog.getByLabel('Password', { exact: true }).fill(account.password);
  await dialog.getByRole('button', { name: 'Delete account' }).click();
  await expect(page.getByText('Account deleted')).toBeVisible();
  await expect(page).toHaveURL(/\/sign-in/);
  expect((await request.post('/api/login', { data: account })).ok()).toBe(false);
});

test('a clinic’s only administrator is told why the account stays', async ({ page, request }) => {
  const account = await confirmedAccount(request, 'founder');
  await createClinic(request, await apiToken(request, account));
  const dialog = await openDeletion(page, account);
  await dialog.getByLabel('Password', { exact: true }).fill(account.password);
  await dialog.getByRole('button', { name: 'Delete account' }).click();
  await expect(
    dialog.getByText(
      'You are the only administrator of a clinic: name another administrator or delete the clinic first',
    ),
  ).toBeVisible();
  expect((await request.post('/api/login', { data: account })).ok()).toBe(true);
});
