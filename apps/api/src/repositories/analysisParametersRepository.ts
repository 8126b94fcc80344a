import type { ExaminationType } from '@telemed/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/connect';
import { analysisParameters } from '../db/schema';
import type { AnalysisParametersRow, StoredParameters } from '../db/schema';

/** A clinic's detector parameters per examination type. */
export class AnalysisParametersRepository {
  constructor(private readonly db: Database) {}

  async find(
    teamId: string,
    examinationType: ExaminationType,
    tx: Database = this.db,
  ): Promise<AnalysisParametersRow | null> {
    const [row] = await tx
      .select()
      .from(analysisParameters)
      .where(
        and(
          eq(analysisParameters.teamId, teamId),
          eq(analysisParameters.examinationType, examinationType),
        ),
      );
    return row ?? null;
  }

  /** Stores the type's parameters, replacing the previous ones. */
  async save(
    teamId: string,
    examinationType: ExaminationType,
    parameters: StoredParameters,
    tx: Database = this.db,
  ): Promise<void> {
    await tx
      .insert(analysisParameters)
      .values({ teamId, examinationType, parameters })
      .onConflictDoUpdate({
        target: [analysisParameters.teamId, analysisParameters.examinationType],
        set: { parameters, updatedAt: sql`now()` },
      });
  }
}
