import { defineConfig } from 'vitest/config';
import { sourceConditions } from './vite.config.ts';
import { rulesProjects } from './vitest.rules-projects.ts';

/**
 * The Vitest projects whose tests guard the code under mutation, core and the adapters (their HTTP
 * client), for Stryker (stryker.config.mjs): the same projects as in vitest.config.ts, without the
 * others' test files, servers and sequencer.
 *
 * Stryker starts a fresh Vitest run for every mutant that takes effect when a module is loaded (a
 * constant, a table, a pattern), so a module cache shared between files still loads it mutated; the
 * same mutants ran with every file isolated gave the same results in twice the time.
 */
export default defineConfig({
  ...sourceConditions,
  test: { projects: rulesProjects },
});
