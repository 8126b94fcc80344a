import type { SignalsOverviewResponse } from '@telemed/domain';
import type { SignalFetcher } from '../cache/signalFetcher';
import type { TimeWindow } from '../cache/timeWindow';
import type { SignalChannel, SignalWindowData } from '../model/signalData';
import { channelOfSeries, windowDataOfSeries } from './signalSeries';

/** The recording's span and channels as GET .../signalsoverview describes them. */
export interface SignalsOverview {
  recording: TimeWindow;
  channels: SignalChannel[];
  /** The whole recording at the overview's resolution. */
  data: SignalWindowData;
}

/** The overview answer as the recording's span, its channels and the overview strip's data. */
export function signalsOverviewOf(answer: SignalsOverviewResponse): SignalsOverview {
  const { startDate, endDate, signals } = answer.signalsOverview;
  const recording = { start: startDate, end: endDate };
  const step = signals[0]?.step ?? (endDate - startDate) / 1000;
  return {
    recording,
    channels: signals.map(channelOfSeries),
    data: windowDataOfSeries(recording, step, signals),
  };
}

/**
 * The overview strip's fetcher (`SignalViewer`'s `overviewFetcher`): the overview already
 * loaded, whatever window it asks for, so the strip makes no call of its own.
 */
export function overviewFetcher(overview: Pick<SignalsOverview, 'data'>): SignalFetcher {
  return () => Promise.resolve(overview.data);
}
