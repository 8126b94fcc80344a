import { defineConfig } from 'tsup';

/*
 * One ESM bundle of the server and one of each worker thread. Workspace packages are bundled from their sources; npm
 * dependencies stay external and load from node_modules. Migrations are read at runtime from
 * apps/api/drizzle, found relative to the bundle.
 */
export default defineConfig({
  // Worker threads (demo recordings, the ECG analysis) load their own modules, next to the server's.
  entry: {
    server: 'src/server.ts',
    demoRecordingWorker: 'src/seed/demoRecordingWorker.ts',
    ecgAnalysisWorker: 'src/services/ecgAnalysisWorker.ts',
  },
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
