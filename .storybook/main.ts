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
    }),
};

export default config;
