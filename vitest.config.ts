import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { ServersFirstSequencer } from './tests/support/servers-first-sequencer.ts';
import { sourceConditions } from './vite.config.ts';
import {
  nodeTests as node,
  rulesProjects,
  sharedModules as shared,
  TEST_TIMEOUT_MS,
} from './vitest.rules-projects.ts';

// The backend, contract and HTTP tests start servers, open databases and set the environment, so each of
// their files keeps its own module cache; the rules, stores and components share one (`shared`).

/** The one storefront file outside the components that needs a DOM: it moves through the history. */
const NEEDS_DOM = ['ui/src/composition/browser-navigator.test.ts'];
/** The server's own tests: the server entry, its document, its HTTP app, their helpers. */
const SERVER_RENDERING = ['ui/src/server/**/*.test.ts'];

export default defineConfig({
  ...sourceConditions,
  test: {
    // Vitest's default leaves one core free: on a 2-core machine that is one file at a time, and most
    // files spend their time waiting on servers, databases and imports (104 s with two, 140 s with one).
    // `npm test` names the number from its plan for the machine (scripts/test-plan.mjs).
    maxWorkers: Number(process.env.VITEST_MAX_WORKERS) || Math.max(2, availableParallelism() - 1),
    // The files that start servers and wait on them go first (tests/support/servers-first-sequencer.ts).
    sequence: { sequencer: ServersFirstSequencer },
    projects: [
      ...rulesProjects,
      { ...sourceConditions, test: { ...node, name: 'backend', include: ['backend/src/**/*.test.ts'] } },
      // View stores, server rendering and helpers of the storefront need no DOM.
      {
        ...sourceConditions,
        test: {
          ...node,
          ...shared,
          name: 'ui',
          include: ['ui/src/**/*.test.ts'],
          exclude: [...NEEDS_DOM, ...SERVER_RENDERING],
        },
      },
      // The server entry switches MobX to static rendering for the module cache it is loaded into (stores
      // stay plain, observer() leaves components unwrapped): its files share a cache apart from the stores'.
      { ...sourceConditions, test: { ...node, ...shared, name: 'ui-server', include: SERVER_RENDERING } },
      {
        ...sourceConditions,
        test: {
          // happy-dom: the same tests, in about half the time of jsdom here (docs/testing.md).
          environment: 'happy-dom',
          ...shared,
          name: 'components',
          include: ['ui/src/**/*.test.tsx', ...NEEDS_DOM],
          setupFiles: ['tests/setup/fast-check.ts', 'ui/src/testing/setup.ts'],
          testTimeout: TEST_TIMEOUT_MS,
        },
      },
      {
        ...sourceConditions,
        test: {
          environment: 'jsdom',
          name: 'teaser',
          include: ['teaser/src/**/*.test.ts'],
          setupFiles: ['tests/setup/fast-check.ts'],
          testTimeout: TEST_TIMEOUT_MS,
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
          // Starts the real `npm start` (needs the storefront build, which `npm test` makes first). Each
          // file's shops take free ports and their own data folders, so the files may run side by side,
          // and beside the other projects' files: a project without file parallelism would be run
          // after all the others, alone.
          include: ['tests/operator/**/*.test.ts'],
          testTimeout: 300_000,
          hookTimeout: 60_000,
        },
      },
      {
        ...sourceConditions,
        test: {
          ...node,
          name: 'http',
          include: ['tests/http/**/*.test.ts'],
          globalSetup: ['tests/http/support/global-setup.ts'],
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
