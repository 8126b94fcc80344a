/** Which sessions of a user ended: one, all but one, or all of them. */
export type EndedSessions =
  { userId: string; sessionId: string } | { userId: string; exceptSessionId?: string };

/** What follows the database when access ends; the realtime layer drops or moves sockets. */
export interface AccessEndingListener {
  sessionsEnded(ended: EndedSessions): void;
  /** The user is no longer a member of the clinic. */
  membershipEnded(userId: string, teamId: string): void;
  /** The clinic is gone, with every membership in it. */
  teamDeleted(teamId: string): void;
}

/**
 * Tells listeners (the socket server) when sessions, memberships or clinics end, once the
 * change is committed. Services are built before the socket server exists, so it subscribes
 * later; with no listener an ending is only in the database, which every request checks.
 */
export class AccessEndings implements AccessEndingListener {
  readonly #listeners = new Set<AccessEndingListener>();

  /** Subscribes; answers the unsubscribe function. */
  listen(listener: AccessEndingListener): () => void {
    this.#listeners.add(listener);
    return () => {
      this.#listeners.delete(listener);
    };
  }

  sessionsEnded(ended: EndedSessions): void {
    for (const listener of this.#listeners) listener.sessionsEnded(ended);
  }

  membershipEnded(userId: string, teamId: string): void {
    for (const listener of this.#listeners) listener.membershipEnded(userId, teamId);
  }

  teamDeleted(teamId: string): void {
    for (const listener of this.#listeners) listener.teamDeleted(teamId);
  }
}
