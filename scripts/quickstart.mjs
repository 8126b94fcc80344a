// `npm start`: install, build, then start the one Telemed server on the embedded database.
// The server migrates and seeds the demo clinic on its first start and prints the URL and the
// demo sign-ins; re-runs keep the data directory and never seed twice.
import { assertNodeVersion, heading, pnpm, run } from './lib.mjs';

assertNodeVersion();

const steps = [
  ['Installing dependencies (pnpm through corepack)', ['install', '--frozen-lockfile']],
  ['Building packages and apps', ['run', 'build']],
];
for (const [title, args] of steps) {
  heading(title);
  const code = await pnpm(args);
  if (code !== 0) {
    console.error(`\n${title} failed (exit ${code}).`);
    process.exit(code);
  }
}

heading('Starting Telemed');
const code = await run(process.execPath, ['apps/api/dist/server.js'], {
  env: { TELEMED_SEED_DEMO: process.env.TELEMED_SEED_DEMO ?? 'true', NODE_ENV: 'production' },
});
process.exit(code);
