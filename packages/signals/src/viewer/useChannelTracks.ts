import type { TemperatureUnit } from '@telemed/domain';
import { useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { TimeWindow } from '../cache/timeWindow';
import { DEFAULT_CHANNEL_SETTINGS } from '../draw/amplitude';
import type { ChannelDisplaySettings } from '../draw/amplitude';
import type { SignalChannel, SignalWindowData } from '../model/signalData';
import { fittedSettings, initialChannelSettings, layoutTracks } from './channelTracks';
import type { ViewerTrack } from './channelTracks';

/** Options of {@link useChannelTracks}. */
export interface ChannelTracksOptions {
  channels: readonly SignalChannel[];
  data: SignalWindowData | undefined;
  view: TimeWindow;
  trackHeight: number;
  calibration: number;
  /** The user's temperature unit, which Celsius channels are shown in. */
  temperatureUnit: TemperatureUnit;
  /** Per-channel settings to start with, by channel id. */
  initialSettings: Readonly<Record<string, Partial<ChannelDisplaySettings>>> | undefined;
}

/** The tracks of the viewer and the changes its track labels make to them. */
export interface ChannelTracks {
  tracks: ViewerTrack[];
  /** Changes one channel's amplitude settings (gain, polarity). */
  updateSettings(
    id: string,
    change: (current: ChannelDisplaySettings) => ChannelDisplaySettings,
  ): void;
  /** Freezes the range of a channel visible now as its scale ("Fit"). */
  fitChannel(id: string): void;
}

/**
 * The viewer's tracks ({@link layoutTracks}) and each channel's amplitude settings, which the
 * user changes from the track labels. Both callbacks stay the same while the view moves, so the
 * memoised labels do not re-render on a pan.
 */
export function useChannelTracks(options: ChannelTracksOptions): ChannelTracks {
  const { channels, data, view, trackHeight, calibration, temperatureUnit } = options;
  const [settings, setSettings] = useState(() =>
    initialChannelSettings(channels, options.initialSettings),
  );
  const tracks = useMemo(
    () =>
      layoutTracks({ channels, data, settings, view, trackHeight, calibration, temperatureUnit }),
    [channels, data, settings, view, trackHeight, calibration, temperatureUnit],
  );
  const updateSettings = useCallback(
    (id: string, change: (current: ChannelDisplaySettings) => ChannelDisplaySettings) =>
      setSettings((all) => ({ ...all, [id]: change(all[id] ?? DEFAULT_CHANNEL_SETTINGS) })),
    [],
  );
  // "Fit" takes the range visible when pressed, read through a ref.
  const shown = useRef({ tracks, view });
  useLayoutEffect(() => {
    shown.current = { tracks, view };
  }, [tracks, view]);
  const fitChannel = useCallback(
    (id: string) => {
      const { tracks: current, view: visible } = shown.current;
      const track = current.find((candidate) => candidate.channel.id === id);
      if (track) updateSettings(id, (current) => fittedSettings(current, track, visible));
    },
    [updateSettings],
  );
  return { tracks, updateSettings, fitChannel };
}
