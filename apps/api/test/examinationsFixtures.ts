import { randomUUID } from 'node:crypto';
import type { MemberRole, QuestionnaireAnswers } from '@telemed/domain';
import { sampleCovidIntake } from '@telemed/domain/mock';
import type { InjectOptions } from 'fastify';
import { TeamsRepository } from '../src/repositories/teamsRepository';
import { UsersRepository } from '../src/repositories/usersRepository';
import { bearer, signUp, uniqueEmail } from './helpers/testApp';
import type { Response, TestApp } from './helpers/testApp';

/** A signed-in member of a clinic. */
export interface StaffMember {
  token: string;
  memberId: string;
  userId: string;
  email: string;
}

/** A clinic with its administrator (who created it). */
export interface Clinic {
  teamId: string;
  admin: StaffMember;
}

/** Sends one API call as the bearer of `token`; `payload` becomes the JSON body. */
export function call(
  testApp: TestApp,
  token: string,
  method: InjectOptions['method'],
  url: string,
  payload?: unknown,
): Promise<Response> {
  return testApp.app.inject({
    method,
    url: `/api/${url}`,
    headers: bearer(token),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

/** Signs up a user who creates a clinic, and answers both. */
export async function createClinic(
  testApp: TestApp,
  name = 'Examinations Clinic',
): Promise<Clinic> {
  const account = await signUp(testApp);
  const response = await call(testApp, account.token, 'POST', 'teams', {
    name,
    countryContext: 'PL',
  });
  const team = response.json<{ _id: string; memberId: string }>();
  return {
    teamId: team._id,
    admin: {
      token: account.token,
      memberId: team.memberId,
      userId: account.userId,
      email: account.email,
    },
  };
}

/** Signs up a user and adds them to the clinic with a role (an invitation they accepted). */
export async function addSignedInMember(
  testApp: TestApp,
  teamId: string,
  role: MemberRole,
  options: { acceptedInvitation?: boolean } = {},
): Promise<StaffMember> {
  const account = await signUp(testApp);
  const member = await new TeamsRepository(testApp.app.db).insertMember({
    teamId,
    userId: account.userId,
    role,
    name: '',
    acceptedInvitation: options.acceptedInvitation ?? true,
    enrolledOn: new Date(),
  });
  return {
    token: account.token,
    memberId: member.id,
    userId: account.userId,
    email: account.email,
  };
}

/** Adds a patient (role user) whose account the clinic made and who never signs in; answers the member id. */
export async function addPatient(
  testApp: TestApp,
  teamId: string,
  fullName: string,
  details: { dateOfBirth?: string; gender?: 'female' | 'male' | 'other'; height?: number } = {},
): Promise<string> {
  const personalDetails = {
    dateOfBirth: details.dateOfBirth ?? null,
    gender: details.gender ?? null,
    height: details.height ?? null,
  };
  const user = await new UsersRepository(testApp.app.db).insert({
    email: uniqueEmail('patient'),
    passwordHash: `unusable-${randomUUID()}`,
    fullName,
    settings: { language: 'en-GB', temperatureUnits: 'celsius', lengthUnits: 'metric' },
    personalDetails: { fullName, ...personalDetails },
    confirmedAt: new Date(),
    createdByTeamId: teamId,
  });
  const member = await new TeamsRepository(testApp.app.db).insertMember({
    teamId,
    userId: user.id,
    role: 'user',
    name: fullName,
    personalDetails,
    acceptedInvitation: true,
    enrolledOn: new Date(),
  });
  return member.id;
}

/** A valid create body: a 24-hour Holter ECG starting at `start`. */
export function holterBody(
  start = '2026-11-20T08:00:00.000Z',
  extra: Record<string, unknown> = {},
) {
  const end = new Date(Date.parse(start) + 24 * 3_600_000).toISOString();
  return {
    type: 'holter_ecg',
    startDate: start,
    endDate: end,
    description: 'Palpitations',
    ...extra,
  };
}

/**
 * A complete COVID questionnaire of a confirmed patient recognised within 72 h whose first vitals
 * are in range, qualified an hour before `start`.
 */
export function covidAnswers(
  start = '2026-11-20T08:00:00.000Z',
  extra: Record<string, unknown> = {},
): QuestionnaireAnswers {
  return sampleCovidIntake(
    new Date(Date.parse(start) - 3_600_000).toISOString(),
    extra as QuestionnaireAnswers,
  );
}

/** A COVID examination of 72 hours from `start` with a complete questionnaire. */
export function covidBody(start = '2026-11-20T08:00:00.000Z', extra: Record<string, unknown> = {}) {
  return {
    type: 'covid',
    startDate: start,
    endDate: new Date(Date.parse(start) + 72 * 3_600_000).toISOString(),
    description: 'Confirmed COVID-19, home monitoring',
    questionnaire: covidAnswers(start),
    ...extra,
  };
}

/** Creates an examination and answers its body; fails the test on any other answer than 201. */
export async function createExamination(
  testApp: TestApp,
  token: string,
  teamId: string,
  memberId: string,
  body: Record<string, unknown> = holterBody(),
): Promise<{ _id: string; [field: string]: unknown }> {
  const response = await call(
    testApp,
    token,
    'POST',
    `teams/${teamId}/members/${memberId}/examinations`,
    body,
  );
  if (response.statusCode !== 201) throw new Error(`create failed: ${response.body}`);
  return response.json();
}
