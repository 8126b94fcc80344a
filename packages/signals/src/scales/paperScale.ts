/** CSS pixels per inch: CSS fixes 1 in = 96 px (CSS Values and Units Level 3, §5.2). */
export const CSS_PX_PER_INCH = 96;
/** Millimetres per inch. */
export const MM_PER_INCH = 25.4;
/** CSS pixels per millimetre on screen. */
export const CSS_PX_PER_MM = CSS_PX_PER_INCH / MM_PER_INCH;

/**
 * Paper speeds of ECG paper, mm/s: 25 is the standard, 50 spreads fast rhythms (AHA/ACCF/HRS
 * recommendations for the standardization of the ECG, Kligfield et al., Circulation 2007); 10
 * and 5 compress a rhythm strip, as Holter printouts and polygraphy screens do.
 */
export const PAPER_SPEEDS = [5, 10, 25, 50] as const;
/** A paper speed in mm/s. */
export type PaperSpeed = (typeof PAPER_SPEEDS)[number];

/**
 * ECG amplitude calibrations, mm/mV: 10 is the standard, 5 and 2.5 shrink tall complexes, 20
 * doubles small ones (Kligfield et al., Circulation 2007).
 */
export const CALIBRATIONS = [2.5, 5, 10, 20] as const;
/** An amplitude calibration in mm/mV. */
export type Calibration = (typeof CALIBRATIONS)[number];

/** Milliseconds of signal per CSS pixel at a paper speed. */
export function msPerPxAtPaperSpeed(speed: number): number {
  return 1000 / (speed * CSS_PX_PER_MM);
}

/** CSS pixels per millivolt at an amplitude calibration. */
export function pxPerMillivolt(calibration: number): number {
  return calibration * CSS_PX_PER_MM;
}

/** The paper speed a time scale matches (to 0.1 %), or undefined when it matches none. */
export function paperSpeedOf(msPerPx: number): PaperSpeed | undefined {
  return PAPER_SPEEDS.find((speed) => Math.abs(msPerPxAtPaperSpeed(speed) / msPerPx - 1) < 0.001);
}
