import babel from '@rolldown/plugin-babel';
import { linguiTransformerBabelPreset } from '@lingui/vite-plugin';
import { defineConfig } from 'vitest/config';

// Lingui's macros go through Babel here as in the SPA's build (frontend/vite.config.ts says why).
process.env.LINGUI_SUPPRESS_BABEL_WARNING ??= '1';

// Three projects so each layer can run alone: `vitest run --project unit` and so on.
export default defineConfig({
  test: {
    projects: [
      {
        // Components under test say their words through Lingui's macros, as in the SPA's build.
        plugins: [babel({ presets: [linguiTransformerBabelPreset()] })],
        test: {
          name: 'unit',
          include: ['test/unit/**/*.test.ts', 'test/unit/**/*.test.tsx'],
          environment: 'node',
          env: { POWERTOOLS_LOG_LEVEL: 'SILENT' },
        },
      },
      {
        test: {
          name: 'integration',
          include: ['test/integration/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['test/integration/global-setup.ts'],
          setupFiles: ['test/integration/support/own-viewer.ts'],
          // Every file shares one local stack; running files one at a time keeps DynamoDB Local and
          // cognito-local within the two cores of the machine.
          fileParallelism: false,
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'infra',
          include: ['test/infra/**/*.test.ts'],
          environment: 'node',
          testTimeout: 300_000,
          hookTimeout: 300_000,
        },
      },
    ],
  },
});
