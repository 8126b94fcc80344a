import { and, asc, eq, ilike, inArray, or } from 'drizzle-orm';
import type { MemberRole } from '@telemed/domain';
import type { Database } from '../db/connect';
import { teamMembers, users } from '../db/schema';
import type { TeamMemberRow, UserRow } from '../db/schema';

/** A clinic member with its account. */
export interface MemberWithUser {
  member: TeamMemberRow;
  user: UserRow;
}

/** `%`, `_` and `\` are wildcards of LIKE; a typed phrase matches them literally. */
function likeContaining(phrase: string): string {
  return `%${phrase.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/** SQL on the members the examinations area looks up. Every method takes an optional transaction. */
export class ExaminationsMembersRepository {
  constructor(private readonly db: Database) {}

  /** The member if it belongs to the team; another team's member finds nothing. */
  async find(
    teamId: string,
    memberId: string,
    tx: Database = this.db,
  ): Promise<MemberWithUser | null> {
    const [row] = await tx
      .select({ member: teamMembers, user: users })
      .from(teamMembers)
      .innerJoin(users, eq(users.id, teamMembers.userId))
      .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.id, memberId)));
    return row ?? null;
  }

  /** Members of the team with one of the roles whose name or email contains the phrase. */
  async search(
    teamId: string,
    phrase: string,
    roles: readonly MemberRole[],
    limit: number,
    tx: Database = this.db,
  ): Promise<MemberWithUser[]> {
    const pattern = likeContaining(phrase);
    return tx
      .select({ member: teamMembers, user: users })
      .from(teamMembers)
      .innerJoin(users, eq(users.id, teamMembers.userId))
      .where(
        and(
          eq(teamMembers.teamId, teamId),
          inArray(teamMembers.role, [...roles]),
          or(
            ilike(teamMembers.name, pattern),
            ilike(users.fullName, pattern),
            ilike(users.email, pattern),
          ),
        ),
      )
      .orderBy(asc(teamMembers.name), asc(teamMembers.id))
      .limit(limit);
  }
}
