import { expect } from '@playwright/test';
import type { APIRequestContext } from '@playwright/test';
import { demoAdministrator } from './demo';

interface OutboxMail {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  date: string;
  attachments?: { filename: string; contentType: string; byteSize: number }[];
}

/**
 * The outbox answers only a signed-in site administrator (the demo clinic's administrator is
 * one); this signs in as them and answers the Authorization header.
 */
async function siteAdministratorHeaders(
  request: APIRequestContext,
): Promise<Record<string, string>> {
  const response = await request.post('/api/login', { data: demoAdministrator });
  expect(response.ok()).toBe(true);
  const { token } = (await response.json()) as { token: string };
  return { authorization: `Bearer ${token}` };
}

/**
 * Waits for the newest mail to `address` in the test server's outbox and answers the first
 * link in it that starts with `pathPrefix` (e.g. `/confirm/account`).
 */
export async function linkFromOutbox(
  request: APIRequestContext,
  address: string,
  pathPrefix: string,
): Promise<URL> {
  const headers = await siteAdministratorHeaders(request);
  let link: URL | undefined;
  await expect
    .poll(
      async () => {
        const answer = await request.get('/api/dev/outbox', { headers });
        if (!answer.ok()) return undefined;
        const mails = (await answer.json()) as OutboxMail[];
        const mail = mails.find((candidate) =>
          candidate.to.toLowerCase().includes(address.toLowerCase()),
        );
        const urls = mail?.text.match(/https?:\/\/\S+/g) ?? [];
        link = urls.map((url) => new URL(url)).find((url) => url.pathname.startsWith(pathPrefix));
        return link?.href;
      },
      { message: `a mail to ${address} with a ${pathPrefix} link` },
    )
    .toBeDefined();
  return link!;
}

/** Waits for the newest mail to `address` whose subject has `subject` in the test server's outbox. */
export async function mailFromOutbox(
  request: APIRequestContext,
  address: string,
  subject: string,
): Promise<OutboxMail> {
  const headers = await siteAdministratorHeaders(request);
  let found: OutboxMail | undefined;
  await expect
    .poll(
      async () => {
        const answer = await request.get('/api/dev/outbox', { headers });
        if (!answer.ok()) return undefined;
        const mails = (await answer.json()) as OutboxMail[];
        found = mails.find(
          (mail) =>
            mail.to.toLowerCase().includes(address.toLowerCase()) && mail.subject.includes(subject),
        );
        return found?.id;
      },
      { message: `a mail to ${address} about ${subject}` },
    )
    .toBeDefined();
  return found!;
}
