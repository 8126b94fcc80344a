import { z } from 'zod';
import { TeamSchema } from '../schemas/team';
import type { CreateTeamBody, Team } from '../schemas/team';
import type { ApiCore, CallOptions } from './ApiCore';

const TeamListSchema = z.array(TeamSchema);

export function listTeams(core: ApiCore, options?: CallOptions): Promise<Team[]> {
  return core.request({ ...options, method: 'GET', path: 'teams', schema: TeamListSchema });
}

export function createTeam(
  core: ApiCore,
  body: CreateTeamBody,
  options?: CallOptions,
): Promise<Team> {
  return core.request({ ...options, method: 'POST', path: 'teams', body, schema: TeamSchema });
}
