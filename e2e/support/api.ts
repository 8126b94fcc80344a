import { randomUUID } from 'node:crypto';
import { expect } from '@playwright/test';
import type { APIRequestContext } from '@playwright/test';
import { linkFromOutbox } from './outbox';

/** An account to sign in with. */
export interface Account {
  email: string;
  password: string;
}

/** The Authorization header of a token. */
export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Signs in through the API and answers the token. */
export async function apiToken(request: APIRequestContext, account: Account): Promise<string> {
  const response = await request.post('/api/login', { data: account });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { token: string }).token;
}

/** The id of the seeded demo clinic, as the bearer of `token` sees it. */
export async function demoClinicId(request: APIRequestContext, token: string): Promise<string> {
  const teams = (await (await request.get('/api/teams', { headers: bearer(token) })).json()) as {
    _id: string;
    name: string;
  }[];
  const clinic = teams.find((team) => team.name === 'Telemed Demo Clinic');
  if (!clinic) throw new Error('the demo clinic is not seeded');
  return clinic._id;
}

/** Creates a clinic in Poland, administered by the bearer of `token`; answers its id and name. */
export async function createClinic(
  request: APIRequestContext,
  token: string,
): Promise<{ teamId: string; name: string }> {
  const name = `Clinic ${randomUUID().slice(0, 6)}`;
  const created = await request.post('/api/teams', {
    headers: bearer(token),
    data: { name, countryContext: 'PL' },
  });
  expect(created.status()).toBe(201);
  return { teamId: ((await created.json()) as { _id: string })._id, name };
}

/** A signed-in API session in the demo clinic. */
export async function demoSession(request: APIRequestContext, account: Account) {
  const token = await apiToken(request, account);
  return { token, teamId: await demoClinicId(request, token) };
}

/** Registers `account` and confirms it from the mailed link (read from the outbox). */
export async function registerConfirmed(
  request: APIRequestContext,
  account: Account & { fullName?: string },
): Promise<void> {
  const registered = await request.post('/api/users', {
    data: { ...account, acceptedConsents: { termsOfService: true, privacyPolicy: true } },
  });
  expect(registered.status()).toBe(201);
  const link = await linkFromOutbox(request, account.email, '/confirm/account');
  expect((await request.get(`/api/confirm/${link.searchParams.get('token')}`)).ok()).toBe(true);
}

/** Registers a new account of a unique address and confirms it. */
export async function confirmedAccount(
  request: APIRequestContext,
  prefix: string,
): Promise<Account> {
  const account = {
    email: `${prefix}.${randomUUID().slice(0, 8)}@example.test`,
    password: 'Sunny-Meadow-42',
  };
  await registerConfirmed(request, account);
  return account;
}
