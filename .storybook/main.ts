import type { StorybookConfig } from '@storybook/react-vite';
import { lingui } from '@lingui/vite-plugin';
import path from 'node:path';
import { compileText } from '../scripts/i18n/compileText.mjs';
import { reactDocgenTypescriptOptions } from './docgen';

const config: StorybookConfig = {
  stories: [
    '../packages/ui/src/**/*.mdx',
    '../packages/ui/src/**/*.stories.@(ts|tsx)',
    '../apps/marketplace/src/**/*.stories.@(ts|tsx)',
  ],
  addons: ['@chromatic-com/storybook', '@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
  typescript: { reactDocgen: 'react-docgen-typescript', reactDocgenTypescriptOptions },
  // Pre-bundle component deps so the preview does not re-optimise and reload mid-load.
  viteFinal: async (viteConfig) => {
    // The Language toolbar's Hindi catalogue (imported as a .po, compiled by Lingui), and a built
    // Storybook's messages compiled where they are written, as the app's build does.
    viteConfig.plugins = [
      ...(viteConfig.plugins ?? []),
      compileText(),
      lingui({ configPath: path.resolve(import.meta.dirname, '../lingui.config.ts') }),
    ];
    viteConfig.optimizeDeps ??= {};
    viteConfig.optimizeDeps.include = [
      ...(viteConfig.optimizeDeps.include ?? []),
      'styled-components',
      '@radix-ui/react-dialog',
      '@radix-ui/react-popover',
      'react-day-picker',
      'date-fns',
      'libphonenumber-js',
      // The app's page stories (apps/marketplace) route with wouter.
      'wouter',
      'wouter/memory-location',
    ];
    return viteConfig;
  },
};
export default config;
