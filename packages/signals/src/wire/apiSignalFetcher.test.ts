import { SIGNALS_MAX_POINTS } from '@telemed/domain';
import type { SignalsQueryInput, SignalsResponse } from '@telemed/domain';
import { describe, expect, it } from 'vitest';
import { apiSignalFetcher, joinPieces, windowPieces } from './apiSignalFetcher';
import { windowDataOfSeries } from './signalSeries';

const base = { id: 'ch0', label: 'Flow', type: 'airflow', unit: 'a.u.', samplingRate: 25 } as const;

/** An answer of one raw sample per `duration` over the query's window, all valued `value`. */
function answerOf(query: SignalsQueryInput, value: number): SignalsResponse {
  const start = Number(query.startDate);
  const end = Number(query.endDate);
  const step = (query.duration ?? 1) * 1000;
  const count = Math.round((end - start) / step);
  return {
    startDate: start,
    endDate: end,
    duration: query.duration ?? 1,
    signals: [
      { ...base, kind: 'raw', start, step, breaks: [], values: new Array(count).fill(value) },
    ],
  };
}

describe('windowPieces', () => {
  it('cuts a preloaded window into pieces of at most the points one call may answer', () => {
    const window = { start: 0, end: 9 * 1_200 * 10 };
    const pieces = windowPieces(window, 10);
    expect(pieces).toHaveLength(2);
    expect(pieces[0]?.start).toBe(0);
    expect(pieces.at(-1)?.end).toBe(window.end);
    for (const piece of pieces)
      expect((piece.end - piece.start) / 10).toBeLessThanOrEqual(SIGNALS_MAX_POINTS);
    expect(windowPieces({ start: 0, end: 1_000 }, 10)).toEqual([{ start: 0, end: 1_000 }]);
  });
});

describe('joinPieces', () => {
  it('joins the answers of the pieces channel by channel', () => {
    const first = windowDataOfSeries({ start: 0, end: 80 }, 40, [
      { ...base, kind: 'raw', start: 0, step: 40, breaks: [], values: [1, 2] },
    ]);
    const second = windowDataOfSeries({ start: 80, end: 160 }, 40, [
      { ...base, kind: 'raw', start: 80, step: 40, breaks: [], values: [3, 4] },
    ]);
    const joined = joinPieces({ start: 0, end: 160 }, 40, [first, second]);
    expect(joined.window).toEqual({ start: 0, end: 160 });
    expect(joined.channels[0]?.segments.map((segment) => segment.start)).toEqual([0, 80]);
  });
});

describe('apiSignalFetcher', () => {
  it('asks one call for every channel over the window, in epoch ms and seconds per point', async () => {
    const calls: { query: SignalsQueryInput; signal: AbortSignal }[] = [];
    const fetcher = apiSignalFetcher((query, signal) => {
      calls.push({ query, signal });
      return Promise.resolve(answerOf(query, 7));
    });
    const controller = new AbortController();
    const data = await fetcher({
      window: { start: 1_000.4, end: 2_999.6 },
      resolution: 40,
      signal: controller.signal,
    });
    expect(calls).toEqual([
      {
        query: { startDate: 1_000, endDate: 3_000, view: 'all', duration: 0.04 },
        signal: controller.signal,
      },
    ]);
    expect(data.window).toEqual({ start: 1_000.4, end: 2_999.6 });
    expect(data.resolution).toBe(40);
    expect(data.channels[0]?.segments[0]).toMatchObject({ kind: 'samples', start: 1_000 });
  });

  it('fetches a window wider than one answer in pieces at once and joins them', async () => {
    const queries: SignalsQueryInput[] = [];
    const fetcher = apiSignalFetcher((query) => {
      queries.push(query);
      return Promise.resolve(answerOf(query, queries.length));
    });
    const resolution = 10;
    const window = { start: 0, end: 3 * SIGNALS_MAX_POINTS * resolution };
    const data = await fetcher({ window, resolution, signal: new AbortController().signal });
    expect(queries.map((query) => [query.startDate, query.endDate])).toEqual([
      [0, SIGNALS_MAX_POINTS * resolution],
      [SIGNALS_MAX_POINTS * resolution, 2 * SIGNALS_MAX_POINTS * resolution],
      [2 * SIGNALS_MAX_POINTS * resolution, window.end],
    ]);
    expect(data.window).toEqual(window);
    expect(data.channels).toHaveLength(1);
    expect(data.channels[0]?.segments.map((segment) => segment.start)).toEqual([
      0,
      SIGNALS_MAX_POINTS * resolution,
      2 * SIGNALS_MAX_POINTS * resolution,
    ]);
  });

  it('rejects as the call does, so an aborted request reaches the cache as an AbortError', async () => {
    const fetcher = apiSignalFetcher((_query, signal) => Promise.reject(signal.reason as Error));
    const controller = new AbortController();
    controller.abort(new DOMException('superseded', 'AbortError'));
    await expect(
      fetcher({ window: { start: 0, end: 1_000 }, resolution: 10, signal: controller.signal }),
    ).rejects.toMatchObject({ name: 'AbortError' });
  });
});
