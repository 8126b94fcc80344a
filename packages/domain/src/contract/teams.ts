import { z } from 'zod';
import { TeamParamsSchema } from '../schemas/routeParams';
import { CreateTeamBodySchema, MemberSchema, TeamSchema } from '../schemas/team';
import { endpoint, errorResponses } from './endpoint';

/** The clinics of the signed-in user. */
export const teamsContract = {
  /** The clinics the user belongs to, each with the user's member role. */
  list: endpoint({
    method: 'GET',
    path: '/teams',
    access: 'signedIn',
    responses: { 200: z.array(TeamSchema), ...errorResponses },
  }),
  /** Creates a clinic whose administrator is the user. */
  create: endpoint({
    method: 'POST',
    path: '/teams',
    access: 'signedIn',
    body: CreateTeamBodySchema,
    responses: { 201: TeamSchema, ...errorResponses },
  }),
  /** The user's own member record in a clinic. */
  myMember: endpoint({
    method: 'GET',
    path: '/teams/:teamId/member/me',
    access: 'teamMember',
    params: TeamParamsSchema,
    responses: { 200: MemberSchema, ...errorResponses },
  }),
} as const;
