/** How ill the synthetic patient is. */
export const COVID_SEVERITIES = ['well', 'mild', 'moderate', 'severe'] as const;

/** One of {@link COVID_SEVERITIES}. */
export type CovidSeverity = (typeof COVID_SEVERITIES)[number];

/** A [low, high) range to draw from uniformly. */
export type Range = readonly [number, number];

/** One kind of disease episode: how often, how far, how long. */
export interface EpisodePlan {
  perDay: number;
  /** The level the vital sign reaches at the episode's plateau (absolute, in its unit). */
  level: Range;
  /** Plateau length, minutes, drawn log-uniformly (many short, a few long). */
  plateauMinutes: Range;
}

/**
 * A severity preset: the patient's resting vitals while awake and the disease course. Plateau
 * ranges straddle the default alert thresholds on purpose, so some episodes stay just below
 * them (near misses) and some only just cross (borderline).
 */
export interface CovidSeverityPreset {
  /** Awake resting means: bpm, %, breaths/min, °C (core). */
  baseline: { pulse: number; spo2: number; respirationRate: number; temperature: number };
  fever: EpisodePlan;
  tachycardia: EpisodePlan;
  tachypnoea: EpisodePlan;
  desaturation: EpisodePlan;
  /** Cough clusters per day; each holds `boutsPerCluster` cough epochs over 5-30 minutes. */
  coughClustersPerDay: number;
  boutsPerCluster: Range;
}

/**
 * The presets. Resting values: inside the NEWS2 zero-score bands (RCP 2017: HR 51-90, RR 12-20,
 * SpO2 ≥ 96 %, temperature 36.1-38.0 °C) and moving towards their edges with severity; disease levels span the NEWS2 bands that COVID-19 wards report (Richardson S
 * et al., JAMA 2020;323:2052-2059: at admission 30 % febrile, 17 % RR > 24, 28 % SpO2 < 90 %).
 */
export const COVID_SEVERITY_PRESETS: Readonly<Record<CovidSeverity, CovidSeverityPreset>> =
  Object.freeze({
    well: {
      baseline: { pulse: 70, spo2: 97.5, respirationRate: 14, temperature: 36.7 },
      fever: { perDay: 0.2, level: [37.3, 37.9], plateauMinutes: [60, 180] },
      tachycardia: { perDay: 0.3, level: [98, 108], plateauMinutes: [3, 20] },
      tachypnoea: { perDay: 0.2, level: [19, 23], plateauMinutes: [3, 20] },
      desaturation: { perDay: 0.3, level: [94.5, 96], plateauMinutes: [3, 20] },
      coughClustersPerDay: 0.5,
      boutsPerCluster: [1, 3],
    },
    mild: {
      baseline: { pulse: 76, spo2: 96.8, respirationRate: 16, temperature: 36.9 },
      fever: { perDay: 0.8, level: [37.8, 38.9], plateauMinutes: [90, 360] },
      tachycardia: { perDay: 1, level: [104, 124], plateauMinutes: [3, 45] },
      tachypnoea: { perDay: 1, level: [21, 28], plateauMinutes: [3, 45] },
      desaturation: { perDay: 0.8, level: [91, 95.5], plateauMinutes: [3, 45] },
      coughClustersPerDay: 4,
      boutsPerCluster: [2, 6],
    },
    moderate: {
      baseline: { pulse: 82, spo2: 96.2, respirationRate: 17, temperature: 37 },
      fever: { perDay: 1.2, level: [38, 39.6], plateauMinutes: [120, 480] },
      tachycardia: { perDay: 2, level: [106, 132], plateauMinutes: [3, 60] },
      tachypnoea: { perDay: 2, level: [22, 32], plateauMinutes: [3, 60] },
      desaturation: { perDay: 2, level: [88, 95], plateauMinutes: [3, 60] },
      coughClustersPerDay: 8,
      boutsPerCluster: [2, 8],
    },
    severe: {
      baseline: { pulse: 88, spo2: 95.8, respirationRate: 19, temperature: 37.1 },
      fever: { perDay: 1.5, level: [38.4, 40.2], plateauMinutes: [180, 600] },
      tachycardia: { perDay: 3, level: [110, 140], plateauMinutes: [5, 90] },
      tachypnoea: { perDay: 3, level: [24, 36], plateauMinutes: [5, 90] },
      desaturation: { perDay: 3, level: [84, 93.5], plateauMinutes: [5, 120] },
      coughClustersPerDay: 12,
      boutsPerCluster: [3, 10],
    },
  });
