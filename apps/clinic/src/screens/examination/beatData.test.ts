import { describe, expect, it } from 'vitest';
import { beatUpdateBody, viewerBeatsOf } from './beatData';

describe('beat data', () => {
  it('gives each beat its sample as id and the instant of that sample', () => {
    const beats = viewerBeatsOf({
      startDate: '2026-11-20T08:00:00.000Z',
      samplingRate: 250,
      samples: [100, 350, 610],
      labels: 'NVS',
      confidences: [1, 0.62, 0.9],
      updatedAt: null,
    });
    const start = Date.parse('2026-11-20T08:00:00.000Z');
    expect(beats).toEqual([
      { id: '100', time: start + 400, label: 'N', confidence: 1 },
      { id: '350', time: start + 1400, label: 'V', confidence: 0.62 },
      { id: '610', time: start + 2440, label: 'S', confidence: 0.9 },
    ]);
    // Beats an analysis stored without confidences have none.
    const older = viewerBeatsOf({
      startDate: '2026-11-20T08:00:00.000Z',
      samplingRate: 250,
      samples: [100],
      labels: 'N',
      confidences: null,
      updatedAt: null,
    });
    expect(older).toEqual([{ id: '100', time: start + 400, label: 'N' }]);
    expect(beatUpdateBody([{ id: '350', label: 'N' }])).toEqual({
      beats: [{ sample: 350, label: 'N' }],
    });
  });
});
