import type { RecordingChannelRow } from '../db/schema';
import type { StoredRecording } from '../repositories/recordingsRepository';
import type { OpenRecordings } from './openRecordings';

/**
 * Channels of a stored recording read whole, as physical values, in the order asked for: what
 * the detectors, the distributions and the report take.
 */
export async function readWholeChannels(
  openRecordings: OpenRecordings,
  stored: StoredRecording,
  channels: readonly RecordingChannelRow[],
): Promise<Float32Array[]> {
  if (channels.length === 0) return [];
  const { recording } = stored;
  const open = await openRecordings.get(recording, stored.channels);
  const windows = await open.edf.readWindow({
    start: 0,
    end: (recording.endDate.getTime() - recording.startDate.getTime()) / 1000,
    channels: channels.map((channel) => channel.edfSignalIndex),
  });
  return channels.map((_, index) => windows[index]?.samples ?? new Float32Array(0));
}
