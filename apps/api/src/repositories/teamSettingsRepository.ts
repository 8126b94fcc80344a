import { and, asc, eq, ne } from 'drizzle-orm';
import type { CovidVitalLimitsId, ExaminationStatus, NotificationMode } from '@telemed/domain';
import type { Database } from '../db/connect';
import { notificationSettings, teamMembers, teamSettings, teams, users } from '../db/schema';
import type { StoredTeamDetails, TeamMemberRow, TeamRow, UserRow } from '../db/schema';

/** Stored notification modes of one member; states left out are `none`. */
export type StoredNotificationModes = Partial<Record<ExaminationStatus, NotificationMode>>;

/** SQL on clinic details, clinic flags and notification settings. */
export class TeamSettingsRepository {
  constructor(private readonly db: Database) {}

  async updateTeam(
    teamId: string,
    changes: { name?: string; details?: StoredTeamDetails },
    tx: Database = this.db,
  ): Promise<TeamRow> {
    const [row] = await tx.update(teams).set(changes).where(eq(teams.id, teamId)).returning();
    if (!row) throw new Error(`Team ${teamId} vanished during an update`);
    return row;
  }

  async findTeam(teamId: string, tx: Database = this.db): Promise<TeamRow | null> {
    const [row] = await tx.select().from(teams).where(eq(teams.id, teamId));
    return row ?? null;
  }

  /** Deletes the clinic and, through its foreign keys, everything that belongs to it. */
  async deleteTeam(teamId: string, tx: Database = this.db): Promise<void> {
    await tx.delete(teams).where(eq(teams.id, teamId));
  }

  async findSettings(
    teamId: string,
    tx: Database = this.db,
  ): Promise<{ logoKey: string | null; covidVitalLimits: CovidVitalLimitsId | null } | null> {
    const [row] = await tx
      .select({ logoKey: teamSettings.logoKey, covidVitalLimits: teamSettings.covidVitalLimits })
      .from(teamSettings)
      .where(eq(teamSettings.teamId, teamId));
    return row ?? null;
  }

  async upsertSettings(
    teamId: string,
    changes: { logoKey?: string; covidVitalLimits?: CovidVitalLimitsId },
    tx: Database = this.db,
  ): Promise<void> {
    await tx
      .insert(teamSettings)
      .values({ teamId, ...changes })
      .onConflictDoUpdate({ target: teamSettings.teamId, set: changes });
  }

  /** Employees of the clinic with their stored notification modes (null when never saved). */
  async listNotificationSettings(
    teamId: string,
    tx: Database = this.db,
  ): Promise<{ member: TeamMemberRow; user: UserRow; modes: StoredNotificationModes | null }[]> {
    return tx
      .select({ member: teamMembers, user: users, modes: notificationSettings.modes })
      .from(teamMembers)
      .innerJoin(users, eq(users.id, teamMembers.userId))
      .leftJoin(notificationSettings, eq(notificationSettings.memberId, teamMembers.id))
      .where(and(eq(teamMembers.teamId, teamId), ne(teamMembers.role, 'user')))
      .orderBy(asc(teamMembers.enrolledOn), asc(teamMembers.id));
  }

  async upsertNotificationModes(
    memberId: string,
    teamId: string,
    modes: StoredNotificationModes,
    tx: Database = this.db,
  ): Promise<void> {
    await tx
      .insert(notificationSettings)
      .values({ memberId, teamId, modes })
      .onConflictDoUpdate({
        target: notificationSettings.memberId,
        set: { modes, updatedAt: new Date() },
      });
  }
}
