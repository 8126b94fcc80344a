import type { SignalType } from '@telemed/domain';
import type { TimeWindow } from '../cache/timeWindow';

/**
 * What a channel measures. The viewer draws every type alike; the type decides the amplitude
 * rules: `ecg` is calibrated in mm/mV (spec platform-core §9: ECG values are multiplied by 1000),
 * the others fit their visible range.
 */
export type SignalChannelType =
  'ecg' | 'flow' | 'effort' | 'spo2' | 'pulse' | 'position' | 'snore' | 'other';

/** One recorded channel, as the server describes it (spec platform-core §3, Signals). */
export interface SignalChannel {
  /** Stable id, unique within the examination (e.g. the EDF label). */
  id: string;
  /** Short name shown beside the track, e.g. `II`, `Flow`, `SpO₂`. */
  label: string;
  type: SignalChannelType;
  /**
   * Unit of the values the server sends, e.g. `V` for ECG (the viewer shows millivolts), `%`
   * for SpO₂, `a.u.` for uncalibrated flow.
   */
  unit: string;
  /** Samples per second of the stored signal. */
  samplingRate: number;
  /**
   * What the channel records as the API names it (temperature, respiration rate…), which picks
   * its clinical range and translated name; when absent it follows `type`.
   */
  signal?: SignalType;
}

/**
 * A run of raw samples without a gap: value `i` was taken at `start + i * step` ms. Served when
 * the requested resolution is finer than the sampling period (zoomed in).
 */
export interface SampleSegment {
  kind: 'samples';
  /** Epoch milliseconds of the first value. */
  start: number;
  /** Milliseconds between values (1000 / sampling rate). */
  step: number;
  values: ArrayLike<number>;
}

/**
 * A run of min/max buckets without a gap: bucket `i` covers `[start + i * step, start + (i + 1) *
 * step)` and holds the least and greatest sample in it. Served when zoomed out, so an answer has
 * O(pixels) points, never O(samples) (ARCHITECTURE.md, data flow of a recording).
 */
export interface EnvelopeSegment {
  kind: 'envelope';
  /** Epoch milliseconds where the first bucket begins. */
  start: number;
  /** Bucket width in milliseconds. */
  step: number;
  min: ArrayLike<number>;
  max: ArrayLike<number>;
}

/** A gap-free run of a channel's data. */
export type SignalSegment = SampleSegment | EnvelopeSegment;

/**
 * The data of one channel in an answer. Segments are sorted by time and never overlap; the time
 * between the end of one segment and the start of the next is a gap (electrode off, recorder
 * paused) and is drawn as a break: this is the wire form of the spec's "break markers".
 */
export interface SignalChannelData {
  channelId: string;
  segments: SignalSegment[];
}

/**
 * The answer to one `GET .../signals` call (spec platform-core §7): every channel over `window`,
 * with about one point per `resolution` milliseconds (raw samples when those are sparser).
 */
export interface SignalWindowData {
  window: TimeWindow;
  /**
   * Milliseconds per point the server was asked for: envelopes use buckets of about this width;
   * raw samples (`step` smaller than this) are sent when the sampling period is coarser or equal.
   */
  resolution: number;
  channels: SignalChannelData[];
}
