import { spawn } from 'node:child_process';
import { mkdtemp, mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { LocalDirectoryRecordingStorage } from '../src/storage/recordingStorage';
import { createTestApp } from './helpers/testApp';

/** The id of a process that has exited: no process runs under it now. */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', '']);
  await new Promise((resolve) => child.once('exit', resolve));
  if (child.pid === undefined) throw new Error('the child process did not start');
  return child.pid;
}

const directories: string[] = [];
afterEach(async () => {
  for (const directory of directories.splice(0))
    await rm(directory, { recursive: true, force: true });
});

async function filesDirectory(): Promise<string> {
  const directory = await mkdtemp(path.join(tmpdir(), 'telemed-sweep-'));
  directories.push(directory);
  return directory;
}

describe('partial files of abandoned uploads', () => {
  it('are removed when their process is gone; live writes and stored files stay', async () => {
    const root = await filesDirectory();
    const folder = path.join(root, 'recordings', 'exam-1');
    await mkdir(folder, { recursive: true });
    const dead = `recording.edf.${await deadPid()}.1764230000000.partial`;
    const live = `signals.bin.${process.pid}.1764230000000.partial`;
    await writeFile(path.join(folder, dead), 'half an upload');
    await writeFile(path.join(folder, live), 'being written');
    await writeFile(path.join(folder, 'recording.edf'), 'a stored recording');

    const storage = new LocalDirectoryRecordingStorage(root);
    expect(await storage.sweepAbandonedWrites()).toBe(1);
    expect((await readdir(folder)).sort()).toEqual([live, 'recording.edf'].sort());
    expect(await storage.sweepAbandonedWrites()).toBe(0);
  });

  it('answers 0 when nothing was ever stored', async () => {
    const root = path.join(await filesDirectory(), 'never-made');
    expect(await new LocalDirectoryRecordingStorage(root).sweepAbandonedWrites()).toBe(0);
  });

  it('are swept when the server starts', async () => {
    const testApp = await createTestApp();
    try {
      const folder = path.join(testApp.config.dataDir, 'files', 'recordings', 'exam-2');
      await mkdir(folder, { recursive: true });
      await writeFile(path.join(folder, `recording.edf.${await deadPid()}.1.partial`), 'cut off');
      const restarted = await createTestApp({ env: { TELEMED_DATA_DIR: testApp.config.dataDir } });
      try {
        expect(await readdir(folder)).toEqual([]);
      } finally {
        await restarted.close();
      }
    } finally {
      await testApp.close();
    }
  });
});
