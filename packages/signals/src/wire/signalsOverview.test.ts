import type { SignalsOverviewResponse } from '@telemed/domain';
import { describe, expect, it } from 'vitest';
import { overviewFetcher, signalsOverviewOf } from './signalsOverview';

const base = { id: 'ch0', label: 'Flow', type: 'airflow', unit: 'a.u.', samplingRate: 25 } as const;

const answer: SignalsOverviewResponse = {
  signalsOverview: {
    startDate: 0,
    endDate: 3_600_000,
    signals: [
      { ...base, kind: 'envelope', start: 0, step: 3_600, breaks: [], min: [0], max: [1] },
      {
        ...base,
        id: 'ch1',
        label: 'SpO₂',
        type: 'spo2',
        unit: '%',
        kind: 'envelope',
        start: 0,
        step: 3_600,
        breaks: [],
        min: [95],
        max: [97],
      },
    ],
  },
};

describe('signalsOverviewOf', () => {
  it('reads the recording span and channels from the overview', () => {
    const overview = signalsOverviewOf(answer);
    expect(overview.recording).toEqual({ start: 0, end: 3_600_000 });
    expect(overview.channels.map((channel) => channel.type)).toEqual(['flow', 'spo2']);
    expect(overview.data.window).toEqual(overview.recording);
    expect(overview.data.resolution).toBe(3_600);
  });
});

describe('overviewFetcher', () => {
  it('answers every window with the overview already loaded', async () => {
    const overview = signalsOverviewOf(answer);
    const fetch = overviewFetcher(overview);
    const request = {
      window: { start: 0, end: 60_000 },
      resolution: 1,
      signal: AbortSignal.abort(),
    };
    await expect(fetch(request)).resolves.toBe(overview.data);
  });
});
