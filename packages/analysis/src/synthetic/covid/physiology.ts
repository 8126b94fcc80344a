import type { Random } from '../random';
import type { CovidSeverityPreset, EpisodePlan } from './covidSeverity';
import {
  episodeEnvelope,
  logUniform,
  placeEpisodes,
  type DailyRhythm,
  type EpisodeTiming,
} from './dailyRhythm';

/** The patient's true vital signs, one value per second, before any device measures them. */
export interface TrueVitals {
  pulse: Float32Array;
  spo2: Float32Array;
  respirationRate: Float32Array;
  temperature: Float32Array;
  /** Extra heart rate from moving about, bpm (0 at rest); motion artefacts follow it. */
  activity: Float32Array;
}

/** Heart rate rises 8.5 bpm per °C of fever (Karjalainen J, Viitasalo M. Fever and cardiac
 * rhythm. Arch Intern Med 1986;146:1169-1171). */
const PULSE_PER_DEGREE_OF_FEVER = 8.5;
/** Core temperature swings about ±0.3 °C over the day, lowest near 04:30 and highest near 16:30
 * (Refinetti R, Menaker M. The circadian rhythm of body temperature. Physiol Behav
 * 1992;51:613-637). */
const TEMPERATURE_CIRCADIAN_AMPLITUDE = 0.3;
const TEMPERATURE_PEAK_HOUR = 16.5;
/** Sleep lowers heart rate by about 10 bpm, breathing by about 2/min and SpO2 by under 1 %
 * (Snyder F et al., J Appl Physiol 1964;19:417-422; Gries RE, Brooks LJ, Chest 1996;110:1489). */
const SLEEP_PULSE_DROP = 10;
const SLEEP_RESPIRATION_DROP = 2;
const SLEEP_SPO2_DROP = 0.8;
/** Bouts of moving about while awake, per hour (design choice for a patient isolating at home). */
const ACTIVITY_PER_HOUR = 1.5;

/** Builds the true vitals of a patient with the preset's disease course over `seconds`. */
export function trueVitals(
  random: Random,
  rhythm: DailyRhythm,
  preset: CovidSeverityPreset,
  seconds: number,
): TrueVitals {
  const { baseline } = preset;
  const fevers = placeDisease(random.fork(), seconds, preset.fever, baseline.temperature, {
    riseMinutes: [30, 90],
    fallMinutes: [60, 180],
    spacingSeconds: 7200,
  });
  const tachycardia = placeDisease(random.fork(), seconds, preset.tachycardia, baseline.pulse, {
    riseMinutes: [2, 10],
    fallMinutes: [3, 15],
    spacingSeconds: 1800,
  });
  const tachypnoea = placeDisease(
    random.fork(),
    seconds,
    preset.tachypnoea,
    baseline.respirationRate,
    { riseMinutes: [2, 10], fallMinutes: [3, 15], spacingSeconds: 1800 },
  );
  const desaturation = placeDisease(random.fork(), seconds, preset.desaturation, baseline.spo2, {
    riseMinutes: [1, 5],
    fallMinutes: [2, 10],
    spacingSeconds: 1800,
  });
  const activity = activityLevel(random.fork(), rhythm, seconds);
  const dips = briefDips(random.fork(), rhythm, seconds);

  const pulseWander = wander(random.fork(), seconds, 3, 600);
  const respirationWander = wander(random.fork(), seconds, 0.8, 600);
  const spo2Wander = wander(random.fork(), seconds, 0.3, 900);
  const temperatureWander = wander(random.fork(), seconds, 0.06, 1800);

  const vitals: TrueVitals = {
    pulse: new Float32Array(seconds),
    spo2: new Float32Array(seconds),
    respirationRate: new Float32Array(seconds),
    temperature: new Float32Array(seconds),
    activity,
  };
  for (let second = 0; second < seconds; second += 1) {
    const hour = rhythm.hourOfDay[second] as number;
    const asleep = rhythm.sleep[second] as number;
    const moving = activity[second] as number;
    const fever = sumOfEpisodes(fevers, second);
    const circadian = Math.cos((2 * Math.PI * (hour - TEMPERATURE_PEAK_HOUR)) / 24);
    vitals.temperature[second] =
      baseline.temperature +
      TEMPERATURE_CIRCADIAN_AMPLITUDE * circadian +
      (temperatureWander[second] as number) +
      fever;
    vitals.pulse[second] =
      baseline.pulse +
      2 * circadian -
      SLEEP_PULSE_DROP * asleep +
      (pulseWander[second] as number) +
      PULSE_PER_DEGREE_OF_FEVER * fever +
      moving +
      sumOfEpisodes(tachycardia, second);
    vitals.respirationRate[second] =
      baseline.respirationRate -
      SLEEP_RESPIRATION_DROP * asleep +
      (respirationWander[second] as number) +
      0.2 * moving +
      sumOfEpisodes(tachypnoea, second);
    vitals.spo2[second] = Math.min(
      100,
      baseline.spo2 -
        SLEEP_SPO2_DROP * asleep +
        (spo2Wander[second] as number) +
        sumOfEpisodes(desaturation, second) -
        (dips[second] as number),
    );
  }
  return vitals;
}

