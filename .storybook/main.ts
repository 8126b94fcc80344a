import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import type { StorybookConfig } from '@storybook/react-vite';
import { mergeConfig } from 'vite';

/** One Storybook for the component packages: ui, signals and forms. */
const config: StorybookConfig = {
  stories: ['../packages/{ui,signals,forms}/src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
  viteFinal: (viteConfig) =>
    mergeConfig(viteConfig, {
      plugins: [vanillaExtractPlugin()],
      resolve: { conditions: ['@telemed/source', 'module', 'browser', 'development|production'] },
      // vanilla-extract evaluates `.css.ts` files in Node (the SSR environment): they must read
      // @telemed/ui's theme contract from its sources too, or their var() names are the built
      // package's, which no theme of the stories defines.
      environments: { ssr: { resolve: { conditions: ['@telemed/source'] } } },
      // The runtimes that vanilla-extract's transform adds are plain ESM without dependencies.
      // Served as they are: discovered late by the optimizer, they would reload the page mid-test.
      optimizeDeps: {
        // Found late by the optimizer, these would reload the page in the middle of a test run.
        include: ['d3-array', 'd3-scale'],
        exclude: [
          '@vanilla-extract/recipes/createRuntimeFn',
          '@vanilla-extract/sprinkles/createRuntimeSprinkles',
        ],
      },
    }),
};

export default config;
