import {
  ALL_SIGNALS,
  BEAT_EVENT_HALF_WIDTH_MS,
  BEAT_EVENT_TYPES,
  validationMessage,
} from '@telemed/domain';
import type {
  BeatLabel,
  BeatsResponse,
  BeatsUpdated,
  Member,
  UpdateBeatsBodySchema,
  ValidationError,
} from '@telemed/domain';
import type { z } from 'zod';
import type { Database } from '../db/connect';
import type { NewExaminationEventRow } from '../db/schema';
import { ApiError, validationFailed } from '../http/apiError';
import type { BeatsRepository } from '../repositories/beatsRepository';
import type { EventsRepository } from '../repositories/eventsRepository';
import { toEvent } from './eventsService';
import type { ExaminationAccess } from './examinationAccess';
import type { RecordingsService } from './recordingsService';

type UpdateBody = z.output<typeof UpdateBeatsBodySchema>;

/** 404 for a recording whose ECG was not analysed (no beats stored). */
export const beatsNotFound = () => new ApiError(404, 'NOT_FOUND', 'Beats not found');

/** Event types of single beats, by label. */
const EVENT_TYPE_OF: Partial<Record<BeatLabel, string>> = BEAT_EVENT_TYPES;
const SINGLE_BEAT_TYPES = Object.values(BEAT_EVENT_TYPES);

/** Index of `sample` in the increasing `samples`, or -1. */
function indexOfSample(samples: Int32Array, sample: number): number {
  let low = 0;
  let high = samples.length - 1;
  while (low <= high) {
    const middle = (low + high) >>> 1;
    const value = samples[middle] as number;
    if (value === sample) return middle;
    if (value < sample) low = middle + 1;
    else high = middle - 1;
  }
  return -1;
}

/** Whether some time of the increasing `times` lies in [from, to]. */
function anyWithin(times: readonly number[], from: number, to: number): boolean {
  let low = 0;
  let high = times.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((times[middle] as number) < from) low = middle + 1;
    else high = middle;
  }
  return low < times.length && (times[low] as number) <= to;
}

/** What a beat update changed, for the answer and the realtime announcement. */
export interface BeatsUpdate {
  answer: BeatsUpdated;
  /** The span of the relabelled beats (ISO), or null when no label changed. */
  span: { startDate: string; endDate: string } | null;
}

/**
 * The beats of a Holter recording and the beat update (clinical-domain §2 "ECG beat types and
 * beat update"). Relabelling keeps the single-beat events in step: the S, V or F event on a
 * relabelled beat is removed, and a beat that becomes S, V or F gets its event (origin user, a
 * physician's decision), so the events table, the statistics and the report count what the
 * beat list shows. Runs and rhythm episodes stay as the analysis found them.
 */
export class BeatsService {
  constructor(
    private readonly db: Database,
    private readonly recordings: RecordingsService,
    private readonly beats: BeatsRepository,
    private readonly events: EventsRepository,
    private readonly access: ExaminationAccess,
  ) {}

  /** Every beat of the examination's recording; 404 when it has no recording or no beats. */
  async list(teamId: string, actor: Member, examinationId: string): Promise<BeatsResponse> {
    const examination = await this.access.readable(teamId, actor, examinationId);
    const { recording } = await this.recordings.require(examination);
    const stored = await this.beats.find(recording.id);
    if (!stored) throw beatsNotFound();
    return {
      startDate: recording.startDate.toISOString(),
      samplingRate: stored.samplingRate,
      samples: Array.from(stored.samples),
      labels: new TextDecoder('ascii').decode(stored.labels),
      confidences: stored.confidences && Array.from(stored.confidences, (percent) => percent / 100),
      updatedAt: stored.updatedAt?.toISOString() ?? null,
    };
  }

  /**
   * Relabels beats named by their R-peak sample, in one transaction that locks the beats (two
   * staff relabelling at once both keep their changes); a sample that is no beat fails the
   * whole update with `beatNotFound` on its field. The last of repeated samples wins.
   */
  async update(
    teamId: string,
    actor: Member,
    examinationId: string,
    body: UpdateBody,
  ): Promise<BeatsUpdate> {
    const examination = await this.access.writable(teamId, actor, examinationId);
    const { recording } = await this.recordings.require(examination);
    const startMs = recording.startDate.getTime();
    return this.db.transaction(async (tx) => {
      const stored = await this.beats.find(recording.id, tx, { forUpdate: true });
      if (!stored) throw beatsNotFound();
      const wanted = new Map<number, BeatLabel>();
      const missing: ValidationError[] = [];
      body.beats.forEach(({ sample, label }, position) => {
        const index = indexOfSample(stored.samples, sample);
        if (index < 0)
          missing.push({
            property: `beats.${position}.sample`,
            constraints: { beatNotFound: validationMessage('beatNotFound') },
          });
        else wanted.set(index, label);
      });
      if (missing.length > 0) throw validationFailed(missing);

      const labels = stored.labels.slice();
      // A label staff chose is certain: its beat leaves the ones to review.
      const confidences = stored.confidences?.slice() ?? null;
      const changed: { time: number; label: BeatLabel }[] = [];
      for (const [index, label] of wanted) {
        const code = label.charCodeAt(0);
        if (labels[index] === code) continue;
        labels[index] = code;
        if (confidences) confidences[index] = 100;
        const sample = stored.samples[index] as number;
        changed.push({ time: startMs + (sample / stored.samplingRate) * 1000, label });
      }
      if (changed.length === 0)
        return { answer: { updated: 0, removedEventIds: [], createdEvents: [] }, span: null };
      changed.sort((a, b) => a.time - b.time);
      await this.beats.saveLabels(recording.id, labels, confidences, tx);

      const times = changed.map((beat) => beat.time);
      const from = new Date((times[0] as number) - BEAT_EVENT_HALF_WIDTH_MS);
      const to = new Date((times[times.length - 1] as number) + BEAT_EVENT_HALF_WIDTH_MS + 1);
      const onChangedBeats = (
        await this.events.list(examination.id, { from, to, types: SINGLE_BEAT_TYPES }, tx)
      ).filter((event) => anyWithin(times, event.startDate.getTime(), event.endDate.getTime()));
      const removedEventIds = await this.events.delete(
        examination.id,
        onChangedBeats.map((event) => event.id),
        tx,
      );
      // A beat whose event was in the report keeps its new event there.
      const reported = onChangedBeats.filter((event) => event.showInReport);
      const created: NewExaminationEventRow[] = [];
      for (const { time, label } of changed) {
        const type = EVENT_TYPE_OF[label];
        if (!type) continue;
        created.push({
          examinationId: examination.id,
          type,
          startDate: new Date(time - BEAT_EVENT_HALF_WIDTH_MS),
          endDate: new Date(time + BEAT_EVENT_HALF_WIDTH_MS),
          description: null,
          origin: 'user',
          signal: ALL_SIGNALS,
          showInReport: reported.some(
            (event) => event.startDate.getTime() <= time && time <= event.endDate.getTime(),
          ),
        });
      }
      const inserted = await this.events.insertReturning(created, tx);
      return {
        answer: { updated: changed.length, removedEventIds, createdEvents: inserted.map(toEvent) },
        span: { startDate: from.toISOString(), endDate: to.toISOString() },
      };
    });
  }
}
