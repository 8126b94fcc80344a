import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { call } from '../examinationsFixtures';
import { setUpTestApp } from '../helpers/setUpTestApp';
import {
  BODIES,
  PUBLIC_ROUTES,
  QUERIES,
  apiRoutes,
  guardedClinic,
  routeName,
  send,
  urlOf,
} from './guardedClinic';
import type { GuardedClinic, Route } from './guardedClinic';

/*
 * Tenancy: every route of the API, read from the running app rather than listed by hand, held
 * against the access rules of docs/permissions.md — no token, and the administrator of another
 * clinic. A route a future change adds is checked the day it lands.
 */

const testApp = setUpTestApp();

/**
 * Routes of a clinic used by someone it invited, before they are a member (reject and flag an
 * invitation): anyone without an invitation there gets 404 'Invitation not found'.
 */
const INVITEE_ROUTES = new Set([
  'DELETE /api/teams/:teamId/invitations',
  'PATCH /api/teams/:teamId/invitations',
]);

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH']);

let guarded: GuardedClinic;
let ids: Record<string, string>;

beforeAll(async () => {
  guarded = await guardedClinic(testApp);
  ids = guarded.ids;
});

const routes = (): Route[] => apiRoutes(testApp);

describe('every route of the API', () => {
  it('is found in the route tree', () => {
    const names = routes().map(routeName);
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
    for (const route of routes()) {
      if (routeName(route) in PUBLIC_ROUTES) continue;
      const response = await testApp.app.inject({
        method: route.method as InjectOptions['method'],
        url: urlOf(route.path, ids),
        ...(BODY_METHODS.has(route.method) ? { payload: { unexpected: true } } : {}),
      });
      expect(response.statusCode, routeName(route)).toBe(401);
      expect(response.json().message, routeName(route)).toBe('Token expired or invalid');
    }
  });

  it('answers 403 to the administrator of another clinic on every route of this clinic', async () => {
    const teamRoutes = routes().filter(
      (route) => route.path.includes(':teamId') && !(routeName(route) in PUBLIC_ROUTES),
    );
    expect(teamRoutes.length).toBeGreaterThan(40);
    for (const route of teamRoutes) {
      if (BODY_METHODS.has(route.method) && BODIES[routeName(route)] === undefined) {
        const noBody = await send(
          testApp,
          route,
          guarded.outsider.admin.token,
          urlOf(route.path, ids),
        );
        // A route that reads no body answers without one; one that does needs an entry in BODIES.
        expect(noBody.statusCode, `${routeName(route)}: give it a valid body in BODIES`).not.toBe(
          400,
        );
      }
      const response = await send(
        testApp,
        route,
        guarded.outsider.admin.token,
        urlOf(route.path, ids),
      );
      if (INVITEE_ROUTES.has(routeName(route))) {
        expect(response.json().code, routeName(route)).toBe('INVITATION_NOT_FOUND');
        continue;
      }
      expect(response.statusCode, `${routeName(route)}: ${response.body}`).toBe(403);
      expect(response.body, routeName(route)).not.toContain(ids.memberId);
    }
  });

  it('answers 403 to a clinic administrator on every route of the site administrators', async () => {
    const adminRoutes = routes().filter((route) => route.path.startsWith('/api/admin/'));
    expect(adminRoutes.map(routeName)).toContain('POST /api/admin/orders/:orderId/activation');
    for (const route of adminRoutes) {
      const response = await send(
        testApp,
        route,
        guarded.clinic.admin.token,
        urlOf(route.path, ids),
      );
      expect(response.statusCode, `${routeName(route)}: ${response.body}`).toBe(403);
    }
  });

  it('answers 404 when this clinic’s records are asked for through another clinic', async () => {
    const recordRoutes = routes().filter(
      (route) =>
        (route.path.startsWith('/api/teams/:teamId/') ||
          route.path.startsWith('/api/actionplans/team')) &&
        /:(memberId|examinationId|eventId|invitationId|qualificationId|orderId|actionId|programId|libraryItemId)/.test(
          route.path,
        ),
    );
    expect(recordRoutes.length).toBeGreaterThan(20);
    for (const route of recordRoutes) {
      const url = urlOf(route.path, ids, { teamId: guarded.outsider.teamId });
      const response = await send(testApp, route, guarded.outsider.admin.token, url);
      expect(response.statusCode, `${routeName(route)}: ${response.body}`).toBe(404);
    }
  });

  it('answers 403 when another clinic is named in the query or the body', async () => {
    const search = await call(
      testApp,
      guarded.outsider.admin.token,
      'GET',
      `search?teamId=${guarded.clinic.teamId}&phrase=Guarded`,
    );
    expect(search.statusCode).toBe(403);
    const validate = await call(
      testApp,
      guarded.outsider.admin.token,
      'POST',
      'validate/examinations',
      {
        teamId: guarded.clinic.teamId,
        memberId: ids.memberId,
      },
    );
    expect(validate.statusCode).toBe(403);
    const report = await call(testApp, guarded.outsider.admin.token, 'POST', 'issue-reports', {
      category: 'other',
      description: 'Filed against a clinic I am not in',
      teamId: guarded.clinic.teamId,
    });
    expect(report.statusCode).toBe(403);
    // The analysis calls name only the examination: another clinic's is not found (404), as an
    // id that does not exist, so they tell nobody which ids exist elsewhere.
    for (const path of ['analysis/apnea', 'quality/apnea', 'analysis/covid']) {
      const analysis = await call(testApp, guarded.outsider.admin.token, 'POST', path, {
        examinationId: ids.examinationId,
      });
      expect(analysis.statusCode, path).toBe(404);
      expect(analysis.json().message, path).toBe('Examination not found');
    }
    // The ECG analysis names the clinic: another's is refused (403), as any clinic route.
    const ecg = await call(testApp, guarded.outsider.admin.token, 'POST', 'analysis/ecg/tasks', {
      teamId: guarded.clinic.teamId,
      examinationId: ids.examinationId,
    });
    expect(ecg.statusCode).toBe(403);
  });

  it('answers 404 for another user’s weight and questionnaire', async () => {
    const weight = await call(testApp, guarded.outsider.admin.token, 'DELETE', `weights/${ids.id}`);
    expect(weight.statusCode).toBe(404);
    const questionnaire = await call(
      testApp,
      guarded.outsider.admin.token,
      'PATCH',
      `teams/members/questionnaire/${ids.questionnaireId}`,
      { answers: { smoker: true } },
    );
    expect(questionnaire.statusCode).toBe(404);
  });
});
