import type { DomainMessageKey } from '../messages/domainMessageKeys';
import type { ApiRequestError } from './ApiRequestError';

/** Identifies one call across its request, success and failure stages. */
export interface RequestStage {
  requestId: number;
  method: string;
  path: string;
}

export type ToastType = 'success' | 'error' | 'info' | 'warning';

/** A global message for the app to show as a toast. */
export interface ToastMessage {
  /** English text, shown when `messageKey` is absent or untranslated. */
  text: string;
  /** Key of the `domain` namespace translating `text`. */
  messageKey?: DomainMessageKey;
  type: ToastType;
}

/** Everything an {@link ApiClient} tells its listeners. */
export interface ApiClientEvents {
  /** A call started. */
  request: RequestStage;
  /** A call answered with a success status and a body matching its schema. */
  success: RequestStage & { status: number };
  /** A call failed; the same error rejects the call's promise. */
  failure: RequestStage & { error: ApiRequestError };
  /** The busy flag changed: true while at least one call is in flight. */
  busy: boolean;
  /** A call other than sign-in answered 401: the stored token was removed. */
  tokenExpired: ApiRequestError;
  /** A global message (toast), success unless told otherwise. */
  message: ToastMessage;
  /** A global error for an error toast, such as 429 'Too many requests...'. */
  error: ApiRequestError;
}
