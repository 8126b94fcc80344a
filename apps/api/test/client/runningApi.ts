import { ApiClient, MemoryTokenStore } from '@telemed/domain';
import type { FastifyInstance } from 'fastify';
import { createTestApp } from '../helpers/testApp';

/** The real API listening on a free loopback port, with the SMTP test server receiving its mail. */
export interface RunningApi {
  app: FastifyInstance;
  /** `http://127.0.0.1:<port>` */
  origin: string;
  /** A client over Node's fetch with its own in-memory token. */
  newClient(): ApiClient;
  /**
   * The newest mailed link to `to` whose path is `linkPath`, with its one-time token, once the
   * mails sent after answering have gone out.
   */
  mailedToken(to: string, linkPath: string): Promise<{ token: string; link: URL }>;
  close(): Promise<void>;
}

export interface RunningApiOptions {
  /** Sign-in attempts per IP and minute before 429; high by default so tests can sign in freely. */
  loginAttemptsPerMinute?: number;
}

export async function startRunningApi(options: RunningApiOptions = {}): Promise<RunningApi> {
  const testApp = await createTestApp({
    env: { LOGIN_ATTEMPTS_PER_MINUTE: String(options.loginAttemptsPerMinute ?? 1000) },
  });
  const { app, smtp } = testApp;
  if (!smtp) throw new Error('the client tests read mailed links from the SMTP test server');
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (address === null || typeof address === 'string')
    throw new Error('the API is not on a TCP port');
  const origin = `http://127.0.0.1:${address.port}`;
  return {
    app,
    origin,
    newClient: () =>
      new ApiClient({ baseUrl: `${origin}/api`, tokenStore: new MemoryTokenStore() }),
    async mailedToken(to, linkPath) {
      await app.backgroundWork.settled();
      for (const mail of smtp.mailsTo(to).reverse()) {
        for (const [link] of mail.text.matchAll(/https?:\/\/[^\s<>"]+/g)) {
          const url = new URL(link);
          const token = url.searchParams.get('token');
          if (url.pathname === linkPath && token) return { token, link: url };
        }
      }
      throw new Error(`no mail to ${to} with a link to ${linkPath}`);
    },
    close: () => testApp.close(),
  };
}
