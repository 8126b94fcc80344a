import { createRandom } from '../random';
import type { EcgLeadName } from './ecgLeads';
import type { EcgEpisode, EcgScenario } from './ecgScenario';

/** The ready-made recordings for the demo, the tests and the benchmarks. */
export const HOLTER_PRESETS = ['normal', 'arrhythmic', 'atrialFibrillation'] as const;
export type HolterPreset = (typeof HOLTER_PRESETS)[number];

/** What a preset leaves open. */
export interface HolterScenarioOptions {
  /** @default 86400 (a 24-hour Holter) */
  durationSeconds?: number;
  /** @default 1 */
  seed?: number;
  /** @default 250 */
  samplingRate?: number;
  /** @default ['II', 'V5'] */
  leads?: readonly EcgLeadName[];
  /** @default 32400 (09:00) */
  startTimeOfDaySeconds?: number;
}

/** An episode without its start: the preset decides where it goes. */
type EpisodeTemplate = EcgEpisode extends infer Episode
  ? Episode extends EcgEpisode
    ? Omit<Episode, 'startSeconds'>
    : never
  : never;

// Episode mixes modelled on what a 24-hour Holter of such patients typically shows: healthy
// adults have a few isolated ectopics an hour, sinus tachycardia on exertion and sinus
// bradycardia asleep (Brodsky M et al., Am J Cardiol 39:390-395, 1977); the arrhythmic patient has
// paroxysmal AF and flutter, frequent multiform ectopics, runs, pauses and lead problems.
const NORMAL_RHYTHMS: readonly EpisodeTemplate[] = [
  { type: 'TACHYCARDIA', durationSeconds: 900, rate: 112 },
  { type: 'BRADYCARDIA', durationSeconds: 2400, rate: 54 },
];
const NORMAL_ARTIFACTS: readonly EpisodeTemplate[] = [
  { type: 'ARTIFACT', durationSeconds: 180, leads: ['V5'] },
  { type: 'ARTIFACT', durationSeconds: 60 },
];
const ARRHYTHMIC_RHYTHMS: readonly EpisodeTemplate[] = [
  { type: 'ATRIAL_FIBRILLATION', durationSeconds: 5400, ventricularRate: 105 },
  { type: 'ATRIAL_FIBRILLATION', durationSeconds: 2400, ventricularRate: 85 },
  { type: 'ATRIAL_FLUTTER', durationSeconds: 1200, conduction: 2 },
  { type: 'ATRIAL_FLUTTER', durationSeconds: 900, conduction: 'variable' },
  { type: 'VENTRICULAR_TACHYCARDIA', durationSeconds: 4, rate: 170 },
  { type: 'VENTRICULAR_TACHYCARDIA', durationSeconds: 2.5, rate: 150 },
  { type: 'VENTRICULAR_TACHYCARDIA', durationSeconds: 8, rate: 185 },
  { type: 'SUPRAVENTRICULAR_TACHYCARDIA', durationSeconds: 45, rate: 175 },
  { type: 'VENTRICULAR_BIGEMINY', durationSeconds: 600 },
  { type: 'VENTRICULAR_TRIGEMINY', durationSeconds: 900 },
  { type: 'BRADYCARDIA', durationSeconds: 1800, rate: 50 },
  { type: 'TACHYCARDIA', durationSeconds: 600, rate: 118 },
  { type: 'PAUSE', durationSeconds: 2.6 },
  { type: 'PAUSE', durationSeconds: 3.2 },
  { type: 'PAUSE', durationSeconds: 2.2 },
];
const ARRHYTHMIC_ARTIFACTS: readonly EpisodeTemplate[] = [
  { type: 'ARTIFACT', durationSeconds: 300, leads: ['V5'] },
  { type: 'ARTIFACT', durationSeconds: 120 },
];

/**
 * Places episode templates in a shuffled order, one to each equal slot of the recording at a
 * random offset, shortened to at most half a slot so that short recordings still get them all.
 */
