import { ALL_SIGNALS, SIGNALS_MAX_POINTS } from '@telemed/domain';
import type { SignalsQueryInput, SignalsResponse } from '@telemed/domain';
import type { SignalFetcher } from '../cache/signalFetcher';
import type { TimeWindow } from '../cache/timeWindow';
import type { SignalWindowData } from '../model/signalData';
import { windowDataOfSeries } from './signalSeries';

/**
 * One GET .../signals call of an examination (spec platform-core §7), as the app makes it: the
 * query typed by @telemed/domain's contract, aborted by `signal`. Usually a lambda over the API
 * client, so this package does not depend on the client's shape.
 */
export type SignalsCall = (
  query: SignalsQueryInput,
  signal: AbortSignal,
) => Promise<SignalsResponse>;

/**
 * The window cut into pieces the API accepts: one signals call may hold at most
 * SIGNALS_MAX_POINTS points per channel, and the viewer's preloaded window (the view and four
 * spans on each side, spec platform-core §4) is nine views of about one point per pixel wide.
 */
export function windowPieces(window: TimeWindow, resolution: number): TimeWindow[] {
  const longest = SIGNALS_MAX_POINTS * resolution;
  const count = Math.max(1, Math.ceil((window.end - window.start) / longest - 1e-9));
  const length = (window.end - window.start) / count;
  return Array.from({ length: count }, (_, index) => ({
    start: window.start + index * length,
    end: index === count - 1 ? window.end : window.start + (index + 1) * length,
  }));
}

/** Answers of consecutive pieces joined into one answer over `window`. */
export function joinPieces(
  window: TimeWindow,
  resolution: number,
  pieces: readonly SignalWindowData[],
): SignalWindowData {
  const ids = [...new Set(pieces.flatMap((piece) => piece.channels.map((c) => c.channelId)))];
  return {
    window,
    resolution,
    channels: ids.map((channelId) => ({
      channelId,
      segments: pieces.flatMap(
        (piece) =>
          piece.channels.find((channel) => channel.channelId === channelId)?.segments ?? [],
      ),
    })),
  };
}

/**
 * The viewer's fetcher over GET .../signals (spec platform-core §7): the window as epoch ms,
 * every channel, `duration` the seconds each point covers; a window wider than one call may
 * answer is fetched in pieces at once and joined.
 * @example
 * const fetcher = apiSignalFetcher((query, signal) =>
 *   client.signals.window({ params: { teamId, examinationId }, query }, { signal }),
 * );
 * <SignalViewer fetcher={fetcher} … />
 */
export function apiSignalFetcher(call: SignalsCall): SignalFetcher {
  return async ({ window, resolution, signal }) => {
    const pieces = await Promise.all(
      windowPieces(window, resolution).map(async (piece) => {
        const answer = await call(
          {
            startDate: Math.floor(piece.start),
            endDate: Math.ceil(piece.end),
            view: ALL_SIGNALS,
            duration: resolution / 1000,
          },
          signal,
        );
        return windowDataOfSeries(piece, resolution, answer.signals);
      }),
    );
    return joinPieces(window, resolution, pieces);
  };
}
