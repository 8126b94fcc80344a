import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';

/** Fills and submits the sign-in form of the page it is on. */
export async function signIn(
  page: Page,
  account: { email: string; password: string },
): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Sign in to Telemed' })).toBeVisible();
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}