function placeInSlots(
  templates: readonly EpisodeTemplate[],
  durationSeconds: number,
  seed: number,
): EcgEpisode[] {
  const random = createRandom(seed);
  const order = templates.map((_, index) => index);
  for (let index = order.length - 1; index > 0; index -= 1) {
    const other = random.integer(0, index);
    [order[index], order[other]] = [order[other] as number, order[index] as number];
  }
  const slot = durationSeconds / templates.length;
  return order.map((templateIndex, position) => {
    const template = templates[templateIndex] as EpisodeTemplate;
    // A pause keeps its length: it is one RR interval, and must reach the pause threshold.
    const duration =
      template.type === 'PAUSE'
        ? template.durationSeconds
        : Math.min(template.durationSeconds, slot / 2);
    const startSeconds = position * slot + random.uniform(0.1, 0.9) * (slot - duration);
    return { ...template, durationSeconds: duration, startSeconds } as EcgEpisode;
  });
}

/** Places artifacts anywhere (they may overlap rhythms), each at most a tenth of the recording. */
function placeAnywhere(
  templates: readonly EpisodeTemplate[],
  durationSeconds: number,
  seed: number,
): EcgEpisode[] {
  const random = createRandom(seed);
  return templates.map((template) => {
    const duration = Math.min(template.durationSeconds, durationSeconds / 10);
    return {
      ...template,
      durationSeconds: duration,
      startSeconds: random.uniform(0, durationSeconds - duration),
    } as EcgEpisode;
  });
}

/**
 * A realistic Holter recording scenario (24 hours by default):
 * - `normal`: sinus rhythm at 74/min with day-night variation and HRV, 2 ventricular and 4
 *   supraventricular ectopics an hour, a sinus tachycardia on exertion, a sinus bradycardia,
 *   one lead off for 3 minutes and both for 1;
 * - `arrhythmic`: two paroxysms of AF, two of flutter (2:1 and variable), three VT runs, an SVT,
 *   bigeminy, trigeminy, brady- and tachycardia, three pauses, 25 multiform ventricular and 30
 *   supraventricular ectopics an hour, fusion beats and lead-off artifacts;
 * - `atrialFibrillation`: persistent AF at about 88/min with 10 ventricular ectopics an hour.
 * Episode positions follow from the seed.
 * @example
 * const ecg = generateSyntheticEcg(holterScenario('arrhythmic', { durationSeconds: 3600, seed: 4 }));
 */
export function holterScenario(
  preset: HolterPreset,
  options: HolterScenarioOptions = {},
): EcgScenario {
  const durationSeconds = options.durationSeconds ?? 86_400;
  const seed = options.seed ?? 1;
  const common = {
    durationSeconds,
    seed,
    ...(options.samplingRate !== undefined && { samplingRate: options.samplingRate }),
    ...(options.leads !== undefined && { leads: options.leads }),
    ...(options.startTimeOfDaySeconds !== undefined && {
      startTimeOfDaySeconds: options.startTimeOfDaySeconds,
    }),
  };
  switch (preset) {
    case 'normal':
      return {
        ...common,
        heartRate: { mean: 74 },
        ectopics: { ventricularPerHour: 2, supraventricularPerHour: 4 },
        episodes: [
          ...placeInSlots(NORMAL_RHYTHMS, durationSeconds, seed),
          ...placeAnywhere(NORMAL_ARTIFACTS, durationSeconds, seed + 1),
        ],
      };
    case 'arrhythmic':
      return {
        ...common,
        heartRate: { mean: 70 },
        ectopics: {
          ventricularPerHour: 25,
          supraventricularPerHour: 30,
          fusionPerHour: 1,
          ventricularFoci: 2,
        },
        episodes: [
          ...placeInSlots(ARRHYTHMIC_RHYTHMS, durationSeconds, seed),
          ...placeAnywhere(ARRHYTHMIC_ARTIFACTS, durationSeconds, seed + 1),
        ],
      };
    case 'atrialFibrillation':
      return {
        ...common,
        ectopics: { ventricularPerHour: 10 },
        episodes: [
          {
            type: 'ATRIAL_FIBRILLATION',
            startSeconds: 0,
            durationSeconds,
            ventricularRate: 88,
          },
          ...placeAnywhere(ARRHYTHMIC_ARTIFACTS, durationSeconds, seed + 1),
        ],
      };
  }
}
