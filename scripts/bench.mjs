// `pnpm bench [NAME]`: runs every benchmark (files named `<name>.bench.ts` in a `bench/` folder of
// a package or app), or those whose name equals or starts with NAME. Each benchmark prints JSON
// lines {"bench","metric","value","unit","peer"?,"ratio"?}; this runner passes them through,
// checks their shape, and fails when a benchmark fails or prints nothing.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { childEnv, repoRoot } from './lib.mjs';

function findBenchmarks() {
  const found = [];
  for (const group of ['packages', 'apps']) {
    for (const entry of fs.readdirSync(path.join(repoRoot, group))) {
      const dir = path.join(repoRoot, group, entry, 'bench');
      if (!fs.existsSync(dir)) continue;
      for (const file of fs.readdirSync(dir).sort()) {
        if (file.endsWith('.bench.ts'))
          found.push({ name: file.slice(0, -'.bench.ts'.length), file: path.join(dir, file) });
      }
    }
  }
  return found;
}

const isFigure = (value) =>
  value &&
  typeof value.bench === 'string' &&
  typeof value.metric === 'string' &&
  typeof value.value === 'number' &&
  typeof value.unit === 'string';

function runBenchmark({ name, file }) {
  return new Promise((resolve) => {
    const tsx = path.join(repoRoot, 'node_modules/.bin/tsx');
    const child = spawn(tsx, ['--conditions=@telemed/source', file], {
      cwd: repoRoot,
      env: { ...childEnv, NODE_ENV: 'production' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let figures = 0;
    let buffered = '';
    let malformed = false;
    child.stdout.on('data', (chunk) => {
      buffered += chunk;
      const lines = buffered.split('\n');
      buffered = lines.pop() ?? '';
      for (const line of lines) {
        if (!line.trim()) continue;
        let parsed;
        try {
          parsed = JSON.parse(line);
        } catch {
          parsed = undefined;
        }
        if (isFigure(parsed)) {
          figures += 1;
          process.stdout.write(`${JSON.stringify(parsed)}\n`);
        } else {
          malformed = true;
          process.stderr.write(`[${name}] not a benchmark figure: ${line}\n`);
        }
      }
    });
    child.on('exit', (code) => resolve(code === 0 && figures > 0 && !malformed));
  });
}

const wanted = process.argv[2];
const benchmarks = findBenchmarks().filter(
  ({ name }) => !wanted || name === wanted || name.startsWith(`${wanted}.`),
);
if (benchmarks.length === 0) {
  console.error(wanted ? `No benchmark named ${wanted}.` : 'No benchmarks found.');
  console.error(
    `Known: ${
      findBenchmarks()
        .map(({ name }) => name)
        .join(', ') || 'none'
    }`,
  );
  process.exit(1);
}
let failures = 0;
for (const benchmark of benchmarks) {
  process.stderr.write(`▶ ${benchmark.name}\n`);
  if (!(await runBenchmark(benchmark))) {
    failures += 1;
    process.stderr.write(`✗ ${benchmark.name} failed\n`);
  }
}
process.exit(failures ? 1 : 0);
