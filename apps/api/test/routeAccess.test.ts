import { randomUUID } from 'node:crypto';
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
import { setUpTestApp } from './helpers/setUpTestApp';
import { uniqueEmail } from './helpers/testApp';
import { recorderEdf, uploadRecording } from './recordingsFixtures';

/*
 * Every route of the API, read from the running app rather than listed by hand, held against the
 * access rules of docs/permissions.md: a route a future change adds is checked the day it lands.
 */

const testApp = setUpTestApp();

interface Route {
  method: string;
  path: string;
}

/** `METHOD /api/path` */
const routeName = ({ method, path }: Route) => `${method} ${path}`;

/**
 * The API's routes from fastify's route tree (`printRoutes`), HEAD left out (fastify adds it to
 * every GET). A tree line is `│   ├── /segment (GET, POST)`, four characters per level.
 */
function apiRoutes(): Route[] {
  const routes: Route[] = [];
  const parents: string[] = [];
  for (const line of testApp.app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^((?:[│ ] {3})*)[├└]── (\S+)(?: \(([^)]*)\))?/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    const path = (parents[depth - 1] ?? '') + match[2]!;
    parents[depth] = path;
    parents.length = depth + 1;
    if (!path.startsWith('/api/')) continue;
    for (const method of (match[3] ?? '').split(', ')) {
      if (method && method !== 'HEAD') routes.push({ method, path });
    }
  }
  return routes;
}

/** Routes that answer without a bearer token, each with what stands in for it. */
const PUBLIC_ROUTES: Record<string, string> = {
  'GET /api/health': 'nothing to protect',
  'POST /api/login': 'signs in',
  'POST /api/users': 'registers',
  'POST /api/forget': 'mails a reset link (rate-limited per address)',
  'GET /api/confirm/:token': 'the mailed one-time token',
  'PUT /api/confirm/:token/email': 'the mailed one-time token',
  'POST /api/auth/reset/:token': 'the mailed one-time token',
  'POST /api/user/:userId/password': 'the mailed one-time token in the body',
  'PUT /api/uploads/avatar/:grant': 'a signed, expiring upload grant',
  'PUT /api/uploads/team-logo/:grant': 'a signed, expiring upload grant',
  'GET /api/avatars/:userId/:fileName': 'an unguessable file name, shown on screens and mails',
  'GET /api/team-logos/:teamId/:fileName': 'an unguessable file name, shown on reports and mails',
};

/**
 * Routes of a clinic used by someone it invited, before they are a member (reject and flag an
 * invitation): anyone without an invitation there gets 404 'Invitation not found'.
 */
const INVITEE_ROUTES = new Set([
  'DELETE /api/teams/:teamId/invitations',
  'PATCH /api/teams/:teamId/invitations',
]);

let clinic: Clinic;
let outsider: Clinic;
/** The ids a route of the clinic names, by path parameter. */
let ids: Record<string, string>;

beforeAll(async () => {
  clinic = await createClinic(testApp, 'Guarded Clinic');
  outsider = await createClinic(testApp, 'Outsider Clinic');
  const doctor = await addSignedInMember(testApp, clinic.teamId, 'doctor');
  const memberId = await addPatient(testApp, clinic.teamId, 'Guarded Patient');
  const examinationId = (await createExamination(testApp, doctor.token, clinic.teamId, memberId))
    ._id;
  await uploadRecording(testApp, doctor.token, clinic.teamId, examinationId, recorderEdf(60));
  const eventsUrl = `teams/${clinic.teamId}/examinations/${examinationId}/events`;
  const event = await call(testApp, doctor.token, 'POST', eventsUrl, {
    type: 'PAUSE',
    startDate: '2026-11-20T08:00:10.000Z',
    endDate: '2026-11-20T08:00:13.000Z',
  });
  const invitation = await call(
    testApp,
    clinic.admin.token,
    'POST',
    `teams/${clinic.teamId}/invitations`,
    {
      role: 'nurse',
      email: uniqueEmail('invitee'),
      strategy: 'email',
    },
  );
  const weight = await call(testApp, doctor.token, 'POST', 'weights', {
    value: 80,
    date: '2026-11-20T08:00:00.000Z',
  });
  const questionnaire = await call(
    testApp,
    doctor.token,
    'GET',
    `teams/${clinic.teamId}/members/${memberId}/questionnaire`,
  );
  ids = {
    teamId: clinic.teamId,
    memberId,
    examinationId,
    eventId: event.json()._id,
    invitationId: invitation.json()._id,
    id: weight.json().id,
    questionnaireId: questionnaire.json()._id,
    userId: doctor.userId,
    examinationType: 'sleep_apnea',
  };
});

