import { randomUUID } from 'node:crypto';
import { MEMBER_ROLES } from '@telemed/domain';
import type { MemberRole } from '@telemed/domain';
import type { InjectOptions } from 'fastify';
import {
  addPatient,
  addSignedInMember,
  call,
  createClinic,
  createExamination,
} from '../examinationsFixtures';
import type { Clinic, StaffMember } from '../examinationsFixtures';
import { uniqueEmail, uniqueRemoteAddress } from '../helpers/testApp';
import type { TestApp } from '../helpers/testApp';
import { validOrder } from '../ordersFixtures';
import { signupBody } from '../paymentsFixtures';
import { recorderEdf, uploadRecording } from '../recordingsFixtures';

/*
 * What the security suite attacks: a clinic with a member of every role, a patient with an
 * examination, a recording, an event, an invitation, a weight, a questionnaire, a qualification,
 * an order, an action plan and a program given to the patient, and a second clinic whose administrator plays the outsider. Routes are read from the running app, so a route
 * a future change adds is attacked the day it lands.
 */

/** One registered route of the API. */
export interface Route {
  method: string;
  path: string;
}

/** `METHOD /api/path` */
export const routeName = ({ method, path }: Route) => `${method} ${path}`;

/**
 * The API's routes from fastify's route tree (`printRoutes`), HEAD left out (fastify adds it to
 * every GET). A tree line is `│   ├── /segment (GET, POST)`, four characters per level.
 */
export function apiRoutes(testApp: TestApp): Route[] {
  const routes: Route[] = [];
  const parents: string[] = [];
  for (const line of testApp.app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^((?:[│ ] {3})*)[├└]── (\S+)(?: \(([^)]*)\))?/.exec(line);
    if (!match) continue;
    const [, indent = '', segment = '', methods = ''] = match;
    const depth = indent.length / 4;
    const path = (parents[depth - 1] ?? '') + segment;
    parents[depth] = path;
    parents.length = depth + 1;
    if (!path.startsWith('/api/')) continue;
    for (const method of methods.split(', ')) {
      if (method && method !== 'HEAD') routes.push({ method, path });
    }
  }
  return routes;
}

/** Routes that answer without a bearer token, each with what stands in for it. */
export const PUBLIC_ROUTES: Record<string, string> = {
  'GET /api/health': 'nothing to protect',
  'POST /api/login': 'signs in',
  'POST /api/users': 'registers',
  'POST /api/forget': 'mails a reset link (throttled per address and per client in the database)',
  'GET /api/confirm/:token': 'the mailed one-time token',
  'PUT /api/confirm/:token/email': 'the mailed one-time token',
  'POST /api/auth/reset/:token': 'the mailed one-time token',
  'POST /api/user/:userId/password': 'the mailed one-time token in the body',
  'PUT /api/uploads/avatar/:grant': 'a signed, expiring upload grant',
  'PUT /api/uploads/team-logo/:grant': 'a signed, expiring upload grant',
  'GET /api/avatars/:userId/:fileName': 'an unguessable file name, shown on screens and mails',
  'GET /api/team-logos/:teamId/:fileName': 'an unguessable file name, shown on reports and mails',
  'GET /api/plans': 'the public price list of the signup page',
  'POST /api/rehabilitationUsers': 'registers for rehabilitation (throttled as registrations)',
  'GET /api/payments/checkouts/:checkoutId': 'an unguessable checkout id (throttled per client)',
  'GET /api/payments/sandbox/checkouts/:checkoutId':
    'an unguessable checkout id of the sandbox, which moves no money (throttled per client)',
  'POST /api/payments/sandbox/checkouts/:checkoutId/outcome':
    'an unguessable checkout id of the sandbox, which moves no money (throttled per client)',
  'POST /api/payments/webhooks/:provider': "the provider's signature over the raw body",
};

/**
 * A valid body per route that takes one, so a refusal proves the access check and not the
 * validation before it.
 */
