import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdtemp, open, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from './support/test';
import { demoDoctor } from './support/demo';

/*
 * A server killed (SIGKILL, no goodbye) while it imports an EDF file: the next server on the same
 * data takes the task again once its lease lapsed and finishes the import (issue 21 "kill the
 * server during an import and see the task finish after restart"). Two server processes of its
 * own, on a data directory of its own, beside the suite's server.
 */

const root = path.resolve(import.meta.dirname, '..');
/** A port apart from the suite's server (TELEMED_E2E_PORT, 4173 by default). */
const port = Number(process.env.TELEMED_E2E_PORT ?? 4173) + 37;
const origin = `http://127.0.0.1:${port}`;
/** Short, so the second server takes the dead one's task within seconds. */
const LEASE_MS = 3000;

function startServer(dataDir: string): ChildProcess {
  const server = spawn(process.execPath, [path.join(root, 'apps/api/dist/server.js')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: origin,
      TELEMED_DATA_DIR: dataDir,
      TELEMED_SEED_DEMO: 'true',
      TASK_LEASE_MS: String(LEASE_MS),
      LOGIN_ATTEMPTS_PER_MINUTE: '1000',
    },
    stdio: 'ignore',
  });
  return server;
}

async function healthy(): Promise<void> {
  await expect
    .poll(
      async () => {
        try {
          return (await fetch(`${origin}/api/health`)).status;
        } catch {
          return 0;
        }
      },
      { timeout: 120_000, intervals: [250] },
    )
    .toBe(200);
}

const killed = (server: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (server.exitCode !== null || server.signalCode !== null) resolve();
    else {
      server.once('exit', () => resolve());
      server.kill('SIGKILL');
    }
  });

const LABELS = ['Air flow', 'SpO2', 'Chest volume', 'Pulse', 'Snore', 'Position', 'EEG', 'EOG'];
const RATE = 128;

/**
 * A plain EDF of eight channels at 128 Hz for `hours` (7.4 MB an hour), written a minute at a
 * time: the header by the EDF specification's fixed widths, then 16-bit samples.
 */
async function writeRecording(file: string, hours: number): Promise<void> {
  const field = (text: string | number, width: number) => String(text).padEnd(width, ' ');
  const perSignal = (value: (label: string) => string | number, width: number) =>
    LABELS.map((label) => field(value(label), width)).join('');
  const records = hours * 3600;
  const header =
    field('0', 8) +
    field('X X X X', 80) +
    field('Startdate 20-NOV-2026 X X X', 80) +
    '20.11.2622.00.00' +
    field(256 * (LABELS.length + 1), 8) +
    field('', 44) +
    field(records, 8) +
    field(1, 8) +
    field(LABELS.length, 4) +
    perSignal((label) => label, 16) +
    perSignal(() => '', 80) +
    perSignal(() => 'uV', 8) +
    perSignal(() => -3200, 8) +
    perSignal(() => 3200, 8) +
    perSignal(() => -32768, 8) +
    perSignal(() => 32767, 8) +
    perSignal(() => '', 80) +
    perSignal(() => RATE, 8) +
    perSignal(() => '', 32);
  const handle = await open(file, 'w');
  try {
    await handle.write(Buffer.from(header, 'latin1'));
    const minute = new Int16Array(60 * LABELS.length * RATE);
    for (let first = 0; first < records; first += 60) {
      for (let index = 0; index < minute.length; index += 1)
        minute[index] = Math.round(12_000 * Math.sin((first * RATE + index) / 40));
      await handle.write(new Uint8Array(minute.buffer));
    }
  } finally {
    await handle.close();
  }
}

test('an import whose server was killed finishes on the next server', async () => {
  test.setTimeout(240_000);
  const dataDir = await mkdtemp(path.join(tmpdir(), 'telemed-restart-'));
  const file = path.join(dataDir, 'night.edf');
  await writeRecording(file, 24);
  let server = startServer(dataDir);
  try {
    await healthy();
    const call = async (method: string, url: string, token?: string, body?: unknown) => {
      const answer = await fetch(`${origin}/api/${url}`, {
        method,
        headers: {
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return answer.json() as Promise<Record<string, unknown> & { tasks?: Task[] }>;
    };
    type Task = { id: string; status: string; progress: number };
    const { token } = (await call('POST', 'login', undefined, demoDoctor)) as { token: string };
    const [team] = (await call('GET', 'teams', token)) as unknown as { _id: string }[];
    const teamId = team?._id ?? '';
    const [patient] = (await call(
      'GET',
      `search?phrase=&teamId=${teamId}&roles=user`,
      token,
    )) as unknown as { _id: string }[];
    const examination = await call(
      'POST',
      `teams/${teamId}/members/${patient?._id}/examinations`,
      token,
      {
        type: 'edf_dataset',
        startDate: '2026-11-20T22:00:00.000Z',
        endDate: '2026-11-21T08:00:00.000Z',
        description: 'Restart during an import',
      },
    );
    const query = new URLSearchParams({
      teamId,
      examinationId: String(examination._id),
      fileName: 'night.edf',
    });
    const uploaded = (await (
      await fetch(`${origin}/api/edf/tasks/import?${query}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/octet-stream' },
        body: await readFile(file),
      })
    ).json()) as Task;
    const taskOf = async () =>
      (await call('GET', `edf/tasks?teamId=${teamId}`, token)).tasks?.find(
        (task) => task.id === uploaded.id,
      );

    // Killed while the import runs: mid-way through its pyramids.
    await expect
      .poll(async () => (await taskOf())?.status, { timeout: 60_000, intervals: [50] })
      .toBe('running');
    await killed(server);

    server = startServer(dataDir);
    await healthy();
    await expect
      .poll(async () => (await taskOf())?.status, { timeout: 90_000, intervals: [500] })
      .toBe('completed');
    const recording = await call(
      'GET',
      `teams/${teamId}/examinations/${String(examination._id)}/recording`,
      token,
    );
    expect(recording).toMatchObject({ fileName: 'night.edf' });
  } finally {
    await killed(server);
    await rm(dataDir, { recursive: true, force: true });
  }
});