/** The route's path with each `:param` replaced by this clinic's id (a fresh UUID if none). */
function urlOf(path: string, overrides: Record<string, string> = {}): string {
  return path.replace(
    /:(\w+)/g,
    (_match, name: string) => overrides[name] ?? ids[name] ?? randomUUID(),
  );
}

/**
 * A valid body per route that takes one, so a refusal proves the access check and not the
 * validation before it. A route with a body and no entry here fails the cross-clinic test.
 */
const BODIES: Record<string, InjectOptions['payload'] | (() => InjectOptions['payload'])> = {
  'PUT /api/teams/:teamId': {
    details: {
      name: 'Renamed Clinic',
      address: 'ul. Długa 1',
      city: 'Kraków',
      email: 'clinic@example.test',
      businessId: '5260250274',
      businessIdName: 'NIP',
      zipcode: '31-510',
    },
  },
  'POST /api/teams/:teamId/user': { fullName: 'Intruder Patient' },
  'DELETE /api/teams/:teamId': { password: 'Any-password-1' },
  'PATCH /api/teams/:teamId/members/:memberId': { archived: true },
  'PATCH /api/teams/:teamId/user/:memberId': { height: 170 },
  'PUT /api/teams/:teamId/user/:memberId/fullName': { fullName: 'Renamed Patient' },
  'POST /api/teams/:teamId/members/:memberId/examinations': {
    type: 'holter_ecg',
    startDate: '2026-11-21T08:00:00.000Z',
    endDate: '2026-11-22T08:00:00.000Z',
    description: 'Palpitations',
  },
  'POST /api/teams/:teamId/examinations/list': {},
  'PATCH /api/teams/:teamId/examinations/:examinationId': { description: 'Overwritten' },
  'PUT /api/teams/:teamId/examinations/:examinationId/status': { status: 'FINISHED' },
  'PATCH /api/teams/:teamId/examinations/:examinationId/introquestionnaire/:questionnaireId': {
    answers: { smoker: true },
  },
  'POST /api/teams/:teamId/examinations/:examinationId/events': {
    type: 'PAUSE',
    startDate: '2026-11-20T08:00:20.000Z',
    endDate: '2026-11-20T08:00:23.000Z',
  },
  'PATCH /api/teams/:teamId/examinations/:examinationId/events/:eventId': {
    description: 'Overwritten',
  },
  'POST /api/teams/:teamId/examinations/:examinationId/recording': () => recorderEdf(10),
  'PATCH /api/teams/:teamId/examinations/:examinationId/beats': {
    beats: [{ sample: 250, label: 'V' }],
  },
  'POST /api/teams/:teamId/employee': { email: uniqueEmail('employee'), role: 'nurse' },
  'POST /api/teams/:teamId/invitations': {
    role: 'doctor',
    email: uniqueEmail('intruder'),
    strategy: 'email',
  },
  'PATCH /api/teams/:teamId/invitations': { seen: true },
  'POST /api/teams/:teamId/logo': { contentType: 'image/png' },
  'PUT /api/teams/:teamId/notification-settings/:memberId': { modes: { FINISHED: 'none' } },
  'PUT /api/admin/teams/:teamId/feature-visibilities': { names: ['annotations'] },
};

/** A valid query string per route that needs one, for the same reason as BODIES. */
const QUERIES: Record<string, string> = {
  'GET /api/teams/:teamId/examinations/:examinationId/signals':
    '?startDate=2026-11-20T08:00:00.000Z&endDate=2026-11-20T08:00:10.000Z',
  'DELETE /api/teams/:teamId/examinations/:examinationId/events': '?origin=user',
};

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH']);

function bodyOf(route: Route): InjectOptions['payload'] | undefined {
  const body = BODIES[routeName(route)];
  return typeof body === 'function' ? body() : body;
}

function send(route: Route, token: string | null, url: string) {
  const payload = bodyOf(route);
  return testApp.app.inject({
    method: route.method as InjectOptions['method'],
    url: url + (QUERIES[routeName(route)] ?? ''),
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(Buffer.isBuffer(payload) ? { 'content-type': 'application/octet-stream' } : {}),
    },
    ...(payload === undefined ? {} : { payload }),
  });
}

