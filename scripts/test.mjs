// `npm test`: the whole suite, in the order a failure is cheapest to find. Every step runs even
// after a failure, so one run shows everything that is red; the exit code is non-zero if any failed.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { assertNodeVersion, heading, pnpm, pnpmQuietly, repoRoot } from './lib.mjs';

assertNodeVersion();

const resultsDir = path.join(repoRoot, '.test-results');
fs.rmSync(resultsDir, { recursive: true, force: true });
fs.mkdirSync(resultsDir, { recursive: true });
const vitestJson = (name) => path.join(resultsDir, `${name}.json`);

/**
 * The first lines of a failure message, so the summary names why a test failed ("expect(…)
 * .toMatchScreenshot()" alone does not say whether the page changed or never settled).
 */
const firstLine = (message = '') =>
  stripVTControlCharacters(message)
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('at '))
    .slice(0, 3)
    .join(' · ');

/**
 * Reads the passed/failed counts a runner left in its JSON report, and names the tests that did
 * not pass (the summary is often all a CI log keeps).
 */
const counters = {
  vitest(file) {
    const report = JSON.parse(fs.readFileSync(file, 'utf8'));
    const failures = report.testResults.flatMap((suite) =>
      suite.assertionResults
        .filter((test) => test.status !== 'passed')
        .map(
          (test) =>
            `${path.relative(repoRoot, suite.name)} › ${test.fullName}: ${test.status} ${firstLine(test.failureMessages?.[0])}`,
        ),
    );
    return {
      passed: report.numPassedTests,
      failed: report.numFailedTests + report.numPendingTests,
      failures,
    };
  },
  playwright(file) {
    const { stats, suites } = JSON.parse(fs.readFileSync(file, 'utf8'));
    const failures = [];
    const visit = (suite, titles) => {
      for (const spec of suite.specs ?? []) {
        for (const test of spec.tests) {
          if (test.status === 'expected' || test.status === 'flaky') continue;
          const error = test.results.at(-1)?.error?.message;
          failures.push(
            `${spec.file} › ${[...titles, spec.title].join(' › ')}: ${firstLine(error)}`,
          );
        }
      }
      for (const child of suite.suites ?? []) visit(child, [...titles, child.title]);
    };
    for (const suite of suites) visit(suite, []);
    return {
      passed: stats.expected + stats.flaky,
      failed: stats.unexpected + stats.skipped,
      failures,
    };
  },
};

const vitestStep = (title, name, projects, options = []) => ({
  title,
  args: [
    'exec',
    'vitest',
    'run',
    ...projects.flatMap((project) => ['--project', project]),
    ...options,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${vitestJson(name)}`,
  ],
  report: [counters.vitest, vitestJson(name)],
});

const steps = [
  { title: 'Install', args: ['install', '--frozen-lockfile'] },
  // The three static checks are single-threaded and independent: side by side they take the
  // time of the longest (tsc) instead of the sum, and each one's output is shown when it ends.
  { title: 'Typecheck (tsc -b)', args: ['exec', 'tsc', '-b'], together: true },
  { title: 'Lint (ESLint)', args: ['exec', 'eslint', '.', '--max-warnings', '0'], together: true },
  { title: 'Format (Prettier)', args: ['exec', 'prettier', '--check', '.'], together: true },
  { title: 'Build packages and apps', args: ['run', 'build'] },
  // Vitest's default is half the cores: one worker on a 2-core machine, while the API tests
  // wait on databases and sockets much of the time.
  vitestStep(
    'Unit and API tests (PGlite and PostgreSQL)',
    'node',
    ['unit', 'api-pglite', 'api-postgres'],
    [`--maxWorkers=${Math.max(2, os.availableParallelism())}`],
  ),
  {
    title: 'Build Storybook',
    args: ['exec', 'storybook', 'build', '--quiet', '--output-dir', 'storybook-static'],
  },
  // In two halves, each in a browser of its own: one Chromium running all 80 story files closed
  // its connection part-way three times on these machines (after 60-70 files, "Browser
  // connection was closed"), failing the step with the rest not run.
  ...[1, 2].map((half) =>
    vitestStep(
      `Storybook stories with axe in Chromium (${half} of 2)`,
      `storybook-${half}`,
      ['storybook'],
      // The browser provider leaves a screenshot comparison's timer behind once every file has
      // ended, and Vitest waits its whole teardown timeout (10 s) before exiting anyway.
      [`--shard=${half}/2`, '--teardownTimeout=2000'],
    ),
  ),
  {
    title: 'End-to-end tests in Chromium',
    args: ['exec', 'playwright', 'test', '--reporter=list,json'],
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: path.join(resultsDir, 'e2e.json') },
    report: [counters.playwright, path.join(resultsDir, 'e2e.json')],
  },
];

/**
 * Starts a step: shown as it runs, or, for a step run together with its neighbours, kept and
 * shown under its heading once it ends.
 * @returns the step's exit code and its time in seconds.
 */
async function start(step) {
  const started = Date.now();
  const seconds = () => ((Date.now() - started) / 1000).toFixed(1);
  if (!step.together) {
    heading(step.title);
    const code = await pnpm(step.args, { env: step.env });
    return { code, seconds: seconds() };
  }
  const { code, output } = await pnpmQuietly(step.args, { env: step.env });
  return { code, seconds: seconds(), output };
}

/** The steps in order, each group of neighbours marked `together` started at once. */
async function* runSteps() {
  for (let index = 0; index < steps.length;) {
    let end = index + 1;
    if (steps[index].together) while (steps[end]?.together) end += 1;
    const group = steps.slice(index, end);
    const results = await Promise.all(group.map(start));
    for (const [offset, result] of results.entries()) {
      if (result.output !== undefined) {
        heading(group[offset].title);
        process.stdout.write(result.output);
      }
      yield { step: group[offset], ...result };
    }
    index = end;
  }
}

const summary = [];
let passed = 0;
let failed = 0;
for await (const { step, code, seconds } of runSteps()) {
  let counts = '';
  let failures = [];
  if (step.report && fs.existsSync(step.report[1])) {
    const result = step.report[0](step.report[1]);
    passed += result.passed;
    failed += result.failed;
    counts = ` (${result.passed} passed, ${result.failed} failed)`;
    failures = result.failures;
  }
  summary.push(`${code === 0 ? 'ok  ' : 'FAIL'} ${step.title} — ${seconds} s${counts}`);
  for (const failure of failures) summary.push(`       ✗ ${failure}`);
  if (code !== 0 && !step.report) failed += 1;
  if (code !== 0 && step.title === 'Install') break;
}

heading('Summary');
for (const line of summary) console.log(line);
const anyFailed = summary.some((line) => line.startsWith('FAIL'));
console.log(`tests: ${passed} passed, ${failed} failed`);
process.exit(anyFailed ? 1 : 0);
