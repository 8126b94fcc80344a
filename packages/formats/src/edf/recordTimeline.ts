import type { EdfFixedHeader } from './readFixedHeader';

/** Where each data record sits in time, in seconds after the header's start date/time. */
export interface RecordTimeline {
  /** Start of the first record (EDF+ may start a fraction of a second after the header time). */
  start: number;
  /** End of the last record. */
  end: number;
  /** True for EDF+D, whose records may leave gaps between them. */
  hasGaps: boolean;
  recordStart(record: number): number;
  /** The records [from, to) that overlap the span [start, end). */
  recordsCovering(start: number, end: number): { from: number; to: number };
  /**
   * The records [from, to) split into runs of back-to-back records: one run in EDF+C, one more
   * after each gap of an EDF+D file.
   */
  runs(from: number, to: number): { from: number; to: number }[];
}

/**
 * Seconds by which two EDF+D records may miss each other and still count as back to back, or
 * overlap and still count as in order: their starts are decimal TALs, sums of them inexact.
 */
export const BACK_TO_BACK_SECONDS = 1e-6;

/**
 * Builds the timeline from the time-keeping TALs: for EDF+C `starts` holds the first record's
 * start only (records follow back to back, EDF+ spec 2.2.4), for EDF+D every record's, and for
 * plain EDF nothing (the first record starts at the header time).
 */
export function recordTimeline(
  header: Pick<EdfFixedHeader, 'variant' | 'recordDurationSeconds'> & { dataRecords: number },
  starts: readonly number[],
): RecordTimeline {
  const duration = header.recordDurationSeconds;
  const records = header.dataRecords;
  const hasGaps = header.variant.endsWith('+D');
  const start = starts[0] ?? 0;
  if (!hasGaps) {
    return {
      start,
      end: start + records * duration,
      hasGaps,
      recordStart: (record) => start + record * duration,
      recordsCovering: (from, to) => {
        if (duration === 0) return { from: 0, to: 0 };
        return {
          from: Math.min(records, Math.max(0, Math.floor((from - start) / duration))),
          to: Math.min(records, Math.max(0, Math.ceil((to - start) / duration))),
        };
      },
      runs: (from, to) => (to > from ? [{ from, to }] : []),
    };
  }
  // Records are in chronological order (checked when they were read): binary search.
  const firstEndingAfter = (time: number) => {
    let low = 0;
    let high = records;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if ((starts[middle] ?? 0) + duration <= time) low = middle + 1;
      else high = middle;
    }
    return low;
  };
  const firstStartingAtOrAfter = (time: number) => {
    let low = 0;
    let high = records;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if ((starts[middle] ?? 0) < time) low = middle + 1;
      else high = middle;
    }
    return low;
  };
  return {
    start,
    end: records > 0 ? (starts[records - 1] ?? 0) + duration : start,
    hasGaps,
    recordStart: (record) => starts[record] ?? 0,
    recordsCovering: (from, to) => {
      if (duration === 0) return { from: 0, to: 0 };
      const first = firstEndingAfter(from);
      return { from: first, to: Math.max(first, firstStartingAtOrAfter(to)) };
    },
    runs: (from, to) => {
      const runs: { from: number; to: number }[] = [];
      for (let record = from; record < to; record += 1) {
        const run = runs[runs.length - 1];
        const previousEnd = (starts[record - 1] ?? 0) + duration;
        if (run && Math.abs((starts[record] ?? 0) - previousEnd) <= BACK_TO_BACK_SECONDS)
          run.to = record + 1;
        else runs.push({ from: record, to: record + 1 });
      }
      return runs;
    },
  };
}
