import type { Worker } from 'node:worker_threads';
import type { BuiltDemoRecording, DemoExaminationInput } from '../services/demoRecordingSource';
import { startModuleWorker } from '../workers/startModuleWorker';

/** A request to the worker thread. */
export interface BuildRequest {
  id: number;
  input: DemoExaminationInput;
}

/** The worker thread's answer to one request. */
export type BuildAnswer = { id: number; built: BuiltDemoRecording } | { id: number; error: string };

/** The failure of a build cut short because the builder closed (the server is stopping). */
export class DemoRecordingsClosed extends Error {
  constructor() {
    super('demo recordings stopped: the server is closing');
    this.name = 'DemoRecordingsClosed';
  }
}

interface Waiting {
  resolve(built: BuiltDemoRecording): void;
  reject(error: Error): void;
}

/**
 * Makes demo recordings in a worker thread. Synthesising, analysing and encoding a night of
 * polygraphy or a day of Holter takes seconds of CPU; on the server's thread that would stall
 * every request of every clinic meanwhile. One thread, started on first use, builds one
 * recording at a time (the rest queue in its port); it does not keep the process alive.
 */
export class DemoRecordingBuilder {
  #worker: Worker | undefined;
  #nextId = 0;
  readonly #waiting = new Map<number, Waiting>();
  #closed = false;

  build(input: DemoExaminationInput): Promise<BuiltDemoRecording> {
    if (this.#closed) return Promise.reject(new DemoRecordingsClosed());
    const worker = this.#start();
    const id = this.#nextId++;
    return new Promise((resolve, reject) => {
      this.#waiting.set(id, { resolve, reject });
      worker.ref();
      worker.postMessage({ id, input } satisfies BuildRequest);
    });
  }

  /**
   * Stops the thread at once, without waiting for the build under way: builds under way and
   * later ones fail with {@link DemoRecordingsClosed} (a stopping server does not finish a day
   * of synthetic Holter first).
   */
  async close(): Promise<void> {
    this.#closed = true;
    const worker = this.#worker;
    this.#worker = undefined;
    for (const waiting of this.#waiting.values()) waiting.reject(new DemoRecordingsClosed());
    this.#waiting.clear();
    if (worker) await worker.terminate();
  }

  #start(): Worker {
    if (this.#worker) return this.#worker;
    const worker = startModuleWorker(import.meta.url, 'demoRecordingWorker');
    worker.on('message', (answer: BuildAnswer) => {
      const waiting = this.#waiting.get(answer.id);
      this.#waiting.delete(answer.id);
      if (this.#waiting.size === 0) worker.unref();
      if ('built' in answer) waiting?.resolve(answer.built);
      else waiting?.reject(new Error(`demo recording failed: ${answer.error}`));
    });
    const failAll = (error: Error) => {
      if (this.#worker === worker) this.#worker = undefined;
      for (const waiting of this.#waiting.values()) waiting.reject(error);
      this.#waiting.clear();
    };
    worker.on('error', failAll);
    worker.on('exit', (code) => failAll(new Error(`demo recording thread exited (${code})`)));
    worker.unref();
    this.#worker = worker;
    return worker;
  }
}
