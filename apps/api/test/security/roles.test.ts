import { MEMBER_ROLES, PERMISSIONS } from '@telemed/domain';
import type { MemberRole, Permission } from '@telemed/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { setUpTestApp } from '../helpers/setUpTestApp';
import { PUBLIC_ROUTES, apiRoutes, guardedClinic, routeName, send, urlOf } from './guardedClinic';
import type { GuardedClinic, Route } from './guardedClinic';

/*
 * Roles inside one clinic: every route of a clinic, for every member role that has no right to
 * it, is refused (403, or 404 where the record is not the caller's to know of), and it changes
 * nothing. Who may call what is the permission matrix of @telemed/domain (docs/permissions.md);
 * this table names, for each route, which right of the matrix (or which wider group) it needs.
 * A new clinic route fails the first test until it is placed here.
 */

/** Every member role: the clinic's own lists and specs a patient's app reads too. */
const ANY_MEMBER = MEMBER_ROLES;
/** Every employee role: the clinic's examinations and records. */
const STAFF = MEMBER_ROLES.filter((role) => role !== 'user');
/** No member role: site administrators only. */
const NOBODY: readonly MemberRole[] = [];

const roles = (permission: Permission): readonly MemberRole[] => PERMISSIONS[permission];

/** Which member roles may call each route of a clinic. */
const ALLOWED: Record<string, readonly MemberRole[]> = {
  'GET /api/annotations/teams/:teamId/annotator/:memberId/assigned': STAFF,
  'GET /api/teams/:teamId': roles('team.read'),
  'PUT /api/teams/:teamId': roles('team.edit'),
  'DELETE /api/teams/:teamId': roles('team.delete'),
  'GET /api/teams/:teamId/member/me': ANY_MEMBER,
  'GET /api/teams/:teamId/members/:memberId': roles('members.read'),
  'PATCH /api/teams/:teamId/members/:memberId': roles('patients.archive'),
  'DELETE /api/teams/:teamId/members/:memberId': roles('members.remove'),
  'GET /api/teams/:teamId/members/:memberId/examinations': STAFF,
  'POST /api/teams/:teamId/members/:memberId/examinations': STAFF,
  'DELETE /api/teams/:teamId/members/:memberId/examinations/:examinationId': STAFF,
  'GET /api/teams/:teamId/members/:memberId/examinations/:examinationId/report': STAFF,
  'GET /api/teams/:teamId/members/:memberId/examinations/:examinationId/hrvreport': STAFF,
  'GET /api/teams/:teamId/examinations/:examinationId/report/sendings': STAFF,
  'GET /api/teams/:teamId/members/:memberId/questionnaire': roles('patients.questionnaire'),
  'GET /api/teams/:teamId/members/:memberId/weights': roles('members.read'),
  'POST /api/teams/:teamId/members/:memberId/code': roles('patients.smsCode'),
  'POST /api/teams/:teamId/members/:memberId/reset': roles('patients.reset'),
  'GET /api/teams/:teamId/examinations/examinationspecs': ANY_MEMBER,
  'GET /api/teams/:teamId/examinations/pending': STAFF,
  'POST /api/teams/:teamId/examinations/list': STAFF,
  'GET /api/teams/:teamId/examinations/:examinationId': STAFF,
  'PATCH /api/teams/:teamId/examinations/:examinationId': STAFF,
  'PUT /api/teams/:teamId/examinations/:examinationId/status': STAFF,
  'GET /api/teams/:teamId/examinations/:examinationId/statistics': STAFF,
  'GET /api/teams/:teamId/examinations/:examinationId/signals': STAFF,
  'GET /api/teams/:teamId/examinations/:examinationId/signalsoverview': STAFF,
  'GET /api/teams/:teamId/examinations/:examinationId/introquestionnaire': STAFF,
  'PATCH /api/teams/:teamId/examinations/:examinationId/introquestionnaire/:questionnaireId': STAFF,
  'GET /api/teams/:teamId/examinations/:examinationId/recording': STAFF,
  'POST /api/teams/:teamId/examinations/:examinationId/recording': STAFF,
  'DELETE /api/teams/:teamId/examinations/:examinationId/recording': STAFF,
  'POST /api/teams/:teamId/examinations/:examinationId/recording/demo': STAFF,
  'POST /api/teams/:teamId/examinations/:examinationId/events/restore': STAFF,
  'GET /api/teams/:teamId/demo-recordings': ANY_MEMBER,
  'GET /api/teams/:teamId/examinations/:examinationId/events': STAFF,
  'POST /api/teams/:teamId/examinations/:examinationId/events': STAFF,
  'DELETE /api/teams/:teamId/examinations/:examinationId/events': STAFF,
  'PATCH /api/teams/:teamId/examinations/:examinationId/events/:eventId': STAFF,
  'DELETE /api/teams/:teamId/examinations/:examinationId/events/:eventId': STAFF,
  'GET /api/teams/:teamId/examinations/:examinationId/beats': STAFF,
  'PATCH /api/teams/:teamId/examinations/:examinationId/beats': STAFF,
  'GET /api/teams/:teamId/questionnairespec': ANY_MEMBER,
  'POST /api/teams/:teamId/employee': roles('invitations.manage'),
  'POST /api/teams/:teamId/employee/:userId/invite': roles('invitations.manage'),
  'POST /api/teams/:teamId/user': roles('patients.edit'),
  'PATCH /api/teams/:teamId/user/:memberId': roles('patients.edit'),
  'PUT /api/teams/:teamId/user/:memberId/fullName': roles('patients.edit'),
  'GET /api/teams/:teamId/invitations': roles('invitations.manage'),
  'POST /api/teams/:teamId/invitations': roles('invitations.manage'),
  'DELETE /api/teams/:teamId/invitations/:invitationId': roles('invitations.manage'),
  'POST /api/teams/:teamId/invitations/:invitationId/resend': roles('invitations.manage'),
  'POST /api/teams/:teamId/logo': roles('team.edit'),
  'GET /api/teams/:teamId/order-created': roles('team.read'),
  'GET /api/teams/:teamId/covid-intake-settings': roles('team.read'),
  'PUT /api/teams/:teamId/covid-intake-settings': roles('team.edit'),
  'GET /api/teams/:teamId/notification-settings': roles('team.read'),
  // The patient's settings: another member's, so only who manages others' settings.
  'PUT /api/teams/:teamId/notification-settings/:memberId': roles('notifications.manageOthers'),
  'GET /api/teams/:teamId/feature-visibilities': ANY_MEMBER,
  'GET /api/teams/:teamId/analysis-parameters/:examinationType': STAFF,
  'GET /api/teams/:teamId/report': STAFF,
  'GET /api/teams/:teamId/report/:memberId/history': STAFF,
  'POST /api/teams/:teamId/report/alerts/:alertId/acknowledgement': STAFF,
  'PUT /api/admin/teams/:teamId/feature-visibilities': NOBODY,
  'GET /api/teams/:teamId/qualifications': roles('qualifications.edit'),
  'POST /api/teams/:teamId/qualifications': roles('qualifications.edit'),
  'GET /api/teams/:teamId/qualifications/:qualificationId': roles('qualifications.edit'),
  'PUT /api/teams/:teamId/qualifications/:qualificationId': roles('qualifications.edit'),
  'POST /api/teams/:teamId/qualifications/:qualificationId/transitions': roles(
    'qualifications.changeState',
  ),
  'POST /api/teams/:teamId/qualifications/:qualificationId/final-qualification/transitions': roles(
    'qualifications.decideFinal',
  ),
  // Orders hold the clinic's business details and signatures: its administrators'.
  'POST /api/teams/:teamId/orders': roles('team.edit'),
  'GET /api/teams/:teamId/orders': roles('team.edit'),
  'GET /api/teams/:teamId/orders/:orderId': roles('team.edit'),
  'POST /api/actionplans/teams/:teamId/examinations/:examinationId': roles('actionPlans.manage'),
  // The examination's patient reads its plan too; another patient finds no examination (404).
  'GET /api/actionplans/teams/:teamId/examinations/:examinationId': ANY_MEMBER,
  'PATCH /api/actionplans/team/:teamId/actions/status/:actionId': roles('actionPlans.manage'),
  // Only the action's patient answers: anyone else finds no action (404).
  'PATCH /api/actionplans/team/:teamId/actions/answers/:actionId/questionnaire': ['user'],
  // Programs: patients read the published ones for them; staff build and assign them.
  'GET /api/teams/:teamId/programs': ANY_MEMBER,
  'GET /api/teams/:teamId/programs/:programId': ANY_MEMBER,
  'POST /api/teams/:teamId/programs': roles('programs.manage'),
  'PUT /api/teams/:teamId/programs/:programId': roles('programs.manage'),
  'DELETE /api/teams/:teamId/programs/:programId': roles('programs.manage'),
  'POST /api/teams/:teamId/programs/:programId/publish': roles('programs.manage'),
  'POST /api/teams/:teamId/programs/:programId/unpublish': roles('programs.manage'),
  'POST /api/teams/:teamId/programs/:programId/archive': roles('programs.manage'),
  'GET /api/teams/:teamId/libraries': roles('programs.manage'),
  'POST /api/teams/:teamId/libraries': roles('programs.manage'),
  'DELETE /api/teams/:teamId/libraries/:libraryItemId': roles('programs.manage'),
  'GET /api/teams/:teamId/members/:memberId/programs': roles('programs.assign'),
  'POST /api/teams/:teamId/members/:memberId/programs': roles('programs.assign'),
  // A day is recorded or skipped by its patient alone (programs.test.ts), no role as such.
  'PUT /api/teams/:teamId/members/:memberId/programs/days/:dayId/answers': NOBODY,
  'POST /api/teams/:teamId/members/:memberId/programs/days/:dayId/skip': NOBODY,
};

