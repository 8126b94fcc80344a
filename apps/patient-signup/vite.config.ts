import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vite';

/**
 * The API server serves this build for the signup paths beside the clinic portal's build, so
 * every emitted file lives under /signup/ where it cannot collide with the portal's /js/ files.
 */
const signupAssetsDirectory = 'signup';

export default defineConfig({
  base: '/',
  plugins: [react(), vanillaExtractPlugin()],
  resolve: { conditions: ['@telemed/source', 'module', 'browser', 'development|production'] },
  // vanilla-extract evaluates .css.ts files in Node, in Vite's ssr environment (its compiler
  // replaces the top-level `ssr` option), so that environment needs the source condition too;
  // otherwise `vars` would come from the ui package's build and name different custom
  // properties than the theme the page loads.
  environments: {
    ssr: {
      resolve: { conditions: ['@telemed/source', 'module', 'node', 'development|production'] },
    },
  },
  build: {
    assetsDir: signupAssetsDirectory,
    rolldownOptions: {
      output: {
        entryFileNames: `${signupAssetsDirectory}/[name]-[hash].js`,
        chunkFileNames: `${signupAssetsDirectory}/[name]-[hash].js`,
        assetFileNames: `${signupAssetsDirectory}/[name]-[hash][extname]`,
      },
    },
  },
  server: {
    // 5173 is the clinic portal's dev server.
    port: 5174,
    strictPort: true,
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
});
