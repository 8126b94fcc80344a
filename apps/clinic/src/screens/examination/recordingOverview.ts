import type { SignalsOverviewResponse, SignalType } from '@telemed/domain';
import { signalsOverviewOf } from '@telemed/signals';
import type { SignalsOverview } from '@telemed/signals';
import { positionSpansOf } from './positionSpans';
import type { PositionSpan } from './positionSpans';

/** The recording as the review reads it: the signals overview and the body positions over it. */
export interface RecordingOverview extends SignalsOverview {
  /** What each channel records, as the API names it (the recording's kind depends on it). */
  signalTypes: SignalType[];
  /** The body position over the recording, from its position channel; empty without one. */
  positions: PositionSpan[];
}

/** The overview answer (GET .../signalsoverview) as the review's recording. */
export function recordingOverviewOf(answer: SignalsOverviewResponse): RecordingOverview {
  const { signals } = answer.signalsOverview;
  return {
    ...signalsOverviewOf(answer),
    signalTypes: signals.map((series) => series.type),
    positions: positionSpansOf(signals.find((series) => series.type === 'bodyPosition')),
  };
}
