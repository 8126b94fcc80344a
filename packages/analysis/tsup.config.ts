import { defineConfig } from 'tsup';

export default defineConfig({
  // `@telemed/analysis/synthetic` is its own entry: apps ship the detectors, not the generators.
  entry: { index: 'src/index.ts', synthetic: 'src/synthetic/index.ts' },
  format: ['esm'],
  // Declarations are `tsc -b`'s (types/), written per file with their maps.
  dts: false,
  sourcemap: true,
  clean: true,
  target: 'es2023',
});
