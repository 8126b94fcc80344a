import type { PolygraphySeverity } from './polygraphyTypes';

/** How often and which events a severity preset generates. */
export interface SeverityPreset {
  /** The scored AHI (3 % rule) is drawn uniformly from this range, events per hour of sleep. */
  ahiRange: readonly [number, number];
  /** Shares of the event types; they add up to 1. */
  mix: {
    obstructive: number;
    central: number;
    mixed: number;
    hypopnea: number;
  };
  /** Share of hypopneas that desaturate by 3 % or more (the rest do not count under rule 1A). */
  hypopneaDesaturationShare: number;
  /** Share of sleep time spent snoring in the supine position. */
  supineSnoringShare: number;
}

/**
 * The four AASM severity bands (AHI < 5 normal, 5-15 mild, 15-30 moderate, ≥ 30 severe; AASM
 * Task Force, Sleep 1999;22:667-689). The AHI ranges keep clear of the band edges so a preset
 * lands in its band (the realised AHI comes out a little below the target, since no event may
 * start next to wake or a sensor drop-out); the type mix follows the usual OSA cohort in which obstructive events
 * dominate and central and mixed apneas are a minority (e.g. Ruehland et al., Sleep 2009).
 */
export const SEVERITY_PRESETS: Readonly<Record<PolygraphySeverity, SeverityPreset>> = {
  normal: {
    ahiRange: [1, 3.5],
    mix: { obstructive: 0.35, central: 0.2, mixed: 0.05, hypopnea: 0.4 },
    hypopneaDesaturationShare: 0.6,
    supineSnoringShare: 0.15,
  },
  mild: {
    ahiRange: [7, 13.5],
    mix: { obstructive: 0.4, central: 0.1, mixed: 0.05, hypopnea: 0.45 },
    hypopneaDesaturationShare: 0.65,
    supineSnoringShare: 0.3,
  },
  moderate: {
    ahiRange: [18, 27],
    mix: { obstructive: 0.45, central: 0.1, mixed: 0.1, hypopnea: 0.35 },
    hypopneaDesaturationShare: 0.7,
    supineSnoringShare: 0.45,
  },
  severe: {
    ahiRange: [38, 62],
    mix: { obstructive: 0.5, central: 0.1, mixed: 0.15, hypopnea: 0.25 },
    hypopneaDesaturationShare: 0.75,
    supineSnoringShare: 0.6,
  },
};
