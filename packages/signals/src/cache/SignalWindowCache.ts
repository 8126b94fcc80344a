import { CURSOR_REFRESH_DEBOUNCE_MS, PRELOAD_SPAN_FACTOR } from '../constants';
import { mergeWindowData, windowDataSize } from '../model/segments';
import type { SignalWindowData } from '../model/signalData';
import { isAbortError } from './signalFetcher';
import type { SignalFetcher } from './signalFetcher';
import { preloadWindow, windowContains } from './timeWindow';
import type { TimeWindow } from './timeWindow';

/**
 * Numbers the cache keeps before evicting: 4 million doubles, about 32 MB, holds a 24 h two-lead
 * Holter overview plus a few zoomed-in windows. A project decision (no spec value); callers with
 * other needs pass `budget`.
 */
export const DEFAULT_CACHE_BUDGET = 4_000_000;

/**
 * How much finer than requested cached data may be and still answer: a zoom-out that stays
 * inside the preloaded window (the view plus {@link PRELOAD_SPAN_FACTOR} spans on each side, so
 * at most 2 × 4 + 1 = 9 views wide) is served from the cache, the drawing reducing it to min/max
 * per pixel column.
 */
export const MAX_OVERSAMPLING = 2 * PRELOAD_SPAN_FACTOR + 1;

/** Options of {@link SignalWindowCache}. */
export interface SignalWindowCacheOptions {
  /** Loads a window from the server. */
  fetcher: SignalFetcher;
  /** Start and end of the recording; preloads never reach outside it. */
  recording: TimeWindow;
  /**
   * Numbers (samples, or two per min/max bucket) kept before the least recently used windows
   * are evicted.
   * @default DEFAULT_CACHE_BUDGET
   */
  budget?: number;
  /**
   * Quiet time before {@link SignalWindowCache.refresh} fetches.
   * @default CURSOR_REFRESH_DEBOUNCE_MS (100 ms, spec platform-core §9)
   */
  debounceMs?: number;
}

/** Receives what {@link SignalWindowCache.refresh} fetched, or why it failed. */
export interface SignalCacheListener {
  onData(data: SignalWindowData, view: TimeWindow): void;
  onError?(error: unknown, view: TimeWindow): void;
}

interface InFlight {
  window: TimeWindow;
  resolution: number;
  controller: AbortController;
  promise: Promise<SignalWindowData>;
}

function answers(
  data: { window: TimeWindow; resolution: number; raw?: boolean },
  view: TimeWindow,
  resolution: number,
): boolean {
  if (!windowContains(data.window, view)) return false;
  // Raw samples are as fine as the recording gets, so they answer any finer request.
  const fineEnough = data.resolution <= resolution || data.raw === true;
  return fineEnough && data.resolution * MAX_OVERSAMPLING >= resolution;
}

function isRaw(data: SignalWindowData): boolean {
  return data.channels.every((channel) => channel.segments.every((s) => s.kind === 'samples'));
}

function abortError(): DOMException {
  return new DOMException('superseded by a newer signal request', 'AbortError');
}

/**
 * Signal data cached by time window (spec platform-core §4): a request is answered from what the
 * cache holds; only a view outside it is fetched, together with {@link PRELOAD_SPAN_FACTOR} spans
 * on each side. A newer fetch aborts the older one still in flight; overlapping answers of the
 * same resolution merge; the least recently used windows are evicted past the memory budget.
 * One instance per kind of request (`signals`, `signalsoverview`). Framework-free.
 * @example
 * const cache = new SignalWindowCache({ fetcher, recording });
 * const data = await cache.load({ start, end: start + 10_000 }, 10);
 */
export class SignalWindowCache {
  readonly #fetcher: SignalFetcher;
  readonly #recording: TimeWindow;
  readonly #budget: number;
  readonly #debounceMs: number;
  // Ordered from least to most recently used.
  #entries: (SignalWindowData & { raw: boolean })[] = [];
  #inFlight: InFlight | undefined;
  #timer: ReturnType<typeof setTimeout> | undefined;
  readonly #listeners = new Set<SignalCacheListener>();

  constructor({
    fetcher,
    recording,
    budget = DEFAULT_CACHE_BUDGET,
    debounceMs = CURSOR_REFRESH_DEBOUNCE_MS,
  }: SignalWindowCacheOptions) {
    this.#fetcher = fetcher;
    this.#recording = recording;
    this.#budget = budget;
    this.#debounceMs = debounceMs;
  }

