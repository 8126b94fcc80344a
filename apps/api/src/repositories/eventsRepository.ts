import { and, asc, eq, gt, gte, inArray, lt, or, sql } from 'drizzle-orm';
import type { EventOrigin } from '@telemed/domain';
import type { Database } from '../db/connect';
import { examinationEvents } from '../db/schema';
import type { ExaminationEventRow, NewExaminationEventRow } from '../db/schema';

/** Filters of an events listing; dates select events overlapping `[from, to]`. */
export interface EventFilter {
  from?: Date;
  to?: Date;
  origin?: EventOrigin;
  type?: string;
  /** Any of these types. */
  types?: readonly string[];
}

/** Rows per INSERT: an analysis stores thousands of events, under PostgreSQL's parameter limit. */
const INSERT_BATCH = 1000;

/** SQL of examination events. */
export class EventsRepository {
  constructor(private readonly db: Database) {}

  /** Events of the examination matching the filter, by start then id. */
  async list(
    examinationId: string,
    filter: EventFilter = {},
    tx: Database = this.db,
  ): Promise<ExaminationEventRow[]> {
    const conditions = [eq(examinationEvents.examinationId, examinationId)];
    // Overlap with [from, to): an event ending after `from`, or a point event starting in it.
    if (filter.from) {
      conditions.push(
        or(
          gt(examinationEvents.endDate, filter.from),
          gte(examinationEvents.startDate, filter.from),
        ) ?? sql`true`,
      );
    }
    if (filter.to) conditions.push(lt(examinationEvents.startDate, filter.to));
    if (filter.origin) conditions.push(eq(examinationEvents.origin, filter.origin));
    if (filter.type) conditions.push(eq(examinationEvents.type, filter.type));
    if (filter.types) conditions.push(inArray(examinationEvents.type, [...filter.types]));
    return tx
      .select()
      .from(examinationEvents)
      .where(and(...conditions))
      .orderBy(asc(examinationEvents.startDate), asc(examinationEvents.id));
  }

  async find(
    examinationId: string,
    eventId: string,
    tx: Database = this.db,
  ): Promise<ExaminationEventRow | null> {
    const [row] = await tx
      .select()
      .from(examinationEvents)
      .where(
        and(eq(examinationEvents.examinationId, examinationId), eq(examinationEvents.id, eventId)),
      );
    return row ?? null;
  }

  async insert(row: NewExaminationEventRow, tx: Database = this.db): Promise<ExaminationEventRow> {
    const [inserted] = await tx.insert(examinationEvents).values(row).returning();
    if (!inserted) throw new Error('event insert returned no row');
    return inserted;
  }

  /** Inserts many events in batches; answers how many. */
  async insertMany(rows: NewExaminationEventRow[], tx: Database = this.db): Promise<number> {
    for (let from = 0; from < rows.length; from += INSERT_BATCH) {
      await tx.insert(examinationEvents).values(rows.slice(from, from + INSERT_BATCH));
    }
    return rows.length;
  }

  /** Inserts many events in batches; answers the inserted rows. */
  async insertReturning(
    rows: NewExaminationEventRow[],
    tx: Database = this.db,
  ): Promise<ExaminationEventRow[]> {
    const inserted: ExaminationEventRow[] = [];
    for (let from = 0; from < rows.length; from += INSERT_BATCH) {
      const batch = rows.slice(from, from + INSERT_BATCH);
      inserted.push(...(await tx.insert(examinationEvents).values(batch).returning()));
    }
    return inserted;
  }

  async update(
    eventId: string,
    changes: Partial<NewExaminationEventRow>,
    tx: Database = this.db,
  ): Promise<ExaminationEventRow | null> {
    const [row] = await tx
      .update(examinationEvents)
      .set({ ...changes, updatedAt: new Date() })
      .where(eq(examinationEvents.id, eventId))
      .returning();
    return row ?? null;
  }

  /** Deletes the given events of the examination; answers the ids deleted. */
  async delete(examinationId: string, eventIds: string[], tx: Database = this.db) {
    return (await this.deleteRows(examinationId, eventIds, tx)).map((row) => row.id);
  }

  /** Deletes the examination's events of these ids; answers them as they were. */
  async deleteRows(
    examinationId: string,
    eventIds: string[],
    tx: Database = this.db,
  ): Promise<ExaminationEventRow[]> {
    if (eventIds.length === 0) return [];
    return tx
      .delete(examinationEvents)
      .where(
        and(
          eq(examinationEvents.examinationId, examinationId),
          inArray(examinationEvents.id, eventIds),
        ),
      )
      .returning();
  }

  /**
   * Inserts an event brought back with its own id; one already there (restored before) is
   * answered as it is.
   */
  async restore(row: NewExaminationEventRow, tx: Database = this.db): Promise<ExaminationEventRow> {
    const [inserted] = await tx
      .insert(examinationEvents)
      .values(row)
      .onConflictDoNothing()
      .returning();
    if (inserted) return inserted;
    const [existing] = await tx
      .select()
      .from(examinationEvents)
      .where(
        and(
          eq(examinationEvents.id, row.id ?? ''),
          eq(examinationEvents.examinationId, row.examinationId),
        ),
      );
    if (!existing) throw new Error('restored event neither inserted nor found');
    return existing;
  }

  /** Deletes every event of one origin; answers the ids deleted. */
  async deleteByOrigin(
    examinationId: string,
    origin: EventOrigin,
    tx: Database = this.db,
  ): Promise<string[]> {
    const rows = await tx
      .delete(examinationEvents)
      .where(
        and(
          eq(examinationEvents.examinationId, examinationId),
          eq(examinationEvents.origin, origin),
        ),
      )
      .returning({ id: examinationEvents.id });
    return rows.map((row) => row.id);
  }
}
