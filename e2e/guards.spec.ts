import { expect, test } from './support/test';
import { demoAdministrator, demoDoctor } from './support/demo';
import { signIn } from './support/signIn';

test('a protected path without a token redirects to sign-in keeping the target, then lands there', async ({
  page,
}) => {
  await page.goto('/settings?section=units');

  await expect(page).toHaveURL('/sign-in?redirect=%2Fsettings%3Fsection%3Dunits');
  await signIn(page, demoDoctor);

  await expect(page).toHaveURL('/settings?section=units');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await expect(page).toHaveTitle('Settings · Telemed');
});

test('/admin sends a doctor to /404', async ({ page }) => {
  await page.goto('/sign-in');
  await signIn(page, demoDoctor);
  await expect(page).toHaveURL('/');

  await page.goto('/admin');

  await expect(page).toHaveURL('/404');
  await expect(page.getByRole('heading', { name: 'Error 404 - page not found' })).toBeVisible();
});

test('/admin sends the site administrator to /admin/features', async ({ page }) => {
  await page.goto('/sign-in');
  await signIn(page, demoAdministrator);
  await expect(page).toHaveURL('/');

  await page.goto('/admin');

  await expect(page).toHaveURL('/admin/features');
  await expect(page.getByRole('heading', { level: 1, name: 'Features' })).toBeVisible();
});

test('an unknown path goes to /404', async ({ page }) => {
  await page.goto('/no/such/page');

  await expect(page).toHaveURL('/404');
  await expect(page.getByRole('heading', { name: 'Error 404 - page not found' })).toBeVisible();
  await expect(page).toHaveTitle('Page not found · Telemed');
});
