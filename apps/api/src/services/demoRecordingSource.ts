import type { EventOrigin, ExaminationType } from '@telemed/domain';
import type { BeatsToStore } from './storableBeats';

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

/** A demo recording ready to store: its EDF file and the events and beats to store with it. */
export interface BuiltDemoRecording {
  fileName: string;
  edf: Uint8Array;
  events: DemoEvent[];
  /** The ECG analysis's beats, of the first ECG signal (Holter-family recordings). */
  beats: BeatsToStore | null;
}

/**
 * Where made-up recordings come from for examinations that have none: the demo clinic's. The
 * seed provides one (`RecordingsService.useDemoRecordings`) when demo seeding is asked for;
 * without it an examination without an upload simply has no recording.
 */
export interface DemoRecordingSource {
  /** Whether the clinic's examinations get a made-up recording on first access. */
  covers(teamId: string): Promise<boolean>;
  /** The recording of one examination, with its analysis. */
  build(examination: DemoExaminationInput): Promise<BuiltDemoRecording>;
  /** Stops whatever builds them; builds under way fail. */
  close(): Promise<void>;
}
