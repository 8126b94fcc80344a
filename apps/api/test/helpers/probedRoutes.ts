import type { RouteOptions } from 'fastify';
import type { z } from 'zod';
import { setUpTestApp } from './setUpTestApp';
import type { TestApp } from './testApp';

/** A route of the API as it registered, with the zod schemas of its request parts. */
export interface ProbedRoute {
  method: string;
  url: string;
  params?: z.ZodType;
  querystring?: z.ZodType;
  body?: z.ZodType;
}

/**
 * One test app for the file (as setUpTestApp) and every `/api/` route it registers, with its
 * schemas, read through `onRoute`: what the sweeps that attack every route iterate over, so a
 * route added later is attacked without anyone listing it. HEAD routes are left out.
 */
export function setUpProbedApp(): { testApp: TestApp; routes: ProbedRoute[] } {
  const routes: ProbedRoute[] = [];
  const testApp = setUpTestApp({
    onRoute: (route: RouteOptions) => {
      const schema = (route.schema ?? {}) as Omit<ProbedRoute, 'method' | 'url'>;
      for (const method of [route.method].flat()) {
        if (method === 'HEAD' || !route.url.startsWith('/api/')) continue;
        routes.push({ method, url: route.url, ...schema });
      }
    },
  });
  return { testApp, routes };
}
