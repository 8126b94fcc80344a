import { createRandom } from '../random';
import type { LeadProfile } from './ecgLeads';
import { type ConductionSettings, DEFAULT_CONDUCTION } from './ecgScenario';
import type { PlannedBeat } from './plannedBeat';

type BundleBranchBlock = ConductionSettings['bundleBranchBlock'];

/**
 * The Gaussian waves of one beat, written into reused arrays (a day has half a million waves, so
 * no objects are made per wave): wave `w` is amplitude × exp(-(t - R - offset)² / (2 width²)),
 * with amplitude `amplitudes[w × leadCount + lead]` in mV and times in seconds from the R peak.
 */
export class WaveList {
  count = 0;
  readonly offsets: Float64Array;
  readonly widths: Float64Array;
  readonly amplitudes: Float64Array;

  constructor(
    readonly leadCount: number,
    capacity = 16,
  ) {
    this.offsets = new Float64Array(capacity);
    this.widths = new Float64Array(capacity);
    this.amplitudes = new Float64Array(capacity * leadCount);
  }

  /** Adds a wave whose amplitude in each lead is `scale × perLead[lead]`. */
  add(offsetSeconds: number, widthSeconds: number, scale: number, perLead: Float64Array): void {
    const index = this.count;
    this.offsets[index] = offsetSeconds;
    this.widths[index] = widthSeconds;
    for (let lead = 0; lead < this.leadCount; lead += 1)
      this.amplitudes[index * this.leadCount + lead] = scale * (perLead[lead] as number);
    this.count += 1;
  }
}

/** The sinus wave amplitudes of the recorded leads, one array per wave (index = lead). */
export interface LeadWaveAmplitudes {
  p: Float64Array;
  q: Float64Array;
  r: Float64Array;
  s: Float64Array;
  t: Float64Array;
}

/** Gathers the wave amplitudes of the recorded leads from their profiles. */
export function leadWaveAmplitudes(leads: readonly LeadProfile[]): LeadWaveAmplitudes {
  return {
    p: Float64Array.from(leads, (lead) => lead.p),
    q: Float64Array.from(leads, (lead) => lead.q),
    r: Float64Array.from(leads, (lead) => lead.r),
    s: Float64Array.from(leads, (lead) => lead.s),
    t: Float64Array.from(leads, (lead) => lead.t),
  };
}

/** The shape of one ventricular ectopic focus: per-lead size and polarity, QRS width. */
export interface VentricularFocus {
  /** Main QRS deflection per lead, mV (signed). */
  deflections: Float64Array;
  /** Standard deviation of the main deflection, s. */
  widthSeconds: number;
  /** Timing of the notch that makes the complex bizarre, s after the main deflection. */
  notchSeconds: number;
  /** The notch's size relative to the main deflection (negative: against it). */
  notchRatio: number;
}

// Wave timings at RR = 1 s, from the ECGSYN sum-of-Gaussians model (McSharry PE, Clifford GD,
// Tarassenko L, Smith LA. A dynamical model for generating synthetic electrocardiogram
// signals. IEEE Trans Biomed Eng 50(3):289-294, 2003: P, Q, R, S, T at -1/6, -1/24, 0, 1/24 and
// 1/4 of the cycle), with widths set so that the intervals fall in the normal adult ranges of
// the AHA/ACCF/HRS recommendations (Surawicz B et al., Circulation 119:e235-e240, 2009): P about
// 100 ms, PR 120-200 ms, QRS 80-100 ms, QT about 400 ms at 60/min.
const P_OFFSET = -0.17;
const P_WIDTH = 0.022;
const Q_OFFSET = -0.025;
const Q_WIDTH = 0.008;
const R_WIDTH = 0.009;
const S_OFFSET = 0.028;
const S_WIDTH = 0.01;
const T_OFFSET = 0.27;
const T_WIDTH = 0.06;
/** The PR interval shortens mildly with rate (ECGSYN scales P timing with rate as well). */
const PR_RATE_EXPONENT = 0.15;
/** Fridericia's correction: QT grows with the cube root of RR (Fridericia LS, Acta Med Scand
 * 53:469-486, 1920); the T wave moves and widens with it. */
