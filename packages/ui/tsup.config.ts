import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { defineConfig } from 'tsup';

export default defineConfig({
  entry: ['src/index.ts'],
  format: ['esm'],
  // Declarations are `tsc -b`'s (types/), written per file with their maps.
  dts: false,
  sourcemap: true,
  clean: true,
  target: 'es2023',
  external: ['react', 'react-dom'],
  esbuildPlugins: [vanillaExtractPlugin({ identifiers: 'short' })],
});
