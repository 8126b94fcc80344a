import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/** Paths the patient signup app owns (contract "Server process"); everything else is the portal. */
const SIGNUP_PATH =
  /^\/(register-rehabilitation|payment-success-|payment-rehabilitation-success-subscription)/;

const MISSING_BUILD_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Telemed: apps not built</title></head>
<body>
<h1>The web apps are not built yet</h1>
<p>The API is running, but this page needs the built clinic portal and patient signup app.
Run <code>corepack pnpm build</code> in the repository (or the quick start command), then reload.</p>
</body></html>
`;

/**
 * Serves the built clinic portal (chunks under /js/) and patient signup app (assets under
 * /signup/), with the portal's index.html as the SPA fallback. Missing builds give a plain page
 * that says how to build them instead of failing.
 */
export const staticAppsPlugin = fp(
  async (app) => {
    const { clinicDistDir, signupDistDir } = app.config;
    const clinicBuilt = existsSync(path.join(clinicDistDir, 'index.html'));
    const signupBuilt = existsSync(path.join(signupDistDir, 'index.html'));

    // wildcard: false routes each built file found at startup, leaving every other path to the
    // SPA fallback below; restart after a rebuild to serve new chunk names.
    if (clinicBuilt) {
      await app.register(fastifyStatic, {
        root: clinicDistDir,
        prefix: '/',
        wildcard: false,
        index: false,
      });
    }
    // The signup build keeps every asset in its own signup/ folder, referenced as /signup/...
    const signupAssetsDir = path.join(signupDistDir, 'signup');
    if (signupBuilt && existsSync(signupAssetsDir)) {
      await app.register(fastifyStatic, {
        root: signupAssetsDir,
        prefix: '/signup/',
        decorateReply: false,
        wildcard: false,
        index: false,
      });
    }

    // Read per request: a rebuild changes index.html (new chunk names) while the server runs.
    const sendIndex = async (reply: FastifyReply, root: string, built: boolean) =>
      built
        ? reply
            .type('text/html; charset=utf-8')
            .header('cache-control', 'no-cache')
            .send(await readFile(path.join(root, 'index.html')))
        : reply.status(503).type('text/html; charset=utf-8').send(MISSING_BUILD_PAGE);

    app.decorate('serveAppFallback', async (request: FastifyRequest, reply: FastifyReply) => {
      const pathname = request.url.split('?')[0] ?? '/';
      const lastSegment = pathname.split('/').pop() ?? '';
      // A missing asset (a stale chunk name) must answer 404, not HTML the browser cannot run.
      if (request.method !== 'GET' || lastSegment.includes('.')) {
        return reply.status(404).type('text/plain').send('Not found');
      }
      if (SIGNUP_PATH.test(pathname)) return sendIndex(reply, signupDistDir, signupBuilt);
      return sendIndex(reply, clinicDistDir, clinicBuilt);
    });
  },
  { name: 'static-apps', dependencies: ['config'] },
);
