import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SignalWindowData } from '../model/signalData';
import { SignalWindowCache } from './SignalWindowCache';
import { isAbortError } from './signalFetcher';
import type { SignalFetchRequest } from './signalFetcher';
import type { TimeWindow } from './timeWindow';

const HOUR = 3_600_000;
const recording = { start: 0, end: 24 * HOUR };

/** An answer with one envelope bucket per `resolution` ms over the whole window. */
function answerFor({ window, resolution }: Pick<SignalFetchRequest, 'window' | 'resolution'>) {
  const count = Math.ceil((window.end - window.start) / resolution);
  const data: SignalWindowData = {
    window,
    resolution,
    channels: [
      {
        channelId: 'II',
        segments: [
          {
            kind: 'envelope',
            start: window.start,
            step: resolution,
            min: new Array<number>(count).fill(-1),
            max: new Array<number>(count).fill(1),
          },
        ],
      },
    ],
  };
  return data;
}

/** A fetcher that records its calls and answers each when the test says so. */
function recordingFetcher() {
  const calls: { request: SignalFetchRequest; resolve: () => void; fail: (e: Error) => void }[] =
    [];
  const fetcher = (request: SignalFetchRequest) =>
    new Promise<SignalWindowData>((resolve, reject) => {
      request.signal.addEventListener('abort', () => reject(new Error('fetch aborted')));
      calls.push({
        request,
        resolve: () => resolve(answerFor(request)),
        fail: (error) => reject(error),
      });
    });
  return { fetcher, calls };
}

const view = (start: number, span: number): TimeWindow => ({ start, end: start + span });

