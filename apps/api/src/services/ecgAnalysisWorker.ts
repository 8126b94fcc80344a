import { parentPort } from 'node:worker_threads';
import { analyzeHolter, AnalysisRefusedError } from '@telemed/analysis';
import type { EcgAnalysisAnswer, EcgAnalysisInput } from './ecgAnalysisThread';
import { storableBeats } from './storableBeats';

/*
 * Worker thread of one ECG analysis (runEcgAnalysisInThread): the Holter analysis of whole leads
 * takes seconds of CPU for a day, which on the server's thread would stall every request. It
 * answers the detected events and the beats (their buffers transferred), or the refusal.
 */
const port = parentPort;
if (!port) throw new Error('ecgAnalysisWorker runs as a worker thread');

port.once('message', (input: EcgAnalysisInput) => {
  let answer: EcgAnalysisAnswer;
  const transfer: ArrayBuffer[] = [];
  try {
    const analysis = analyzeHolter(input);
    const beats = storableBeats(analysis.beats, input.samplingRate);
    transfer.push(beats.samples.buffer as ArrayBuffer, beats.labels.buffer as ArrayBuffer);
    if (beats.confidences) transfer.push(beats.confidences.buffer as ArrayBuffer);
    answer = { events: analysis.events, beats };
  } catch (error) {
    answer =
      error instanceof AnalysisRefusedError
        ? { refused: error.code }
        : { error: error instanceof Error ? error.message : String(error) };
  }
  port.postMessage(answer, transfer);
});
