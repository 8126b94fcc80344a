import { createHmac, timingSafeEqual } from 'node:crypto';
import { EVENT_ORIGINS } from '@telemed/domain';
import type { EventOrigin } from '@telemed/domain';
import type { ExaminationEventRow, NewExaminationEventRow } from '../db/schema';
import { fieldFailed } from '../http/apiError';

/** How long a deleted event can be brought back: longer than any review session's undo history. */
export const EVENT_RESTORE_VALIDITY_MS = 24 * 3_600_000;

/** What a restore token carries: the deleted event as it was, and until when it may come back. */
interface RestorePayload {
  id: string;
  examinationId: string;
  type: string;
  startDate: string;
  endDate: string;
  description: string | null;
  origin: EventOrigin;
  signal: string;
  showInReport: boolean;
  validUntil: number;
}

const invalidToken = () => fieldFailed('token', 'invalidValue');

const isOrigin = (value: unknown): value is EventOrigin =>
  (EVENT_ORIGINS as readonly unknown[]).includes(value);

/**
 * Tokens that bring a deleted event back as it was — its id, description and origin included
 * (issue 26: undoing the deletion of a detected event made it a user's event). The deleted event
 * travels inside the token, signed with a key derived from the server's secret, so nothing is
 * kept on the server and a client cannot make an event look detected by the analysis: the
 * origin it gets back is the one the server signed.
 */
export class EventRestoreTokens {
  readonly #key: Buffer;

  constructor(
    secret: string,
    private readonly now: () => number = Date.now,
  ) {
    this.#key = createHmac('sha256', secret).update('telemed event restore tokens').digest();
  }

  /** The token of an event being deleted. */
  issue(row: ExaminationEventRow): string {
    const payload: RestorePayload = {
      id: row.id,
      examinationId: row.examinationId,
      type: row.type,
      startDate: row.startDate.toISOString(),
      endDate: row.endDate.toISOString(),
      description: row.description,
      origin: row.origin,
      signal: row.signal,
      showInReport: row.showInReport,
      validUntil: this.now() + EVENT_RESTORE_VALIDITY_MS,
    };
    const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
    return `${body}.${this.#sign(body)}`;
  }

  /**
   * The event a token brings back to `examinationId`; 400 on the `token` field for a token that
   * is forged, altered, expired or of another examination.
   */
  read(token: string, examinationId: string): NewExaminationEventRow {
    const [body, signature, ...rest] = token.split('.');
    if (!body || !signature || rest.length > 0) throw invalidToken();
    const expected = Buffer.from(this.#sign(body));
    const given = Buffer.from(signature);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      throw invalidToken();
    }
    const payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as RestorePayload;
    if (payload.examinationId !== examinationId || payload.validUntil < this.now()) {
      throw invalidToken();
    }
    if (!isOrigin(payload.origin)) throw invalidToken();
    return {
      id: payload.id,
      examinationId: payload.examinationId,
      type: payload.type,
      startDate: new Date(payload.startDate),
      endDate: new Date(payload.endDate),
      description: payload.description,
      origin: payload.origin,
      signal: payload.signal,
      showInReport: payload.showInReport,
    };
  }

  #sign(body: string): string {
    return createHmac('sha256', this.#key).update(body).digest('base64url');
  }
}
