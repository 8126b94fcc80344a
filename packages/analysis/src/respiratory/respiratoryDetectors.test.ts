import { describe, expect, it } from 'vitest';
import { AnalysisRefusedError } from '../events/analysisRefusal';
import { analyzePolygraphy } from './analyzePolygraphy';
import { detectApneas } from './detectApneas';
import { detectBodyPositions } from './detectBodyPositions';
import { detectDesaturations } from './detectDesaturations';
import { detectHypopneas } from './detectHypopneas';
import { detectSensorNotFitted } from './detectSensorNotFitted';
import { detectSnores } from './detectSnores';
import {
  DEFAULT_RESPIRATORY_DETECTOR_PARAMS,
  resolveRespiratoryParams,
} from './respiratoryDetectorParams';
import { scoreEvents } from './scoreEvents';

const FLOW_RATE = 25;
const PERIOD = 4;

/** A breath every 4 s; `gain(t)` scales flow and `effortGain(t)` the belt, per breath. */
function breathing(
  seconds: number,
  gain: (time: number) => number,
  effortGain: (time: number) => number = gain,
) {
  const flow = new Float32Array(seconds * FLOW_RATE);
  const effort = new Float32Array(seconds * FLOW_RATE);
  for (let index = 0; index < flow.length; index += 1) {
    const time = index / FLOW_RATE;
    const onset = Math.floor(time / PERIOD) * PERIOD;
    const phase = (time - onset) / PERIOD;
    const wobble = 0.01 * Math.sin(index * 12.9898);
    flow[index] =
      gain(onset) *
        (phase < 0.4
          ? Math.sin((Math.PI * phase) / 0.4)
          : -0.7 * Math.sin((Math.PI * (phase - 0.4)) / 0.6)) +
      wobble;
    effort[index] = (effortGain(onset) * (1 - Math.cos(2 * Math.PI * phase))) / 2 + wobble;
  }
  return {
    airFlow: { samples: flow, samplingRate: FLOW_RATE },
    effort: { samples: effort, samplingRate: FLOW_RATE },
  };
}

const during =
  (from: number, to: number, inside: number, outside = 1) =>
  (time: number) =>
    time >= from && time < to ? inside : outside;

/** SpO2 at 1 Hz: 96 % with a V-shaped dip of `depth` from `start` lasting `length` s. */
function spo2Dip(seconds: number, start: number, length: number, depth: number) {
  return Float32Array.from({ length: seconds }, (_, time) => {
    const progress = (time - start) / length;
    if (progress < 0 || progress > 1) return 96;
    return Math.round(96 - depth * (progress < 0.6 ? progress / 0.6 : (1 - progress) / 0.4));
  });
}

describe('respiratory detector parameters', () => {
  it('default to the AASM rules and reject nonsense', () => {
    expect(DEFAULT_RESPIRATORY_DETECTOR_PARAMS).toMatchObject({
      apnea_start_threshold_percent: 90,
      hypopnea_start_threshold_percent: 30,
      apnea_span_min_seconds: 10,
      desaturation_drop_percent: 3,
      baseline_span_seconds: 120,
    });
    expect(() => resolveRespiratoryParams({ apnea_span_min_seconds: -1 })).toThrow(RangeError);
    expect(() => resolveRespiratoryParams({ apnea_span_min_seconds: 200 })).toThrow(RangeError);
  });
});

