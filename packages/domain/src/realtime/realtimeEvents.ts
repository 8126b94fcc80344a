import type { SessionReadyEvent } from '../schemas/system';

/** Events the server sends over the live socket. */
export interface ServerToClientEvents {
  /** The socket joined the rooms of its user (`user:{id}`) and of each of its teams. */
  'session.ready': (payload: SessionReadyEvent) => void;
}

/** Events the client sends; none yet, the socket only listens. */
export type ClientToServerEvents = Record<string, never>;
