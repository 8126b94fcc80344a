import type { Random } from '../random';
import type { CovidSeverityPreset } from './covidSeverity';
import { logUniform, placeEpisodes } from './dailyRhythm';
import type { DeviceArtefact } from './deviceReadings';

/** The microphone's level envelope: 50 ms frames (see CovidRecording). */
export const MICROPHONE_RATE = 20;

/** One true cough sound. */
export interface TrueCough {
  startSeconds: number;
  endSeconds: number;
  /** Peak frame level, dB SPL. */
  peak: number;
}

/** One true cough epoch (coughs less than 2 s apart). */
export interface TrueCoughBout {
  startSeconds: number;
  endSeconds: number;
  coughs: TrueCough[];
}

/** What the room sounded like and which of it were coughs. */
export interface CoughSoundTrack {
  level: Float32Array;
  /** The cough epochs the microphone was able to record. */
  bouts: TrueCoughBout[];
  artefacts: DeviceArtefact[];
}

/** Adds a sound to a frame by power (two 60 dB sources make 63 dB). */
function addSound(level: Float32Array, frame: number, decibels: number): void {
  if (frame < 0 || frame >= level.length) return;
  const current = level[frame] as number;
  level[frame] = 10 * Math.log10(10 ** (current / 10) + 10 ** (decibels / 10));
}

/**
 * The chest microphone's sound level over the recording, in dB SPL per 50 ms frame: a room
 * background (about 40 dB by day, 31 dB at night; a quiet dwelling, WHO Guidelines for community
 * noise 1999), evening television, the patient's own speech (syllables of 100-250 ms around
 * 60 dB, sometimes raised to 67 dB; ANSI S3.5-1997 normal and raised vocal effort), laughter,
 * impulsive household noise, and the coughs of the disease course in clusters of epochs. A cough
 * opens with an explosive frame at its peak (70-90 dB, some weaker) and decays over 250-600 ms
 * (Korpáš et al. 1996). The microphone is sometimes unplugged (no level) or stuck (a constant).
 */
export function coughSound(
  random: Random,
  preset: CovidSeverityPreset,
  sleep: Float32Array,
  hourOfDay: Float32Array,
): CoughSoundTrack {
  const seconds = sleep.length;
  const frames = Math.floor(seconds * MICROPHONE_RATE);
  const level = new Float32Array(frames);
  const asleep = (time: number) => (sleep[Math.min(seconds - 1, Math.floor(time))] as number) > 0.5;

  // Room background: a slow wander around the day or night level, 1.2 dB frame to frame.
  const keep = Math.exp(-1 / 300);
  let wander = 0;
  for (let second = 0; second < seconds; second += 1) {
    wander = keep * wander + 2.5 * Math.sqrt(1 - keep * keep) * random.gaussian();
    const base =
      40 - 9 * (sleep[second] as number) + wander * (1 - 0.5 * (sleep[second] as number));
    for (let frame = second * MICROPHONE_RATE; frame < (second + 1) * MICROPHONE_RATE; frame += 1)
      level[frame] = base + random.gaussian(0, 1.2);
  }

  // Evening television, 1-2.5 hours from 19:00-20:30 on most days.
  for (let second = 0; second < seconds; second += 3600) {
    const hour = hourOfDay[second] as number;
    if (hour < 19 || hour >= 20 || !random.chance(0.7)) continue;
    const from = (second + random.uniform(0, 5400)) * MICROPHONE_RATE;
    const to = Math.min(frames, from + random.uniform(3600, 9000) * MICROPHONE_RATE);
    for (let frame = Math.floor(from); frame < to; frame += 1)
      addSound(level, frame, 56 + random.gaussian(0, 3));
  }

  const allBouts = coughClusters(random, preset, seconds, asleep, level);
  // The patient cannot talk or laugh while coughing: their own voice keeps clear of the epochs.
  const coughing = (from: number, to: number) =>
    allBouts.some((bout) => from < bout.endSeconds + 1 && bout.startSeconds - 1 < to);

  // Own speech: 20 utterances an hour awake, 2-25 s of syllables.
  for (const utterance of placeEpisodes(
    random,
    seconds,
    480,
    (draw) => ({ rise: 0, plateau: logUniform(draw, 2, 25), fall: 0 }),
    5,
  )) {
    if (asleep(utterance.start) || coughing(utterance.start, utterance.end)) continue;
    const voice = random.chance(0.05) ? 67 : 60;
    let frame = Math.floor(utterance.start * MICROPHONE_RATE);
    const end = utterance.end * MICROPHONE_RATE;
    while (frame < end) {
      const length = random.integer(2, 5);
      const peak = random.gaussian(voice, 3);
      const middle = Math.floor(length / 2);
      for (let index = 0; index < length; index += 1)
        addSound(level, frame + index, peak - 6 * Math.abs(index - middle) + random.gaussian(0, 1));
      frame += length + random.integer(0, 3);
    }
  }

  // Laughter: bursts that build up over 100 ms, 2 a day awake.
  for (const laugh of placeEpisodes(
    random,
    seconds,
    2,
    () => ({ rise: 0, plateau: 3, fall: 0 }),
    60,
  )) {
    if (asleep(laugh.start) || coughing(laugh.start, laugh.end + 3)) continue;
    let frame = Math.floor(laugh.start * MICROPHONE_RATE);
    for (let burst = random.integer(3, 6); burst > 0; burst -= 1) {
      const peak = random.uniform(64, 76);
      [-8, -3, 0, -6].forEach((offset, index) =>
        addSound(level, frame + index, peak + offset + random.gaussian(0, 1)),
      );
      frame += 4 + random.integer(2, 4);
    }
  }

  // Impulsive noise (a door, a dropped spoon): 1-2 frames, 6 a day awake.
  for (const bang of placeEpisodes(
    random,
    seconds,
    6,
    () => ({ rise: 0, plateau: 1, fall: 0 }),
    10,
  )) {
    if (asleep(bang.start)) continue;
    const frame = Math.floor(bang.start * MICROPHONE_RATE);
    const peak = random.uniform(70, 95);
    addSound(level, frame, peak);
    if (random.chance(0.5)) addSound(level, frame + 1, peak - random.uniform(6, 15));
  }

  const artefacts = microphoneFaults(random, seconds, level);
  // A cough the microphone could not hear is not in the ground truth of this recording.
  const bouts = allBouts.filter((bout) =>
    artefacts.every(
      (fault) => bout.endSeconds <= fault.startSeconds || bout.startSeconds >= fault.endSeconds,
    ),
  );
  return { level, bouts, artefacts };
}

