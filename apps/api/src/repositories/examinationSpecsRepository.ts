import { asc, sql } from 'drizzle-orm';
import type { Database } from '../db/connect';
import { examinationSpecs } from '../db/schema';
import type { ExaminationSpecRow } from '../db/schema';
import type { ExaminationSpecDefinition } from '../catalogue/examinationSpecs';

/** SQL on examination specs. Every method takes an optional transaction. */
export class ExaminationSpecsRepository {
  constructor(private readonly db: Database) {}

  /** Inserts the definitions, or brings stored ones up to date; other stored specs stay. */
  async upsert(
    definitions: readonly ExaminationSpecDefinition[],
    tx: Database = this.db,
  ): Promise<void> {
    if (definitions.length === 0) return;
    await tx
      .insert(examinationSpecs)
      .values(
        definitions.map((definition) => ({
          type: definition.type,
          name: definition.name,
          introQuestionnaire: definition.introQuestionnaire,
          eventTypes: [...definition.eventTypes],
        })),
      )
      .onConflictDoUpdate({
        target: examinationSpecs.type,
        set: {
          name: sql`excluded.name`,
          introQuestionnaire: sql`excluded.intro_questionnaire`,
          eventTypes: sql`excluded.event_types`,
          updatedAt: sql`now()`,
        },
      });
  }

  async list(tx: Database = this.db): Promise<ExaminationSpecRow[]> {
    return tx.select().from(examinationSpecs).orderBy(asc(examinationSpecs.name));
  }
}
