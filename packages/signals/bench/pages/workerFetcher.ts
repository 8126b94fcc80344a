import type { SignalFetcher } from '../../src/cache/signalFetcher';
import type { TimeWindow } from '../../src/cache/timeWindow';
import type { SignalWindowData } from '../../src/model/signalData';

/** What the page asks the worker. */
export interface WindowRequest {
  id: number;
  window: TimeWindow;
  resolution: number;
}

/** A fetcher whose answers come from a worker, and how many requests are still out. */
export interface WorkerFetcher {
  fetcher: SignalFetcher;
  /** Requests sent and not yet answered or aborted. */
  pending(): number;
  /** Answers received so far (a change means a frame may still be coming). */
  answered(): number;
}

/** Starts the worker at `url` and resolves once it has generated the recording. */
export async function startWorkerFetcher(url: string): Promise<WorkerFetcher> {
  const worker = new Worker(url, { type: 'module' });
  await new Promise<void>((resolve) =>
    worker.addEventListener('message', () => resolve(), { once: true }),
  );
  let nextId = 0;
  let answered = 0;
  const waiting = new Map<number, (data: SignalWindowData) => void>();
  worker.addEventListener(
    'message',
    (message: MessageEvent<{ id: number; data: SignalWindowData }>) => {
      const resolve = waiting.get(message.data.id);
      waiting.delete(message.data.id);
      answered += 1;
      resolve?.(message.data.data);
    },
  );
  const fetcher: SignalFetcher = ({ window, resolution, signal }) =>
    new Promise((resolve, reject) => {
      const id = (nextId += 1);
      waiting.set(id, resolve);
      signal.addEventListener('abort', () => {
        waiting.delete(id);
        reject(signal.reason);
      });
      worker.postMessage({ id, window, resolution } satisfies WindowRequest);
    });
  return { fetcher, pending: () => waiting.size, answered: () => answered };
}
