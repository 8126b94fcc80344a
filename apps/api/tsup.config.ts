import { defineConfig } from 'tsup';

/*
 * One ESM bundle of the server (and one of its worker thread). Workspace packages are bundled from their sources; npm
 * dependencies stay external and load from node_modules. Migrations are read at runtime from
 * apps/api/drizzle, found relative to the bundle.
 */
export default defineConfig({
  // The demo recordings' worker thread loads its own module, next to the server's.
  entry: { server: 'src/server.ts', demoRecordingWorker: 'src/seed/demoRecordingWorker.ts' },
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  sourcemap: true,
  clean: true,
  dts: false,
  noExternal: [/^@telemed\//],
  esbuildOptions(options) {
    options.conditions = ['@telemed/source'];
  },
});
