import optimizeLocales from '@react-aria/optimize-locales-plugin';
import { LANGUAGES } from '@telemed/domain';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vite';

/** The API server of the workspace; the dev server forwards calls and the socket to it. */
const apiTarget = 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [
    // react-aria bundles its own strings for 34 locales; the portal speaks six.
    optimizeLocales.vite({
      locales: LANGUAGES.map((language) => new Intl.Locale(language).language),
    }),
    react(),
    vanillaExtractPlugin(),
  ],
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
        // Libraries change far less often than the portal: their own chunks stay cached across deploys.
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
            },
            {
              // zod with the module that configures it (src/withoutEval.ts): the configuration
              // must run before @telemed/domain builds its schemas, and a chunk runs whole
              // before the chunks that import it; inlined into the entry it would run last.
              name: 'zod',
              test: /node_modules[\\/]zod[\\/]|[\\/]src[\\/]withoutEval\.ts$/,
            },
          ],
        },
      },
    },
  },
});
