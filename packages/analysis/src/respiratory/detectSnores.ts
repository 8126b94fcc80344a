import type { DetectedEvent } from '../events/detectedEvent';
import {
  resolveRespiratoryParams,
  type RespiratoryDetectorParams,
} from './respiratoryDetectorParams';
import { assertSampledSignal, type SampledSignal } from './sampledSignal';

/** The background is the median of one-second block medians over the preceding baseline span. */
const BLOCK_SECONDS = 1;

/** The background is re-judged every this many blocks. */
const BACKGROUND_EVERY_BLOCKS = 5;

/** Median of the finite values, sorting a copy (typed-array sort is numeric). */
function medianOf(values: Float64Array): number {
  const finite = new Float64Array(values.length);
  let count = 0;
  for (const value of values) if (Number.isFinite(value)) finite[count++] = value;
  const sorted = finite.subarray(0, count).sort();
  return count > 0 ? (sorted[count >> 1] as number) : Number.NaN;
}

/**
 * Finds snores in a snore-microphone sound envelope: sounds louder than the background by
 * `snore_threshold` dB, with quieter gaps shorter than `snore_resolution_seconds` bridged and sounds
 * shorter than it dropped (clicks, knocks). The background is the median level of the preceding
 * `baseline_span_seconds` (one-second block medians), so snoring bouts do not raise it. One event
 * per snore, which is what the snore index counts.
 * @example const snores = detectSnores({ samples: envelope, samplingRate: 10 });
 */
export function detectSnores(
  snore: SampledSignal,
  params: Partial<RespiratoryDetectorParams> = {},
): DetectedEvent<'SNORE'>[] {
  assertSampledSignal(snore, 'snore');
  const resolved = resolveRespiratoryParams(params);
  const rate = snore.samplingRate;
  const { samples } = snore;
  const blockLength = Math.max(1, Math.round(BLOCK_SECONDS * rate));
  const blocks = Math.ceil(samples.length / blockLength);
  const blockLevel = new Float64Array(blocks);
  const block = new Float64Array(blockLength);
  for (let index = 0; index < blocks; index += 1) {
    const from = index * blockLength;
    const length = Math.min(blockLength, samples.length - from);
    for (let offset = 0; offset < length; offset += 1)
      block[offset] = samples[from + offset] as number;
    blockLevel[index] = medianOf(block.subarray(0, length));
  }
  const spanBlocks = Math.max(1, Math.round(resolved.baseline_span_seconds / BLOCK_SECONDS));
  const factor = 10 ** (resolved.snore_threshold / 20);
  const threshold = new Float64Array(blocks);
  // The background moves slowly: judging it every few seconds is enough and keeps this O(n).
  for (let first = 0; first < blocks; first += BACKGROUND_EVERY_BLOCKS) {
    // Causal, except at the very start where the first span stands for itself.
    const from = Math.max(0, first - spanBlocks);
    const to = Math.max(Math.min(blocks, spanBlocks), first);
    threshold.fill(
      factor * medianOf(blockLevel.subarray(from, to)),
      first,
      first + BACKGROUND_EVERY_BLOCKS,
    );
  }
  const resolution = Math.max(1, Math.round(resolved.snore_resolution_seconds * rate));
  const snores: DetectedEvent<'SNORE'>[] = [];
  let runStart = -1;
  let lastLoud = -1;
  const close = () => {
    if (runStart >= 0 && lastLoud + 1 - runStart >= resolution)
      snores.push({
        type: 'SNORE',
        startSeconds: runStart / rate,
        endSeconds: (lastLoud + 1) / rate,
        signal: 'snore',
      });
    runStart = -1;
  };
  for (let index = 0; index < samples.length; index += 1) {
    const loud =
      (samples[index] as number) > (threshold[Math.floor(index / blockLength)] as number);
    if (!loud) {
      if (runStart >= 0 && index - lastLoud > resolution) close();
      continue;
    }
    if (runStart < 0) runStart = index;
    lastLoud = index;
  }
  close();
  return snores;
}