/** A disease episode: its timing and how far it moves the vital from the baseline. */
interface DiseaseEpisode extends EpisodeTiming {
  /** The drawn plateau level minus the preset baseline (negative for desaturation). */
  amplitude: number;
}

/** Rise and fall times and the least spacing between episodes of one kind. */
interface DiseaseShape {
  riseMinutes: readonly [number, number];
  fallMinutes: readonly [number, number];
  spacingSeconds: number;
}

function placeDisease(
  random: Random,
  seconds: number,
  plan: EpisodePlan,
  baseline: number,
  shape: DiseaseShape,
): DiseaseEpisode[] {
  return placeEpisodes(
    random,
    seconds,
    plan.perDay,
    (draw) => ({
      rise: 60 * draw.uniform(shape.riseMinutes[0], shape.riseMinutes[1]),
      plateau: 60 * logUniform(draw, plan.plateauMinutes[0], plan.plateauMinutes[1]),
      fall: 60 * draw.uniform(shape.fallMinutes[0], shape.fallMinutes[1]),
    }),
    shape.spacingSeconds,
  ).map((timing) => ({
    ...timing,
    amplitude: random.uniform(plan.level[0], plan.level[1]) - baseline,
  }));
}

/** Sum of the episodes' contributions at `second`: a plateau sits at its drawn level, give or
 * take the daily rhythm and the slow wander. */
function sumOfEpisodes(episodes: readonly DiseaseEpisode[], second: number): number {
  let total = 0;
  for (const episode of episodes) {
    if (second <= episode.start || second >= episode.end) continue;
    total += episodeEnvelope(episode, second) * episode.amplitude;
  }
  return total;
}

/**
 * Extra heart rate from moving about, bpm: awake bouts of 1-8 minutes at +10..+30 bpm (walking
 * indoors at an easy pace; design choice).
 */
function activityLevel(random: Random, rhythm: DailyRhythm, seconds: number): Float32Array {
  const activity = new Float32Array(seconds);
  const bouts = placeEpisodes(
    random,
    seconds,
    ACTIVITY_PER_HOUR * 24,
    (draw) => ({ rise: 30, plateau: 60 * logUniform(draw, 1, 8), fall: 60 }),
    120,
  );
  for (const bout of bouts) {
    if ((rhythm.sleep[Math.floor(bout.start)] as number) > 0.2) continue;
    const extra = random.uniform(10, 30);
    for (let second = Math.ceil(bout.start); second < Math.min(seconds, bout.end); second += 1)
      activity[second] = extra * episodeEnvelope(bout, second);
  }
  return activity;
}

/**
 * Brief SpO2 dips of 20-120 s and 3-7 %, mostly in sleep (2 an hour; 0.3 an hour awake), as
 * positional and breathing irregularities give: too short to be an alert, there to be ignored.
 */
function briefDips(random: Random, rhythm: DailyRhythm, seconds: number): Float32Array {
  const dips = new Float32Array(seconds);
  const candidates = placeEpisodes(
    random,
    seconds,
    2 * 24,
    (draw) => ({
      rise: draw.uniform(10, 30),
      plateau: draw.uniform(5, 60),
      fall: draw.uniform(10, 30),
    }),
    60,
  );
  for (const dip of candidates) {
    const asleep = (rhythm.sleep[Math.floor(dip.start)] as number) > 0.5;
    if (!asleep && !random.chance(0.15)) continue;
    const depth = random.uniform(3, 7);
    for (let second = Math.ceil(dip.start); second < Math.min(seconds, dip.end); second += 1)
      dips[second] = depth * episodeEnvelope(dip, second);
  }
  return dips;
}

/** A slow Ornstein-Uhlenbeck wander with the given standard deviation and time constant. */
function wander(random: Random, seconds: number, deviation: number, tauSeconds: number) {
  const values = new Float32Array(seconds);
  const keep = Math.exp(-1 / tauSeconds);
  const kick = deviation * Math.sqrt(1 - keep * keep);
  let value = random.gaussian(0, deviation);
  for (let second = 0; second < seconds; second += 1) {
    value = keep * value + kick * random.gaussian();
    values[second] = value;
  }
  return values;
}
