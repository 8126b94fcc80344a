import { describe, expect, it } from 'vitest';
import { DEFAULT_COVID_DETECTOR_PARAMS } from '../../covid/covidDetectorParams';
import { COUGH_EPOCH_GAP_SECONDS } from '../../covid/detectCoughs';
import { generateCovidRecording } from './generateCovidRecording';

const DAY = 86_400;
/** Sample-for-sample equality (NaN equals NaN), far cheaper than a deep equal on long arrays. */
const sameSamples = (a: Float32Array, b: Float32Array) =>
  a.length === b.length && a.every((value, index) => Object.is(value, b[index]));
const moderateDay = generateCovidRecording({
  seed: 21,
  durationSeconds: DAY,
  severity: 'moderate',
});

describe('generateCovidRecording', () => {
  it('gives every channel at its device rate over the whole length', () => {
    const { channels } = moderateDay.recording;
    expect(channels.pulse).toMatchObject({ samplingRate: 1 });
    expect(channels.pulse!.samples).toHaveLength(DAY);
    expect(channels.spo2!.samples).toHaveLength(DAY);
    expect(channels.respirationRate!.samples).toHaveLength(DAY / 15);
    expect(channels.temperature!.samples).toHaveLength(DAY / 60);
    expect(channels.cough).toMatchObject({ samplingRate: 20 });
    expect(channels.cough!.samples).toHaveLength(DAY * 20);
  });

  it('is the same recording for the same seed and another for another seed', () => {
    const again = generateCovidRecording({ seed: 21, durationSeconds: 7200, severity: 'mild' });
    const same = generateCovidRecording({ seed: 21, durationSeconds: 7200, severity: 'mild' });
    const other = generateCovidRecording({ seed: 22, durationSeconds: 7200, severity: 'mild' });
    for (const channel of ['pulse', 'spo2', 'respirationRate', 'temperature', 'cough'] as const)
      expect(
        sameSamples(
          same.recording.channels[channel]!.samples,
          again.recording.channels[channel]!.samples,
        ),
      ).toBe(true);
    expect(same.truth).toEqual(again.truth);
    expect(
      sameSamples(other.recording.channels.pulse!.samples, again.recording.channels.pulse!.samples),
    ).toBe(false);
  });

  it('follows a daily rhythm: lower pulse asleep, coolest before dawn', () => {
    // Default start 08:00 local: 20:00-21:00 is hours 12-13, 03:30-04:30 is hours 19.5-20.5.
    const { pulse, temperature } = generateCovidRecording({
      seed: 4,
      durationSeconds: DAY,
      severity: 'well',
    }).vitals;
    const mean = (values: Float32Array, fromHour: number, toHour: number) => {
      const part = values.subarray(fromHour * 3600, toHour * 3600);
      return part.reduce((sum, value) => sum + value, 0) / part.length;
    };
    expect(mean(pulse, 19.5, 20.5)).toBeLessThan(mean(pulse, 12, 13) - 5);
    expect(mean(temperature, 19.5, 20.5)).toBeLessThan(mean(temperature, 8, 9) - 0.3);
  });

  it('makes a severe patient alert more than a well one', () => {
    const count = (severity: 'well' | 'severe') =>
      generateCovidRecording({ seed: 8, durationSeconds: DAY, severity }).truth.filter(
        (event) => event.type !== 'COUGH',
      ).length;
    expect(count('severe')).toBeGreaterThan(count('well') + 5);
  });

  it('holds each vital truth episode beyond its threshold for the minimum duration', () => {
    const { vitals, truth } = moderateDay;
    const episodes = truth.filter((event) => event.type !== 'COUGH');
    expect(episodes.length).toBeGreaterThan(3);
    for (const episode of episodes) {
      const values =
        episode.type === 'HIGH_HEART_RATE'
          ? {
              series: vitals.pulse,
              beyond: (v: number) => v > DEFAULT_COVID_DETECTOR_PARAMS.heart_rate_max,
            }
          : episode.type === 'LOW_SPO2'
            ? {
                series: vitals.spo2,
                beyond: (v: number) => v < DEFAULT_COVID_DETECTOR_PARAMS.saturation_level_min,
              }
            : episode.type === 'FREQUENT_BREATHING'
              ? {
                  series: vitals.respirationRate,
                  beyond: (v: number) => v > DEFAULT_COVID_DETECTOR_PARAMS.respiration_rate_max,
                }
              : {
                  series: vitals.temperature,
                  beyond: (v: number) => v > DEFAULT_COVID_DETECTOR_PARAMS.temperature_max,
                };
      let secondsBeyond = 0;
      for (let second = episode.startSeconds; second < episode.endSeconds; second += 1)
        if (values.beyond(values.series[second] as number)) secondsBeyond += 1;
      expect(secondsBeyond).toBeGreaterThanOrEqual(
        DEFAULT_COVID_DETECTOR_PARAMS.alert_min_duration * 0.8,
      );
    }
  });

  it('records cough epochs as coughs less than 2 s apart, epochs well apart', () => {
    const bouts = moderateDay.coughBouts;
    expect(bouts.length).toBeGreaterThan(20);
    for (const bout of bouts) {
      for (let index = 1; index < bout.coughs.length; index += 1)
        expect(bout.coughs[index]!.startSeconds - bout.coughs[index - 1]!.endSeconds).toBeLessThan(
          COUGH_EPOCH_GAP_SECONDS,
        );
    }
    for (let index = 1; index < bouts.length; index += 1)
      expect(bouts[index]!.startSeconds - bouts[index - 1]!.endSeconds).toBeGreaterThan(
        COUGH_EPOCH_GAP_SECONDS,
      );
  });

  it('leaves the devices’ trouble in the signals where the artefact list says', () => {
    const { recording, artefacts } = moderateDay;
    const probeOff = artefacts.filter((artefact) => artefact.kind === 'probe-off');
    expect(probeOff.length).toBeGreaterThan(0);
    const pulse = recording.channels.pulse!.samples;
    for (const stretch of probeOff) {
      const middle = pulse[Math.floor((stretch.startSeconds + stretch.endSeconds) / 2)] as number;
      expect(Number.isNaN(middle) || middle === 0).toBe(true);
    }
    expect(artefacts.some((artefact) => artefact.kind === 'motion')).toBe(true);
  });

  it('refuses an empty length', () => {
    expect(() => generateCovidRecording({ seed: 1, durationSeconds: 0, severity: 'well' })).toThrow(
      RangeError,
    );
  });
});
