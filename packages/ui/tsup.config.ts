import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { defineConfig } from 'tsup';

export default defineConfig({
  entry: ['src/index.ts'],
  format: ['esm'],
  dts: { compilerOptions: { composite: false } },
  sourcemap: true,
  clean: true,
  target: 'es2023',
  // The typeface's CSS and font files stay in their package for the app's bundler to emit.
  external: ['react', 'react-dom', '@fontsource-variable/noto-sans'],
  esbuildPlugins: [vanillaExtractPlugin({ identifiers: 'short' })],
});
