import { MM } from './pdfSheet';
import type { PdfSheet } from './pdfSheet';

/** Standard ECG paper: 25 mm/s and 10 mm/mV (the report page's strips use the same). */
export const ECG_PAPER_SPEED_MM_PER_S = 25;
export const ECG_GAIN_MM_PER_MV = 10;
/** Height of a strip's grid: ±1.5 mV around its baseline at 10 mm/mV. */
const STRIP_HEIGHT_MM = 30;
/** Width of the 1 mV calibration pulse drawn before the trace. */
const CALIBRATION_WIDTH_MM = 5;

const GRID_MINOR = '#f6c9c9';
const GRID_MAJOR = '#e48f8f';
const TRACE = '#111111';

/** A stretch of one ECG lead to print, in millivolts. */
export interface EcgStrip {
  /** What the strip shows (the event, its time), printed above it. */
  caption: string;
  /** Whether it shows an event marked for the report (else a moment of the Holter's own). */
  isEvent: boolean;
  /** The lead's label. */
  lead: string;
  sampleRate: number;
  /** Physical values in mV; NaN where the recording has a gap. */
  samples: Float32Array;
}

/** The middle value of the strip's samples: its baseline sits on the grid's middle line. */
function baselineOf(samples: Float32Array): number {
  const finite = Array.from(samples).filter(Number.isFinite);
  if (finite.length === 0) return 0;
  finite.sort((a, b) => a - b);
  return finite[Math.floor(finite.length / 2)] ?? 0;
}

/**
 * Draws an ECG strip on its millimetre grid at the true paper scale (1 mm lines, 5 mm lines
 * bolder), with a 1 mV calibration pulse before the trace, so it can be measured with calipers
 * as a paper ECG is. Values past the grid are clipped at its edge.
 */
export function drawEcgStrip(sheet: PdfSheet, strip: EcgStrip): void {
  const { doc } = sheet;
  const seconds = strip.samples.length / strip.sampleRate;
  const traceWidth = seconds * ECG_PAPER_SPEED_MM_PER_S * MM;
  const height = STRIP_HEIGHT_MM * MM;
  const gridWidth = CALIBRATION_WIDTH_MM * MM + traceWidth;
  sheet.ensureSpace(height + 28);
  doc.fontSize(8).text(`${strip.caption} · ${strip.lead}`, sheet.left, doc.y, {
    width: sheet.width,
  });
  doc.moveDown(0.2);
  const top = doc.y;
  const left = sheet.left;

  doc.save();
  // One path per line weight: two strokes for the grid instead of one per line.
  for (const major of [false, true]) {
    for (let mm = 0; mm * MM <= gridWidth + 0.01; mm += 1)
      if ((mm % 5 === 0) === major)
        doc.moveTo(left + mm * MM, top).lineTo(left + mm * MM, top + height);
    for (let mm = 0; mm <= STRIP_HEIGHT_MM; mm += 1)
      if ((mm % 5 === 0) === major)
        doc.moveTo(left, top + mm * MM).lineTo(left + gridWidth, top + mm * MM);
    doc
      .lineWidth(major ? 0.5 : 0.2)
      .strokeColor(major ? GRID_MAJOR : GRID_MINOR)
      .stroke();
  }

  const middle = top + height / 2;
  const perMv = ECG_GAIN_MM_PER_MV * MM;
  const pulse = CALIBRATION_WIDTH_MM * MM;
  doc
    .moveTo(left, middle)
    .lineTo(left + pulse * 0.2, middle)
    .lineTo(left + pulse * 0.2, middle - perMv)
    .lineTo(left + pulse * 0.8, middle - perMv)
    .lineTo(left + pulse * 0.8, middle)
    .lineTo(left + pulse, middle)
    .lineWidth(0.6)
    .strokeColor(TRACE)
    .stroke();

  const baseline = baselineOf(strip.samples);
  const x0 = left + pulse;
  const step = (ECG_PAPER_SPEED_MM_PER_S * MM) / strip.sampleRate;
  let drawing = false;
  strip.samples.forEach((value, index) => {
    if (!Number.isFinite(value)) {
      drawing = false;
      return;
    }
    const y = Math.min(top + height, Math.max(top, middle - (value - baseline) * perMv));
    const x = x0 + index * step;
    if (drawing) doc.lineTo(x, y);
    else doc.moveTo(x, y);
    drawing = true;
  });
  doc.lineWidth(0.6).strokeColor(TRACE).lineJoin('round').stroke();
  doc.restore();
  doc.fillColor('#1b2733').fontSize(9);
  doc.y = top + height + 6;
}
