import { UNSTABLE_ToastQueue as AriaToastQueue } from 'react-aria-components';

/** Default time a toast stays, in milliseconds (platform-core §9). */
export const TOAST_TIMEOUT_MS = 5000;

/** Tone of a toast. */
export type ToastTone = 'success' | 'error' | 'info';

/** What a toast shows. */
export interface ToastContent {
  message: string;
  tone: ToastTone;
}

/** Options of {@link ToastQueue.show}. */
export interface ShowToastOptions {
  /** @default 'success' */
  tone?: ToastTone;
  /**
   * Milliseconds before the toast hides itself; 0 keeps it until closed (e.g. networkOffline).
   * @default 5000
   */
  timeout?: number;
  /** Called when the toast closes, by the user or by its timeout. */
  onClose?: () => void;
}

/**
 * The toasts waiting to be shown. Lives outside React, so API clients, routers and event
 * handlers can push messages; a `ToastRegion` renders them.
 * @example toastQueue.show('password changed'); toastQueue.show(message, { tone: 'error' });
 */
export class ToastQueue {
  /** The react-aria queue that `ToastRegion` renders. */
  readonly ariaQueue = new AriaToastQueue<ToastContent>({ maxVisibleToasts: 5 });

  /** Shows a toast and returns its key, for {@link ToastQueue.close}. */
  show(
    message: string,
    { tone = 'success', timeout = TOAST_TIMEOUT_MS, onClose }: ShowToastOptions = {},
  ): string {
    return this.ariaQueue.add(
      { message, tone },
      { timeout: timeout > 0 ? timeout : undefined, onClose },
    );
  }

  /** Closes the toast with this key, if it is still shown. */
  close(key: string): void {
    this.ariaQueue.close(key);
  }

  /** Closes every toast. */
  clear(): void {
    this.ariaQueue.clear();
  }
}

/** The app-wide queue that `ToastRegion` and `NetworkStatusOverlay` use unless given another. */
export const toastQueue = new ToastQueue();
