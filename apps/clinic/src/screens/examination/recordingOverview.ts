import type { SignalsOverviewResponse } from '@telemed/domain';
import { signalsOverviewOf } from '@telemed/signals';
import type { SignalsOverview } from '@telemed/signals';
import { positionSpansOf } from './recordingFigures';
import type { PositionSpan } from './recordingFigures';

/** The recording as the review reads it: the signals overview and the body positions over it. */
export interface RecordingOverview extends SignalsOverview {
  /** The body position over the recording, from its position channel; empty without one. */
  positions: PositionSpan[];
}

/** The overview answer (GET .../signalsoverview) as the review's recording. */
export function recordingOverviewOf(answer: SignalsOverviewResponse): RecordingOverview {
  const { signals } = answer.signalsOverview;
  return {
    ...signalsOverviewOf(answer),
    positions: positionSpansOf(signals.find((series) => series.type === 'bodyPosition')),
  };
}
