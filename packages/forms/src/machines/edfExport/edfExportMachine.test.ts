import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import type { TaskUpdate } from '../taskLifecycle/taskLifecycleMachine';
import type { EdfExportServices } from './edfExportServices';
import type { EdfExportInput, StartExportInput } from './edfExportMachine';
import { provideEdfExport } from './edfExportServices';
import { waitingTask } from '../../fixtures/taskFixtures.test-support';

const task = waitingTask('export-1', 'EDF', {
  type: 'edfExport',
  channels: [],
  samplingRate: null,
  annotations: null,
  file: null,
});

const input: EdfExportInput = {
  channels: [
    { id: 'ch0', label: 'ECG', unit: 'mV' },
    { id: 'ch1', label: 'SpO2', unit: '%' },
    { id: 'ch2', label: 'Pulse', unit: 'bpm' },
  ],
  shownWindow: { startDate: '2026-11-20T08:00:10.000Z', endDate: '2026-11-20T08:00:40.000Z' },
};

/** An export whose task reports `reports` once watched; the services are spies. */
function startExport(
  reports: TaskUpdate[],
  overrides: Partial<EdfExportServices> = {},
  given: Partial<EdfExportInput> = {},
) {
  const services = {
    startExport: vi.fn(async (_: StartExportInput) => task),
    findExport: vi.fn(async () => ({ ...task, status: 'running' as const, progress: 40 })),
    downloadFile: vi.fn(async () => {}),
    watchTask: (_: unknown, report: (update: TaskUpdate) => void) => {
      reports.forEach(report);
      return () => {};
    },
    cancelTask: vi.fn(async () => ({})),
    ...overrides,
  };
  const actor = createActor(provideEdfExport(services), { input: { ...input, ...given } });
  const following: string[] = [];
  actor.on('export.following', ({ taskId }) => following.push(taskId));
  actor.start();
  return { actor, services, following };
}

describe('edfExportMachine', () => {
  it('offers every channel and the window shown, and asks for what was chosen', async () => {
    const { actor, services, following } = startExport([
      { status: 'running', progress: 50 },
      { status: 'completed', progress: 100 },
    ]);
    expect(actor.getSnapshot().context).toMatchObject({
      chosenIds: ['ch0', 'ch1', 'ch2'],
      range: 'shown',
    });
    actor.send({ type: 'channels.choose', ids: ['ch2', 'ch0'] });
    actor.send({ type: 'resampling.toggle', isOn: true });
    actor.send({ type: 'samplingRate.change', rate: 100 });
    actor.send({ type: 'export.start' });
    await waitFor(actor, (snapshot) => snapshot.matches('exported'));
    expect(services.startExport).toHaveBeenCalledWith({
      keys: ['ch0', 'ch2'],
      window: input.shownWindow,
      samplingRate: 100,
    });
    expect(following).toEqual(['export-1']);
    actor.send({ type: 'file.download' });
    await waitFor(actor, (snapshot) => snapshot.matches({ exported: 'ready' }));
    expect(services.downloadFile).toHaveBeenCalledWith({ task });
  });

  it('exports the whole recording at its rates, and not without a channel or a rate', () => {
    const { actor, services } = startExport([]);
    actor.send({ type: 'range.choose', range: 'whole' });
    actor.send({ type: 'channels.choose', ids: [] });
    actor.send({ type: 'export.start' });
    expect(actor.getSnapshot().matches('choosing')).toBe(true);
    actor.send({ type: 'channels.choose', ids: ['ch1'] });
    actor.send({ type: 'resampling.toggle', isOn: true });
    actor.send({ type: 'samplingRate.change', rate: Number.NaN });
    actor.send({ type: 'export.start' });
    expect(actor.getSnapshot().matches('choosing')).toBe(true);
    actor.send({ type: 'resampling.toggle', isOn: false });
    actor.send({ type: 'export.start' });
    expect(services.startExport).toHaveBeenCalledWith({
      keys: ['ch1'],
      window: null,
      samplingRate: null,
    });
  });

  it('keeps the choices and the server’s refusal when asking fails', async () => {
    const refusal = new Error('refused');
    const { actor } = startExport([], { startExport: vi.fn(async () => Promise.reject(refusal)) });
    actor.send({ type: 'export.start' });
    await waitFor(actor, (snapshot) => snapshot.context.failure !== null);
    expect(actor.getSnapshot().matches('choosing')).toBe(true);
    expect(actor.getSnapshot().context.failure).toBe(refusal);
  });

  it('says why an export failed, and lets another be asked for', async () => {
    const { actor } = startExport([{ status: 'failed', error: { code: 'UNKNOWN_ERROR' } }]);
    actor.send({ type: 'export.start' });
    await waitFor(actor, (snapshot) => snapshot.matches('failed'));
    expect(actor.getSnapshot().context.failure).toEqual({ code: 'UNKNOWN_ERROR' });
    actor.send({ type: 'export.again' });
    expect(actor.getSnapshot().matches('choosing')).toBe(true);
  });

  it('follows an export asked for earlier (a copied link) without asking anew', async () => {
    const { actor, services } = startExport(
      [{ status: 'completed', progress: 100 }],
      {},
      {
        resumeTaskId: 'export-1',
      },
    );
    await waitFor(actor, (snapshot) => snapshot.matches('exported'));
    expect(services.findExport).toHaveBeenCalledWith({ taskId: 'export-1' });
    expect(services.startExport).not.toHaveBeenCalled();
  });

  it('starts over when the linked export is gone', async () => {
    const { actor } = startExport(
      [],
      { findExport: vi.fn(async () => null) },
      {
        resumeTaskId: 'gone',
      },
    );
    await waitFor(actor, (snapshot) => snapshot.matches('choosing'));
    expect(actor.getSnapshot().context.resumeTaskId).toBeNull();
  });

  it('goes back to the choices when the export is cancelled', async () => {
    const { actor } = startExport([{ status: 'cancelled' }]);
    actor.send({ type: 'export.start' });
    await waitFor(
      actor,
      (snapshot) => snapshot.matches('choosing') && snapshot.context.task !== null,
    );
  });

  it('downloads the window shown as CSV: never the whole recording, never resampled', async () => {
    const { actor, services } = startExport(
      [{ status: 'completed', progress: 100 }],
      {},
      {
        format: 'csv',
      },
    );
    actor.send({ type: 'range.choose', range: 'whole' });
    actor.send({ type: 'resampling.toggle', isOn: true });
    actor.send({ type: 'export.start' });
    await waitFor(actor, (snapshot) => snapshot.matches('exported'));
    expect(services.startExport).toHaveBeenCalledWith({
      keys: ['ch0', 'ch1', 'ch2'],
      window: input.shownWindow,
      samplingRate: null,
    });
  });

  it('cannot download CSV without a window shown', () => {
    const { actor, services } = startExport([], {}, { format: 'csv', shownWindow: null });
    actor.send({ type: 'export.start' });
    expect(actor.getSnapshot().matches('choosing')).toBe(true);
    expect(services.startExport).not.toHaveBeenCalled();
  });
});
