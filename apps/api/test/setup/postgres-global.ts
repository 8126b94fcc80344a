import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Superuser URL of the throwaway PostgreSQL server; each test file creates its own database. */
    databaseUrl: string;
  }
}

const INSTALL_HINT =
  'The api-postgres tests need PostgreSQL server binaries (initdb, pg_ctl). Install them with ' +
  '`apt-get install -y postgresql` (Debian/Ubuntu), or set TELEMED_TEST_POSTGRES_URL to the ' +
  'superuser URL of a server to use.';

/** The newest Debian PostgreSQL installation, e.g. /usr/lib/postgresql/15/bin. */
function findPostgresBinaries(): string | null {
  if (process.env.POSTGRES_BIN_DIR) return process.env.POSTGRES_BIN_DIR;
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root)
    .filter((name) => existsSync(path.join(root, name, 'bin', 'pg_ctl')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? path.join(root, versions[0], 'bin') : null;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

/** initdb refuses to run as root, so as root every PostgreSQL command runs as user postgres. */
function runAsPostgres(command: string, args: string[], cwd: string): void {
  const isRoot = process.getuid?.() === 0;
  if (!isRoot) {
    execFileSync(command, args, { cwd, stdio: 'pipe' });
    return;
  }
  const quoted = [command, ...args].map((part) => `'${part.replaceAll("'", "'\\''")}'`).join(' ');
  execFileSync('su', ['postgres', '-s', '/bin/sh', '-c', quoted], { cwd, stdio: 'pipe' });
}

function postgresIds(): { uid: number; gid: number } {
  const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
  const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
  return { uid, gid };
}

/**
 * Starts a private PostgreSQL on loopback for the api-postgres project: a fresh cluster in a
 * temporary directory, a free port and a private socket directory; stopped when the run ends.
 */
export default async function startPostgres(project: TestProject): Promise<() => void> {
  const external = process.env.TELEMED_TEST_POSTGRES_URL;
  if (external) {
    project.provide('databaseUrl', external);
    return () => undefined;
  }
  const binaries = findPostgresBinaries();
  if (!binaries) throw new Error(INSTALL_HINT);

  const directory = mkdtempSync(path.join(tmpdir(), 'telemed-pg-'));
  const dataDir = path.join(directory, 'data');
  if (process.getuid?.() === 0) {
    const { uid, gid } = postgresIds();
    chownSync(directory, uid, gid);
  }
  const port = await freePort();
  try {
    runAsPostgres(
      path.join(binaries, 'initdb'),
      ['-D', dataDir, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--no-sync'],
      directory,
    );
    // Durability settings off: a throwaway test cluster trades crash safety for speed.
    const serverOptions = [
      '-c listen_addresses=127.0.0.1',
      `-p ${port}`,
      `-k ${directory}`,
      '-c fsync=off',
      '-c synchronous_commit=off',
      '-c full_page_writes=off',
      '-c max_connections=200',
    ].join(' ');
    runAsPostgres(
      path.join(binaries, 'pg_ctl'),
      ['-D', dataDir, '-o', serverOptions, '-l', path.join(directory, 'server.log'), '-w', 'start'],
      directory,
    );
  } catch (error) {
    rmSync(directory, { recursive: true, force: true });
    const output = (error as { stderr?: Buffer }).stderr?.toString() ?? String(error);
    throw new Error(`Could not start PostgreSQL from ${binaries}: ${output}\n${INSTALL_HINT}`);
  }

  project.provide('databaseUrl', `postgres://postgres@127.0.0.1:${port}/postgres`);
  return () => {
    try {
      runAsPostgres(
        path.join(binaries, 'pg_ctl'),
        ['-D', dataDir, '-m', 'immediate', '-w', 'stop'],
        directory,
      );
    } finally {
      rmSync(directory, { recursive: true, force: true });
    }
  };
}
