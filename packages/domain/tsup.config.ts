import { defineConfig } from 'tsup';

export default defineConfig({
  // `@telemed/domain/mock` is its own entry: apps never ship the mock.
  entry: { index: 'src/index.ts', mock: 'src/mock/index.ts' },
  format: ['esm'],
  // Declarations are `tsc -b`'s (types/), written per file with their maps.
  dts: false,
  sourcemap: true,
  clean: true,
  target: 'es2023',
});
