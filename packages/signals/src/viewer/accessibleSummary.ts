import type { TimeWindow } from '../cache/timeWindow';
import type { ViewerEvent } from '../events/viewerEvent';
import { eventTypeLabel } from '../i18n/eventTypeLabel';
import type { SignalsTranslate } from '../i18n/eventTypeLabel';

const ORIGIN_KEYS = {
  analysis: 'event.originAnalysis',
  'quality analysis': 'event.originQualityAnalysis',
  user: 'event.originUser',
} as const;

/** The channels as the summary names them, with the units shown: `II (mV), V5 (mV)`. */
export function channelListText(
  tracks: readonly { channel: { label: string }; mapping: { unit: string } }[],
): string {
  return tracks.map((track) => `${track.channel.label} (${track.mapping.unit})`).join(', ');
}

/** What the live summary says of a window: its channels, its start and end, its events. */
export function windowSummary(
  t: SignalsTranslate,
  channels: string,
  window: TimeWindow,
  events: number,
  clock: Intl.DateTimeFormat,
): string {
  return t('viewer.summary', {
    channels,
    start: clock.format(window.start),
    end: clock.format(window.end),
    events,
  });
}

/** What the selection's live region says: the event's type, times and origin, or that none is. */
export function selectionAnnouncement(
  t: SignalsTranslate,
  selected: ViewerEvent | undefined,
  clock: Intl.DateTimeFormat,
): string {
  if (!selected) return t('event.noneSelected');
  return t('event.selected', {
    type: eventTypeLabel(t, selected.type),
    start: clock.format(selected.start),
    end: clock.format(selected.end),
    origin: t(ORIGIN_KEYS[selected.origin]),
  });
}
