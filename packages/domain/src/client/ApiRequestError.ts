import type { ValidationError } from '../schemas/errors';
import type { DomainMessageKey } from '../messages/domainMessageKeys';

/** What an {@link ApiRequestError} is built from. */
export interface ApiRequestErrorInit {
  /** HTTP status of the answer; 0 when no answer arrived (network failure, abort). */
  status: number;
  /** The server's error code (`VALIDATION_ERROR`, ...) or a client one (`ABORTED`, `NETWORK_ERROR`). */
  code: string;
  /** Invalid fields of a 400 answer, for forms to show beside their inputs. */
  validationErrors?: ValidationError[];
  /** Key of the `domain` namespace translating the message, when the catalogue knows it. */
  messageKey?: DomainMessageKey;
}

/**
 * A failed API call. `message` is what the user should read (the server's message, or one of the
 * client texts of platform-core §8); `messageKey` translates it when the catalogue knows it.
 *
 * @example
 * try {
 *   await client.login({ email, password });
 * } catch (error) {
 *   if (error instanceof ApiRequestError && error.status === 0) showAlert(t(error.messageKey!, { ns: 'domain' }));
 * }
 */
export class ApiRequestError extends Error {
  readonly status: number;
  readonly code: string;
  readonly validationErrors: ValidationError[];
  readonly messageKey: DomainMessageKey | undefined;

  constructor(message: string, init: ApiRequestErrorInit) {
    super(message);
    this.name = 'ApiRequestError';
    this.status = init.status;
    this.code = init.code;
    this.validationErrors = init.validationErrors ?? [];
    this.messageKey = init.messageKey;
  }
}
