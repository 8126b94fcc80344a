import { asc, count, eq } from 'drizzle-orm';
import type { FeatureName } from '@telemed/domain';
import type { Database } from '../db/connect';
import { teamFeatures, teamMembers, teams } from '../db/schema';
import type { TeamRow } from '../db/schema';

/** SQL on per-clinic feature visibilities. Every method takes an optional transaction. */
export class FeaturesRepository {
  constructor(private readonly db: Database) {}

  async listOfTeam(teamId: string, tx: Database = this.db): Promise<FeatureName[]> {
    const rows = await tx
      .select({ name: teamFeatures.name })
      .from(teamFeatures)
      .where(eq(teamFeatures.teamId, teamId))
      .orderBy(asc(teamFeatures.name));
    return rows.map((row) => row.name);
  }

  /** Replaces the clinic's visible features with `names`. */
  async replace(
    teamId: string,
    names: readonly FeatureName[],
    tx: Database = this.db,
  ): Promise<void> {
    await tx.delete(teamFeatures).where(eq(teamFeatures.teamId, teamId));
    if (names.length > 0) {
      await tx.insert(teamFeatures).values(names.map((name) => ({ teamId, name })));
    }
  }

  /** Every clinic with its member count and visible features, by name. */
  async listTeams(
    tx: Database = this.db,
  ): Promise<{ team: TeamRow; memberCount: number; features: FeatureName[] }[]> {
    const rows = await tx
      .select({ team: teams, memberCount: count(teamMembers.id) })
      .from(teams)
      .leftJoin(teamMembers, eq(teamMembers.teamId, teams.id))
      .groupBy(teams.id)
      .orderBy(asc(teams.name), asc(teams.id));
    const features = await tx.select().from(teamFeatures);
    return rows.map(({ team, memberCount }) => ({
      team,
      memberCount,
      features: features
        .filter((feature) => feature.teamId === team.id)
        .map((feature) => feature.name)
        .sort(),
    }));
  }
}
