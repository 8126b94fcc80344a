import { DEFAULT_CLINIC_FEATURES } from '@telemed/domain';
import type { CreateTeamBody, Member, Team } from '@telemed/domain';
import type { Database } from '../db/connect';
import { forbidden, tokenExpiredOrInvalid } from '../http/apiError';
import type { FeaturesRepository } from '../repositories/featuresRepository';
import type { TeamsRepository } from '../repositories/teamsRepository';
import type { UsersRepository } from '../repositories/usersRepository';
import { toMember, toTeam } from './views';

/** Clinics (teams) and the current user's memberships in them. */
export class TeamsService {
  constructor(
    private readonly db: Database,
    private readonly teams: TeamsRepository,
    private readonly users: UsersRepository,
    private readonly features: FeaturesRepository,
  ) {}

  async listForUser(userId: string): Promise<Team[]> {
    const memberships = await this.teams.listMembershipsOfUser(userId);
    return memberships.map(({ team, member }) => toTeam(team, member));
  }

  /**
   * Creates the clinic with its creator as its first member, an administrator, and the default
   * features (the examination workflow); site administrators switch on the rest.
   */
  async create(userId: string, body: Required<CreateTeamBody>): Promise<Team> {
    return this.db.transaction(async (tx) => {
      const user = await this.users.findById(userId, tx);
      if (!user) throw tokenExpiredOrInvalid();
      const team = await this.teams.insertTeam(
        { name: body.name, countryContext: body.countryContext },
        tx,
      );
      const member = await this.teams.insertMember(
        {
          teamId: team.id,
          userId,
          role: 'administrator',
          name: user.fullName,
          acceptedInvitation: true,
          enrolledOn: new Date(),
        },
        tx,
      );
      await this.features.replace(team.id, DEFAULT_CLINIC_FEATURES, tx);
      return toTeam(team, member);
    });
  }

  /**
   * The current user's member record in a team. A team the user does not belong to answers
   * 403 whether or not it exists, so ids of other clinics reveal nothing.
   */
  async memberOf(teamId: string, userId: string): Promise<Member> {
    const membership = await this.teams.findMembership(teamId, userId);
    if (!membership) throw forbidden();
    return toMember(membership.member, membership.user);
  }
}
