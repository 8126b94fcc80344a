import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { confirmedAccount } from './support/api';
import type { Account } from './support/api';
import { linkFromOutbox } from './support/outbox';
import { signIn } from './support/signIn';

/*
 * The portal's subscription page (issue 24): a patient who paid a subscription with a trial sees
 * the plan, reveals and regenerates the mobile app's recover code, cancels at the period's end and
 * resumes; a user without a plan sees "no plan" and the choose-plan modal; a failed plan fetch
 * says 'Error getting current plan data' and loads again on request. The patient is registered
 * through the public API and paid on the sandbox provider, without the signup app.
 */

/** The subscription plan (monthly, with a trial) of the sandbox's plans. */
const SUBSCRIPTION_PLAN_ID = 1;

/** Registers a rehabilitation patient, pays their subscription on the sandbox and confirms the account. */
async function subscribedPatient(request: APIRequestContext): Promise<Account> {
  const account = {
    email: `subscriber.${randomUUID().slice(0, 8)}@example.test`,
    password: 'Rehab-walks-2026',
  };
  const registered = await request.post('/api/rehabilitationUsers', {
    data: {
      ...account,
      firstName: 'Zofia',
      lastName: 'Lewandowska',
      phone: '+48 601 234 567',
      dateOfBirth: '1958-04-12',
      gender: 'female',
      acceptedConsents: { termsOfService: true, privacyPolicy: true, subscriptionServices: true },
      language: 'en-GB',
      planId: SUBSCRIPTION_PLAN_ID,
    },
  });
  expect(registered.status()).toBe(201);
  const { checkout } = (await registered.json()) as { checkout: { id: string } };
  const settled = await request.post(`/api/payments/sandbox/checkouts/${checkout.id}/outcome`, {
    data: { outcome: 'accepted' },
  });
  expect(settled.ok()).toBe(true);
  // The plan's mail carries the account's confirmation link beside the recover code.
  const link = await linkFromOutbox(request, account.email, '/confirm/account');
  expect((await request.get(`/api/confirm/${link.searchParams.get('token')}`)).ok()).toBe(true);
  return account;
}

/** Opens the subscription page, signing the account in on the way. */
async function openSubscription(page: Page, account: Account) {
  await page.goto('/subscription');
  await page.getByRole('button', { name: 'Accept' }).click();
  await signIn(page, account);
  await expect(page.getByRole('heading', { name: 'Subscription', level: 1 })).toBeVisible();
}

test('a subscribed patient sees the plan, the recover code, cancels and resumes', async ({
  page,
  request,
}) => {
  const patient = await subscribedPatient(request);
  await openSubscription(page, patient);

  const plan = page.getByRole('region', { name: 'Your plan' });
  await expect(plan.getByText('Trial', { exact: true })).toBeVisible();
  await expect(plan.getByText('Next payment')).toBeVisible();
  await expect(plan.getByText('Trial ends')).toBeVisible();

  // The account menu leads here too, for a patient who has no clinic pages.
  await page.getByRole('button', { name: /account menu for/ }).click();
  await expect(page.getByRole('menuitem', { name: 'Subscription' })).toBeVisible();
  await page.keyboard.press('Escape');

  // The recover code is hidden until asked for; revealing it puts focus on Copy.
  await page.getByRole('button', { name: 'Show recover code' }).click();
  const recover = page.getByRole('region', { name: /Recover code/ });
  const code = recover.getByText(/^\d{8}$/);
  await expect(code).toBeVisible();
  await expect(recover.getByRole('button', { name: 'Copy code' })).toBeFocused();
  const first = await code.textContent();

  await recover.getByRole('button', { name: 'Generate a new code' }).click();
  const regenerate = page.getByRole('alertdialog', { name: 'Create a new recover code?' });
  await regenerate.getByRole('button', { name: 'Create new code' }).click();
  await expect(regenerate).toBeHidden();
  await expect(code).not.toHaveText(first ?? '');
  await expect(code).toHaveText(/^\d{8}$/);

  // Cancel at the period's end, confirmed; Resume takes the focus of the button it replaced.
  await plan.getByRole('button', { name: 'Cancel subscription' }).click();
  const cancel = page.getByRole('alertdialog', { name: 'Cancel the subscription?' });
  await cancel.getByRole('button', { name: 'Cancel subscription' }).click();
  await expect(plan.getByText(/^Cancelled: the plan stays active until/)).toBeVisible();
  const resume = plan.getByRole('button', { name: 'Resume subscription' });
  await expect(resume).toBeFocused();
  await expect(plan.getByText('Next payment')).toHaveCount(0);

  await resume.click();
  await expect(plan.getByRole('button', { name: 'Cancel subscription' })).toBeFocused();
  await expect(plan.getByText('Next payment')).toBeVisible();
});

test('a user without a plan sees no plan and the choose-plan modal', async ({ page, request }) => {
  const account = await confirmedAccount(request, 'noplan');
  await openSubscription(page, account);

  const plan = page.getByRole('region', { name: 'Your plan' });
  await expect(plan.getByText('You have no plan.', { exact: false })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Show recover code' })).toHaveCount(0);

  const choose = plan.getByRole('button', { name: 'Choose a plan' });
  await choose.click();
  const modal = page.getByRole('dialog', { name: 'Choose a plan' });
  await expect(modal.getByRole('listitem')).toHaveCount(3);
  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();
  await expect(choose).toBeFocused();
});

test('a plan whose provider has a customer portal opens it', async ({ page, request }) => {
  const patient = await subscribedPatient(request);
  // The sandbox has no portal; Stripe's is out of reach here: the answers say there is one, and
  // where its session is (a page of this server, so the browser can go there).
  await page.route('**/api/users/me/subscription', async (route) => {
    const answer = await route.fetch();
    const body = (await answer.json()) as { subscription: Record<string, unknown> | null };
    await route.fulfill({
      response: answer,
      json: {
        ...body,
        subscription: body.subscription && { ...body.subscription, hasCustomerPortal: true },
      },
    });
  });
  await page.route('**/api/users/me/subscription/portal', (route) =>
    route.fulfill({
      json: { url: new URL('/en/privacy-policy?portal=session', route.request().url()).href },
    }),
  );
  await openSubscription(page, patient);
  await page
    .getByRole('region', { name: 'Your plan' })
    .getByRole('button', { name: 'Manage cards and invoices' })
    .click();
  await expect(page).toHaveURL(/\/en\/privacy-policy\?portal=session$/);
});

test('a plan that cannot be loaded says so and loads again on request', async ({
  page,
  request,
}) => {
  const account = await confirmedAccount(request, 'planfailure');
  let failing = true;
  await page.route('**/api/users/me/subscription', async (route) => {
    if (failing)
      await route.fulfill({
        status: 500,
        json: { statusCode: 500, code: 'UNKNOWN_ERROR', message: 'An unknown error has occurred' },
      });
    else await route.fallback();
  });
  await openSubscription(page, account);

  await expect(page.getByText('Error getting current plan data')).toBeVisible();
  failing = false;
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('region', { name: 'Your plan' })).toBeVisible();
  await expect(page.getByText('Error getting current plan data')).toHaveCount(0);
});
