import type { SessionReadyEvent } from '../schemas/system';

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

/** Events the server sends over the live socket. */
export interface ServerToClientEvents {
  /** The socket joined the rooms of its user (`user:{id}`) and of each of its teams. */
  'session.ready': (payload: SessionReadyEvent) => void;
  /** An examination of one of the socket's clinics changed (platform-core §7 "Realtime"). */
  'examination.changed': (payload: ExaminationChangedEvent) => void;
}

/** Events the client sends; none yet, the socket only listens. */
export type ClientToServerEvents = Record<string, never>;
