import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { bearer, demoSession } from './support/api';
import { demoAdministrator } from './support/demo';
import { linkFromOutbox, mailFromOutbox } from './support/outbox';
import { signIn } from './support/signIn';
import { expect, test } from './support/test';

/*
 * The patient signup against the real server's sandbox provider: plan, details, the sandbox's
 * hosted checkout, the success page as the server knows the checkout, then the confirmation mail
 * and the first sign-in. On a phone's width, axe on each page.
 */
test.use({ viewport: { width: 390, height: 844 }, timezoneId: 'UTC' });

let registrants = 0;

/** A new registrant's address and password; each test registers its own. */
function newRegistrant() {
  registrants += 1;
  return { email: `signup-${Date.now()}-${registrants}@example.com`, password: 'Rehab-pass-2026' };
}

/** The page fits the phone's width: nothing scrolls sideways. */
async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

/** Judges the page once its heading shows and nothing loads: axe, and the phone's width. */
async function checkPage(page: Page, heading: string | RegExp) {
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await expect(page.getByText(/^Loading/)).toHaveCount(0);
  await expectNoAxeViolations(page);
  await expectNoSidewaysScroll(page);
}

/** From /register-rehabilitation: chooses the plan, fills the details and sends them. */
async function register(page: Page, plan: string, account: { email: string; password: string }) {
  await page.goto('/register-rehabilitation');
  await expect(page).toHaveURL('/register-rehabilitation/subscription');
  await checkPage(page, 'Choose your rehabilitation plan');
  await page
    .getByRole('listitem', { name: plan, exact: true })
    .getByRole('button', { name: 'Choose' })
    .click();

  await expect(page).toHaveURL('/register-rehabilitation/form');
  await checkPage(page, 'Your details');
  await page.getByLabel('First name').fill('Ola');
  await page.getByLabel('Last name').fill('Nowak');
  await page.getByLabel('Email address').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByLabel('Phone number').fill('+48 601 234 567');
  await page
    .getByRole('group', { name: 'Date of birth' })
    .getByRole('spinbutton', { name: /day/i })
    .click();
  await page.keyboard.type('02111984');
  await page.getByRole('radio', { name: 'Female' }).check({ force: true });
  // The consents by keyboard: the box is drawn over the (visually hidden) native input.
  for (const consent of [/terms of service/, /privacy policy/, /subscription services terms/]) {
    const checkbox = page.getByRole('checkbox', { name: consent });
    await checkbox.focus();
    await page.keyboard.press('Space');
    await expect(checkbox).toBeChecked();
  }
  await page.getByRole('button', { name: /^Register and/ }).click();
}

/** On the sandbox's hosted checkout: chooses how the test payment goes. */
async function payInSandbox(page: Page, outcome: RegExp) {
  await expect(page).toHaveURL(/\/register-rehabilitation\/sandbox-checkout\//);
  await checkPage(page, 'Test payment');
  await expect(page.getByText('This is a test payment page.', { exact: false })).toBeVisible();
  await page.getByRole('button', { name: outcome }).click();
}

test('a patient pays a one-time plan, confirms the address and signs in', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const account = newRegistrant();
  await register(page, 'One-time payment', account);
  await payInSandbox(page, /card that is accepted/);

  await expect(page).toHaveURL(/\/payment-success-one-time\?checkout=/);
  await checkPage(page, 'Payment received');
  await expect(page.getByRole('heading', { name: 'Payment confirmed' })).toBeVisible();
  await expect(page.getByText(/click its link/)).toBeVisible();

  // The plan's mail carries the mobile app's recover code and the confirmation link; signing in
  // waits for the address's confirmation.
  const planMail = await mailFromOutbox(request, account.email, 'is active');
  expect(planMail.text).toMatch(/recover code for the mobile app is \d{8}/);
  const confirmation = await linkFromOutbox(request, account.email, '/confirm/account');
  await page.goto(`${confirmation.pathname}${confirmation.search}`);
  await expect(page.getByRole('heading', { name: 'Account confirmed' })).toBeVisible();
  await page.goto('/sign-in');
  await page.getByRole('button', { name: 'Accept' }).click();
  await signIn(page, account);
  // A patient of the clinic now: their home names it.
  await expect(page).toHaveURL('/my-health');
  await expect(page.getByRole('heading', { level: 1, name: 'My health' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Telemed Demo Clinic' })).toBeVisible();
  // And the clinic's staff find them among its patients.
  const staff = await demoSession(request, demoAdministrator);
  const found = await request.get('/api/search', {
    headers: bearer(staff.token),
    params: { phrase: account.email, teamId: staff.teamId, roles: 'user' },
  });
  expect(((await found.json()) as { email: string }[]).map(({ email }) => email)).toEqual([
    account.email,
  ]);
});

test('a subscription with a trial lands on its success page with the trial', async ({ page }) => {
  test.setTimeout(90_000);
  await register(page, 'Subscription', newRegistrant());
  await payInSandbox(page, /card that is accepted/);

  await expect(page).toHaveURL(/\/payment-rehabilitation-success-subscription\?checkout=/);
  await checkPage(page, 'Your rehabilitation subscription is active');
  await expect(page.getByRole('heading', { name: 'Payment confirmed' })).toBeVisible();
  await expect(page.getByText(/Your trial ends on \d\d\/\d\d\/\d{4}/)).toBeVisible();
});

test('a declined card says why and offers the plans again', async ({ page }) => {
  test.setTimeout(90_000);
  await register(page, 'One-time payment', newRegistrant());
  await payInSandbox(page, /card that is declined/);

  await expect(page).toHaveURL(/\/register-rehabilitation\/subscription\?checkout=/);
  await checkPage(page, 'Choose your rehabilitation plan');
  await expect(page.getByRole('heading', { name: 'The payment did not go through' })).toBeVisible();
  await expect(page.getByText('The card was declined and no money was taken.')).toBeVisible();
  await expect(page.getByRole('listitem', { name: 'One-time payment', exact: true })).toBeVisible();
});

test('a delayed payment waits on the success page until it is confirmed', async ({ page }) => {
  test.setTimeout(90_000);
  await register(page, 'One-time payment', newRegistrant());
  await payInSandbox(page, /confirmed later/);

  await expect(page).toHaveURL(/\/payment-success-one-time\?checkout=/);
  const status = page.getByRole('status').filter({ hasText: 'Waiting for the payment' });
  await expect(status).toBeVisible();
  await expectNoAxeViolations(page);
});

test('the demo plan needs no payment and lands on the demo page', async ({ page }) => {
  test.setTimeout(90_000);
  await register(page, 'Demo', newRegistrant());

  await expect(page).toHaveURL(/\/payment-success-demo\?checkout=/);
  await checkPage(page, 'Your demo is active');
  await expect(page.getByRole('heading', { name: 'Payment confirmed' })).toBeVisible();
});

test('Change plan keeps the entries of the form', async ({ page }) => {
  await page.goto('/register-rehabilitation/subscription');
  await page
    .getByRole('listitem', { name: 'Demo', exact: true })
    .getByRole('button', { name: 'Choose' })
    .click();
  await page.getByLabel('First name').fill('Ola');
  await page.getByRole('button', { name: 'Change plan' }).click();
  await expect(page).toHaveURL('/register-rehabilitation/subscription');
  await page
    .getByRole('listitem', { name: 'Subscription', exact: true })
    .getByRole('button', { name: 'Choose' })
    .click();
  await expect(page.getByLabel('First name')).toHaveValue('Ola');
  await expect(page.getByText(/Chosen plan: Subscription/)).toBeVisible();
});
