#!/usr/bin/env node
import { runCli } from './runCli';

// A reader that stops early (`telemed beats 100.hea | head`) closes the pipe: the output is no
// longer wanted, which is not an error to report with a stack trace.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code !== 'EPIPE') throw error;
  process.exit(process.exitCode ?? 0);
});

process.exitCode = await runCli(process.argv.slice(2), {
  out: (text) => process.stdout.write(text),
  err: (text) => process.stderr.write(text),
});
