import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  stories: ['../src/**/*.stories.tsx'],
  addons: ['@storybook/addon-a11y'],
  // Telemetry would wait on DNS on a machine without internet.
  core: { disableTelemetry: true },
  // Storybook's own preview and axe bundles pass Vite's 500 kB warning; they are never shipped to the site.
  viteFinal: (viteConfig) => ({ ...viteConfig, build: { ...viteConfig.build, chunkSizeWarningLimit: 1500 } }),
};

export default config;
