import { expect, test } from './support/test';

test('an expired stored token says "Token expired or invalid" and returns to sign-in keeping the target', async ({
  page,
}) => {
  await page.addInitScript(() => {
    window.localStorage.setItem('token', 'expired.or.forged');
  });

  await page.goto('/settings');

  await expect(page.getByText('Token expired or invalid')).toBeVisible();
  await expect(page).toHaveURL('/sign-in?redirect=%2Fsettings');
  expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBeNull();
});

test('going offline shows a toast that stays until the connection is back', async ({
  page,
  context,
}) => {
  await page.goto('/sign-in');
  await expect(page.getByRole('heading', { name: 'Sign in to Telemed' })).toBeVisible();

  await context.setOffline(true);
  const offline = page.getByText('You are offline, check your internet connection');
  await expect(offline).toBeVisible();

  await context.setOffline(false);
  await expect(offline).toBeHidden();
});
