import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';
import { demoDoctor } from './demo';

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

/**
 * Signs an account of the demo clinic in (the demo doctor by default) from the sign-in page,
 * accepting the cookie banner; answers the demo clinic's id.
 */
export async function signInToDemoClinic(
  page: Page,
  account: { email: string; password: string } = demoDoctor,
): Promise<string> {
  await page.goto('/sign-in');
  await page.getByRole('button', { name: 'Accept' }).click();
  await signIn(page, account);
  await expect(page).toHaveURL('/');
  return page.evaluate(async () => {
    const answer = await fetch('/api/teams', {
      headers: { Authorization: `Bearer ${localStorage.getItem('token') ?? ''}` },
    });
    const [team] = (await answer.json()) as { _id: string }[];
    return team?._id ?? '';
  });
}
