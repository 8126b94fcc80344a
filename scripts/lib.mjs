// Small helpers shared by the root scripts: run a command with the repository's pnpm and report.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Environment for child processes: corepack must never stop to ask before fetching pnpm. */
export const childEnv = {
  ...process.env,
  COREPACK_ENABLE_DOWNLOAD_PROMPT: '0',
  FORCE_COLOR: process.env.FORCE_COLOR ?? (process.stdout.isTTY ? '1' : '0'),
};

/**
 * Runs a command in the repository root with inherited output.
 * @returns the exit code (never throws on a non-zero exit).
 */
export function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: repoRoot,
      stdio: 'inherit',
      env: { ...childEnv, ...options.env },
    });
    child.on('error', (error) => {
      console.error(`Could not start ${command}: ${error.message}`);
      resolve(127);
    });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 128 : 1)));
  });
}

/**
 * Runs a command in the repository root with its output (stdout and stderr, interleaved as
 * written) kept instead of shown, for commands that run side by side and report one after another.
 * @returns the exit code and the output.
 */
export function runQuietly(command, args, options = {}) {
  return new Promise((resolve) => {
    const chunks = [];
    const child = spawn(command, args, {
      cwd: repoRoot,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...childEnv, ...options.env },
    });
    child.stdout.on('data', (chunk) => chunks.push(chunk));
    child.stderr.on('data', (chunk) => chunks.push(chunk));
    const output = () => Buffer.concat(chunks).toString('utf8');
    child.on('error', (error) => {
      resolve({ code: 127, output: `${output()}Could not start ${command}: ${error.message}\n` });
    });
    child.on('close', (code, signal) =>
      resolve({ code: code ?? (signal ? 128 : 1), output: output() }),
    );
  });
}

/** Runs pnpm through corepack, pinned by the hashed packageManager field of package.json. */
export const pnpm = (args, options) => run('corepack', ['pnpm', ...args], options);

/** {@link pnpm} with its output kept (see {@link runQuietly}). */
export const pnpmQuietly = (args, options) => runQuietly('corepack', ['pnpm', ...args], options);

export function assertNodeVersion() {
  const [major, minor] = process.versions.node.split('.').map(Number);
  if (major < 20 || (major === 20 && minor < 19)) {
    console.error(`Telemed needs Node.js 20.19 or newer; this is ${process.versions.node}.`);
    process.exit(1);
  }
}

export function heading(text) {
  console.log(`\n\u001b[1m▶ ${text}\u001b[0m`);
}
