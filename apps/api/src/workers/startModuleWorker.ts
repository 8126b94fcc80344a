import { Worker } from 'node:worker_threads';

/**
 * Starts the worker module `name` that sits beside the calling module (`callerUrl`, its
 * `import.meta.url`): in a build the bundle's `dist/<name>.js` (every entry is bundled flat);
 * when the server runs from source (tests, `pnpm dev`) the TypeScript module, loaded through
 * tsx's loader registered in the thread first (a worker ignores `--import` in its execArgv on
 * Node 20).
 */
export function startModuleWorker(callerUrl: string, name: string): Worker {
  if (!callerUrl.endsWith('.ts')) return new Worker(new URL(`./${name}.js`, callerUrl));
  const source = new URL(`./${name}.ts`, callerUrl).href;
  const bootstrap = `import('tsx/esm/api')
    .then(({ register }) => { register(); return import(${JSON.stringify(source)}); })`;
  return new Worker(bootstrap, { eval: true, execArgv: ['--conditions=@telemed/source'] });
}
