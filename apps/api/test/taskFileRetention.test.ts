import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { taskFilesPrefix } from '../src/services/taskFiles';
import { LocalDirectoryRecordingStorage } from '../src/storage/recordingStorage';
import { addSignedInMember, call, createClinic } from './examinationsFixtures';
import type { Clinic, StaffMember } from './examinationsFixtures';
import { setUpTestApp } from './helpers/setUpTestApp';
import { examinationWithRecording, recorderEdf } from './recordingsFixtures';

/*
 * The files tasks make are kept TASK_FILE_RETENTION_DAYS (7 by default) after the task ended:
 * then the task stays listed without its file, its download answers 410 with the catalogue's
 * message, and the file is gone from storage; the files of tasks that no longer exist go at once.
 */

const testApp = setUpTestApp();
const DAY_MS = 86_400_000;

let clinic: Clinic;
let nurse: StaffMember;
let examinationId: string;
let recordingStart: number;

/** The server's stored files, read on disk. */
const storedFiles = () =>
  new LocalDirectoryRecordingStorage(path.join(testApp.app.config.dataDir, 'files'));

/** A signals CSV of two seconds, run to its end: the completed task. */
async function completedCsvTask(): Promise<{ id: string; endDate: string }> {
  const at = (seconds: number) => new Date(recordingStart + seconds * 1000).toISOString();
  const created = await call(testApp, nurse.token, 'POST', 'downloads/signals/tasks', {
    teamId: clinic.teamId,
    examinationId,
    startDate: at(10),
    endDate: at(12),
    keys: ['ch0'],
  });
  expect(created.statusCode).toBe(201);
  await testApp.app.taskRunner.settle();
  return created.json();
}

const download = (taskId: string) =>
  call(testApp, nurse.token, 'GET', `downloads/signals/tasks/${taskId}/file`);

async function listed(taskId: string) {
  const { tasks } = (
    await call(testApp, nurse.token, 'GET', `downloads/signals/tasks?teamId=${clinic.teamId}`)
  ).json<{ tasks: { id: string; status: string; extra: { file: unknown } }[] }>();
  return tasks.find((task) => task.id === taskId);
}

beforeAll(async () => {
  clinic = await createClinic(testApp, 'Retention Clinic');
  nurse = await addSignedInMember(testApp, clinic.teamId, 'nurse');
  ({ examinationId, recordingStart } = await examinationWithRecording(
    testApp,
    nurse.token,
    clinic.teamId,
    'Anna Nowak',
    recorderEdf(30, 250),
  ));
});

describe('task files', () => {
  it('are kept for 7 days after the task ended, then removed: the task stays, its download is 410', async () => {
    const task = await completedCsvTask();
    const ended = Date.now();
    const storage = storedFiles();
    expect((await download(task.id)).statusCode).toBe(200);
    expect(await storage.list(taskFilesPrefix(task.id))).toEqual(['signals.csv']);

    await testApp.app.taskFileRetention.sweep(new Date(ended + 6 * DAY_MS));
    expect((await download(task.id)).statusCode).toBe(200);

    expect(await testApp.app.taskFileRetention.sweep(new Date(ended + 8 * DAY_MS))).toBeGreaterThan(
      0,
    );
    const gone = await download(task.id);
    expect(gone.statusCode).toBe(410);
    expect(gone.json()).toMatchObject({
      code: 'TASK_FILE_REMOVED',
      message: 'The file is no longer kept: ask for it again',
    });
    expect(await listed(task.id)).toMatchObject({ status: 'completed', extra: { file: null } });
    expect(await storage.list(taskFilesPrefix(task.id))).toEqual([]);
    // Sweeping again finds nothing more of it.
    expect(await testApp.app.taskFileRetention.sweep(new Date(ended + 9 * DAY_MS))).toBe(0);
  });

  it('keep a newer task’s file while an older one’s goes', async () => {
    const older = await completedCsvTask();
    await testApp.app.taskFileRetention.sweep(new Date(Date.now() + 8 * DAY_MS));
    const newer = await completedCsvTask();
    await testApp.app.taskFileRetention.sweep(new Date(Date.now() + 1 * DAY_MS));
    expect((await download(older.id)).statusCode).toBe(410);
    expect((await download(newer.id)).statusCode).toBe(200);
  });

  it('of tasks that no longer exist are removed at once; other folders are left alone', async () => {
    const storage = storedFiles();
    const orphan = randomUUID();
    await storage.write(`${taskFilesPrefix(orphan)}/export.edf`, [new Uint8Array([1, 2, 3])]);
    await storage.write('tasks/not-a-task/readme.txt', [new Uint8Array([1])]);
    expect(await testApp.app.taskFileRetention.sweep()).toBeGreaterThan(0);
    const folders = await storage.list('tasks');
    expect(folders).not.toContain(orphan);
    expect(folders).toContain('not-a-task');
  });
});