export const BODIES: Record<string, InjectOptions['payload'] | (() => InjectOptions['payload'])> = {
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
  // Well formed; the access check comes before the token is read.
  'POST /api/teams/:teamId/examinations/:examinationId/events/restore': {
    token: 'event.signature',
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
  'PUT /api/teams/:teamId/covid-intake-settings': { vitalLimits: 'message_catalogue@1' },
  'PUT /api/admin/teams/:teamId/feature-visibilities': { names: ['annotations'] },
  // Any patient id is a valid body: the access check answers before the patient is looked up.
  'POST /api/teams/:teamId/qualifications': { memberId: '00000000-0000-4000-8000-000000000000' },
  'PUT /api/teams/:teamId/qualifications/:qualificationId': { mmrc: 2 },
  'POST /api/teams/:teamId/qualifications/:qualificationId/transitions': { transition: 'qualify' },
  'POST /api/teams/:teamId/qualifications/:qualificationId/final-qualification/transitions': {
    transition: 'completeFinal',
  },
  'POST /api/teams/:teamId/orders': validOrder,
  'POST /api/actionplans/teams/:teamId/examinations/:examinationId': {
    actions: [{ questionnaire: 'cat' }],
  },
  'PATCH /api/actionplans/team/:teamId/actions/status/:actionId': { status: 'cancelled' },
  'PATCH /api/actionplans/team/:teamId/actions/answers/:actionId/questionnaire': {
    questionnaries: { grade: 1 },
  },
  'POST /api/teams/:teamId/programs': { title: 'Intruder program' },
  'PUT /api/teams/:teamId/programs/:programId': { title: 'Overwritten program' },
  'POST /api/teams/:teamId/libraries': {
    kind: 'series',
    series: { id: '00000000-0000-4000-8000-000000000001', title: 'Intruder series' },
  },
  'POST /api/teams/:teamId/members/:memberId/programs': {
    programId: '00000000-0000-4000-8000-000000000000',
  },
  'PUT /api/teams/:teamId/members/:memberId/programs/days/:dayId/answers': { answers: [] },
  'PUT /api/admin/orders/:orderId/fee': { amount: 49_900, currency: 'PLN' },
  'POST /api/users/me/subscription/checkout': { planId: 2 },
  'PUT /api/users/me/phone': { phone: '+48 601 234 567' },
  'POST /api/rehabilitationUsers': () => signupBody(2),
  'POST /api/payments/sandbox/checkouts/:checkoutId/outcome': { outcome: 'accepted' },
};

/** A valid query string per route that needs one, for the same reason as BODIES. */
export const QUERIES: Record<string, string> = {
  'GET /api/teams/:teamId/examinations/:examinationId/signals':
    '?startDate=2026-11-20T08:00:00.000Z&endDate=2026-11-20T08:00:10.000Z',
  'DELETE /api/teams/:teamId/examinations/:examinationId/events': '?origin=user',
};

/** The guarded clinic, its members by role, an outsider clinic and the ids its routes name. */
export interface GuardedClinic {
  clinic: Clinic;
  outsider: Clinic;
  /** A signed-in member of the clinic per role; `administrator` is the clinic's creator. */
  members: Record<MemberRole, StaffMember>;
  /** The ids a route of the clinic names, by path parameter. */
  ids: Record<string, string>;
}

/** Builds the clinic the suite attacks. */
export async function guardedClinic(testApp: TestApp): Promise<GuardedClinic> {
  const clinic = await createClinic(testApp, 'Guarded Clinic');
  const outsider = await createClinic(testApp, 'Outsider Clinic');
  const members = { administrator: clinic.admin } as Record<MemberRole, StaffMember>;
  for (const role of MEMBER_ROLES) {
    if (role !== 'administrator')
      members[role] = await addSignedInMember(testApp, clinic.teamId, role);
  }
  const doctor = members.doctor;
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
    { role: 'nurse', email: uniqueEmail('invitee'), strategy: 'email' },
  );
  const weight = await call(testApp, doctor.token, 'POST', 'weights', {
    value: 80,
    date: '2026-11-20T08:00:00.000Z',
  });
  const qualification = await call(
    testApp,
    doctor.token,
    'POST',
    `teams/${clinic.teamId}/qualifications`,
    { memberId },
  );
  const questionnaire = await call(
    testApp,
    doctor.token,
    'GET',
    `teams/${clinic.teamId}/members/${memberId}/questionnaire`,
  );
  const order = await call(
    testApp,
    clinic.admin.token,
    'POST',
    `teams/${clinic.teamId}/orders`,
    validOrder,
  );
  const actionPlan = await call(
    testApp,
    doctor.token,
    'POST',
    `actionplans/teams/${clinic.teamId}/examinations/${examinationId}`,
    { actions: [{ questionnaire: 'mmrc' }] },
  );
  const { program, libraryItem, dayId } = await guardedProgram(
    testApp,
    doctor,
    clinic.teamId,
    memberId,
  );
  return {
    clinic,
    outsider,
    members,
    ids: {
      teamId: clinic.teamId,
      memberId,
      examinationId,
      eventId: event.json()._id,
      invitationId: invitation.json()._id,
      id: weight.json().id,
      questionnaireId: questionnaire.json()._id,
      qualificationId: qualification.json()._id,
      orderId: order.json()._id,
      actionId: actionPlan.json().actions[0]._id,
      programId: program,
      libraryItemId: libraryItem,
      dayId,
      userId: doctor.userId,
      examinationType: 'sleep_apnea',
      provider: 'sandbox',
    },
  };
}

