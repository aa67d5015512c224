import { defineConfig } from 'vitest/config';
import { sourceConditions } from './vite.config.ts';

/**
 * The Vitest projects whose tests guard the code under mutation, core and the adapters (their HTTP
 * client), for Stryker (stryker.config.mjs): the same projects as in vitest.config.ts, without the
 * others' test files, servers and sequencer.
 *
 * Stryker starts a fresh Vitest run for every mutant that takes effect when a module is loaded (a
 * constant, a table, a pattern), so a module cache shared between files still loads it mutated; the
 * same mutants ran with every file isolated gave the same results in twice the time.
 */
const node = { environment: 'node' as const, setupFiles: ['tests/setup/fast-check.ts'] };
const shared = { isolate: false };
const OWN_MODULE_CACHE = ['adapters/src/http/browser-xhr.test.ts'];

export default defineConfig({
  ...sourceConditions,
  test: {
    projects: [
      { ...sourceConditions, test: { ...node, ...shared, name: 'core', include: ['core/src/**/*.test.ts'] } },
      {
        ...sourceConditions,
        test: {
          ...node,
          ...shared,
          name: 'adapters',
          include: ['adapters/src/**/*.test.ts'],
          exclude: OWN_MODULE_CACHE,
        },
      },
      // axios picks its adapter when it is first loaded (vitest.config.ts).
      { ...sourceConditions, test: { ...node, name: 'adapters-xhr', include: OWN_MODULE_CACHE } },
    ],
  },
});