const QT_RATE_EXPONENT = 1 / 3;
// Ventricular ectopics: QRS of 120-200 ms (main deflection of 28-36 ms standard deviation and a
// notch), no P wave, and a T wave of opposite polarity (secondary repolarisation change).
const V_T_OFFSET = 0.33;
const V_T_WIDTH = 0.085;
const V_T_RATIO = -0.35;
const V_SLUR_OFFSET = -0.045;
const V_SLUR_WIDTH = 0.022;
const V_SLUR_RATIO = 0.3;
const V_NOTCH_WIDTH = 0.03;
const V_NOTCH_RATIO = -0.4;
// Bundle branch block (Surawicz et al. 2009: QRS >= 120 ms). Right: a late second deflection
// (R' or slurred S) after the normal complex. Left: a broad, notched R with a discordant T
// (secondary repolarisation change). Widths and ratios give QRS durations of about 140 ms.
const RBBB_TERMINAL_OFFSET = 0.065;
const RBBB_TERMINAL_WIDTH = 0.02;
const RBBB_TERMINAL_RATIO = 0.55;
const LBBB_R_WIDTH_FACTOR = 3;
const LBBB_NOTCH_OFFSET = 0.045;
const LBBB_NOTCH_WIDTH = 0.02;
const LBBB_NOTCH_RATIO = 0.7;
const LBBB_T_RATIO = -0.8;
/** Ectopic P waves come earlier (shorter PR) and look different from the sinus P. */
const ECTOPIC_P_OFFSET = -0.14;

const clampRr = (rr: number) => Math.min(2, Math.max(0.3, rr));

/**
 * Draws the shapes of `count` ventricular foci for the given leads: each focus has its own
 * polarity and size per lead (1-2 mV scaled by the lead) and its own width, so several foci make
 * multiform ventricular ectopics. A `septal` focus follows the normal QRS's main deflection in
 * each lead (0.8-1.3 times it), is narrower (the standard deviation of its main deflection
 * 16-22 ms against 28-36 ms) and has a notch of its own size and sign, so that foci differ.
 */
export function ventricularFoci(
  seed: number,
  count: number,
  leads: readonly LeadProfile[],
  origin: 'myocardial' | 'septal' = 'myocardial',
): VentricularFocus[] {
  const random = createRandom(seed);
  if (origin === 'septal')
    return Array.from({ length: count }, () => ({
      deflections: Float64Array.from(leads, (lead) =>
        Math.abs(lead.r) >= Math.abs(lead.s)
          ? random.uniform(0.8, 1.3) * lead.r
          : random.uniform(0.8, 1.3) * lead.s,
      ),
      widthSeconds: random.uniform(0.016, 0.022),
      notchSeconds: random.uniform(0.03, 0.06),
      notchRatio: random.uniform(-0.6, 0.6),
    }));
  return Array.from({ length: count }, () => ({
    deflections: Float64Array.from(
      leads,
      (lead) => random.pick([-1, 1]) * random.uniform(1, 2) * lead.ectopic,
    ),
    widthSeconds: random.uniform(0.028, 0.036),
    notchSeconds: random.uniform(0.045, 0.065),
    notchRatio: V_NOTCH_RATIO,
  }));
}

function addPWaves(
  out: WaveList,
  beat: PlannedBeat,
  leads: LeadWaveAmplitudes,
  prScale: number,
  pScale: number,
) {
  if (beat.kind === 'sinus' || beat.kind === 'fusion') {
    out.add(P_OFFSET * prScale, P_WIDTH, pScale, leads.p);
    return;
  }
  if (beat.dissociatedSinusSeconds !== null) {
    // The pre-empted sinus beat's P wave, where that beat would have had it.
    const sinusPrScale =
      clampRr(beat.precedingRr + beat.dissociatedSinusSeconds) ** PR_RATE_EXPONENT;
    out.add(beat.dissociatedSinusSeconds + P_OFFSET * sinusPrScale, P_WIDTH, pScale, leads.p);
    return;
  }
  if (beat.kind !== 'atrialPremature') return;
  const offset = ECTOPIC_P_OFFSET * prScale;
  switch (beat.pWave) {
    case 'inverted':
      out.add(offset, P_WIDTH, -0.7 * pScale, leads.p);
      return;
    case 'peaked':
      out.add(offset, 0.7 * P_WIDTH, 1.5 * pScale, leads.p);
      return;
    case 'biphasic':
      out.add(offset - 0.02, 0.6 * P_WIDTH, 0.7 * pScale, leads.p);
      out.add(offset + 0.025, 0.6 * P_WIDTH, -0.6 * pScale, leads.p);
      return;
    case 'absent':
      return;
  }
}

