import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vite';
import type { Plugin } from 'vite';

/** The API server of the workspace; the dev server forwards calls and the socket to it. */
const apiTarget = 'http://127.0.0.1:3000';

/**
 * @telemed/ui's global reset (`theme/global.css.ts`) is imported only for its side effect, and
 * the package's `"sideEffects": ["*.css"]` does not name `*.css.ts`, so a production build would
 * drop it. This marks that one module as having side effects.
 */
const keepGlobalStyles: Plugin = {
  name: 'telemed:keep-global-styles',
  enforce: 'pre',
  async resolveId(source, importer, options) {
    if (!source.endsWith('/theme/global.css')) return null;
    const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
    return resolved ? { ...resolved, moduleSideEffects: true } : null;
  },
};

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin(), keepGlobalStyles],
  resolve: { conditions: ['@telemed/source', 'module', 'browser', 'development|production'] },
  // vanilla-extract evaluates `.css.ts` files in Vite's SSR environment: it must resolve the
  // workspace packages to the same sources, or theme variables get two different names.
  environments: {
    ssr: {
      resolve: { conditions: ['@telemed/source', 'module', 'node', 'development|production'] },
    },
  },
  server: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true },
      '/socket.io': { target: apiTarget, changeOrigin: true, ws: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rollupOptions: {
      // Spec platform-core §7: chunked script files load from /js/{chunk}.js.
      output: {
        entryFileNames: 'js/[name]-[hash].js',
        chunkFileNames: 'js/[name]-[hash].js',
      },
    },
  },
});
