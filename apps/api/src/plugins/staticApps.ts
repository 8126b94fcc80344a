import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/** Paths the patient signup app owns (contract "Server process"); everything else is the portal. */
const SIGNUP_PATH = /^\/(register-rehabilitation|payment-success-|payment-rehabilitation-success-subscription)/;

const MISSING_BUILD_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Telemed: apps not built</title></head>
<body style="font-family:sans-serif;max-width:40rem;margin:4rem auto;line-height:1.5">
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

    if (clinicBuilt) {
      await app.register(fastifyStatic, { root: clinicDistDir, prefix: '/', wildcard: false, index: false });
    }
    if (signupBuilt) {
      await app.register(fastifyStatic, {
        root: signupDistDir,
        prefix: '/signup/',
        decorateReply: !clinicBuilt,
        wildcard: false,
        index: false,
      });
    }

    const sendIndex = (reply: FastifyReply, root: string, built: boolean) =>
      built
        ? reply.type('text/html').header('cache-control', 'no-cache').sendFile('index.html', root)
        : reply.status(503).type('text/html').send(MISSING_BUILD_PAGE);

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
