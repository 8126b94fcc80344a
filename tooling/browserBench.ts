/**
 * Benchmarks that run in headless Chromium: an entry module is bundled the way the apps' production
 * builds bundle (esbuild, minified, React in production mode, vanilla-extract compiling `.css.ts`
 * files, the workspace packages read from their TypeScript sources) and served to a page at a
 * fixed origin, without a server or the network.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { chromium } from '@playwright/test';
import type { Browser, Page } from '@playwright/test';
import { chromiumArgs, chromiumExecutablePath } from './chromium';

/** An output file of esbuild. */
export interface OutputFile {
  path: string;
  contents: Uint8Array;
}

/** The part of esbuild's API the benchmarks use (esbuild is not a direct dependency). */
export interface Esbuild {
  build(options: Record<string, unknown>): Promise<{
    outputFiles: OutputFile[];
    metafile: { outputs: Record<string, { inputs: Record<string, { bytesInOutput: number }> }> };
  }>;
}

/**
 * The esbuild that `@vanilla-extract/esbuild-plugin` was installed against (and tsup uses), so
 * the plugin and the bundler agree on their protocol.
 */
export const esbuild = createRequire(import.meta.resolve('@vanilla-extract/esbuild-plugin'))(
  'esbuild',
) as Esbuild;

/** The options every bundle of the apps' kind shares: browser ESM, sources, compiled styles. */
export const appBundleOptions = {
  bundle: true,
  minify: true,
  format: 'esm',
  platform: 'browser',
  target: 'es2023',
  write: false,
  conditions: ['@telemed/source'],
  define: { 'process.env.NODE_ENV': '"production"' },
  loader: { '.woff2': 'file', '.woff': 'file' },
  logLevel: 'warning',
} as const;

/** A bundled page: its scripts by name (served at `/<name>.js`) and its style sheet. */
export interface PageBundle {
  scripts: Record<string, string>;
  css: string;
}

/**
 * Bundles the entry files (name → absolute path) into one page: each entry becomes
 * `/<name>.js`, the page loads `/main.js`; the others (e.g. a worker) are fetched by it.
 */
export async function bundlePage(entries: Record<string, string>): Promise<PageBundle> {
  const result = await esbuild.build({
    ...appBundleOptions,
    entryPoints: entries,
    outdir: path.join(import.meta.dirname, '../.tsbuild/bench-pages'),
    entryNames: '[name]',
    metafile: true,
    plugins: [
      vanillaExtractPlugin({
        identifiers: 'short',
        // `.css.ts` files are evaluated in a build of their own: it must read @telemed/ui's theme
        // contract from the sources the page's theme comes from, or their var() names differ.
        esbuildOptions: { conditions: [...appBundleOptions.conditions] },
      }),
    ],
  });
  const decoder = new TextDecoder();
  const scripts: Record<string, string> = {};
  let css = '';
  for (const file of result.outputFiles) {
    const name = path.basename(file.path);
    if (name.endsWith('.js')) scripts[name.slice(0, -'.js'.length)] = decoder.decode(file.contents);
    else if (name.endsWith('.css')) css += decoder.decode(file.contents);
  }
  if (!scripts.main) throw new Error('bundlePage needs an entry named main');
  return { scripts, css };
}

/** The origin bench pages are served from (intercepted, never resolved). */
export const BENCH_ORIGIN = 'http://bench.invalid';

/** An open bench page and how to close its browser. */
export interface BenchPage {
  page: Page;
  close(): Promise<void>;
}

/**
 * Opens the bundled page in Debian's headless Chromium at `viewport` and waits for it to load.
 * Everything the page asks for at {@link BENCH_ORIGIN} is answered from the bundle.
 */
export async function openBenchPage(
  bundle: PageBundle,
  viewport: { width: number; height: number },
): Promise<BenchPage> {
  const browser: Browser = await chromium.launch({
    executablePath: chromiumExecutablePath,
    args: chromiumArgs,
  });
  const page = await browser.newPage({ viewport, deviceScaleFactor: 1 });
  page.on('pageerror', (error) => process.stderr.write(`page error: ${error.message}\n`));
  page.on('console', (message) => {
    if (message.type() === 'error') process.stderr.write(`page console: ${message.text()}\n`);
  });
  await page.route(`${BENCH_ORIGIN}/**`, (route) => {
    const { pathname } = new URL(route.request().url());
    const script = bundle.scripts[pathname.replace(/^\//, '').replace(/\.js$/, '')];
    if (pathname === '/')
      return route.fulfill({
        contentType: 'text/html',
        body: `<!doctype html><html lang="en-GB"><head><meta charset="utf-8"><title>bench</title><link rel="stylesheet" href="/page.css"></head><body><div id="root"></div><script type="module" src="/main.js"></script></body></html>`,
      });
    if (pathname === '/page.css')
      return route.fulfill({ contentType: 'text/css', body: bundle.css });
    if (script !== undefined && pathname.endsWith('.js'))
      return route.fulfill({ contentType: 'text/javascript', body: script });
    return route.fulfill({ status: 404, body: 'not in the bundle' });
  });
  await page.goto(`${BENCH_ORIGIN}/`);
  return { page, close: () => browser.close() };
}
