import type { SignalWindowData } from '../model/signalData';
import type { TimeWindow } from './timeWindow';

/** What the window cache asks the server for: one `GET .../signals` call (spec platform-core §7). */
export interface SignalFetchRequest {
  /** The window to fetch: the view plus the preloaded neighbours. */
  window: TimeWindow;
  /**
   * Milliseconds per point wanted (the view's span over its width in CSS pixels); the server
   * answers with min/max buckets about this wide, or raw samples when the sampling period is
   * coarser.
   */
  resolution: number;
  /** Aborted when a newer request of the same kind supersedes this one (spec §4). */
  signal: AbortSignal;
}

/**
 * Loads signal data, usually through the API client's `signals` call. Must reject (with the
 * signal's reason or any `AbortError`) when `request.signal` aborts.
 */
export type SignalFetcher = (request: SignalFetchRequest) => Promise<SignalWindowData>;

/** True for the rejection of a request that was aborted on purpose, which callers ignore. */
export function isAbortError(error: unknown): boolean {
  return (
    typeof error === 'object' && error !== null && 'name' in error && error.name === 'AbortError'
  );
}
