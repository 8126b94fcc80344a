import { randomUUID } from 'node:crypto';
import { createPaymentProvider } from '../src/payments/createPaymentProvider';
import type { SandboxEventBody, SandboxProvider } from '../src/payments/sandboxProvider';
import { call, createClinic } from './examinationsFixtures';
import type { Clinic } from './examinationsFixtures';
import { makeSiteAdministrator, signUp, uniqueEmail, uniqueRemoteAddress } from './helpers/testApp';
import type { Response, TestApp } from './helpers/testApp';

/** A valid rehabilitation signup for a plan and a clinic, with a new address. */
export function signupBody(planId: number, teamId?: string, email = uniqueEmail('patient')) {
  return {
    firstName: 'Zofia',
    lastName: 'Lewandowska',
    email,
    password: 'Rehab-walks-2026',
    phone: '+48 601 234 567',
    dateOfBirth: '1958-04-12',
    gender: 'female',
    acceptedConsents: { termsOfService: true, privacyPolicy: true, subscriptionServices: true },
    language: 'pl',
    planId,
    ...(teamId ? { teamId } : {}),
  };
}

/** POST rehabilitationUsers from a client address of its own. */
export function registerPatient(testApp: TestApp, body: unknown): Promise<Response> {
  return testApp.app.inject({
    method: 'POST',
    url: '/api/rehabilitationUsers',
    remoteAddress: uniqueRemoteAddress(),
    payload: body as object,
  });
}

/** A public call from a client address of its own. */
export function publicCall(
  testApp: TestApp,
  method: 'GET' | 'POST',
  url: string,
  payload?: object,
): Promise<Response> {
  return testApp.app.inject({
    method,
    url: `/api/${url}`,
    remoteAddress: uniqueRemoteAddress(),
    ...(payload ? { payload } : {}),
  });
}

/** A clinic whose site administrator switched on subscriptions: it takes rehabilitation signups. */
export async function rehabilitationClinic(testApp: TestApp, name: string): Promise<Clinic> {
  const clinic = await createClinic(testApp, name);
  const admin = await signUp(testApp);
  await makeSiteAdministrator(testApp, admin.userId);
  const response = await call(
    testApp,
    admin.token,
    'PUT',
    `admin/teams/${clinic.teamId}/feature-visibilities`,
    { names: ['examinations', 'subscriptions'] },
  );
  if (response.statusCode !== 200) throw new Error(`features failed: ${response.body}`);
  return clinic;
}

/** The test app's own sandbox, signing as the server does (the same key derivation). */
export function sandboxOf(testApp: TestApp): SandboxProvider {
  const { sandbox } = createPaymentProvider(
    testApp.config.payments,
    testApp.config.jwtSecret,
    testApp.config.publicUrl,
  );
  if (!sandbox) throw new Error('the test app runs another provider');
  return sandbox;
}

/** A sandbox event for a checkout, raised at `created` (unix seconds). */
export function sandboxEvent(
  checkoutId: string,
  type: string,
  created: number,
  extra: Partial<SandboxEventBody> = {},
): SandboxEventBody {
  return { id: `evt_test_${randomUUID()}`, type, created, checkoutId, ...extra };
}

/** Delivers one signed sandbox event to the webhook route. */
export function deliver(testApp: TestApp, rawBody: Buffer, headers: Record<string, string>) {
  return testApp.app.inject({
    method: 'POST',
    url: '/api/payments/webhooks/sandbox',
    remoteAddress: uniqueRemoteAddress(),
    headers,
    payload: rawBody,
  });
}

/** The recover code written in a plan confirmation mail. */
export function recoverCodeFromMail(text: string): string {
  const code = text.match(/\b\d{8}\b/)?.[0];
  if (!code) throw new Error(`No recover code in mail:\n${text}`);
  return code;
}
