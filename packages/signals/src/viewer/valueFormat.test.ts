import { describe, expect, it } from 'vitest';
import { DEFAULT_CHANNEL_SETTINGS, amplitudeMapping } from '../draw/amplitude';
import type { TrackScene } from '../draw/drawViewer';
import type { SignalsTranslate } from '../i18n/eventTypeLabel';
import type { SignalChannel } from '../model/signalData';
import { translatedChannel, valueFormatOf } from './valueFormat';

const t = ((key: string) => `<${key}>`) as SignalsTranslate;

function trackOf(channel: SignalChannel, temperatureUnit: 'celsius' | 'fahrenheit' = 'celsius') {
  const mapping = amplitudeMapping(
    channel,
    DEFAULT_CHANNEL_SETTINGS,
    100,
    10,
    undefined,
    temperatureUnit,
  );
  return { channel, mapping, top: 0, height: 100, segments: [] } satisfies TrackScene;
}

const ecg = trackOf({ id: 'II', label: 'II', type: 'ecg', unit: 'V', samplingRate: 250 });
const temperature: SignalChannel = {
  id: 't',
  label: 'Temp',
  type: 'other',
  unit: 'degC',
  samplingRate: 1,
  signal: 'temperature',
};
const position = trackOf({ id: 'p', label: 'Pos', type: 'position', unit: '', samplingRate: 1 });

describe('valueFormatOf', () => {
  it('writes decimals with a comma in Polish and German, a point in English', () => {
    expect(valueFormatOf('pl', t).reading(ecg, [0.000425, 0.000425])).toBe('0,43 mV');
    expect(valueFormatOf('de', t).axisLabel(trackOf(temperature), 36.5, 1)).toBe('36,5');
    expect(valueFormatOf('en-GB', t).reading(ecg, [0.000425, 0.000425])).toBe('0.43 mV');
  });

  it('reads a temperature in Fahrenheit for a user who prefers it', () => {
    const track = trackOf(temperature, 'fahrenheit');
    expect(valueFormatOf('en-GB', t).reading(track, [37, 37])).toBe('98.6 °F');
    expect(valueFormatOf('en-GB', t).reading(trackOf(temperature), [37, 37])).toBe('37 °C');
  });

  it('reads a small flow with the decimals its scale needs', () => {
    const flow = { id: 'f', label: 'Flow', type: 'flow' as const, unit: 'a.u.', samplingRate: 25 };
    const track = {
      ...trackOf(flow),
      mapping: amplitudeMapping(flow, DEFAULT_CHANNEL_SETTINGS, 100, 10, [-0.006, 0.006]),
    };
    expect(valueFormatOf('en-GB', t).reading(track, [0.0042, 0.0042])).toBe('0.0042 a.u.');
  });

  it('reads a bucket as its least to greatest value', () => {
    expect(valueFormatOf('en-GB', t).reading(ecg, [-0.0005, 0.0012])).toBe('-0.5–1.2 mV');
  });

  it('names body positions on the axis and in the reading', () => {
    const format = valueFormatOf('en-GB', t);
    expect(format.axisLabel(position, 1, 0)).toBe('<position.CHEST>');
    expect(format.reading(position, [2, 2])).toBe('<position.LEFT_SIDE>');
  });
});

describe('translatedChannel', () => {
  it('translates the names of the signals the API names and keeps ECG leads', () => {
    expect(translatedChannel(temperature, t).label).toBe('<channel.temperature>');
    expect(translatedChannel({ ...ecg.channel, signal: 'ecg' }, t).label).toBe('II');
    expect(translatedChannel(position.channel, t).label).toBe('Pos');
  });
});
