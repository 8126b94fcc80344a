import { parentPort } from 'node:worker_threads';
import { encodeEdf } from '@telemed/formats';
import type { BuildRequest, BuildAnswer } from './demoRecordingBuilder';
import { planDemoRecording } from './demoRecordings';

/*
 * Worker thread of DemoRecordingBuilder: plans a demo recording (synthesis and analysis) and
 * encodes it as EDF, answering with the file's bytes (transferred, not copied) and its events.
 */
const port = parentPort;
if (!port) throw new Error('demoRecordingWorker runs as a worker thread');

port.on('message', ({ id, input }: BuildRequest) => {
  let answer: BuildAnswer;
  const transfer: ArrayBuffer[] = [];
  try {
    const plan = planDemoRecording(input);
    const edf = concatenate(encodeEdf(plan.edf, { recordsPerChunk: 600 }));
    transfer.push(edf.buffer as ArrayBuffer);
    answer = { id, built: { fileName: plan.fileName, edf, events: plan.events } };
  } catch (error) {
    answer = { id, error: error instanceof Error ? error.message : String(error) };
  }
  port.postMessage(answer, transfer);
});

function concatenate(chunks: Iterable<Uint8Array>): Uint8Array {
  const parts = [...chunks];
  const bytes = new Uint8Array(parts.reduce((total, part) => total + part.byteLength, 0));
  let offset = 0;
  for (const part of parts) {
    bytes.set(part, offset);
    offset += part.byteLength;
  }
  return bytes;
}