describe('every route of the API', () => {
  it('is found in the route tree', () => {
    const names = apiRoutes().map(routeName);
    expect(names.length).toBeGreaterThan(60);
    expect(names).toContain('GET /api/teams/:teamId/members/:memberId');
    expect(names).toContain('PATCH /api/teams/:teamId/examinations/:examinationId/events/:eventId');
    expect(names).toContain('GET /api/teams/:teamId/examinations/:examinationId/signalsoverview');
    const listed = [PUBLIC_ROUTES, BODIES, QUERIES]
      .flatMap((table) => Object.keys(table))
      .concat([...INVITEE_ROUTES]);
    for (const name of listed) {
      expect(names, `${name} is listed here but is no route`).toContain(name);
    }
  });

  it('answers 401 without a token, even to a body it would refuse, unless it is public', async () => {
    for (const route of apiRoutes()) {
      if (routeName(route) in PUBLIC_ROUTES) continue;
      const response = await testApp.app.inject({
        method: route.method as InjectOptions['method'],
        url: urlOf(route.path),
        ...(BODY_METHODS.has(route.method) ? { payload: { unexpected: true } } : {}),
      });
      expect(response.statusCode, routeName(route)).toBe(401);
      expect(response.json().message, routeName(route)).toBe('Token expired or invalid');
    }
  });

  it('answers 403 to the administrator of another clinic on every route of this clinic', async () => {
    const teamRoutes = apiRoutes().filter(
      (route) => route.path.includes(':teamId') && !(routeName(route) in PUBLIC_ROUTES),
    );
    expect(teamRoutes.length).toBeGreaterThan(40);
    for (const route of teamRoutes) {
      if (BODY_METHODS.has(route.method) && BODIES[routeName(route)] === undefined) {
        const noBody = await send(route, outsider.admin.token, urlOf(route.path));
        // A route that reads no body answers without one; one that does needs an entry in BODIES.
        expect(noBody.statusCode, `${routeName(route)}: give it a valid body in BODIES`).not.toBe(
          400,
        );
      }
      const response = await send(route, outsider.admin.token, urlOf(route.path));
      if (INVITEE_ROUTES.has(routeName(route))) {
        expect(response.json().code, routeName(route)).toBe('INVITATION_NOT_FOUND');
        continue;
      }
      expect(response.statusCode, `${routeName(route)}: ${response.body}`).toBe(403);
      expect(response.body, routeName(route)).not.toContain(ids.memberId);
    }
  });

  it('answers 404 when this clinic’s records are asked for through another clinic', async () => {
    const recordRoutes = apiRoutes().filter(
      (route) =>
        route.path.startsWith('/api/teams/:teamId/') &&
        /:(memberId|examinationId|eventId|invitationId)/.test(route.path),
    );
    expect(recordRoutes.length).toBeGreaterThan(20);
    for (const route of recordRoutes) {
      const url = urlOf(route.path, { teamId: outsider.teamId });
      const response = await send(route, outsider.admin.token, url);
      expect(response.statusCode, `${routeName(route)}: ${response.body}`).toBe(404);
    }
  });

  it('answers 403 when another clinic is named in the query or the body', async () => {
    const search = await call(
      testApp,
      outsider.admin.token,
      'GET',
      `search?teamId=${clinic.teamId}&phrase=Guarded`,
    );
    expect(search.statusCode).toBe(403);
    const validate = await call(testApp, outsider.admin.token, 'POST', 'validate/examinations', {
      teamId: clinic.teamId,
      memberId: ids.memberId,
    });
    expect(validate.statusCode).toBe(403);
    const report = await call(testApp, outsider.admin.token, 'POST', 'issue-reports', {
      category: 'other',
      description: 'Filed against a clinic I am not in',
      teamId: clinic.teamId,
    });
    expect(report.statusCode).toBe(403);
    // The analysis calls name only the examination: another clinic's is not found (404), as an
    // id that does not exist, so they tell nobody which ids exist elsewhere.
    for (const path of ['analysis/apnea', 'quality/apnea', 'analysis/covid']) {
      const analysis = await call(testApp, outsider.admin.token, 'POST', path, {
        examinationId: ids.examinationId,
      });
      expect(analysis.statusCode, path).toBe(404);
      expect(analysis.json().message, path).toBe('Examination not found');
    }
    // The ECG analysis names the clinic: another's is refused (403), as any clinic route.
    const ecg = await call(testApp, outsider.admin.token, 'POST', 'analysis/ecg/tasks', {
      teamId: clinic.teamId,
      examinationId: ids.examinationId,
    });
    expect(ecg.statusCode).toBe(403);
  });

  it('answers 404 for another user’s weight and questionnaire', async () => {
    const weight = await call(testApp, outsider.admin.token, 'DELETE', `weights/${ids.id}`);
    expect(weight.statusCode).toBe(404);
    const questionnaire = await call(
      testApp,
      outsider.admin.token,
      'PATCH',
      `teams/members/questionnaire/${ids.questionnaireId}`,
      { answers: { smoker: true } },
    );
    expect(questionnaire.statusCode).toBe(404);
  });
});