/** A supraventricular QRS-T: normal, or conducted with a right or left bundle branch block. */
function addNormalComplex(
  out: WaveList,
  leads: LeadWaveAmplitudes,
  scale: number,
  qtScale: number,
  block: BundleBranchBlock = 'none',
  tScale = 1,
) {
  out.add(Q_OFFSET, Q_WIDTH, scale, leads.q);
  if (block === 'left') {
    out.add(0, LBBB_R_WIDTH_FACTOR * R_WIDTH, scale, leads.r);
    out.add(LBBB_NOTCH_OFFSET, LBBB_NOTCH_WIDTH, LBBB_NOTCH_RATIO * scale, leads.r);
    out.add(T_OFFSET * qtScale, T_WIDTH * qtScale, LBBB_T_RATIO * tScale * scale, leads.t);
    return;
  }
  out.add(0, R_WIDTH, scale, leads.r);
  out.add(S_OFFSET, S_WIDTH, scale, leads.s);
  if (block === 'right')
    out.add(RBBB_TERMINAL_OFFSET, RBBB_TERMINAL_WIDTH, RBBB_TERMINAL_RATIO * scale, leads.r);
  out.add(T_OFFSET * qtScale, T_WIDTH * qtScale, tScale * scale, leads.t);
}

/** The patient's block where it conducts the beat (an intermittent one may not). */
function patientBlockOf(beat: PlannedBeat, conduction: ConductionSettings): BundleBranchBlock {
  return beat.blocked ? conduction.bundleBranchBlock : 'none';
}

/** The conduction of a supraventricular beat: the patient's block, or the aberrant one. */
function blockOf(beat: PlannedBeat, conduction: ConductionSettings): BundleBranchBlock {
  const block = patientBlockOf(beat, conduction);
  if (!beat.aberrant) return block;
  return block === 'right' ? 'left' : 'right';
}

function addVentricularComplex(
  out: WaveList,
  focus: VentricularFocus,
  scale: number,
  qtScale: number,
) {
  out.add(V_SLUR_OFFSET, V_SLUR_WIDTH, V_SLUR_RATIO * scale, focus.deflections);
  out.add(0, focus.widthSeconds, scale, focus.deflections);
  out.add(focus.notchSeconds, V_NOTCH_WIDTH, focus.notchRatio * scale, focus.deflections);
  out.add(V_T_OFFSET * qtScale, V_T_WIDTH * qtScale, V_T_RATIO * scale, focus.deflections);
}

/**
 * Writes the Gaussian waves of one planned beat into `out` (cleared first), offsets relative to
 * its R peak: the ECGSYN sum-of-Gaussians model (McSharry et al. 2003) written in time rather
 * than phase, with the T wave placed by Fridericia's rate correction of the preceding RR
 * interval and the P wave and QRS chosen by the beat's kind (see {@link PlannedBeat}).
 */
export function beatWaves(
  beat: PlannedBeat,
  leads: LeadWaveAmplitudes,
  foci: readonly VentricularFocus[],
  out: WaveList,
  conduction: ConductionSettings = DEFAULT_CONDUCTION,
): void {
  out.count = 0;
  const rr = clampRr(beat.precedingRr);
  const qtScale = rr ** QT_RATE_EXPONENT;
  addPWaves(out, beat, leads, rr ** PR_RATE_EXPONENT, conduction.pWaveScale);
  const focus = foci[beat.focus] ?? foci[0];
  if (beat.kind === 'ventricular' && focus) {
    addVentricularComplex(out, focus, beat.amplitude, qtScale);
  } else if (beat.kind === 'fusion' && focus) {
    const share = beat.amplitude * (1 - beat.fusionShare);
    addNormalComplex(
      out,
      leads,
      share,
      qtScale,
      patientBlockOf(beat, conduction),
      conduction.tWaveScale,
    );
    addVentricularComplex(out, focus, beat.amplitude * beat.fusionShare, qtScale);
  } else {
    addNormalComplex(
      out,
      leads,
      beat.amplitude,
      qtScale,
      blockOf(beat, conduction),
      conduction.tWaveScale,
    );
  }
}

/** Waves reach at most this far before and after their beat's R peak, s (4 widths). */
export const WAVE_REACH_BEFORE_SECONDS = 0.4;
export const WAVE_REACH_AFTER_SECONDS = 1.0;
