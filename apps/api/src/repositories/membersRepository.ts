import { and, asc, count, desc, eq, ilike, ne, or, sql } from 'drizzle-orm';
import type { AnyColumn, SQL } from 'drizzle-orm';
import type { MemberSortField } from '@telemed/domain';
import type { Database } from '../db/connect';
import { memberProfiles, memberSmsCodes, teamMembers, users } from '../db/schema';
import type { MemberProfileRow, NewMemberProfileRow, TeamMemberRow, UserRow } from '../db/schema';

/** A member with its account and clinic record (null until one was written). */
export interface MemberRecord {
  member: TeamMemberRow;
  user: UserRow;
  profile: MemberProfileRow | null;
}

/** Filters, sort and page of the member list. */
export interface MemberListFilter {
  kind?: 'patients' | 'employees';
  name?: string;
  email?: string;
  dateOfBirth?: string;
  showArchived: boolean;
  sortBy: MemberSortField;
  sortDirection: 'asc' | 'desc';
  offset: number;
  size: number;
}

/** `%`, `_` and `\` are wildcards of LIKE; a typed phrase matches them literally. */
function likeContaining(phrase: string): string {
  return `%${phrase.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/** The birth date the clinic shows: a patient's from its record, an employee's from the account. */
const shownDateOfBirth = sql`case when ${teamMembers.role} = 'user' then ${teamMembers.personalDetails}->>'dateOfBirth' else ${users.personalDetails}->>'dateOfBirth' end`;

const SORT_COLUMNS: Record<MemberSortField, SQL | AnyColumn> = {
  enrolledOn: teamMembers.enrolledOn,
  name: sql`lower(coalesce(nullif(${teamMembers.name}, ''), ${users.fullName}))`,
  email: users.email,
  dateOfBirth: shownDateOfBirth,
  role: teamMembers.role,
};

/** SQL on clinic members, their records and SMS codes. */
export class MembersRepository {
  constructor(private readonly db: Database) {}

  private selectRecords(tx: Database) {
    return tx
      .select({ member: teamMembers, user: users, profile: memberProfiles })
      .from(teamMembers)
      .innerJoin(users, eq(users.id, teamMembers.userId))
      .leftJoin(memberProfiles, eq(memberProfiles.memberId, teamMembers.id));
  }

  /** The member if it belongs to the team; another clinic's member finds nothing. */
  async find(
    teamId: string,
    memberId: string,
    tx: Database = this.db,
  ): Promise<MemberRecord | null> {
    const [row] = await this.selectRecords(tx).where(
      and(eq(teamMembers.teamId, teamId), eq(teamMembers.id, memberId)),
    );
    return row ?? null;
  }

  /** The member by id alone, in whichever clinic it is (for calls that name no clinic). */
  async findById(memberId: string, tx: Database = this.db): Promise<MemberRecord | null> {
    const [row] = await this.selectRecords(tx).where(eq(teamMembers.id, memberId));
    return row ?? null;
  }

  async findByUser(
    teamId: string,
    userId: string,
    tx: Database = this.db,
  ): Promise<MemberRecord | null> {
    const [row] = await this.selectRecords(tx).where(
      and(eq(teamMembers.teamId, teamId), eq(teamMembers.userId, userId)),
    );
    return row ?? null;
  }

  /** One page of the clinic's members and how many match the filters. */
  async list(
    teamId: string,
    filter: MemberListFilter,
    tx: Database = this.db,
  ): Promise<{ records: MemberRecord[]; total: number }> {
    const conditions: SQL[] = [eq(teamMembers.teamId, teamId)];
    if (filter.kind === 'patients') conditions.push(eq(teamMembers.role, 'user'));
    if (filter.kind === 'employees') conditions.push(ne(teamMembers.role, 'user'));
    if (filter.name) {
      const pattern = likeContaining(filter.name);
      const nameMatches = or(ilike(teamMembers.name, pattern), ilike(users.fullName, pattern));
      if (nameMatches) conditions.push(nameMatches);
    }
    if (filter.email) conditions.push(ilike(users.email, likeContaining(filter.email)));
    if (filter.dateOfBirth) {
      conditions.push(sql`${shownDateOfBirth} = ${filter.dateOfBirth}`);
    }
    if (!filter.showArchived) {
      conditions.push(sql`coalesce(${memberProfiles.archived}, false) = false`);
    }
    const where = and(...conditions);
    const order = filter.sortDirection === 'asc' ? asc : desc;
    const records = await this.selectRecords(tx)
      .where(where)
      .orderBy(order(SORT_COLUMNS[filter.sortBy]), asc(teamMembers.createdAt), asc(teamMembers.id))
      .limit(filter.size)
      .offset(filter.offset);
    const [counted] = await tx
      .select({ total: count() })
      .from(teamMembers)
      .innerJoin(users, eq(users.id, teamMembers.userId))
      .leftJoin(memberProfiles, eq(memberProfiles.memberId, teamMembers.id))
      .where(where);
    return { records, total: counted?.total ?? 0 };
  }

  async countAdministrators(teamId: string, tx: Database = this.db): Promise<number> {
    const [row] = await tx
      .select({ total: count() })
      .from(teamMembers)
      .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.role, 'administrator')));
    return row?.total ?? 0;
  }

  async updateMember(
    memberId: string,
    changes: Partial<
      Pick<
        TeamMemberRow,
        'role' | 'name' | 'phone' | 'personalDetails' | 'acceptedInvitation' | 'enrolledOn'
      >
    >,
    tx: Database = this.db,
  ): Promise<void> {
    if (Object.keys(changes).length === 0) return;
    await tx.update(teamMembers).set(changes).where(eq(teamMembers.id, memberId));
  }

  async deleteMember(memberId: string, tx: Database = this.db): Promise<void> {
    await tx.delete(teamMembers).where(eq(teamMembers.id, memberId));
  }

  /** Writes the member's record, creating it on first use. */
  async upsertProfile(
    memberId: string,
    teamId: string,
    changes: Partial<Omit<NewMemberProfileRow, 'memberId' | 'teamId'>>,
    tx: Database = this.db,
  ): Promise<MemberProfileRow> {
    const [row] = await tx
      .insert(memberProfiles)
      .values({ memberId, teamId, ...changes })
      .onConflictDoUpdate({
        target: memberProfiles.memberId,
        set: { ...changes, updatedAt: new Date() },
      })
      .returning();
    if (!row) throw new Error('Writing a member record returned no row');
    return row;
  }

  async findProfileByQuestionnaire(
    questionnaireId: string,
    tx: Database = this.db,
  ): Promise<MemberProfileRow | null> {
    const [row] = await tx
      .select()
      .from(memberProfiles)
      .where(eq(memberProfiles.questionnaireId, questionnaireId));
    return row ?? null;
  }

  /** Whether another member of the clinic already has this Unique ID. */
  async uniqueIdTaken(
    teamId: string,
    uniqueId: string,
    exceptMemberId: string | null,
    tx: Database = this.db,
  ): Promise<boolean> {
    const conditions = [eq(memberProfiles.teamId, teamId), eq(memberProfiles.uniqueId, uniqueId)];
    if (exceptMemberId) conditions.push(ne(memberProfiles.memberId, exceptMemberId));
    const [row] = await tx
      .select({ memberId: memberProfiles.memberId })
      .from(memberProfiles)
      .where(and(...conditions));
    return row !== undefined;
  }

  /** Replaces the member's SMS code. */
  async storeSmsCode(
    memberId: string,
    codeHash: string,
    expiresAt: Date,
    tx: Database = this.db,
  ): Promise<void> {
    await tx
      .insert(memberSmsCodes)
      .values({ memberId, codeHash, expiresAt })
      .onConflictDoUpdate({
        target: memberSmsCodes.memberId,
        set: { codeHash, expiresAt, createdAt: new Date() },
      });
  }

  async findSmsCode(
    memberId: string,
    tx: Database = this.db,
  ): Promise<{ codeHash: string; expiresAt: Date } | null> {
    const [row] = await tx
      .select({ codeHash: memberSmsCodes.codeHash, expiresAt: memberSmsCodes.expiresAt })
      .from(memberSmsCodes)
      .where(eq(memberSmsCodes.memberId, memberId));
    return row ?? null;
  }

  async deleteSmsCode(memberId: string, tx: Database = this.db): Promise<void> {
    await tx.delete(memberSmsCodes).where(eq(memberSmsCodes.memberId, memberId));
  }

  /** Records that the member's recorder or app sent data (upload paths call it). */
  async recordTransmission(memberId: string, teamId: string, at: Date, tx: Database = this.db) {
    await this.upsertProfile(memberId, teamId, { lastTransmissionAt: at }, tx);
  }
}
