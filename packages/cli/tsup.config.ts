import { defineConfig } from 'tsup';

export default defineConfig({
  entry: ['src/index.ts', 'src/cli.ts'],
  format: ['esm'],
  // Declarations are `tsc -b`'s (types/), written per file with their maps.
  dts: false,
  sourcemap: true,
  clean: true,
  target: 'es2023',
});
