import { defineConfig } from 'tsup';

export default defineConfig({
  entry: ['src/index.ts', 'src/cli.ts'],
  format: ['esm'],
  dts: { compilerOptions: { composite: false, customConditions: [] } },
  sourcemap: true,
  clean: true,
  target: 'es2023',
});
