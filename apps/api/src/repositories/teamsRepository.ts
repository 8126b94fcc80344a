import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/connect';
import { teamMembers, teams, users } from '../db/schema';
import type { MemberPersonalDetails, TeamMemberRow, TeamRow, UserRow } from '../db/schema';
import type { Country, MemberRole } from '@telemed/domain';

export interface TeamMembership {
  team: TeamRow;
  member: TeamMemberRow;
}

export interface NewTeamMember {
  teamId: string;
  userId: string;
  role: MemberRole;
  name: string;
  phone?: string | null;
  /** The clinic's record of a patient's birth date, gender and height; none by default. */
  personalDetails?: MemberPersonalDetails;
  acceptedInvitation: boolean;
  enrolledOn: Date | null;
}

/** SQL on teams and their members. Every method takes an optional transaction. */
export class TeamsRepository {
  constructor(private readonly db: Database) {}

  async insertTeam(
    team: { name: string; countryContext: Country },
    tx: Database = this.db,
  ): Promise<TeamRow> {
    const [row] = await tx.insert(teams).values(team).returning();
    if (!row) throw new Error('Inserting a team returned no row');
    return row;
  }

  async insertMember(member: NewTeamMember, tx: Database = this.db): Promise<TeamMemberRow> {
    const [row] = await tx.insert(teamMembers).values(member).returning();
    if (!row) throw new Error('Inserting a team member returned no row');
    return row;
  }

  async findById(id: string, tx: Database = this.db): Promise<TeamRow | null> {
    const [row] = await tx.select().from(teams).where(eq(teams.id, id));
    return row ?? null;
  }

  /** Sets a member's phone number (a patient's, for SMS and rehabilitation). */
  async setMemberPhone(memberId: string, phone: string, tx: Database = this.db): Promise<void> {
    await tx.update(teamMembers).set({ phone }).where(eq(teamMembers.id, memberId));
  }

  async findByName(name: string, tx: Database = this.db): Promise<TeamRow | null> {
    const [row] = await tx.select().from(teams).where(eq(teams.name, name));
    return row ?? null;
  }

  /** Teams the user belongs to, oldest membership first (the default active team). */
  async listMembershipsOfUser(userId: string, tx: Database = this.db): Promise<TeamMembership[]> {
    return tx
      .select({ team: teams, member: teamMembers })
      .from(teamMembers)
      .innerJoin(teams, eq(teams.id, teamMembers.teamId))
      .where(eq(teamMembers.userId, userId))
      .orderBy(asc(teamMembers.createdAt), asc(teams.name));
  }

  /** The users of the clinic who hold one of the roles. */
  async listUserIdsWithRole(
    teamId: string,
    roles: readonly MemberRole[],
    tx: Database = this.db,
  ): Promise<string[]> {
    if (roles.length === 0) return [];
    const rows = await tx
      .select({ userId: teamMembers.userId })
      .from(teamMembers)
      .where(and(eq(teamMembers.teamId, teamId), inArray(teamMembers.role, [...roles])));
    return rows.map((row) => row.userId);
  }

  async findMembership(
    teamId: string,
    userId: string,
    tx: Database = this.db,
  ): Promise<(TeamMembership & { user: UserRow }) | null> {
    const [row] = await tx
      .select({ team: teams, member: teamMembers, user: users })
      .from(teamMembers)
      .innerJoin(teams, eq(teams.id, teamMembers.teamId))
      .innerJoin(users, eq(users.id, teamMembers.userId))
      .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.userId, userId)));
    return row ?? null;
  }
}
