import type { Random } from '../random';
import { episodeEnvelope, logUniform, placeEpisodes, type EpisodeTiming } from './dailyRhythm';
import type { TrueVitals } from './physiology';

/** A stretch in which a device did not measure the patient faithfully (ground truth for the
 * quality checks). */
export interface DeviceArtefact {
  kind:
    | 'motion'
    | 'probe-off'
    | 'frozen'
    | 'band-artefact'
    | 'band-off'
    | 'band-slipped'
    | 'patch-off'
    | 'microphone-off'
    | 'microphone-stuck';
  channel: 'pulse-oximeter' | 'respirationRate' | 'temperature' | 'cough';
  startSeconds: number;
  endSeconds: number;
}

/** Device sampling rates (see CovidRecording). */
export const OXIMETER_RATE = 1;
export const BAND_RATE = 1 / 15;
export const PATCH_RATE = 1 / 60;

/**
 * The pulse oximeter at 1 Hz, whole-number readings: measurement noise (ISO 80601-2-61 allows
 * ±2-3 % SpO2 accuracy as RMS; 0.5 % of reading-to-reading noise here), motion artefacts
 * (erratic readings, or a smooth false sag of SpO2), the finger out of the probe (no reading, or
 * the device's 0 code) and a frozen display holding its last values.
 */
export function pulseOximeter(
  random: Random,
  vitals: TrueVitals,
  sleep: Float32Array,
): { pulse: Float32Array; spo2: Float32Array; artefacts: DeviceArtefact[] } {
  const seconds = vitals.pulse.length;
  const pulse = new Float32Array(seconds);
  const spo2 = new Float32Array(seconds);
  for (let second = 0; second < seconds; second += 1) {
    pulse[second] = Math.round((vitals.pulse[second] as number) + random.gaussian(0, 1.2));
    spo2[second] = Math.min(
      100,
      Math.round((vitals.spo2[second] as number) + random.gaussian(0, 0.5)),
    );
  }
  const artefacts: DeviceArtefact[] = [];
  const asleep = (time: number) => (sleep[Math.floor(time)] as number) > 0.5;

  // Motion: 3 candidate bouts an hour, kept when moving, mostly kept awake, rarely asleep.
  for (const bout of placeEpisodes(
    random,
    seconds,
    72,
    (draw) => ({ rise: 0, plateau: logUniform(draw, 5, 150), fall: 0 }),
    30,
  )) {
    const moving = (vitals.activity[Math.floor(bout.start)] as number) > 0;
    if (!moving && !random.chance(asleep(bout.start) ? 0.15 : 0.6)) continue;
    if (random.chance(0.6)) erraticReadings(random, vitals, pulse, spo2, bout);
    else falseSag(random, vitals, pulse, spo2, bout);
    artefacts.push(artefact('motion', 'pulse-oximeter', bout));
  }
  // Frozen display: a quarter of the days, 6-20 minutes.
  for (const stretch of placeEpisodes(
    random,
    seconds,
    0.25,
    (draw) => ({ rise: 0, plateau: draw.uniform(360, 1200), fall: 0 }),
    600,
  )) {
    const from = Math.ceil(stretch.start);
    for (let second = from; second < Math.min(seconds, stretch.end); second += 1) {
      pulse[second] = pulse[from - 1] ?? (pulse[from] as number);
      spo2[second] = spo2[from - 1] ?? (spo2[from] as number);
    }
    artefacts.push(artefact('frozen', 'pulse-oximeter', stretch));
  }
  // Finger out: 4 a day of 1 minute to 1 hour, half of those in sleep kept.
  for (const stretch of placeEpisodes(
    random,
    seconds,
    4,
    (draw) => ({ rise: 0, plateau: logUniform(draw, 60, 3600), fall: 0 }),
    300,
  )) {
    if (asleep(stretch.start) && random.chance(0.5)) continue;
    const value = random.chance(0.4) ? 0 : Number.NaN;
    pulse.fill(value, Math.ceil(stretch.start), Math.min(seconds, Math.ceil(stretch.end)));
    spo2.fill(value, Math.ceil(stretch.start), Math.min(seconds, Math.ceil(stretch.end)));
    artefacts.push(artefact('probe-off', 'pulse-oximeter', stretch));
  }
  return { pulse, spo2, artefacts };
}

function erraticReadings(
  random: Random,
  vitals: TrueVitals,
  pulse: Float32Array,
  spo2: Float32Array,
  bout: EpisodeTiming,
): void {
  for (let second = Math.ceil(bout.start); second < Math.min(pulse.length, bout.end); second += 1) {
    const truePulse = vitals.pulse[second] as number;
    pulse[second] = Math.round(
      random.chance(0.4) ? random.uniform(40, 190) : truePulse + random.gaussian(0, 12),
    );
    const drop = Math.abs(random.gaussian(0, 6)) + random.uniform(0, 6);
    spo2[second] = Math.max(60, Math.min(100, Math.round((vitals.spo2[second] as number) - drop)));
  }
}

/** A smooth false desaturation (poor perfusion, pressure on the probe): ramps too gentle for the
 * step check, so only the alert's persistence rule keeps it from alerting. */