  /** Numbers held now, compared with the budget. */
  get size(): number {
    return this.#entries.reduce((total, entry) => total + windowDataSize(entry), 0);
  }

  /** The cached windows, least recently used first (for diagnostics and tests). */
  get windows(): TimeWindow[] {
    return this.#entries.map((entry) => ({ ...entry.window }));
  }

  /**
   * Cached data covering `view` at `resolution` ms per point, without fetching: of the entries
   * that answer, the coarsest (the fewest points to draw), the most recently used among equals.
   */
  peek(view: TimeWindow, resolution: number): SignalWindowData | undefined {
    let index = -1;
    this.#entries.forEach((entry, at) => {
      const coarsest = this.#entries[index]?.resolution ?? -Infinity;
      if (entry.resolution >= coarsest && answers(entry, view, resolution)) index = at;
    });
    if (index < 0) return undefined;
    const [entry] = this.#entries.splice(index, 1);
    if (entry) this.#entries.push(entry);
    return entry;
  }

  /**
   * Data covering `view`: from the cache, from the fetch already in flight when that one covers
   * it, or from a new fetch of the preloaded window (which aborts the one in flight). Rejects with
   * an `AbortError` when a newer request supersedes this one.
   */
  load(view: TimeWindow, resolution: number): Promise<SignalWindowData> {
    const cached = this.peek(view, resolution);
    if (cached) return Promise.resolve(cached);
    if (this.#inFlight && answers(this.#inFlight, view, resolution)) return this.#inFlight.promise;
    this.#inFlight?.controller.abort(abortError());
    const window = preloadWindow(view, this.#recording);
    const controller = new AbortController();
    const promise = this.#fetcher({ window, resolution, signal: controller.signal }).then(
      (data) => {
        if (controller.signal.aborted) throw abortError();
        this.#store(data);
        return data;
      },
      (error: unknown) => {
        throw controller.signal.aborted ? abortError() : error;
      },
    );
    const inFlight: InFlight = { window, resolution, controller, promise };
    this.#inFlight = inFlight;
    const settle = () => {
      if (this.#inFlight === inFlight) this.#inFlight = undefined;
    };
    promise.then(settle, settle);
    return promise;
  }

  /**
   * The cursor refresh (spec platform-core §9): answers at once from the cache when it can;
   * otherwise fetches once the view has stayed put for the debounce time, so a drag or a held
   * arrow key makes one request, not one per frame. Listeners receive the answer.
   */
  refresh(view: TimeWindow, resolution: number): SignalWindowData | undefined {
    clearTimeout(this.#timer);
    this.#timer = undefined;
    const cached = this.peek(view, resolution);
    if (cached) return cached;
    this.#timer = setTimeout(() => {
      this.#timer = undefined;
      this.load(view, resolution).then(
        (data) => this.#listeners.forEach((listener) => listener.onData(data, view)),
        (error: unknown) => {
          if (isAbortError(error)) return;
          this.#listeners.forEach((listener) => listener.onError?.(error, view));
        },
      );
    }, this.#debounceMs);
    return undefined;
  }

  /** Registers a listener for {@link refresh}; returns the function that removes it. */
  subscribe(listener: SignalCacheListener): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  /** Aborts the fetch in flight, cancels a pending refresh and drops the listeners. */
  dispose(): void {
    clearTimeout(this.#timer);
    this.#timer = undefined;
    this.#inFlight?.controller.abort(abortError());
    this.#listeners.clear();
  }

  #store(data: SignalWindowData): void {
    let merged = data;
    this.#entries = this.#entries.filter((entry) => {
      const touches =
        entry.resolution === merged.resolution &&
        entry.window.start <= merged.window.end &&
        merged.window.start <= entry.window.end;
      if (!touches) return true;
      const candidate = mergeWindowData(entry, merged);
      // A merge that alone would break the budget keeps the older window apart, to be evicted.
      if (windowDataSize(candidate) > this.#budget) return true;
      merged = candidate;
      return false;
    });
    this.#entries.push({ ...merged, raw: isRaw(merged) });
    while (this.#entries.length > 1 && this.size > this.#budget) this.#entries.shift();
  }
}
