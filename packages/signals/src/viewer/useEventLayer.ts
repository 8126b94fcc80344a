import { useMemo } from 'react';
import type { TimeWindow } from '../cache/timeWindow';
import type { Band, EventScene } from '../draw/drawEvents';
import type { ViewerColors } from '../draw/drawViewer';
import type { EventIndex } from '../events/eventIndex';
import type { ViewerEvent } from '../events/viewerEvent';
import { eventTypeLabels } from '../i18n/eventTypeLabel';
import type { SignalsTranslate } from '../i18n/eventTypeLabel';

/**
 * The event overlay of a frame but what only drawing needs: the theme's colours (read from the
 * canvas when it draws) and the dragged event's preview. Enough to hit-test a press.
 */
export type EventLayer = Omit<EventScene, 'colors' | 'selection' | 'font' | 'preview'>;

/** Options of {@link useEventLayer}. */
export interface EventLayerOptions {
  /** The events to show; no layer without them. */
  index: EventIndex | undefined;
  selectedId: string | undefined;
  view: TimeWindow;
  width: number;
  x(time: number): number;
  /** The tracks' bands, by channel. */
  tracks: readonly (Band & { channel: { id: string } })[];
  trackHeight: number;
  t: SignalsTranslate;
}

/** Where the events of the view lie: the band of each channel and of events on every signal. */
export function useEventLayer(options: EventLayerOptions): EventLayer | undefined {
  const { index, selectedId, view, width, x, tracks, trackHeight, t } = options;
  const bands = useMemo(() => {
    const byChannel = new Map<string, Band>();
    for (const track of tracks)
      byChannel.set(track.channel.id, { top: track.top, height: track.height });
    return byChannel;
  }, [tracks]);
  const allBand = useMemo(
    () => ({ top: 0, height: tracks.length * trackHeight }),
    [tracks.length, trackHeight],
  );
  const labelOf = useMemo(() => eventTypeLabels(t), [t]);
  return useMemo(
    () => index && { index, view, width, x, bands, allBand, selectedId, labelOf },
    [index, view, width, x, bands, allBand, selectedId, labelOf],
  );
}

const NO_EVENT_COLORS: EventScene['colors'] = {
  respiratory: '',
  saturation: '',
  cardiac: '',
  artifact: '',
  marker: '',
};

/** The layer as a scene to draw in `colors` (none to hit-test), the dragged event at `preview`. */
export function eventSceneOf(
  layer: EventLayer,
  colors: ViewerColors | undefined,
  preview: ViewerEvent | undefined,
): EventScene {
  return {
    ...layer,
    preview,
    colors: colors?.events ?? NO_EVENT_COLORS,
    selection: colors?.selection ?? '',
    font: colors?.font ?? '',
  };
}
