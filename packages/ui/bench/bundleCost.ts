/**
 * What importing part of `@telemed/ui` costs an app: bundles a one-line entry the way an app's
 * production build does (esbuild, minified, vanilla-extract compiling the `.css.ts` files, React
 * left to the app) and measures the gzipped JavaScript and CSS it produces.
 */
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { appBundleOptions, esbuild } from '../../../tooling/browserBench';
import type { OutputFile } from '../../../tooling/browserBench';

/** An app of the workspace that depends on `@telemed/ui`: the entry resolves the package from it. */
const appDirectory = path.resolve(import.meta.dirname, '../../../apps/clinic/src');

/** Bytes of one kind of output, raw and gzipped. */
export interface OutputSize {
  bytes: number;
  gzipBytes: number;
}

/** The cost of one entry: its JavaScript and CSS, and the `@telemed/ui` modules that reached them. */
export interface BundleCost {
  js: OutputSize;
  css: OutputSize;
  /** Source files of the package whose code is in the JavaScript, relative to its `src/`. */
  uiModules: string[];
}

function sizeOf(files: OutputFile[], extension: string): OutputSize {
  const contents = files.filter((file) => file.path.endsWith(extension)).map((f) => f.contents);
  const joined = Buffer.concat(contents);
  // Level 9 as static hosts precompress; gzip rather than brotli because every CDN serves it.
  return {
    bytes: joined.length,
    gzipBytes: joined.length ? gzipSync(joined, { level: 9 }).length : 0,
  };
}

/**
 * Bundles `entrySource` (e.g. `import { Button } from '@telemed/ui'`) as the workspace apps
 * consume the package: through the `@telemed/source` export condition, so the TypeScript sources
 * and `.css.ts` files are compiled by the app's bundler and the package's `sideEffects` decide what
 * is dropped. Font files are emitted as assets and not counted (the browser fetches only the
 * subsets a page uses).
 */
export async function bundleCost(entrySource: string): Promise<BundleCost> {
  const result = await esbuild.build({
    stdin: {
      contents: entrySource,
      resolveDir: appDirectory,
      sourcefile: 'entry.ts',
      loader: 'ts',
    },
    ...appBundleOptions,
    outdir: path.join(appDirectory, '../.bundle-cost'),
    external: ['react', 'react-dom', 'react/*', 'react-dom/*'],
    metafile: true,
    plugins: [vanillaExtractPlugin({ identifiers: 'short' })],
  });
  const javascript = Object.entries(result.metafile.outputs).find(([file]) => file.endsWith('.js'));
  const uiModules = Object.keys(javascript?.[1].inputs ?? {})
    .filter((input) => input.startsWith('packages/ui/src/'))
    .map((input) => input.slice('packages/ui/src/'.length))
    .sort();
  return {
    js: sizeOf(result.outputFiles, '.js'),
    css: sizeOf(result.outputFiles, '.css'),
    uiModules,
  };
}
