import type { TemperatureUnit } from '@telemed/domain';
import type { TimeWindow } from '../cache/timeWindow';
import { DEFAULT_CHANNEL_SETTINGS, amplitudeMapping, isCalibratedTrack } from '../draw/amplitude';
import type { ChannelDisplaySettings } from '../draw/amplitude';
import type { TrackScene } from '../draw/drawViewer';
import { visibleRange } from '../draw/drawTrace';
import { displayUnitOf } from '../model/displayUnits';
import type { DisplayUnit } from '../model/displayUnits';
import type { SignalChannel, SignalWindowData } from '../model/signalData';

/** Amplitude settings of every channel, by channel id. */
export type ChannelSettingsById = Readonly<Record<string, ChannelDisplaySettings>>;

/** A channel's track as the viewer lays it out: its band, its data and its amplitude scale. */
export interface ViewerTrack extends TrackScene {
  settings: ChannelDisplaySettings;
}

/** What {@link layoutTracks} lays out. */
export interface TrackLayoutInput {
  channels: readonly SignalChannel[];
  /** The data shown (the nearest the cache has while the view's own is on the way). */
  data: SignalWindowData | undefined;
  settings: ChannelSettingsById;
  view: TimeWindow;
  trackHeight: number;
  /** mm/mV of calibrated ECG tracks. */
  calibration: number;
  /** The user's temperature unit, which Celsius channels are shown in. */
  temperatureUnit: TemperatureUnit;
}

/** The settings each channel starts with: the defaults, overridden by `initial`. */
export function initialChannelSettings(
  channels: readonly SignalChannel[],
  initial: Readonly<Record<string, Partial<ChannelDisplaySettings>>> = {},
): Record<string, ChannelDisplaySettings> {
  return Object.fromEntries(
    channels.map((channel) => [
      channel.id,
      { ...DEFAULT_CHANNEL_SETTINGS, ...initial[channel.id] },
    ]),
  );
}

/** A range of values sent by the server in the units shown (ECG volts as millivolts). */
function displayRange(
  [low, high]: [number, number],
  { factor, offset }: Pick<DisplayUnit, 'factor' | 'offset'>,
): [number, number] {
  return [low * factor + offset, high * factor + offset];
}

/**
 * The tracks of a frame, top to bottom, one per channel: its segments of `data` and the
 * amplitude mapping its settings give (uncalibrated channels fit the values in `view`).
 */
export function layoutTracks(input: TrackLayoutInput): ViewerTrack[] {
  const { channels, data, settings, view, trackHeight, calibration, temperatureUnit } = input;
  return channels.map((channel, index) => {
    const segments = data?.channels.find((c) => c.channelId === channel.id)?.segments ?? [];
    const channelSettings = settings[channel.id] ?? DEFAULT_CHANNEL_SETTINGS;
    // A calibrated ECG's scale is the paper's: no need to scan the values in view.
    const range = isCalibratedTrack(channel, channelSettings)
      ? undefined
      : visibleRange(segments, view);
    const mapping = amplitudeMapping(
      channel,
      channelSettings,
      trackHeight,
      calibration,
      range && displayRange(range, displayUnitOf(channel, temperatureUnit)),
      temperatureUnit,
    );
    return {
      channel,
      segments,
      mapping,
      settings: channelSettings,
      top: index * trackHeight,
      height: trackHeight,
    };
  });
}

/** A track's `settings` after Fit: gain 1 and the range of `track` visible in `view` frozen. */
export function fittedSettings(
  settings: ChannelDisplaySettings,
  track: ViewerTrack,
  view: TimeWindow,
): ChannelDisplaySettings {
  const range = visibleRange(track.segments, view);
  return {
    ...settings,
    gain: 1,
    fitted: range && displayRange(range, track.mapping),
  };
}
