import { useMemo } from 'react';
import type { TimeWindow } from '../cache/timeWindow';
import { countEventsIn } from '../events/eventIndex';
import type { EventIndex } from '../events/eventIndex';
import type { ViewerEvent } from '../events/viewerEvent';
import type { SignalsTranslate } from '../i18n/eventTypeLabel';
import { channelListText, selectionAnnouncement, windowSummary } from './accessibleSummary';
import { useRestingValue } from './useRestingValue';

/** Quiet time after a pan or zoom before the live summary announces the new window. */
export const ANNOUNCE_DELAY_MS = 300;

/** Options of {@link useAccessibleSummary}. */
export interface AccessibleSummaryOptions {
  t: SignalsTranslate;
  language: string;
  /** IANA time zone of the clock times. */
  timeZone: string | undefined;
  tracks: readonly { channel: { label: string }; mapping: { unit: string } }[];
  view: TimeWindow;
  /** Width of the plot; the summary waits for the first window laid out. */
  width: number;
  /** The events, counted in the window announced. */
  index: EventIndex | undefined;
  selected: ViewerEvent | undefined;
}

/** The texts that stand for the canvas with screen readers. */
export interface AccessibleSummary {
  /** The plot's default accessible name, role description and instructions. */
  label: string;
  roleDescription: string;
  instructions: string;
  /** The channels, the window and the events in it. */
  summary: string;
  /** The selected event, or that none is. */
  selection: string;
}

/**
 * The text alternative of the canvas, for screen readers: the plot's name, role description and
 * instructions (its keys and gestures); a summary of the channels, the window and its events,
 * announced once the window rests ({@link ANNOUNCE_DELAY_MS}: a held arrow key or a wheel spin
 * would otherwise queue an announcement per frame and lay the page out again each time; until
 * the first rest it reads the first window); and the selected event, at once.
 */
export function useAccessibleSummary(options: AccessibleSummaryOptions): AccessibleSummary {
  const { t, language, timeZone, tracks, view, width, index, selected } = options;
  const clock = useMemo(
    () => new Intl.DateTimeFormat(language, { dateStyle: 'short', timeStyle: 'medium', timeZone }),
    [language, timeZone],
  );
  const channels = channelListText(tracks);
  const announced = useRestingValue(view, ANNOUNCE_DELAY_MS, width > 0) ?? view;
  const count = useMemo(() => (index ? countEventsIn(index, announced) : 0), [index, announced]);
  // The texts change far less often than the view: not rebuilt on every frame of a pan.
  const summary = useMemo(
    () => windowSummary(t, channels, announced, count, clock),
    [t, channels, announced, count, clock],
  );
  const selection = useMemo(() => selectionAnnouncement(t, selected, clock), [t, selected, clock]);
  const fixed = useMemo(
    () => ({
      label: t('viewer.label'),
      roleDescription: t('viewer.roleDescription'),
      instructions: t('viewer.instructions'),
    }),
    [t],
  );
  return { ...fixed, summary, selection };
}
