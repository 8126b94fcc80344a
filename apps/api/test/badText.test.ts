import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  addPatient,
  addSignedInMember,
  call,
  createClinic,
  createExamination,
} from './examinationsFixtures';
import type { Clinic } from './examinationsFixtures';
import { setUpProbedApp } from './helpers/probedRoutes';
import type { ProbedRoute } from './helpers/probedRoutes';
import { uniqueRemoteAddress } from './helpers/testApp';
import { sampleOf, stringPaths, withValueAt } from './helpers/zodProbe';
import type { FieldPath } from './helpers/zodProbe';
import { recorderEdf, uploadRecording } from './recordingsFixtures';

/*
 * Text PostgreSQL cannot store or UTF-8 cannot encode (issue 19): a NUL, or half of a UTF-16
 * surrogate pair. Every route of the API, read from the app as it registers them, gets such a
 * string in every string position of its params, query and body, the rest of the request as valid
 * as its schema allows; each must answer 400 naming the field, never 5xx.
 */

const { testApp, routes } = setUpProbedApp();

const INVALID_CHARACTERS = { invalidCharacters: 'Invalid sign' };
/** Strings no text column can hold: a NUL inside text, and each half of a surrogate pair alone. */
const UNSTORABLE = ['Ann\u0000a', 'broken \ud83d', '\udc4d'];

let clinic: Clinic;
/** Real ids by path parameter, so that a request otherwise valid reaches its handler. */
let ids: Record<string, string>;

beforeAll(async () => {
  clinic = await createClinic(testApp, 'Bad Text Clinic');
  const doctor = await addSignedInMember(testApp, clinic.teamId, 'doctor');
  const memberId = await addPatient(testApp, clinic.teamId, 'Ewa Lis');
  const examinationId = (await createExamination(testApp, doctor.token, clinic.teamId, memberId))
    ._id;
  await uploadRecording(testApp, doctor.token, clinic.teamId, examinationId, recorderEdf(60));
  const event = await call(
    testApp,
    doctor.token,
    'POST',
    `teams/${clinic.teamId}/examinations/${examinationId}/events`,
    { type: 'PAUSE', startDate: '2026-11-20T08:00:10.000Z', endDate: '2026-11-20T08:00:13.000Z' },
  );
  ids = {
    teamId: clinic.teamId,
    memberId,
    examinationId,
    eventId: event.json()._id,
    userId: clinic.admin.userId,
    examinationType: 'sleep_apnea',
  };
});

const routeName = (route: ProbedRoute) => `${route.method} ${route.url}`;

/** The route's URL with its params (a sample value for each) and query. */
function urlOf(route: ProbedRoute, params: Record<string, string>, query: object): string {
  const path = route.url.replace(/:(\w+)/g, (_match, name: string) =>
    encodeURIComponent(params[name] ?? ids[name] ?? 'x'),
  );
  const search = new URLSearchParams(
    Object.entries(query).flatMap(([key, value]): [string, string][] =>
      value === undefined || (typeof value === 'object' && value !== null)
        ? []
        : [[key, String(value)]],
    ),
  ).toString();
  return search ? `${path}?${search}` : path;
}

/** Every request of the sweep: one hostile string in one position, the rest a valid sample. */
function probes(route: ProbedRoute) {
  const params = (route.params ? sampleOf(route.params, ids) : {}) as Record<string, string>;
  for (const name of route.url.match(/:(\w+)/g) ?? []) params[name.slice(1)] ??= ids[name] ?? 'x';
  const query = (route.querystring ? sampleOf(route.querystring, ids) : {}) as object;
  const body = route.body ? sampleOf(route.body, ids) : undefined;
  const found: { where: string; property: string; request: InjectOptions }[] = [];
  const send = (url: string, payload: unknown): InjectOptions => ({
    method: route.method as InjectOptions['method'],
    url,
    headers: { authorization: `Bearer ${clinic.admin.token}` },
    remoteAddress: uniqueRemoteAddress(),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
  // Only a NUL survives a URL: a lone surrogate has no percent-encoding.
  for (const name of Object.keys(params)) {
    found.push({
      where: `param ${name}`,
      property: name,
      request: send(urlOf(route, { ...params, [name]: 'x\u0000y' }, query), body),
    });
  }
  const queryPaths = route.querystring ? stringPaths(route.querystring) : [];
  for (const [name] of queryPaths as [string][]) {
    found.push({
      where: `query ${name}`,
      property: name,
      request: send(urlOf(route, params, { ...query, [name]: 'x\u0000y' }), body),
    });
  }
  const bodyPaths: FieldPath[] = route.body ? stringPaths(route.body) : [];
  for (const path of bodyPaths) {
    for (const text of UNSTORABLE) {
      found.push({
        where: `body ${path.join('.')} = ${JSON.stringify(text)}`,
        property: path.join('.'),
        request: send(urlOf(route, params, query), withValueAt(body, path, text)),
      });
    }
  }
  if (body !== undefined && typeof body === 'object' && !Array.isArray(body)) {
    found.push({
      where: 'body key',
      property: 'note\ufffd',
      request: send(urlOf(route, params, query), { ...body, 'note\u0000': 'x' }),
    });
  }
  return found;
}

describe('text that cannot be stored', () => {
  it('finds the routes of the API with their schemas', () => {
    expect(routes.length).toBeGreaterThan(60);
    const withBody = routes.filter((route) => route.body).map(routeName);
    expect(withBody).toContain('PUT /api/teams/:teamId');
    expect(withBody).toContain('POST /api/teams/:teamId/members/:memberId/examinations');
  });

  it('is answered 400 naming the field on every route, in every string position', async () => {
    const failures: string[] = [];
    let sent = 0;
    for (const route of routes) {
      for (const probe of probes(route)) {
        sent += 1;
        const response = await testApp.app.inject(probe.request);
        const named = (response.json().validationErrors ?? []).some(
          (error: { property: string; constraints: object }) =>
            error.property === probe.property &&
            JSON.stringify(error.constraints) === JSON.stringify(INVALID_CHARACTERS),
        );
        if (response.statusCode !== 400 || !named) {
          failures.push(
            `${routeName(route)} ${probe.where}: ${response.statusCode} ${response.body.slice(0, 160)}`,
          );
        }
      }
    }
    expect(sent).toBeGreaterThan(500);
    expect(failures).toEqual([]);
  }, 300_000);
});
