import { SIGNALS_OVERVIEW_POINTS } from '@telemed/domain';
import type {
  Member,
  SignalsOverviewQuery,
  SignalsOverviewResponse,
  SignalsQuery,
  SignalsResponse,
} from '@telemed/domain';
import type { ExaminationAccess } from './examinationAccess';
import type { OpenRecordings } from './openRecordings';
import type { RecordingsService } from './recordingsService';
import { channelsOfView, pointsOf, signalWindows } from './signalWindows';

/** GET .../signals and .../signalsoverview: windows of an examination's recording. */
export class SignalsService {
  constructor(
    private readonly recordings: RecordingsService,
    private readonly openRecordings: OpenRecordings,
    private readonly access: ExaminationAccess,
  ) {}

  /**
   * A window `[startDate, endDate)` of the chosen channels, one point per `duration` seconds
   * (default span / SIGNALS_DEFAULT_POINTS). Times outside the recording answer null values.
   */
  async window(
    teamId: string,
    actor: Member,
    examinationId: string,
    query: SignalsQuery,
  ): Promise<SignalsResponse> {
    const examination = await this.access.readable(teamId, actor, examinationId);
    const { recording, channels } = await this.recordings.require(examination);
    const chosen = channelsOfView(channels, query.view);
    const open = await this.openRecordings.get(recording, channels);
    const request = {
      recordingStartMs: recording.startDate.getTime(),
      startMs: query.startDate,
      endMs: query.endDate,
      duration: query.duration,
    };
    const points = pointsOf(request);
    return {
      startDate: query.startDate,
      endDate: query.endDate,
      duration: (query.endDate - query.startDate) / 1000 / points,
      signals: await signalWindows(open, chosen, request),
    };
  }

  /** The whole recording (or the given span) as SIGNALS_OVERVIEW_POINTS envelopes per channel. */
  async overview(
    teamId: string,
    actor: Member,
    examinationId: string,
    query: SignalsOverviewQuery,
  ): Promise<SignalsOverviewResponse> {
    const examination = await this.access.readable(teamId, actor, examinationId);
    const { recording, channels } = await this.recordings.require(examination);
    const startMs = query.startDate ?? recording.startDate.getTime();
    const endMs = Math.max(query.endDate ?? recording.endDate.getTime(), startMs + 1);
    const open = await this.openRecordings.get(recording, channels);
    const spanSeconds = (endMs - startMs) / 1000;
    return {
      signalsOverview: {
        startDate: startMs,
        endDate: endMs,
        signals: await signalWindows(open, channelsOfView(channels, query.view), {
          recordingStartMs: recording.startDate.getTime(),
          startMs,
          endMs,
          duration: spanSeconds / SIGNALS_OVERVIEW_POINTS,
        }),
      },
    };
  }
}
