import type { SessionReadyEvent } from '../schemas/system';
import type { Task } from '../schemas/tasks';

/** What happened to an examination, as `examination.changed` reports it. */
export type ExaminationChangeKind = 'created' | 'updated' | 'statusChanged' | 'deleted';

/**
 * Payload of the realtime `examination.changed` event, sent to every socket in the clinic's room
 * after an examination is created, changed (physician, dates, texts, archive or restore), moved
 * to another status or deleted. It carries ids only: listeners reload what they show, through
 * the API and its permission checks.
 */
export interface ExaminationChangedEvent {
  teamId: string;
  examinationId: string;
  kind: ExaminationChangeKind;
}

/**
 * What happened to an examination's events, as `examination.eventsChanged` reports it;
 * `analysed`: an analysis replaced its detected events of `origin` (pages load the list again);
 * `beatsRelabelled`: a beat update changed beat labels between `startDate` and `endDate`, and
 * the single-beat events there with them (pages load the beats and that span's events again).
 */
export type EventsChangeKind =
  'created' | 'updated' | 'deleted' | 'removedByOrigin' | 'analysed' | 'beatsRelabelled';

/**
 * Payload of the realtime `examination.eventsChanged` event, sent to the clinic's room after an
 * event of an examination is created, changed or deleted, or its events of one origin removed,
 * so colleagues with the examination open see the change live. Like `examination.changed` it
 * names no clinical content (no event type): listeners fetch the event through the API, in the
 * span given, under its permission checks.
 */
export interface ExaminationEventsChangedEvent {
  teamId: string;
  examinationId: string;
  kind: EventsChangeKind;
  /** The event, for one event's change; null when events of an origin were removed. */
  eventId: string | null;
  /** Where the event lies after the change (ISO), to fetch just that span; null for deletions. */
  startDate: string | null;
  endDate: string | null;
  /** The origin whose events were removed, for `removedByOrigin`. */
  origin: 'analysis' | 'quality analysis' | 'user' | null;
  /** The API client that made the change (its `X-Telemed-Client` header), so it can skip its own. */
  clientId: string | null;
}

/**
 * Payload of the realtime `covid.alertsChanged` event, sent to the clinic's staff after a COVID
 * analysis replaced an examination's alerts (`analysed`) or a colleague acknowledged one
 * (`acknowledged`, with the alert's id), so every open dashboard shows new alerts and what the
 * shift has seen. Ids only: the dashboard loads the alerts through the API.
 */
export interface CovidAlertsChangedEvent {
  teamId: string;
  examinationId: string;
  kind: 'analysed' | 'acknowledged';
  alertId: string | null;
}

/** A patient's program day was recorded (answers given) or skipped. */
export interface ProgramDayChangedEvent {
  teamId: string;
  /** The patient whose day it is. */
  memberId: string;
  dayId: string;
  kind: 'recorded' | 'skipped';
}

/** Events the server sends over the live socket. */
export interface ServerToClientEvents {
  /** The socket joined the rooms of its user (`user:{id}`) and of each of its teams. */
  'session.ready': (payload: SessionReadyEvent) => void;
  /** An examination of one of the socket's clinics changed (platform-core §7 "Realtime"). */
  'examination.changed': (payload: ExaminationChangedEvent) => void;
  /** Events of an examination changed (clinical-domain §2: colleagues see each other's edits). */
  'examination.eventsChanged': (payload: ExaminationEventsChangedEvent) => void;
  /**
   * A background task of the clinic was asked for, moved on (progress, stage) or ended
   * (platform-core §4 "Tasks"); sent to the clinic's staff only, never to its patients.
   */
  'task.changed': (payload: Task) => void;
  /** COVID alerts of the clinic were found or acknowledged (staff only, like tasks). */
  'covid.alertsChanged': (payload: CovidAlertsChangedEvent) => void;
  /**
   * A patient of the clinic recorded or skipped a program day (staff only): the patient's
   * program, its days and answer trends update on every open page.
   */
  'program.dayChanged': (payload: ProgramDayChangedEvent) => void;
}

/** Events the client sends; none yet, the socket only listens. */
export type ClientToServerEvents = Record<string, never>;