/**
 * Routes of a clinic for people it invited, answered by invitation rather than by role (see
 * tenancy.test.ts): not part of the role matrix.
 */
const BY_INVITATION = new Set([
  'DELETE /api/teams/:teamId/invitations',
  'PATCH /api/teams/:teamId/invitations',
]);

const testApp = setUpTestApp();
let guarded: GuardedClinic;

beforeAll(async () => {
  guarded = await guardedClinic(testApp);
});

const clinicRoutes = (): Route[] =>
  apiRoutes(testApp).filter(
    (route) =>
      route.path.includes(':teamId') &&
      !(routeName(route) in PUBLIC_ROUTES) &&
      !BY_INVITATION.has(routeName(route)),
  );

describe('each member role', () => {
  it('has its rights named for every route of a clinic', () => {
    const names = clinicRoutes().map(routeName);
    expect(names.length).toBeGreaterThan(45);
    expect(names.filter((name) => !(name in ALLOWED))).toEqual([]);
    expect(Object.keys(ALLOWED).filter((name) => !names.includes(name))).toEqual([]);
  });

  it('is refused every route it has no right to, and nothing changes', async () => {
    const failures: string[] = [];
    let tried = 0;
    for (const route of clinicRoutes()) {
      const allowed = ALLOWED[routeName(route)] ?? [];
      for (const role of MEMBER_ROLES.filter((candidate) => !allowed.includes(candidate))) {
        tried += 1;
        const url = urlOf(route.path, guarded.ids);
        const response = await send(testApp, route, guarded.members[role].token, url);
        if (![403, 404].includes(response.statusCode))
          failures.push(`${role}: ${routeName(route)} ${response.statusCode} ${response.body}`);
      }
    }
    expect(failures).toEqual([]);
    expect(tried).toBeGreaterThan(90);
    // Nothing a refused request would have changed did change: the patient is still there,
    // unarchived, and the examination still has its recording.
    const { ids, members } = guarded;
    const doctor = members.doctor.token;
    const member = await send(
      testApp,
      { method: 'GET', path: '/api/teams/:teamId/members/:memberId' },
      doctor,
      urlOf('/api/teams/:teamId/members/:memberId', ids),
    );
    expect(member.statusCode).toBe(200);
    expect(member.json().archived).not.toBe(true);
    const recording = await send(
      testApp,
      { method: 'GET', path: '/api/teams/:teamId/examinations/:examinationId/recording' },
      doctor,
      urlOf('/api/teams/:teamId/examinations/:examinationId/recording', ids),
    );
    expect(recording.statusCode).toBe(200);
  }, 180_000);

  it('reaches every reading route it has the right to', async () => {
    const failures: string[] = [];
    for (const route of clinicRoutes().filter((candidate) => candidate.method === 'GET')) {
      for (const role of ALLOWED[routeName(route)] ?? []) {
        const url = urlOf(route.path, guarded.ids);
        const response = await send(testApp, route, guarded.members[role].token, url);
        if (response.statusCode === 403) failures.push(`${role}: ${routeName(route)}`);
      }
    }
    expect(failures).toEqual([]);
  }, 120_000);
});
