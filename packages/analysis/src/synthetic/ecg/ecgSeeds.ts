import { createRandom } from '../random';

/** Independent seeds for the parts of a synthetic ECG, derived from the scenario's one seed. */
export interface EcgSeeds {
  /** Sinus HRV processes. */
  rhythm: number;
  /** Breathing phase (shared by RSA, QRS amplitude modulation and baseline wander). */
  respiration: number;
  /** Beat timing and ectopic decisions. */
  planner: number;
  /** Ventricular focus shapes. */
  foci: number;
  /** AF and flutter wave parameters. */
  atrial: number;
  /** Noise sources. */
  noise: number;
  /** Which atrial premature beats are conducted with aberrancy (drawn last, so adding it left
   * the other seeds, and every recording made before, unchanged). */
  aberrancy: number;
}

/** Splits one seed into the seeds of {@link EcgSeeds}, always in the same order. */
export function ecgSeeds(seed: number): EcgSeeds {
  const root = createRandom(seed);
  const draw = () => root.integer(0, 0xffffffff);
  return {
    rhythm: draw(),
    respiration: draw(),
    planner: draw(),
    foci: draw(),
    atrial: draw(),
    noise: draw(),
    aberrancy: draw(),
  };
}
