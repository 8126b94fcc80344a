import type {
  AnalysisRefusalCode,
  DetectedEvent,
  HolterAnalysisParams,
  TimeInterval,
} from '@telemed/analysis';
import { startModuleWorker } from '../workers/startModuleWorker';
import type { BeatsToStore } from './storableBeats';

/** What the ECG analysis thread takes: whole leads, their rate, the parameters. */
export interface EcgAnalysisInput {
  leads: Float32Array[];
  samplingRate: number;
  params: HolterAnalysisParams;
  /** The user's "not for analysis" stretches, s from the recording's start. */
  notForAnalysis: TimeInterval[];
}

/** The thread's answer: what the analysis found, or why it refused, or what broke. */
export type EcgAnalysisAnswer =
  | { events: DetectedEvent[]; beats: BeatsToStore }
  | { refused: AnalysisRefusalCode }
  | { error: string };

/** Thrown when the analysis was cancelled (its thread stopped) before it answered. */
export class EcgAnalysisCancelled extends Error {
  constructor() {
    super('ECG analysis cancelled');
    this.name = 'EcgAnalysisCancelled';
  }
}

/**
 * Runs one Holter analysis in its own worker thread (the leads' buffers are moved there, not
 * copied); aborting `signal` stops the thread at once and rejects with
 * {@link EcgAnalysisCancelled}.
 */
export function runEcgAnalysisInThread(
  input: EcgAnalysisInput,
  signal: AbortSignal,
): Promise<EcgAnalysisAnswer> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) {
      reject(new EcgAnalysisCancelled());
      return;
    }
    const worker = startModuleWorker(import.meta.url, 'ecgAnalysisWorker');
    const stop = () => {
      void worker.terminate();
      reject(new EcgAnalysisCancelled());
    };
    signal.addEventListener('abort', stop, { once: true });
    const finish = () => {
      signal.removeEventListener('abort', stop);
      void worker.terminate();
    };
    worker.once('message', (answer: EcgAnalysisAnswer) => {
      finish();
      resolve(answer);
    });
    worker.once('error', (error) => {
      finish();
      reject(error);
    });
    worker.once('exit', (code) => {
      signal.removeEventListener('abort', stop);
      reject(new Error(`ECG analysis thread exited (${code})`));
    });
    // Leads may be views of one buffer; each buffer moves once.
    worker.postMessage(input, [...new Set(input.leads.map((lead) => lead.buffer as ArrayBuffer))]);
  });
}
