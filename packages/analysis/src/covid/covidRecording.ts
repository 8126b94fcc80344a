/**
 * The channels of a COVID home-monitoring recording, named as the spec's measurement definitions
 * (clinical-domain §3: pulse, spo2, respirationRate, temperature) plus the cough microphone.
 */
export const COVID_CHANNELS = ['pulse', 'spo2', 'respirationRate', 'temperature', 'cough'] as const;

/** One of {@link COVID_CHANNELS}. */
export type CovidChannel = (typeof COVID_CHANNELS)[number];

/**
 * Samples of one channel at a fixed rate. NaN marks a sample with no reading (finger out of the
 * oximeter, band or patch off, dropped packet).
 */
export interface SampledChannel {
  samples: Float32Array;
  /** Samples per second (1/15 for one reading every 15 s). */
  samplingRate: number;
}

/**
 * A COVID home-monitoring recording as the recorder delivers it:
 *
 * - `pulse` (bpm) and `spo2` (%) from the pulse oximeter, 1 Hz, whole numbers as oximeters
 *   display them;
 * - `respirationRate` (breaths/min) from the chest band, one reading per 15 s;
 * - `temperature` (°C) from the skin patch, one reading per minute;
 * - `cough`: the microphone's short-term sound level in dB SPL, one 50 ms frame at 20 Hz (the
 *   recorder keeps the level envelope, not the audio, so no speech is stored; 50 ms resolves
 *   the 30-50 ms explosive phase that opens a cough sound, Korpáš et al., Pulm Pharmacol
 *   1996;9:261-268).
 *
 * All channels start at `startEpochMs`. Any channel may be absent when the device was not worn.
 */
export interface CovidRecording {
  /** UTC time of the first sample of every channel, ms since 1970. */
  startEpochMs: number;
  /** Local time minus UTC at the patient's home, minutes (e.g. 60 for CET). */
  utcOffsetMinutes: number;
  channels: Partial<Record<CovidChannel, SampledChannel>>;
}

/** The recording's length in seconds: its longest channel. */
export function covidRecordingSeconds(recording: CovidRecording): number {
  let seconds = 0;
  for (const channel of Object.values(recording.channels)) {
    if (channel) seconds = Math.max(seconds, channel.samples.length / channel.samplingRate);
  }
  return seconds;
}
