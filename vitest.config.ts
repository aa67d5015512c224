import { defineConfig } from 'vitest/config';
import { sourceConditions } from './vite.config.ts';

const node = { environment: 'node' as const, setupFiles: ['tests/setup/fast-check.ts'] };

export default defineConfig({
  ...sourceConditions,
  test: {
    reporters: ['default', './tests/setup/summary-reporter.ts'],
    projects: [
      { ...sourceConditions, test: { ...node, name: 'core', include: ['core/src/**/*.test.ts'] } },
      { ...sourceConditions, test: { ...node, name: 'adapters', include: ['adapters/src/**/*.test.ts'] } },
      { ...sourceConditions, test: { ...node, name: 'backend', include: ['backend/src/**/*.test.ts'] } },
      {
        ...sourceConditions,
        test: {
          environment: 'jsdom',
          name: 'ui',
          include: ['ui/src/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/setup/fast-check.ts', 'ui/src/testing/setup.ts'],
        },
      },
      {
        ...sourceConditions,
        test: {
          environment: 'jsdom',
          name: 'teaser',
          include: ['teaser/src/**/*.test.ts'],
          setupFiles: ['tests/setup/fast-check.ts'],
        },
      },
      { ...sourceConditions, test: { ...node, name: 'contract', include: ['tests/contract/**/*.test.ts'] } },
      // The packages as published: built, packed, installed into an empty folder, imported by plain Node.
      { test: { ...node, name: 'packages', include: ['tests/packages/**/*.test.ts'] } },
      {
        ...sourceConditions,
        test: {
          ...node,
          name: 'operator',
          // Starts the real `npm start` (needs the storefront build, which `npm test` makes first).
          include: ['tests/operator/**/*.test.ts'],
          fileParallelism: false,
          testTimeout: 300_000,
          hookTimeout: 60_000,
        },
      },
      {
        ...sourceConditions,
        test: {
          ...node,
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          globalSetup: ['tests/e2e/support/global-setup.ts'],
          // One browser at a time on a small machine; each file drives real servers.
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