function falseSag(
  random: Random,
  vitals: TrueVitals,
  pulse: Float32Array,
  spo2: Float32Array,
  bout: EpisodeTiming,
): void {
  const ramp = Math.min(6, (bout.end - bout.start) / 3);
  const shape = { ...bout, plateauStart: bout.start + ramp, plateauEnd: bout.end - ramp };
  const depth = random.uniform(3, 12);
  const pulseShift = random.uniform(-10, 25);
  for (let second = Math.ceil(bout.start); second < Math.min(pulse.length, bout.end); second += 1) {
    const envelope = episodeEnvelope(shape, second);
    pulse[second] = Math.round(
      (vitals.pulse[second] as number) + pulseShift * envelope + random.gaussian(0, 3),
    );
    spo2[second] = Math.min(
      100,
      Math.round((vitals.spo2[second] as number) - depth * envelope + random.gaussian(0, 0.5)),
    );
  }
}

/**
 * The chest band's respiration rate, one whole-number reading per 15 s (the mean of the true rate
 * over those 15 s plus noise): talking and moving over-count breaths, the band comes off, and a
 * slipped band at night reads implausibly low rates.
 */
export function chestBand(
  random: Random,
  vitals: TrueVitals,
  sleep: Float32Array,
): { respirationRate: Float32Array; artefacts: DeviceArtefact[] } {
  const seconds = vitals.respirationRate.length;
  const step = 1 / BAND_RATE;
  const readings = new Float32Array(Math.floor(seconds / step));
  for (let reading = 0; reading < readings.length; reading += 1) {
    let sum = 0;
    for (let second = reading * step; second < (reading + 1) * step; second += 1)
      sum += vitals.respirationRate[second] as number;
    readings[reading] = Math.round(sum / step + random.gaussian(0, 0.8));
  }
  const artefacts: DeviceArtefact[] = [];
  const indexOf = (time: number) => Math.min(readings.length, Math.ceil(time / step));
  for (const stretch of placeEpisodes(
    random,
    seconds,
    48,
    (draw) => ({ rise: 0, plateau: step * draw.integer(1, 6), fall: 0 }),
    60,
  )) {
    if ((sleep[Math.floor(stretch.start)] as number) > 0.5) continue;
    const extra = random.uniform(8, 20);
    for (let reading = indexOf(stretch.start); reading < indexOf(stretch.end); reading += 1)
      readings[reading] = Math.round((readings[reading] as number) + extra);
    artefacts.push(artefact('band-artefact', 'respirationRate', stretch));
  }
  for (const stretch of placeEpisodes(
    random,
    seconds,
    0.3,
    (draw) => ({ rise: 0, plateau: draw.uniform(600, 3600), fall: 0 }),
    600,
  )) {
    for (let reading = indexOf(stretch.start); reading < indexOf(stretch.end); reading += 1)
      readings[reading] = random.integer(0, 4);
    artefacts.push(artefact('band-slipped', 'respirationRate', stretch));
  }
  for (const stretch of placeEpisodes(
    random,
    seconds,
    0.7,
    (draw) => ({ rise: 0, plateau: logUniform(draw, 600, 5400), fall: 0 }),
    600,
  )) {
    readings.fill(Number.NaN, indexOf(stretch.start), indexOf(stretch.end));
    artefacts.push(artefact('band-off', 'respirationRate', stretch));
  }
  return { respirationRate: readings, artefacts };
}

/**
 * The skin patch's core-temperature estimate, one reading a minute at 0.01 °C: noise of a
 * clinical thermometer (±0.1 °C laboratory accuracy, ISO 80601-2-56), and the patch lifting off
 * the skin, when it cools towards room temperature (22-27 °C) and warms back after.
 */
export function temperaturePatch(
  random: Random,
  vitals: TrueVitals,
): { temperature: Float32Array; artefacts: DeviceArtefact[] } {
  const seconds = vitals.temperature.length;
  const step = 1 / PATCH_RATE;
  const readings = new Float32Array(Math.floor(seconds / step));
  for (let reading = 0; reading < readings.length; reading += 1) {
    const value = (vitals.temperature[reading * step] as number) + random.gaussian(0, 0.04);
    readings[reading] = Math.round(value * 100) / 100;
  }
  const artefacts: DeviceArtefact[] = [];
  for (const stretch of placeEpisodes(
    random,
    seconds,
    0.6,
    (draw) => ({ rise: 0, plateau: logUniform(draw, 600, 5400), fall: 0 }),
    1800,
  )) {
    const room = random.uniform(22, 27);
    const off = Math.ceil(stretch.start / step);
    const on = Math.min(readings.length, Math.ceil(stretch.end / step));
    let value = readings[off] ?? room;
    // Cooling with a 2-minute time constant off the skin, rewarming with 3 minutes back on it.
    for (let reading = off; reading < on; reading += 1) {
      value = room + (value - room) * Math.exp(-step / 120);
      readings[reading] = Math.round(value * 100) / 100;
    }
    for (let reading = on; reading < Math.min(readings.length, on + 15); reading += 1) {
      const skin = readings[reading] as number;
      value = skin + (value - skin) * Math.exp(-step / 180);
      readings[reading] = Math.round(value * 100) / 100;
    }
    artefacts.push(
      artefact('patch-off', 'temperature', { ...stretch, end: stretch.end + 15 * step }),
    );
  }
  return { temperature: readings, artefacts };
}

function artefact(
  kind: DeviceArtefact['kind'],
  channel: DeviceArtefact['channel'],
  timing: Pick<EpisodeTiming, 'start' | 'end'>,
): DeviceArtefact {
  return { kind, channel, startSeconds: timing.start, endSeconds: timing.end };
}
