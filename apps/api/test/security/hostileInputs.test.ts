import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setUpProbedApp } from '../helpers/probedRoutes';
import type { ProbedRoute } from '../helpers/probedRoutes';
import { bearer, uniqueRemoteAddress } from '../helpers/testApp';
import { objectPaths, sampleOf, scalarPaths, stringPaths, withValueAt } from '../helpers/zodProbe';
import type { FieldPath } from '../helpers/zodProbe';
import { guardedClinic, urlOf } from './guardedClinic';
import type { GuardedClinic } from './guardedClinic';

/*
 * Hostile input, generated from each route's own schemas: every route of the API, read from the
 * app as it registers them, gets bodies of the wrong shape, an object or an array where a scalar
 * goes, an infinite number, a 100 KB string in every text field (refused: every stored text has a
 * bound), `__proto__` and `constructor` keys in every object, a body nested 5,000 deep, and
 * oversized or traversing path parameters — each with the rest of the request valid, sent by the clinic's administrator so it passes the access checks.
 * None may answer 5xx, none may pollute Object.prototype, and the shape errors must be 4xx.
 * (Text that cannot be stored — NUL, lone surrogates — has its own sweep: badText.test.ts.)
 */

const { testApp, routes } = setUpProbedApp();

let guarded: GuardedClinic;
beforeAll(async () => {
  guarded = await guardedClinic(testApp);
});

/** What every probe must answer: `4xx` for input of the wrong shape, `not 5xx` for the rest. */
type Expectation = '4xx' | 'not 5xx';

interface Probe {
  what: string;
  expect: Expectation;
  request: InjectOptions;
}

/** A placeholder in JSON text, replaced after `JSON.stringify` by what JSON objects cannot hold. */
const MARK = '\u2063probe\u2063';
const HUGE = 'A'.repeat(100 * 1024);
const DEEP = `${'['.repeat(5000)}1${']'.repeat(5000)}`;

function probesOf(route: ProbedRoute): Probe[] {
  const { ids } = guarded;
  const url = urlOf(route.url, ids) + queryOf(route);
  const headers = { ...bearer(guarded.clinic.admin.token), 'content-type': 'application/json' };
  const request = (payload: string, at = url): InjectOptions => ({
    method: route.method as InjectOptions['method'],
    url: at,
    headers,
    remoteAddress: uniqueRemoteAddress(),
    payload,
  });
  const probes: Probe[] = [];
  for (const name of route.url.match(/:(\w+)/g) ?? []) {
    const long = urlOf(route.url, ids, { [name.slice(1)]: 'x'.repeat(4096) });
    const traversal = urlOf(route.url, ids, { [name.slice(1)]: '..%2F..%2Fetc%2Fpasswd' });
    for (const [what, at] of [
      [`param ${name} of 4 KB`, long],
      [`param ${name} ../../etc/passwd`, traversal],
    ] as const) {
      probes.push({
        what,
        expect: '4xx',
        request: {
          method: route.method as InjectOptions['method'],
          url: at,
          headers: bearer(guarded.clinic.admin.token),
          remoteAddress: uniqueRemoteAddress(),
        },
      });
    }
  }
  if (!route.body) return probes;
  const body = sampleOf(route.body, ids);
  const at = (path: FieldPath, raw: string) =>
    request(JSON.stringify(withValueAt(body, path, MARK)).replace(JSON.stringify(MARK), raw));
  for (const whole of ['[]', '"text"', '42', 'true', 'null', '[{"a":1}]']) {
    probes.push({ what: `body ${whole}`, expect: '4xx', request: request(whole) });
  }
  for (const { path, kind } of scalarPaths(route.body)) {
    const field = path.join('.') || 'body';
    probes.push({ what: `${field} = {"$gt":""}`, expect: '4xx', request: at(path, '{"$gt":""}') });
    probes.push({ what: `${field} = [1]`, expect: '4xx', request: at(path, '[1]') });
    if (kind === 'number')
      probes.push({ what: `${field} = 1e999`, expect: '4xx', request: at(path, '1e999') });
  }
  // Every stored text has a bound; the one route that stores nothing only answers whether a
  // form would pass.
  const stores = `${route.method} ${route.url}` !== 'POST /api/validate/examinations';
  for (const path of stringPaths(route.body)) {
    probes.push({
      what: `${path.join('.')} of 100 KB`,
      expect: stores ? '4xx' : 'not 5xx',
      request: at(path, JSON.stringify(HUGE)),
    });
  }
  for (const path of objectPaths(route.body)) {
    const field = path.join('.') || 'body';
    const object = path.reduce<unknown>(
      (value, key) => (value as Record<string | number, unknown>)?.[key],
      body,
    );
    const fields = JSON.stringify(object ?? {}).slice(1, -1);
    const withKey = (key: string) =>
      `{"${key}":{"polluted":"yes","prototype":{"polluted":"yes"}}${fields ? `,${fields}` : ''}}`;
    probes.push({
      what: `${field} with __proto__`,
      expect: 'not 5xx',
      request: at(path, withKey('__proto__')),
    });
    probes.push({
      what: `${field} with constructor`,
      expect: 'not 5xx',
      request: at(path, withKey('constructor')),
    });
  }
  // Unknown keys are dropped, so where every field is optional this is an empty, valid body.
  probes.push({
    what: 'body nested 5,000 deep',
    expect: 'not 5xx',
    request: request(`{"a":${DEEP}}`),
  });
  return probes;
}

/** A query string of valid values for the route's query schema, if it has one. */
function queryOf(route: ProbedRoute): string {
  if (!route.querystring) return '';
  const query = sampleOf(route.querystring, guarded.ids) as Record<string, unknown>;
  const search = new URLSearchParams(
    Object.entries(query).flatMap(([key, value]): [string, string][] =>
      value === undefined || typeof value === 'object' ? [] : [[key, String(value)]],
    ),
  ).toString();
  return search ? `?${search}` : '';
}

afterAll(() => {
  // Whatever happened, the next file's process must not inherit a polluted prototype.
  delete (Object.prototype as { polluted?: unknown }).polluted;
});

describe('hostile input generated from the schemas', () => {
  it('finds routes with bodies to attack', () => {
    expect(routes.filter((route) => route.body).length).toBeGreaterThan(30);
  });

  it('is answered 4xx where its shape is wrong, never 5xx, and pollutes nothing', async () => {
    const failures: string[] = [];
    let sent = 0;
    for (const route of routes) {
      for (const probe of probesOf(route)) {
        sent += 1;
        const response = await testApp.app.inject(probe.request);
        const status = response.statusCode;
        const wrong = probe.expect === '4xx' ? status < 400 || status >= 500 : status >= 500;
        if (wrong)
          failures.push(
            `${route.method} ${route.url} ${probe.what}: ${status} ${response.body.slice(0, 120)}`,
          );
      }
    }
    expect(failures).toEqual([]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(sent).toBeGreaterThan(1000);
    const health = await testApp.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
  }, 600_000);
});
