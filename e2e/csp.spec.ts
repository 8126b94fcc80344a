import type { Page } from '@playwright/test';
import { demoSession } from './support/api';
import { demoAdministrator, demoDoctor } from './support/demo';
import { signIn } from './support/signIn';
import { expect, test } from './support/test';

/*
 * Every screen of both built apps under the server's Content-Security-Policy: the fixture of
 * ./support/test fails a test on any violation; these walks also fail on any console error or
 * uncaught exception, so a blocked script, style, font, image or socket shows up here first.
 */

/** Console errors and uncaught exceptions of the page, from now on. */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`exception: ${error.message}`));
  return errors;
}

/** Opens a path and waits until its screen has drawn a heading and the network is quiet. */
async function visit(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('heading').first()).toBeVisible({ timeout: 30_000 });
  await page.waitForLoadState('networkidle');
}

test('the public screens of the clinic portal run under the policy', async ({ page }) => {
  const errors = watchErrors(page);
  for (const path of [
    '/sign-in',
    '/register',
    '/forgot-password',
    '/set-password',
    '/confirm/password-change',
    '/confirm/email/change',
    '/confirm/account',
    '/404',
    '/en-GB/service-terms',
    '/pl/privacy-policy',
    '/de/data-processing',
  ]) {
    await visit(page, path);
  }
  expect(errors).toEqual([]);
});

test('the patient signup app runs under the policy', async ({ page }) => {
  const errors = watchErrors(page);
  for (const path of [
    '/register-rehabilitation',
    '/register-rehabilitation/form',
    '/payment-success-one-time',
    '/payment-rehabilitation-success-subscription',
    '/payment-success-subscription',
    '/payment-success-demo',
  ]) {
    await visit(page, path);
  }
  expect(errors).toEqual([]);
});

test('the signed-in screens of a clinic run under the policy, live socket included', async ({
  page,
  request,
}) => {
  const { token, teamId } = await demoSession(request, demoDoctor);
  const { members } = (await (
    await request.get(`/api/teams/${teamId}`, { headers: { authorization: `Bearer ${token}` } })
  ).json()) as { members: { _id: string; role: string }[] };
  const patient = members.find((member) => member.role === 'user');
  const employee = members.find((member) => member.role !== 'user');

  const errors = watchErrors(page);
  const sockets: string[] = [];
  page.on('websocket', (socket) => sockets.push(socket.url()));
  await page.goto('/sign-in');
  await signIn(page, demoDoctor);
  await expect(page).not.toHaveURL(/sign-in/);
  const clinic = `/clinic/${teamId}`;
  for (const path of [
    '/',
    '/settings',
    '/invitations',
    `${clinic}/examinations`,
    `${clinic}/members`,
    ...(patient ? [`${clinic}/members/${patient._id}`] : []),
    ...(employee ? [`${clinic}/employees/${employee._id}`] : []),
    `${clinic}/annotations`,
    `${clinic}/pending-examinations`,
    `${clinic}/settings`,
  ]) {
    await visit(page, path);
  }
  await expect.poll(() => sockets.some((url) => url.includes('/socket.io/'))).toBe(true);
  expect(errors).toEqual([]);
});

test('the administration screens run under the policy', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto('/admin/features');
  await signIn(page, demoAdministrator);
  await expect(page).toHaveURL(/\/admin\/features/);
  await visit(page, '/admin/features');
  await visit(page, '/admin/issue-reports');
  expect(errors).toEqual([]);
});

test('registration shows the server’s refusal of a common password beside the field', async ({
  page,
}) => {
  await page.goto('/register');
  const cookies = page.getByRole('button', { name: 'Accept' });
  if (await cookies.isVisible()) await cookies.click();
  await page.getByLabel('Email').fill(`common-${Date.now()}@example.test`);
  const password = page.getByLabel('Password', { exact: true });
  // The rules a client can check show before anything is sent.
  await password.fill(' '.repeat(8));
  await password.blur();
  await expect(page.getByText('Password cannot be only spaces')).toBeVisible();
  await password.fill('Password123!');
  await page.getByLabel('Repeat password').fill('Password123!');
  for (const agreement of [/Terms of Service/, /Privacy Policy/]) {
    const checkbox = page.getByRole('checkbox', { name: agreement });
    await checkbox.focus();
    await page.keyboard.press('Space');
  }
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(
    page.getByText('This password is too common, choose a less predictable one'),
  ).toBeVisible();
  await expect(password).toHaveAttribute('aria-invalid', 'true');
});
