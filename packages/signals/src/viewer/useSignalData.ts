import { useEffect, useMemo, useState } from 'react';
import { SignalWindowCache } from '../cache/SignalWindowCache';
import type { SignalFetcher } from '../cache/signalFetcher';
import type { TimeWindow } from '../cache/timeWindow';
import type { SignalWindowData } from '../model/signalData';

/** Options of {@link useSignalData}. */
export interface SignalDataOptions {
  fetcher: SignalFetcher;
  recording: TimeWindow;
  view: TimeWindow;
  /** Width of the plot in CSS px; nothing is asked for while it is 0. */
  width: number;
  /** Device pixels per CSS px. */
  ratio: number;
}

/** The data the viewer draws. */
export interface SignalData {
  /** The view's data, or the nearest the cache has while it is on the way. */
  shown: SignalWindowData | undefined;
  /** True while the data of the view is on the way (the plot is `aria-busy`). */
  busy: boolean;
  /** True when the last fetch failed. */
  failed: boolean;
}

/**
 * The view's data through a window cache made per fetcher and recording (spec platform-core §4,
 * §9): answered at once when cached, else fetched once the view rests, with one point per device
 * pixel, so a high-density screen draws twice the detail, as sharp as its own.
 */
export function useSignalData(options: SignalDataOptions): SignalData {
  const { fetcher, recording, view, width, ratio } = options;
  const [fetched, setFetched] = useState<SignalWindowData>();
  const [failed, setFailed] = useState(false);
  const cache = useMemo(() => new SignalWindowCache({ fetcher, recording }), [fetcher, recording]);
  useEffect(() => () => cache.dispose(), [cache]);

  const resolution = width > 0 ? (view.end - view.start) / (width * ratio) : 0;
  useEffect(() => {
    if (width === 0) return;
    const unsubscribe = cache.subscribe({
      onData: (loaded) => {
        setFetched(loaded);
        setFailed(false);
      },
      onError: () => setFailed(true),
    });
    cache.refresh(view, resolution);
    return unsubscribe;
  }, [cache, view, width, resolution]);

  // Asked on every render, not memoised: a fetch stored since the last render may answer the
  // view now, and the few windows held are scanned in microseconds.
  const cached = width > 0 ? cache.peek(view, resolution) : undefined;
  return {
    shown: cached ?? fetched,
    // Until data for this view arrives, the plot shows the nearest it has and says it is busy.
    busy: width > 0 && !failed && cached === undefined,
    failed,
  };
}
