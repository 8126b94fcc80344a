import { describe, expect, it } from 'vitest';
import { DEFAULT_CHANNEL_SETTINGS } from '../draw/amplitude';
import type { SignalChannel, SignalWindowData } from '../model/signalData';
import { fittedSettings, initialChannelSettings, layoutTracks } from './channelTracks';

const lead: SignalChannel = { id: 'II', label: 'II', type: 'ecg', unit: 'V', samplingRate: 250 };
const flow: SignalChannel = {
  id: 'Flow',
  label: 'Flow',
  type: 'flow',
  unit: 'a.u.',
  samplingRate: 25,
};
const view = { start: 0, end: 1_000 };

/** Samples every 100 ms over 0-2 s: `inView` repeated over the view (0-1 s), 100 after it. */
function dataOf(channelId: string, inView: number[]): SignalWindowData {
  const values = Array.from({ length: 20 }, (_, index) =>
    index < 10 ? (inView[index % inView.length] ?? 0) : 100,
  );
  return {
    window: { start: 0, end: 2_000 },
    resolution: 100,
    channels: [{ channelId, segments: [{ kind: 'samples', start: 0, step: 100, values }] }],
  };
}

describe('initialChannelSettings', () => {
  it('starts every channel at the defaults but what the caller sets', () => {
    expect(initialChannelSettings([lead, flow], { II: { reversed: true } })).toEqual({
      II: { ...DEFAULT_CHANNEL_SETTINGS, reversed: true },
      Flow: DEFAULT_CHANNEL_SETTINGS,
    });
  });
});

describe('layoutTracks', () => {
  const input = {
    channels: [lead, flow],
    settings: initialChannelSettings([lead, flow]),
    view,
    trackHeight: 96,
    calibration: 10,
    temperatureUnit: 'celsius' as const,
  };

  it('stacks one track per channel, each the track height tall', () => {
    const tracks = layoutTracks({ ...input, data: undefined });
    expect(tracks.map(({ channel, top, height }) => [channel.id, top, height])).toEqual([
      ['II', 0, 96],
      ['Flow', 96, 96],
    ]);
    expect(tracks.every((track) => track.segments.length === 0)).toBe(true);
  });

  it('scales a calibrated ECG by the paper whatever its values', () => {
    const [track] = layoutTracks({ ...input, data: dataOf('II', [0.004, -0.004]) });
    expect(track?.mapping).toMatchObject({ calibrated: true, centre: 0, unit: 'mV' });
  });

  it('fits another channel to the values in view, not those outside it', () => {
    const [, track] = layoutTracks({ ...input, data: dataOf('Flow', [-2, 2, 0]) });
    expect(track?.mapping.calibrated).toBe(false);
    expect(track?.mapping.centre).toBe(0);
  });
});

describe('fittedSettings', () => {
  it('freezes the range in view, in the units shown, at gain 1', () => {
    const settings = initialChannelSettings([lead], { II: { gain: 4 } });
    const [track] = layoutTracks({
      channels: [lead],
      data: dataOf('II', [0.001, -0.002]),
      settings,
      view,
      trackHeight: 96,
      calibration: 10,
      temperatureUnit: 'celsius',
    });
    if (!track) throw new Error('no track');
    const fitted = fittedSettings({ reversed: true, gain: 4 }, track, view);
    expect(fitted.reversed).toBe(true);
    expect(fitted.gain).toBe(1);
    expect(fitted.fitted?.[0]).toBeCloseTo(-2, 9);
    expect(fitted.fitted?.[1]).toBeCloseTo(1, 9);
  });
});