describe('detectApneas', () => {
  it('finds a central apnea where flow and effort both stop for 20 s', () => {
    const signals = breathing(300, during(200, 220, 0));
    const apneas = detectApneas(signals);
    expect(apneas).toHaveLength(1);
    expect(apneas[0]).toMatchObject({ type: 'APNEA_CENTRAL' });
    expect(apneas[0]!.startSeconds).toBeCloseTo(200, -0.5);
    expect(apneas[0]!.endSeconds).toBeCloseTo(220, -0.5);
  });

  it('calls it obstructive when effort goes on, mixed when effort resumes halfway', () => {
    const obstructive = detectApneas(breathing(300, during(200, 220, 0.02), () => 1));
    expect(obstructive.map((event) => event.type)).toEqual(['APNEA_OBSTRUCTIVE']);
    const mixed = detectApneas(
      breathing(300, during(200, 224, 0.02), (time) => (time >= 200 && time < 212 ? 0 : 1)),
    );
    expect(mixed.map((event) => event.type)).toEqual(['APNEA_MIXED']);
    const withoutBelt = detectApneas({ airFlow: breathing(300, during(200, 220, 0)).airFlow });
    expect(withoutBelt.map((event) => event.type)).toEqual(['APNEA_NOT_CLASSIFIED']);
  });

  it('ignores pauses shorter than the minimum span and a flat line longer than the maximum', () => {
    expect(detectApneas(breathing(300, during(200, 208, 0)))).toEqual([]);
    expect(detectApneas(breathing(600, during(200, 400, 0)))).toEqual([]);
    expect(
      detectApneas(breathing(300, during(200, 208, 0)), { apnea_span_min_seconds: 6 }),
    ).toHaveLength(1);
  });
});

describe('detectHypopneas', () => {
  it('scores a 50 % flow reduction only when a 3 % desaturation follows it', () => {
    const { airFlow } = breathing(300, during(200, 224, 0.5));
    const withDesaturation = detectHypopneas({
      airFlow,
      spo2: { samples: spo2Dip(300, 225, 30, 5), samplingRate: 1 },
    });
    expect(withDesaturation).toHaveLength(1);
    expect(withDesaturation[0]).toMatchObject({ type: 'HYPOPNEA', desaturationPercent: 5 });
    expect(
      detectHypopneas({ airFlow, spo2: { samples: spo2Dip(300, 225, 30, 2), samplingRate: 1 } }),
    ).toEqual([]);
    // Rule 1B wants 4 %.
    const three = spo2Dip(300, 225, 30, 3);
    expect(detectHypopneas({ airFlow, spo2: { samples: three, samplingRate: 1 } })).toHaveLength(1);
    expect(
      detectHypopneas(
        { airFlow, spo2: { samples: three, samplingRate: 1 } },
        { desaturation_drop_percent: 4 },
      ),
    ).toEqual([]);
  });
});

describe('detectDesaturations', () => {
  it('measures a fall from the plateau to the nadir and its span', () => {
    const [found] = detectDesaturations({ samples: spo2Dip(200, 100, 40, 6), samplingRate: 1 });
    expect(found).toMatchObject({ type: 'DESATURATION', signal: 'spo2' });
    expect(found!.dropPercent).toBeGreaterThan(5);
    expect(found!.startSeconds).toBeGreaterThanOrEqual(98);
    expect(found!.startSeconds).toBeLessThanOrEqual(104);
    expect(found!.endSeconds).toBeGreaterThan(130);
  });

  it('ignores small dips, short probe artefacts and invalid readings', () => {
    expect(detectDesaturations({ samples: spo2Dip(200, 100, 40, 2), samplingRate: 1 })).toEqual([]);
    expect(detectDesaturations({ samples: spo2Dip(200, 100, 5, 8), samplingRate: 1 })).toEqual([]);
    const off = spo2Dip(200, 100, 40, 6).fill(Number.NaN, 90, 150);
    expect(detectDesaturations({ samples: off, samplingRate: 1 })).toEqual([]);
  });
});

describe('detectSnores', () => {
  it('counts loud sounds of a snore length and ignores clicks', () => {
    const envelope = new Float32Array(600).fill(1);
    for (let snore = 0; snore < 5; snore += 1)
      envelope.fill(6, 100 + snore * 40, 100 + snore * 40 + 12);
    envelope[400] = 20;
    const snores = detectSnores({ samples: envelope, samplingRate: 10 });
    expect(snores).toHaveLength(5);
    expect(snores[0]).toMatchObject({ type: 'SNORE', startSeconds: 10, endSeconds: 11.2 });
  });
});