describe('SignalWindowCache', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('fetches the view with four spans preloaded on each side', async () => {
    const { fetcher, calls } = recordingFetcher();
    const cache = new SignalWindowCache({ fetcher, recording });
    const loaded = cache.load(view(HOUR, 10_000), 10);
    expect(calls.map((call) => [call.request.window, call.request.resolution])).toEqual([
      [{ start: HOUR - 40_000, end: HOUR + 50_000 }, 10],
    ]);
    calls[0]!.resolve();
    expect((await loaded).window).toEqual({ start: HOUR - 40_000, end: HOUR + 50_000 });
  });

  it('answers a view inside the cached window without fetching again', async () => {
    const { fetcher, calls } = recordingFetcher();
    const cache = new SignalWindowCache({ fetcher, recording });
    const first = cache.load(view(HOUR, 10_000), 10);
    calls[0]!.resolve();
    await first;
    await cache.load(view(HOUR + 30_000, 10_000), 10);
    await cache.load(view(HOUR - 40_000, 10_000), 10);
    expect(calls).toHaveLength(1);
  });

  it('fetches again for a view reaching past the cache or needing finer data', async () => {
    const { fetcher, calls } = recordingFetcher();
    const cache = new SignalWindowCache({ fetcher, recording });
    const first = cache.load(view(HOUR, 10_000), 10);
    calls[0]!.resolve();
    await first;
    void cache.load(view(HOUR + 45_000, 10_000), 10);
    expect(calls).toHaveLength(2);
    expect(cache.peek(view(HOUR, 10_000), 5)).toBeUndefined();
  });

  it('serves a zoom-out from finer cached data up to nine times coarser', async () => {
    const { fetcher, calls } = recordingFetcher();
    const cache = new SignalWindowCache({ fetcher, recording });
    const first = cache.load(view(HOUR, 10_000), 10);
    calls[0]!.resolve();
    await first;
    expect(cache.peek(view(HOUR - 40_000, 90_000), 90)).toBeDefined();
    expect(cache.peek(view(HOUR - 40_000, 90_000), 100)).toBeUndefined();
  });

  it('answers from the coarsest data that is fine enough, the fewest points to draw', async () => {
    const { fetcher, calls } = recordingFetcher();
    const cache = new SignalWindowCache({ fetcher, recording });
    const coarse = cache.load(view(HOUR, 20_000), 20);
    calls[0]!.resolve();
    await coarse;
    // Zoomed in: finer data, used last.
    const fine = cache.load(view(HOUR, 10_000), 10);
    calls[1]!.resolve();
    await fine;
    expect(cache.peek(view(HOUR, 20_000), 20)?.resolution).toBe(20);
    expect(cache.peek(view(HOUR, 10_000), 10)?.resolution).toBe(10);
  });

  it('aborts the older request in flight when a newer one needs other data', async () => {
    const { fetcher, calls } = recordingFetcher();
    const cache = new SignalWindowCache({ fetcher, recording });
    const older = cache.load(view(HOUR, 10_000), 10);
    const newer = cache.load(view(5 * HOUR, 10_000), 10);
    expect(calls[0]!.request.signal.aborted).toBe(true);
    expect(calls[1]!.request.signal.aborted).toBe(false);
    await expect(older).rejects.toSatisfy(isAbortError);
    calls[1]!.resolve();
    expect((await newer).window.start).toBe(5 * HOUR - 40_000);
  });

  it('shares the request in flight with a view it already covers', async () => {
    const { fetcher, calls } = recordingFetcher();
    const cache = new SignalWindowCache({ fetcher, recording });
    const first = cache.load(view(HOUR, 10_000), 10);
    const second = cache.load(view(HOUR + 5_000, 10_000), 10);
    expect(calls).toHaveLength(1);
    calls[0]!.resolve();
    expect(await second).toBe(await first);
  });

  it('passes on a failure that is not an abort', async () => {
    const { fetcher, calls } = recordingFetcher();
    const cache = new SignalWindowCache({ fetcher, recording });
    const loaded = cache.load(view(HOUR, 10_000), 10);
    calls[0]!.fail(new Error('502'));
    await expect(loaded).rejects.toThrow('502');
    expect(cache.windows).toEqual([]);
  });

  it('merges overlapping windows of one resolution into one', async () => {
    const { fetcher, calls } = recordingFetcher();
    const cache = new SignalWindowCache({ fetcher, recording });
    const first = cache.load(view(HOUR, 10_000), 10);
    calls[0]!.resolve();
    await first;
    const second = cache.load(view(HOUR + 60_000, 10_000), 10);
    calls[1]!.resolve();
    await second;
    expect(cache.windows).toEqual([{ start: HOUR - 40_000, end: HOUR + 110_000 }]);
    const merged = cache.peek(view(HOUR - 40_000, 150_000), 80)!;
    const segments = merged.channels[0]!.segments;
    expect(segments.map((s) => [s.start, s.kind === 'envelope' ? s.min.length : 0])).toEqual([
      [HOUR - 40_000, 6_000],
      [HOUR + 20_000, 9_000],
    ]);
  });

  it('evicts the least recently used windows past the memory budget', async () => {
    const { fetcher, calls } = recordingFetcher();
    // Each answer holds 2 × 9 000 numbers; the budget keeps two of them.
    const cache = new SignalWindowCache({ fetcher, recording, budget: 40_000 });
    for (const [index, start] of [HOUR, 5 * HOUR, 9 * HOUR].entries()) {
      const loaded = cache.load(view(start, 10_000), 10);
      calls[index]!.resolve();
      await loaded;
      // Touching the first window keeps it recent, so the second one goes.
      if (index === 1) cache.peek(view(HOUR, 10_000), 10);
    }
    expect(cache.windows.map((w) => w.start)).toEqual([HOUR - 40_000, 9 * HOUR - 40_000]);
    expect(cache.size).toBe(36_000);
  });

  it('debounces the cursor refresh to one fetch 100 ms after the last move', async () => {
    const { fetcher, calls } = recordingFetcher();
    const cache = new SignalWindowCache({ fetcher, recording });
    const received: TimeWindow[] = [];
    cache.subscribe({ onData: (_data, shown) => received.push(shown) });
    for (let step = 0; step < 5; step += 1) {
      expect(cache.refresh(view(HOUR + step * 60_000, 10_000), 10)).toBeUndefined();
      vi.advanceTimersByTime(50);
    }
    expect(calls).toHaveLength(0);
    vi.advanceTimersByTime(50);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.request.window.start).toBe(HOUR + 4 * 60_000 - 40_000);
    calls[0]!.resolve();
    await vi.runAllTimersAsync();
    expect(received).toEqual([view(HOUR + 4 * 60_000, 10_000)]);
    expect(cache.refresh(view(HOUR + 4 * 60_000 + 1_000, 10_000), 10)).toBeDefined();
  });

  it('reports a failed refresh to the listener and cancels all on dispose', async () => {
    const { fetcher, calls } = recordingFetcher();
    const cache = new SignalWindowCache({ fetcher, recording });
    const errors: unknown[] = [];
    cache.subscribe({ onData: () => undefined, onError: (error) => errors.push(error) });
    cache.refresh(view(HOUR, 10_000), 10);
    vi.advanceTimersByTime(100);
    calls[0]!.fail(new Error('offline'));
    await vi.runAllTimersAsync();
    expect(errors).toEqual([new Error('offline')]);
    cache.refresh(view(8 * HOUR, 10_000), 10);
    cache.dispose();
    vi.advanceTimersByTime(1_000);
    expect(calls).toHaveLength(1);
  });
});
