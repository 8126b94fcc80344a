import { and, eq, inArray } from 'drizzle-orm';
import { COVID_ALERT_TYPES } from '@telemed/domain';
import type { Database } from '../db/connect';
import { covidAlertAcknowledgements, examinationEvents, examinations } from '../db/schema';
import type { CovidAlertAcknowledgementRow, ExaminationEventRow } from '../db/schema';

/** An alert event with its acknowledgement, if any. */
export interface StoredCovidAlert {
  event: ExaminationEventRow;
  acknowledgement: CovidAlertAcknowledgementRow | null;
}

/** Who acknowledges an alert. */
export interface Acknowledger {
  memberId: string;
  name: string;
}

const acknowledgementOfEvent = and(
  eq(covidAlertAcknowledgements.examinationId, examinationEvents.examinationId),
  eq(covidAlertAcknowledgements.alertType, examinationEvents.type),
  eq(covidAlertAcknowledgements.alertStartDate, examinationEvents.startDate),
);

/** SQL of the COVID alerts (the analysis' alert events) and their acknowledgements. */
export class CovidAlertsRepository {
  constructor(private readonly db: Database) {}

  /** The alerts the COVID analysis stored for these examinations, with acknowledgements. */
  async listOf(
    examinationIds: readonly string[],
    tx: Database = this.db,
  ): Promise<StoredCovidAlert[]> {
    if (examinationIds.length === 0) return [];
    return tx
      .select({ event: examinationEvents, acknowledgement: covidAlertAcknowledgements })
      .from(examinationEvents)
      .leftJoin(covidAlertAcknowledgements, acknowledgementOfEvent)
      .where(
        and(
          inArray(examinationEvents.examinationId, [...examinationIds]),
          inArray(examinationEvents.type, [...COVID_ALERT_TYPES]),
          eq(examinationEvents.origin, 'analysis'),
        ),
      );
  }

  /** One alert of the clinic by its event's id; another clinic's, or another event, is none. */
  async find(teamId: string, alertId: string, tx: Database = this.db) {
    const [row] = await tx
      .select({ event: examinationEvents, acknowledgement: covidAlertAcknowledgements })
      .from(examinationEvents)
      .innerJoin(examinations, eq(examinations.id, examinationEvents.examinationId))
      .leftJoin(covidAlertAcknowledgements, acknowledgementOfEvent)
      .where(
        and(
          eq(examinationEvents.id, alertId),
          eq(examinations.teamId, teamId),
          inArray(examinationEvents.type, [...COVID_ALERT_TYPES]),
          eq(examinationEvents.origin, 'analysis'),
        ),
      );
    return (row as StoredCovidAlert | undefined) ?? null;
  }

  /** Records the acknowledgement unless the alert has one: the first acknowledgement stays. */
  async acknowledge(
    event: ExaminationEventRow,
    by: Acknowledger,
    tx: Database = this.db,
  ): Promise<CovidAlertAcknowledgementRow> {
    await tx
      .insert(covidAlertAcknowledgements)
      .values({
        examinationId: event.examinationId,
        alertType: event.type,
        alertStartDate: event.startDate,
        acknowledgedBy: by.memberId,
        acknowledgedByName: by.name,
      })
      .onConflictDoNothing();
    const [row] = await tx
      .select()
      .from(covidAlertAcknowledgements)
      .where(
        and(
          eq(covidAlertAcknowledgements.examinationId, event.examinationId),
          eq(covidAlertAcknowledgements.alertType, event.type),
          eq(covidAlertAcknowledgements.alertStartDate, event.startDate),
        ),
      );
    return row as CovidAlertAcknowledgementRow;
  }
}
