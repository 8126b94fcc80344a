import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { chromiumArgs, chromiumExecutablePath } from './tooling/chromium.ts';

const root = path.dirname(fileURLToPath(import.meta.url));
/** Workspace packages resolve to their TypeScript sources in tests (see each exports map). */
const sourceConditions = ['@telemed/source'];

const apiProject = (database: 'pglite' | 'postgres') => ({
  extends: true as const,
  resolve: { conditions: sourceConditions },
  ssr: { resolve: { conditions: sourceConditions } },
  test: {
    name: `api-${database}`,
    root: path.join(root, 'apps/api'),
    include: ['test/**/*.test.ts'],
    // Several servers sharing one database is what PostgreSQL is for; PGlite is one process.
    // Tests of the server's modules that touch no database run once, beside PGlite.
    exclude: database === 'pglite' ? ['test/scaling/**'] : ['test/withoutDatabase/**'],
    environment: 'node',
    // Test files share their worker's module graph: each file already gets its own database and
    // server (setUpTestApp), and importing the server again for every file was over half the
    // API step's CPU on a 2-core machine.
    isolate: false,
    globalSetup: database === 'postgres' ? ['test/setup/postgres-global.ts'] : [],
    env: { TELEMED_TEST_DATABASE: database },
    // Generous: the longest files build and analyse whole demo recordings, two files at a time
    // on a 2-core machine.
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});

export default defineConfig({
  // vanilla-extract's compiler (in Storybook) loads this file and evaluates `.css.ts` files in
  // Node: the packages' styles must read @telemed/ui's theme contract from its sources, as the
  // stories' theme does, or their var() names are the built package's and resolve to nothing.
  environments: { ssr: { resolve: { conditions: sourceConditions } } },
  test: {
    projects: [
      {
        extends: true,
        resolve: { conditions: sourceConditions },
        ssr: { resolve: { conditions: sourceConditions } },
        test: {
          name: 'unit',
          include: [
            'packages/*/src/**/*.test.{ts,tsx}',
            'apps/{clinic,patient-signup}/src/**/*.test.{ts,tsx}',
            'tooling/**/*.test.ts',
          ],
          environment: 'node',
          isolate: false,
          // Some unit tests analyse whole synthetic recordings: seconds of CPU each, more when
          // every core runs a test file.
          testTimeout: 15_000,
        },
      },
      apiProject('pglite'),
      apiProject('postgres'),
      {
        extends: true,
        plugins: [storybookTest({ configDir: path.join(root, '.storybook') })],
        // react-stately's Virtualizer draws every item when NODE_ENV is 'test' (for jsdom, which
        // lays nothing out) unless VIRT_ON is set: the stories run in a real browser and draw
        // only what is in view, as the app does.
        define: { 'process.env.VIRT_ON': JSON.stringify('1') },
        test: {
          name: 'storybook',
          // The story files share one page, as Storybook's own manager does: the preview's setup
          // (the packages' sources, six languages' strings, the typeface) loads once instead of
          // once per file, which was a third of the step (each story mounts and unmounts its own
          // root, and vitest.setup.ts clears the one thing a story leaves behind).
          isolate: false,
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({
              launchOptions: { executablePath: chromiumExecutablePath, args: chromiumArgs },
            }),
            instances: [{ browser: 'chromium' }],
            viewport: { width: 1200, height: 900 },
            expect: {
              toMatchScreenshot: {
                comparatorName: 'pixelmatch',
                // Anti-aliasing may differ by a Chromium patch release; layout and colour changes
                // move far more than 1 % of the pixels.
                comparatorOptions: { threshold: 0.2, allowedMismatchedPixelRatio: 0.01 },
                resolveScreenshotPath: ({ root, testFileName, arg, ext }) =>
                  path.join(root, '.storybook/screenshots', testFileName, `${arg}${ext}`),
                resolveDiffPath: ({ root, testFileName, arg, ext }) =>
                  path.join(root, '.storybook/screenshots-diff', testFileName, `${arg}${ext}`),
              },
            },
          },
          setupFiles: [path.join(root, '.storybook/vitest.setup.ts')],
        },
      },
    ],
  },
});
