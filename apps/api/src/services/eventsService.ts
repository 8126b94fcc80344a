import {
  ALL_SIGNALS,
  AUTOMATIC_EVENT_ORIGINS,
  EVENT_DESCRIPTION_READ_ONLY_MESSAGE,
} from '@telemed/domain';
import type {
  CreateEventBodySchema,
  DeletedEvents,
  EventOrigin,
  EventsQuerySchema,
  EventsResponse,
  ExaminationEvent,
  Member,
  UpdateEventBodySchema,
} from '@telemed/domain';
import type { z } from 'zod';
import type { ExaminationEventRow, ExaminationRow, NewExaminationEventRow } from '../db/schema';
import { ApiError, fieldFailed } from '../http/apiError';
import type { EventsRepository } from '../repositories/eventsRepository';
import type { EventRestoreTokens } from './eventRestoreTokens';
import type { ExaminationAccess } from './examinationAccess';
import type { ExaminationSpecsService } from './examinationSpecsService';
import type { RecordingsService } from './recordingsService';
import { channelId } from './signalWindows';

type CreateBody = z.output<typeof CreateEventBodySchema>;
type UpdateBody = z.output<typeof UpdateEventBodySchema>;
type EventsQuery = z.output<typeof EventsQuerySchema>;

/** 404 for an event that is not the examination's. */
export const eventNotFound = () => new ApiError(404, 'NOT_FOUND', 'Event not found');

/** 400: clinical-domain §5, the description of an automatically detected event is locked. */
export const descriptionReadOnly = () =>
  new ApiError(400, 'VALIDATION_ERROR', EVENT_DESCRIPTION_READ_ONLY_MESSAGE, [
    { property: 'description', constraints: { readOnly: EVENT_DESCRIPTION_READ_ONLY_MESSAGE } },
  ]);

/** The wire form of an event. */
export function toEvent(row: ExaminationEventRow): ExaminationEvent {
  return {
    _id: row.id,
    examinationId: row.examinationId,
    startDate: row.startDate.toISOString(),
    endDate: row.endDate.toISOString(),
    type: row.type,
    description: row.description,
    origin: row.origin,
    signal: row.signal,
    showInReport: row.showInReport,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The examination's events: listing, scoring, editing and removing (platform-core §7). */
export class EventsService {
  constructor(
    private readonly events: EventsRepository,
    private readonly recordings: RecordingsService,
    private readonly specs: ExaminationSpecsService,
    private readonly access: ExaminationAccess,
    private readonly restoreTokens: EventRestoreTokens,
  ) {}

  /** Events overlapping the window, by start; a demo examination's analysis is made first. */
  async list(
    teamId: string,
    actor: Member,
    examinationId: string,
    query: EventsQuery,
  ): Promise<EventsResponse> {
    const examination = await this.access.readable(teamId, actor, examinationId);
    await this.recordings.find(examination);
    const rows = await this.events.list(examination.id, {
      from: query.startDate === undefined ? undefined : new Date(query.startDate),
      to: query.endDate === undefined ? undefined : new Date(query.endDate),
      origin: query.origin,
      type: query.type,
    });
    return { events: rows.map(toEvent) };
  }

  /** The type must be one of the examination type's event types (GET specs/events). */
  private async checkType(examination: ExaminationRow, type: string): Promise<void> {
    const eventTypes = (await this.specs.listEventSpecs()).find(
      (spec) => spec.examinationType === examination.type,
    )?.eventTypes;
    if (!eventTypes?.includes(type)) throw fieldFailed('type', 'invalidValue');
  }

  /** `signal` is 'all' or a channel id of the examination's recording. */
  private async checkSignal(examination: ExaminationRow, signal: string): Promise<void> {
    if (signal === ALL_SIGNALS) return;
    const stored = await this.recordings.find(examination);
    if (!stored?.channels.some((channel) => channelId(channel) === signal))
      throw fieldFailed('signal', 'invalidValue');
  }

  /** Scores a user event (origin `user`). */
  async create(
    teamId: string,
    actor: Member,
    examinationId: string,
    body: CreateBody,
  ): Promise<ExaminationEvent> {
    const examination = await this.access.writable(teamId, actor, examinationId);
    await this.checkType(examination, body.type);
    await this.checkSignal(examination, body.signal);
    const row = await this.events.insert({
      examinationId: examination.id,
      type: body.type,
      startDate: new Date(body.startDate),
      endDate: new Date(body.endDate),
      description: body.description ?? null,
      origin: 'user',
      signal: body.signal,
      showInReport: body.showInReport,
    });
    return toEvent(row);
  }

  /**
   * Changes an event: times, type, signal, report flag, and the description of a user's event.
   * Changing the description of a detected event fails (clinical-domain §5); sending it unchanged
   * is allowed, so a client may send the whole event back.
   */
  async update(
    teamId: string,
    actor: Member,
    examinationId: string,
    eventId: string,
    body: UpdateBody,
  ): Promise<ExaminationEvent> {
    const examination = await this.access.writable(teamId, actor, examinationId);
    const existing = await this.events.find(examination.id, eventId);
    if (!existing) throw eventNotFound();
    if (
      body.description !== undefined &&
      body.description !== existing.description &&
      AUTOMATIC_EVENT_ORIGINS.includes(existing.origin)
    )
      throw descriptionReadOnly();
    const startDate = new Date(body.startDate ?? existing.startDate);
    const endDate = new Date(body.endDate ?? existing.endDate);
    if (endDate < startDate) throw fieldFailed('endDate', 'startDateDifferentThanEndDate');
    if (body.type !== undefined) await this.checkType(examination, body.type);
    if (body.signal !== undefined) await this.checkSignal(examination, body.signal);
    const changes: Partial<NewExaminationEventRow> = { startDate, endDate };
    if (body.type !== undefined) changes.type = body.type;
    if (body.description !== undefined) changes.description = body.description;
    if (body.signal !== undefined) changes.signal = body.signal;
    if (body.showInReport !== undefined) changes.showInReport = body.showInReport;
    const row = await this.events.update(existing.id, changes);
    if (!row) throw eventNotFound();
    return toEvent(row);
  }

  async delete(
    teamId: string,
    actor: Member,
    examinationId: string,
    eventId: string,
  ): Promise<DeletedEvents> {
    const examination = await this.access.writable(teamId, actor, examinationId);
    const [deleted] = await this.events.deleteRows(examination.id, [eventId]);
    if (!deleted) throw eventNotFound();
    return { deleted: [deleted.id], restoreToken: this.restoreTokens.issue(deleted) };
  }

  /**
   * Brings a deleted event back as it was, from the token its deletion answered: the review's
   * undo keeps a detected event detected. Its channel must still be the recording's (a recording
   * imported since may have other channels).
   */
  async restore(
    teamId: string,
    actor: Member,
    examinationId: string,
    token: string,
  ): Promise<ExaminationEvent> {
    const examination = await this.access.writable(teamId, actor, examinationId);
    const event = this.restoreTokens.read(token, examination.id);
    await this.checkSignal(examination, event.signal ?? ALL_SIGNALS);
    return toEvent(await this.events.restore(event));
  }

  /** Removes every event of one origin (clinical-domain §2 "remove events by origin"). */
  async deleteByOrigin(
    teamId: string,
    actor: Member,
    examinationId: string,
    origin: EventOrigin,
  ): Promise<DeletedEvents> {
    const examination = await this.access.writable(teamId, actor, examinationId);
    // A demo examination's detected events exist once its recording does.
    await this.recordings.find(examination);
    return { deleted: await this.events.deleteByOrigin(examination.id, origin) };
  }
}
