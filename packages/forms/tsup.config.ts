import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { defineConfig } from 'tsup';

export default defineConfig({
  entry: ['src/index.ts'],
  format: ['esm'],
  dts: { compilerOptions: { composite: false, customConditions: [] } },
  sourcemap: true,
  clean: true,
  target: 'es2023',
  external: ['react', 'react-dom', '@telemed/ui', '@telemed/domain', '@telemed/signals'],
  esbuildPlugins: [vanillaExtractPlugin({ identifiers: 'short' })],
});
