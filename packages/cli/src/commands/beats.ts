import { classifyBeats, detectQrs } from '@telemed/analysis';
import { isBeatForReview } from '@telemed/domain';
import { optionValue, parseArgs } from '../args';
import type { CliIo } from '../cliIo';
import { UsageError } from '../cliIo';
import { channelsOfRole } from '../recording/channelRoles';
import { readRecording } from '../recording/readRecording';
import type { Recording, RecordingChannel } from '@telemed/formats';

/**
 * The lead to detect on (the one `--channel` names, else the first ECG channel, else channel 0)
 * followed by the other ECG leads at its rate, which confirm beats the first lead misses.
 */
function leadsOf(recording: Recording, channel: string | undefined): RecordingChannel[] {
  const index = channel === undefined ? undefined : Number(channel);
  if (index !== undefined && !(Number.isInteger(index) && index >= 0))
    throw new UsageError(`telemed beats: --channel takes a channel number, not "${channel}"`);
  if (index !== undefined && index >= recording.channels.length)
    throw new UsageError(
      `telemed beats: there is no channel ${index}; the record has ${recording.channels.length}`,
    );
  const ecg = channelsOfRole(recording, 'ecg');
  const primary =
    index === undefined ? (ecg[0] ?? recording.channels[0]) : recording.channels[index];
  if (!primary) throw new UsageError('telemed beats: the record has no channels');
  return [
    primary,
    ...ecg.filter((lead) => lead !== primary && lead.samplingRate === primary.samplingRate),
  ];
}

/**
 * `telemed beats RECORD [--channel N]`: one JSON line per detected beat,
 * `{"sample":…,"time":…,"class":"N|S|V|F|Q","confidence":…,"review":…}`, so any annotated record
 * can be scored externally. `confidence` (0-1) is the classifier's in the label, absent where a
 * beat was too noisy to classify (Q); `review` is true below `BEAT_REVIEW_CONFIDENCE`, the beats
 * the beat list shows first for a person to look at.
 */
export async function beats(args: readonly string[], io: CliIo): Promise<number> {
  const parsed = parseArgs(args, ['channel']);
  const [file] = parsed.positional;
  if (!file || parsed.positional.length > 1)
    throw new UsageError('telemed beats: name one record or file');
  const recording = await readRecording(file);
  const leads = leadsOf(recording, optionValue(parsed, 'channel'));
  const rate = (leads[0] as RecordingChannel).samplingRate;
  const samples = leads.map((lead) => lead.samples);
  const classified = classifyBeats(samples, detectQrs(samples, rate), rate);
  const lines = classified.map(({ sample, beatClass, confidence }) =>
    JSON.stringify({
      sample,
      time: Math.round((sample / rate) * 1e6) / 1e6,
      class: beatClass,
      ...(confidence !== undefined && {
        confidence: Math.round(confidence * 1000) / 1000,
        review: isBeatForReview(confidence),
      }),
    }),
  );
  io.out(lines.length > 0 ? `${lines.join('\n')}\n` : '');
  return 0;
}
