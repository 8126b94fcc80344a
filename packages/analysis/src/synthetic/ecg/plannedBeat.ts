import type { BeatClass } from '../../events/beatClasses';

/**
 * How a beat was generated, which decides its waveform:
 * - `sinus`: sinus P wave, normal QRS and T (class N);
 * - `conducted`: normal QRS and T without a P wave (atrial fibrillation or flutter; class N);
 * - `atrialPremature`: premature, with an abnormal or absent P wave and a normal QRS (class S);
 * - `supraventricular`: a beat of a supraventricular tachycardia, P hidden in the QRS (class S);
 * - `ventricular`: wide QRS of its focus's shape with a discordant T wave and no P wave of its
 *   own (class V; a premature one carries the P wave of the sinus beat it pre-empted);
 * - `fusion`: a sinus P and a QRS-T between the normal and the ventricular one (class F).
 */
export type BeatKind =
  'sinus' | 'conducted' | 'atrialPremature' | 'supraventricular' | 'ventricular' | 'fusion';

/** The shapes an ectopic atrial P wave takes. */
export type EctopicPWave = 'inverted' | 'biphasic' | 'peaked' | 'absent';

/** One beat of the plan: ground truth plus what its waveform needs. */
export interface PlannedBeat {
  /** R peak (or main QRS deflection), sample index. */
  sample: number;
  beatClass: BeatClass;
  kind: BeatKind;
  /** RR interval before this beat, s (the T wave's position adapts to it). */
  precedingRr: number;
  /** QRS amplitude factor: respiratory modulation and beat-to-beat jitter. */
  amplitude: number;
  /** Ventricular focus of a `ventricular` or `fusion` beat. */
  focus: number;
  /** Share of the ventricles a fusion beat's ectopic focus activates (0-1). */
  fusionShare: number;
  /** Shape of an `atrialPremature` beat's P wave. */
  pWave: EctopicPWave;
  /** An `atrialPremature` beat conducted with aberrancy (a wide QRS; still class S). */
  aberrant: boolean;
  /** The patient's bundle branch block conducts this beat (always, or within the spans of an
   * intermittent one). */
  blocked: boolean;
  /** A ventricular premature beat in sinus rhythm does not reset the sinus node: the sinus beat
   * it pre-empted still fires its P wave, which the ventricles, refractory, do not follow. The time
   * that sinus beat's R peak would have had, s from this beat's R peak (its P wave falls before,
   * on or after this QRS by the coupling); null for other beats. */
  dissociatedSinusSeconds: number | null;
}

/** Atrial activity without P waves that the renderer adds between and under the QRS complexes. */
export interface AtrialWaveEpisode {
  kind: 'fibrillation' | 'flutter';
  startSeconds: number;
  endSeconds: number;
  /** Dominant (AF) or F-wave (flutter) frequency, Hz. */
  frequency: number;
  /** Time at which the wave's phase is 0, s. */
  phaseOriginSeconds: number;
  /** Scale of the lead's typical amplitude. */
  amplitude: number;
  /** AF only: frequency modulation depth (Hz) and rate (Hz), amplitude modulation depth and rate. */
  frequencyDeviation: number;
  frequencyModulationRate: number;
  amplitudeDeviation: number;
  amplitudeModulationRate: number;
}
