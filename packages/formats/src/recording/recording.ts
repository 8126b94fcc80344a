import type { EdfFixedHeader, EdfVariant } from '../edf/readFixedHeader';

/** One channel of a recording, as physical values. */
export interface RecordingChannel {
  label: string;
  unit: string;
  samplingRate: number;
  samples: Float32Array;
  /** The physical and digital ranges of the source, kept so a conversion stores values exactly. */
  physicalMin: number;
  physicalMax: number;
  digitalMin: number;
  digitalMax: number;
  transducer: string;
  prefiltering: string;
}

/** An annotation in seconds after the start of the recording. */
export interface RecordingAnnotation {
  onsetSeconds: number;
  durationSeconds: number | null;
  text: string;
}

/** A whole recording read from an EDF/EDF+/BDF file or a WFDB record. */
export interface Recording {
  format: EdfVariant | 'WFDB';
  /** Clock time of the first sample as the file states it; null when it does not. */
  startDate: EdfFixedHeader['startDate'] | null;
  durationSeconds: number;
  channels: RecordingChannel[];
  annotations: RecordingAnnotation[];
  /**
   * Discontinuous EDF+D/BDF+D: where each data record starts (seconds), the channels' samples
   * holding the records back to back without the gaps.
   */
  discontinuous: { recordDurationSeconds: number; recordStarts: number[] } | null;
}