/** A published program of one step given to the patient, and a step saved to the library. */
async function guardedProgram(
  testApp: TestApp,
  staff: StaffMember,
  teamId: string,
  memberId: string,
): Promise<{ program: string; libraryItem: string; dayId: string }> {
  const step = { id: randomUUID(), title: 'Guarded step', durationDays: 1 };
  const program = await call(testApp, staff.token, 'POST', `teams/${teamId}/programs`, {
    title: 'Guarded program',
    steps: [step],
  });
  const programId = program.json()._id as string;
  await call(testApp, staff.token, 'POST', `teams/${teamId}/programs/${programId}/publish`);
  const libraryItem = await call(testApp, staff.token, 'POST', `teams/${teamId}/libraries`, {
    kind: 'step',
    step,
  });
  const assignment = await call(
    testApp,
    staff.token,
    'POST',
    `teams/${teamId}/members/${memberId}/programs`,
    {
      programId,
    },
  );
  return {
    program: programId,
    libraryItem: libraryItem.json()._id,
    dayId: assignment.json().days[0]._id,
  };
}

/** The route's path with each `:param` replaced by an id of `ids` (a fresh UUID if none). */
export function urlOf(
  path: string,
  ids: Record<string, string>,
  overrides: Record<string, string> = {},
): string {
  return path.replace(
    /:(\w+)/g,
    (_match, name: string) => overrides[name] ?? ids[name] ?? randomUUID(),
  );
}

function bodyOf(route: Route): InjectOptions['payload'] | undefined {
  const body = BODIES[routeName(route)];
  return typeof body === 'function' ? body() : body;
}

/**
 * Sends the route its valid body and query (from BODIES and QUERIES) at `url` as the bearer of
 * `token` (none when null), each request from its own client address so no throttle answers
 * instead of the access check.
 */
export function send(testApp: TestApp, route: Route, token: string | null, url: string) {
  const payload = bodyOf(route);
  return testApp.app.inject({
    method: route.method as InjectOptions['method'],
    url: url + (QUERIES[routeName(route)] ?? ''),
    remoteAddress: uniqueRemoteAddress(),
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(Buffer.isBuffer(payload) ? { 'content-type': 'application/octet-stream' } : {}),
    },
    ...(payload === undefined ? {} : { payload }),
  });
}
