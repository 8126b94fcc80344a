import type { EventOrigin, ExaminationType } from '@telemed/domain';

/** The examination fields a demo recording is made from. */
export interface DemoExaminationInput {
  id: string;
  type: ExaminationType;
  description: string;
  startDate: Date;
  durationMs: number;
}

/** An event of a demo recording's analysis; `signalLabel` names the EDF signal it was found on. */
export interface DemoEvent {
  type: string;
  startSeconds: number;
  endSeconds: number;
  description: string | null;
  origin: EventOrigin;
  signalLabel: string | null;
}

/**
 * A demo recording ready to store: its EDF file and the events its analysis found (none for an
 * ECG, whose analysis runs as a task once the recording is stored).
 */
export interface BuiltDemoRecording {
  fileName: string;
  edf: Uint8Array;
  events: DemoEvent[];
}

/** What decides whether an examination is one of the demo's own. */
export interface DemoCoverageInput {
  teamId: string;
  createdAt: Date;
}

/**
 * Where made-up recordings come from for examinations that have none: the demo clinic's. The
 * seed provides one (`RecordingsService.useDemoRecordings`) when demo seeding is asked for;
 * without it an examination without an upload simply has no recording.
 */
export interface DemoRecordingSource {
  /**
   * Whether the examination is one of the demo's own, whose made-up recording is made on first
   * access. An examination created afterwards has no recording until one is imported, like in
   * any clinic (or asked for with {@link offers}).
   */
  covers(examination: DemoCoverageInput): Promise<boolean>;
  /** Whether staff of the clinic may ask for a made-up recording for a new examination. */
  offers(teamId: string): Promise<boolean>;
  /** The recording of one examination, with the events of its analysis (not an ECG's). */
  build(examination: DemoExaminationInput): Promise<BuiltDemoRecording>;
  /** Stops whatever builds them; builds under way fail. */
  close(): Promise<void>;
}