describe('detectBodyPositions and detectSensorNotFitted', () => {
  it('turns position codes into intervals', () => {
    expect(detectBodyPositions({ samples: [1, 1, 1, 2, 2, 255, 0], samplingRate: 1 })).toEqual([
      { position: 'CHEST', startSeconds: 0, endSeconds: 3 },
      { position: 'LEFT_SIDE', startSeconds: 3, endSeconds: 5 },
      { position: 'ABDOMEN', startSeconds: 6, endSeconds: 7 },
    ]);
  });

  it('reads codes as EDF scaling leaves them, and nothing between codes', () => {
    expect(
      detectBodyPositions({
        samples: [1.00003, 0.99996, 2.5, 3.00001, Number.NaN],
        samplingRate: 1,
      }),
    ).toEqual([
      { position: 'CHEST', startSeconds: 0, endSeconds: 2 },
      { position: 'RIGHT_SIDE', startSeconds: 3, endSeconds: 4 },
    ]);
  });

  it('reports a flat cannula for minutes and an oximeter gap', () => {
    const { airFlow } = breathing(900, during(300, 600, 0));
    const spo2 = new Float32Array(900).fill(96).fill(Number.NaN, 100, 130);
    const events = detectSensorNotFitted({ airFlow, spo2: { samples: spo2, samplingRate: 1 } });
    expect(events.map(({ signal }) => signal)).toEqual(['spo2', 'airFlow']);
    expect(events[1]!.startSeconds).toBeCloseTo(300, -1);
    expect(events[1]!.endSeconds).toBeCloseTo(600, -1);
  });
});

describe('scoreEvents', () => {
  it('matches one to one by half overlap or onsets within 5 s', () => {
    const reference = [
      { startSeconds: 0, endSeconds: 20 },
      { startSeconds: 100, endSeconds: 120 },
      { startSeconds: 200, endSeconds: 260 },
    ];
    const detected = [
      { startSeconds: 2, endSeconds: 21 },
      { startSeconds: 3, endSeconds: 19 },
      { startSeconds: 104, endSeconds: 180 },
      { startSeconds: 300, endSeconds: 320 },
    ];
    const score = scoreEvents(reference, detected);
    expect(score).toMatchObject({ truePositives: 2, falseNegatives: 1, falsePositives: 2 });
    expect(score.pairs).toEqual([
      [0, 0],
      [1, 2],
    ]);
  });
});

describe('analyzePolygraphy', () => {
  it('refuses without flow or SpO2, or with too little of them', () => {
    const { airFlow } = breathing(600, () => 1);
    const spo2 = { samples: new Float32Array(600).fill(96), samplingRate: 1 };
    expect(() => analyzePolygraphy({ spo2 })).toThrow(AnalysisRefusedError);
    expect(() => analyzePolygraphy({ airFlow })).toThrow(
      'Not enough data from the recorder or pulse oximeter for analysis',
    );
    expect(() => analyzePolygraphy({ airFlow, spo2 })).toThrow(
      expect.objectContaining({ code: 'NOT_ENOUGH_DATA' }),
    );
    expect(
      analyzePolygraphy({ airFlow, spo2 }, { minimumAnalysedSeconds: 300 }).statistics.ahi,
    ).toBe(0);
  });

  it('does not score a fast SpO2 fall while the chest belt shows a body movement', () => {
    // One breath of the belt 6 times its usual excursion at 300 s: a turn, not wake.
    const { airFlow, effort } = breathing(600, () => 1, during(300, 304, 6));
    const desaturationsWith = (dipSeconds: number, belt = effort) =>
      analyzePolygraphy(
        {
          airFlow,
          effort: belt,
          spo2: { samples: spo2Dip(600, 300, dipSeconds, 6), samplingRate: 1 },
        },
        { minimumAnalysedSeconds: 300 },
      ).events.filter((event) => event.type === 'DESATURATION').length;
    // A 10-s dip falls in 5 s: the probe moved with the body.
    expect(desaturationsWith(10)).toBe(0);
    // The same dip with the body still, and a 20-s dip falling over 10 s despite the movement.
    expect(desaturationsWith(10, breathing(600, () => 1).effort)).toBe(1);
    expect(desaturationsWith(20)).toBe(1);
  });
});
