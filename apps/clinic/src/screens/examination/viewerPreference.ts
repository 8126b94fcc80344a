import type { ExaminationType } from '@telemed/domain';
import type { TimeWindow } from '@telemed/signals';

/** How the review shows a recording: the signal viewer or the Holter full-disclosure rows. */
export type ReviewDisplay = 'signals' | 'holter';

/** The window an examination's review opens on: its display and, for the viewer, its span. */
export interface ViewerWindowPreference {
  display: ReviewDisplay;
  /** Span of the first window, ms; absent opens an ECG at paper speed. */
  span?: number;
}

const HOUR_MS = 3_600_000;
/** A day: COVID home monitoring of several days opens on one, a Holter longer opens as rows. */
const DAY_MS = 24 * HOUR_MS;
/** Span other recordings than ECG open on: five minutes of breathing. */
const NON_ECG_SPAN_MS = 5 * 60_000;

/** What the default window depends on. */
export interface ViewerWindowContext {
  type: ExaminationType;
  /** A sleep study (or a dataset with air flow): it opens on the whole night. */
  polygraphy: boolean;
  recording: TimeWindow;
  /** The examination's own span (a 72 h Holter may hold a shorter recording). */
  examinationSpan: number;
  hasEcg: boolean;
}

/**
 * The window a type opens on until the user picks their own (issue 26): the whole night for
 * polygraphy, a page of Holter rows for a Holter examination longer than a day, a day for COVID
 * monitoring longer than a day, an ECG at paper speed and five minutes of anything else.
 */
export function defaultViewerWindow(context: ViewerWindowContext): ViewerWindowPreference {
  const recordingSpan = context.recording.end - context.recording.start;
  if (context.polygraphy) return { display: 'signals', span: recordingSpan };
  if (context.type === 'holter_ecg' && context.hasEcg && context.examinationSpan > DAY_MS)
    return { display: 'holter' };
  if (context.type === 'covid' && recordingSpan > DAY_MS)
    return { display: 'signals', span: DAY_MS };
  return context.hasEcg ? { display: 'signals' } : { display: 'signals', span: NON_ECG_SPAN_MS };
}

/**
 * Where a user's window of one examination type is kept in this browser: the API keeps no viewer
 * preference (its user settings are language and units), so it lives in local storage under the
 * user's id, as the event hotkeys do.
 */
export const viewerWindowStorageKey = (userId: string, type: ExaminationType) =>
  `examination.viewerWindow.${userId}.${type}`;

/** The user's own window of a type, if they left one (and it is readable). */
export function loadViewerWindow(
  storage: Pick<Storage, 'getItem'>,
  userId: string,
  type: ExaminationType,
): ViewerWindowPreference | undefined {
  try {
    const stored: unknown = JSON.parse(storage.getItem(viewerWindowStorageKey(userId, type)) ?? '');
    if (typeof stored !== 'object' || stored === null) return undefined;
    const { display, span } = stored as Record<string, unknown>;
    if (display !== 'signals' && display !== 'holter') return undefined;
    return typeof span === 'number' && span > 0 ? { display, span } : { display };
  } catch {
    return undefined;
  }
}

/** Keeps the user's window of a type for the next examination of it they open. */
export function saveViewerWindow(
  storage: Pick<Storage, 'setItem'>,
  userId: string,
  type: ExaminationType,
  preference: ViewerWindowPreference,
): void {
  storage.setItem(viewerWindowStorageKey(userId, type), JSON.stringify(preference));
}
