import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import type { TaskUpdate } from '../taskLifecycle/taskLifecycleMachine';
import type { EdfFileProblem, EdfUploadEvent } from './edfImportMachine';
import { provideEdfImport } from './edfImportServices';
import { waitingTask } from '../../fixtures/taskFixtures.test-support';

const file = new File([new Uint8Array(1000)], 'holter.edf');

const task = waitingTask('task-1', 'EDF', {
  type: 'edfImport',
  fileName: 'holter.edf',
  byteSize: 1000,
  recordingId: 'recording-1',
  warnings: [],
  failure: null,
});

/** An import whose check finds `problems` and whose task reports `reports` once watched. */
function startImport(problems: EdfFileProblem[], reports: TaskUpdate[], uploadFails = false) {
  const uploads: string[] = [];
  const actor = createActor(
    provideEdfImport({
      // A chosen .hea stands for a WFDB record: the check sends its EDF+ conversion instead.
      checkFiles: async ({ files }) => ({
        file: files.some((chosen) => chosen.name.endsWith('.hea'))
          ? new File([new Uint8Array(900)], '100.edf')
          : (files[0] ?? null),
        problems,
      }),
      uploadFile: ({ file: sent }, report: (event: EdfUploadEvent) => void) => {
        uploads.push(sent.name);
        report({ type: 'upload.progress', loaded: 500, total: 1000 });
        if (uploadFails) report({ type: 'upload.failed', error: new Error('offline') });
        else report({ type: 'upload.done', task });
        return () => {};
      },
      watchTask: (_, report) => {
        reports.forEach(report);
        return () => {};
      },
      cancelTask: vi.fn(async () => ({})),
    }),
  ).start();
  return { actor, uploads };
}

describe('edfImportMachine', () => {
  it('checks the file, uploads it and follows its task until it completes', async () => {
    const { actor, uploads } = startImport(
      [{ code: 'unexpected-channel', severity: 'warning', channel: 'EEG' }],
      [{ status: 'running', progress: 50 }, { status: 'completed' }],
    );
    const completed = vi.fn();
    actor.on('import.completed', completed);
    actor.send({ type: 'files.choose', files: [file] });
    await waitFor(actor, (snapshot) => snapshot.matches('ready'));
    expect(actor.getSnapshot().context.problems).toHaveLength(1);
    actor.send({ type: 'import.start' });
    await waitFor(actor, (snapshot) => snapshot.matches('imported'));
    expect(uploads).toEqual(['holter.edf']);
    expect(completed).toHaveBeenCalledWith({ type: 'import.completed', taskId: 'task-1' });
    expect(actor.getSnapshot().context.upload).toEqual({ loaded: 500, total: 1000 });
  });

  it('stops before the upload when the check finds an error', async () => {
    const { actor, uploads } = startImport(
      [{ code: 'several-ecg-signals', severity: 'error' }],
      [],
    );
    actor.send({ type: 'files.choose', files: [file] });
    await waitFor(actor, (snapshot) => snapshot.matches('invalid'));
    actor.send({ type: 'import.start' });
    expect(actor.getSnapshot().matches('invalid')).toBe(true);
    expect(uploads).toEqual([]);
  });

  it('ends failed with the task’s reason', async () => {
    const failure = { message: 'Failed to import EDF file: …', validationErrors: [] };
    const { actor } = startImport([], [{ status: 'failed', error: failure }]);
    actor.send({ type: 'files.choose', files: [file] });
    await waitFor(actor, (snapshot) => snapshot.matches('ready'));
    actor.send({ type: 'import.start' });
    await waitFor(actor, (snapshot) => snapshot.matches('failed'));
    expect(actor.getSnapshot().context.failure).toBe(failure);
  });

  it('keeps the file after a failed upload, so it can be sent again', async () => {
    const { actor, uploads } = startImport([], [], true);
    actor.send({ type: 'files.choose', files: [file] });
    await waitFor(actor, (snapshot) => snapshot.matches('ready'));
    actor.send({ type: 'import.start' });
    await waitFor(actor, (snapshot) => snapshot.matches('uploadFailed'));
    actor.send({ type: 'import.start' });
    await waitFor(actor, (snapshot) => snapshot.matches('uploadFailed'));
    expect(uploads).toEqual(['holter.edf', 'holter.edf']);
  });

  it('sends what the check made of a WFDB record, and nothing when the check sends nothing', async () => {
    const { actor, uploads } = startImport([], [{ status: 'completed' }]);
    const record = ['100.hea', '100.dat', '100.atr'].map(
      (name) => new File([new Uint8Array(10)], name),
    );
    actor.send({ type: 'files.choose', files: record });
    await waitFor(actor, (snapshot) => snapshot.matches('ready'));
    expect(actor.getSnapshot().context.files).toEqual(record);
    actor.send({ type: 'import.start' });
    await waitFor(actor, (snapshot) => snapshot.matches('imported'));
    expect(uploads).toEqual(['100.edf']);

    const nothing = createActor(
      provideEdfImport({
        checkFiles: async () => ({ file: null, problems: [] }),
        uploadFile: () => () => {},
        watchTask: () => () => {},
        cancelTask: async () => ({}),
      }),
    ).start();
    nothing.send({ type: 'files.choose', files: record });
    await waitFor(nothing, (snapshot) => snapshot.matches('invalid'));
  });
});