/** Cough clusters of the disease course, half as many in sleep. */
function coughClusters(
  random: Random,
  preset: CovidSeverityPreset,
  seconds: number,
  asleep: (time: number) => boolean,
  level: Float32Array,
): TrueCoughBout[] {
  const bouts: TrueCoughBout[] = [];
  const clusters = placeEpisodes(
    random,
    seconds,
    preset.coughClustersPerDay,
    (draw) => ({ rise: 0, plateau: 60 * draw.uniform(5, 30), fall: 0 }),
    600,
  );
  for (const cluster of clusters) {
    if (asleep(cluster.start) && random.chance(0.5)) continue;
    const count = random.integer(preset.boutsPerCluster[0], preset.boutsPerCluster[1]);
    const starts = Array.from({ length: count }, () =>
      random.uniform(cluster.start, cluster.end),
    ).sort((a, b) => a - b);
    let freeFrom = 0;
    for (const start of starts) {
      // Epochs at least 5 s apart, so two never read as one (the epoch gap is 2 s).
      if (start < freeFrom || start > seconds - 15) continue;
      const bout = coughBout(random, start, level);
      bouts.push(bout);
      freeFrom = bout.endSeconds + 5;
    }
  }
  return bouts;
}

/** One epoch of 1-8 coughs (more often few), 0.25-1.2 s of silence between them. */
function coughBout(random: Random, startSeconds: number, level: Float32Array): TrueCoughBout {
  const coughs: TrueCough[] = [];
  let time = startSeconds;
  let endSeconds = startSeconds;
  do {
    const frame = Math.floor(time * MICROPHONE_RATE);
    const length = random.integer(5, 12);
    const peak = Math.min(95, Math.max(64, random.gaussian(78, 5)));
    const background = level[frame] as number;
    const partialOnset = random.chance(0.5);
    for (let index = 0; index < length; index += 1) {
      const position = partialOnset ? index - 1 : index;
      const value =
        position < 0
          ? peak - random.uniform(1, 5)
          : peak - ((peak - background - 4) * position) / length + random.gaussian(0, 1);
      addSound(level, frame + index, value);
    }
    endSeconds = (frame + length) / MICROPHONE_RATE;
    coughs.push({ startSeconds: frame / MICROPHONE_RATE, endSeconds, peak });
    time = endSeconds + random.uniform(0.25, 1.2);
  } while (coughs.length < 8 && random.chance(0.55));
  return { startSeconds: coughs[0]?.startSeconds ?? startSeconds, endSeconds, coughs };
}

/** The microphone unplugged (no level) or stuck on one value, 0.3 times a day, 10-60 minutes. */
function microphoneFaults(random: Random, seconds: number, level: Float32Array): DeviceArtefact[] {
  const artefacts: DeviceArtefact[] = [];
  for (const fault of placeEpisodes(
    random,
    seconds,
    0.3,
    (draw) => ({ rise: 0, plateau: draw.uniform(600, 3600), fall: 0 }),
    600,
  )) {
    const unplugged = random.chance(0.5);
    level.fill(
      unplugged ? Number.NaN : 30,
      Math.ceil(fault.start * MICROPHONE_RATE),
      Math.ceil(fault.end * MICROPHONE_RATE),
    );
    artefacts.push({
      kind: unplugged ? 'microphone-off' : 'microphone-stuck',
      channel: 'cough',
      startSeconds: fault.start,
      endSeconds: fault.end,
    });
  }
  return artefacts;
}
