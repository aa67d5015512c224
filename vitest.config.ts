import { defineConfig } from 'vitest/config';
import { sourceConditions } from './vite.config.ts';

const node = { environment: 'node' as const, setupFiles: ['tests/setup/fast-check.ts'] };

export default defineConfig({
  ...sourceConditions,
  test: {
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
      { ...sourceConditions, test: { ...node, name: 'contract', include: ['tests/contract/**/*.test.ts'] } },
      {
        ...sourceConditions,
        test: {
          ...node,
          name: 'http',
          include: ['tests/http/**/*.test.ts'],
          globalSetup: ['tests/http/support/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
