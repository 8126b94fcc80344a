import type { RecordingChannelRow } from '../db/schema';
import type { StoredRecording } from '../repositories/recordingsRepository';

/**
 * The ECG leads of a recording its beats are read on: every ECG channel at the first one's rate
 * (the analysis reads them together; beat samples count at that rate).
 */
export function ecgLeads(stored: StoredRecording): RecordingChannelRow[] {
  const ecg = stored.channels.filter((channel) => channel.type === 'ecg');
  const rate = ecg[0]?.samplingRate;
  return ecg.filter((channel) => channel.samplingRate === rate);
}
