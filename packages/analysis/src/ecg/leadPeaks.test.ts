import { describe, expect, it } from 'vitest';
import { bandPass } from './bandPass';
import { bestCorrelation } from './beatMorphology';
import { energyPeaks } from './energyPeaks';
import { LeadPeaks } from './leadPeaks';
import { fivePointDerivative, integratedEnergy, slopeEnergy } from './qrsEnergy';
import { DEFAULT_QRS_DETECTOR_PARAMS } from './qrsDetectorParams';

const RATE = 250;

/** 100 s of spiky beats at an uneven rate over baseline wander and noise, with a NaN gap. */
function testLead(): Float32Array {
  const lead = new Float32Array(100 * RATE);
  let seed = 7;
  const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647 - 0.5;
  let beat = 100;
  for (let index = 0; index < lead.length; index += 1) {
    if (index > beat + 0.2 * RATE) beat += Math.round((0.6 + 0.4 * Math.abs(random())) * RATE);
    const r = Math.exp(-(((index - beat) / 3) ** 2));
    lead[index] = r + 0.3 * Math.sin(index / 400) + 0.02 * random();
  }
  lead.fill(Number.NaN, 40 * RATE, 41 * RATE);
  return lead;
}

/** The whole-signal pipeline: gaps held, band-passed, energy, energy peaks. */
function wholeSignalPeaks(lead: Float32Array, spacing: number) {
  let last = 0;
  const clean = Array.from(lead, (value) => (Number.isFinite(value) ? (last = value) : last));
  const p = DEFAULT_QRS_DETECTOR_PARAMS;
  const filtered = bandPass(clean, RATE, p.bandPassLowHz, p.bandPassHighHz);
  const energy = integratedEnergy(fivePointDerivative(filtered), p.integrationWindowSeconds * RATE);
  return { energy, peaks: Array.from(energyPeaks(energy, spacing)) };
}

describe('LeadPeaks', () => {
  it('finds, block by block, the energy peaks of the whole-signal pipeline', () => {
    const lead = testLead();
    const spacing = 50;
    const blocks = new LeadPeaks(lead, RATE, DEFAULT_QRS_DETECTOR_PARAMS, spacing, 20);
    expect(blocks.blockCount).toBeGreaterThan(2);
    const positions: number[] = [];
    const heights: number[] = [];
    for (let index = 0; index < blocks.blockCount; index += 1) {
      const block = blocks.block(index);
      positions.push(...block.positions);
      heights.push(...block.heights);
    }
    const whole = wholeSignalPeaks(lead, spacing);
    expect(positions).toEqual(whole.peaks);
    heights.forEach((height, index) =>
      expect(height).toBeCloseTo(whole.energy[positions[index] as number] as number, 12),
    );
  });
});

describe('LeadPeaks.energyNear', () => {
  it('is the largest whole-signal energy within the radius of each position', () => {
    const lead = testLead();
    const blocks = new LeadPeaks(lead, RATE, DEFAULT_QRS_DETECTOR_PARAMS, 50, 20);
    const { energy } = wholeSignalPeaks(lead, 50);
    const positions = [3000, 3100, 3175, 3400];
    const near = blocks.energyNear(positions, 10, Math.round(0.5 * RATE));
    positions.forEach((position, index) =>
      expect(near[index]).toBeCloseTo(
        Math.max(...energy.subarray(position - 10, position + 11)),
        6,
      ),
    );
    expect(blocks.energyNear([], 10)).toHaveLength(0);
  });
});

describe('slopeEnergy', () => {
  it('equals the integrated energy of the five-point derivative', () => {
    const signal = Float64Array.from({ length: 500 }, (_, index) => Math.sin(index / 7) ** 3);
    const fused = slopeEnergy(signal, 37.5);
    const reference = integratedEnergy(fivePointDerivative(signal), 37.5);
    fused.forEach((value, index) => expect(value).toBeCloseTo(reference[index] as number, 14));
  });
});

describe('bestCorrelation', () => {
  it('finds the lag and the Pearson correlation of a shifted copy', () => {
    const template = Float64Array.from({ length: 40 }, (_, index) =>
      Math.exp(-((index - 20) ** 2) / 20),
    );
    const beat = new Float64Array(50);
    for (let index = 0; index < 40; index += 1)
      beat[index + 8] = 2 * (template[index] as number) + 0.5;
    const { correlation, lag } = bestCorrelation(beat, template, 5);
    expect(lag).toBe(3);
    expect(correlation).toBeCloseTo(1, 12);
    expect(bestCorrelation(new Float64Array(50), template, 5).correlation).toBe(0);
  });
});
