import { sourceConditions } from './vite.config.ts';

/**
 * How long one test may take before it fails, where a project names no other: twelve times Vitest's
 * default. The test run shares a two-core machine with type checks and other workers, where a test
 * CPU-bound for a second idle takes five; a limit is there to end a hang, never to judge speed
 * (docs/testing.md, "Sharing the machine").
 */
export const TEST_TIMEOUT_MS = 60_000;

/** What every Node test project sets up: fast-check's seeding (ADR 0006) and the time limit. */
export const nodeTests = {
  environment: 'node' as const,
  setupFiles: ['tests/setup/fast-check.ts'],
  testTimeout: TEST_TIMEOUT_MS,
};

/**
 * Logic that keeps no state between files (rules, adapters over fakes, view stores and components built
 * fresh by each test) shares one module cache per worker instead of importing everything again for
 * every file: `isolate: false` (docs/testing.md).
 */
export const sharedModules = { isolate: false };

/** Adapter tests that must load axios themselves, into a module cache of their own. */
const OWN_MODULE_CACHE = ['adapters/src/http/browser-xhr.test.ts'];

/**
 * The projects of the core's rules and the adapters: the same in the whole test run (vitest.config.ts)
 * and under mutation testing (vitest.stryker.config.ts).
 */
export const rulesProjects = [
  {
    ...sourceConditions,
    test: { ...nodeTests, ...sharedModules, name: 'core', include: ['core/src/**/*.test.ts'] },
  },
  {
    ...sourceConditions,
    test: {
      ...nodeTests,
      ...sharedModules,
      name: 'adapters',
      include: ['adapters/src/**/*.test.ts'],
      exclude: OWN_MODULE_CACHE,
    },
  },
  // axios picks its adapter when it is first loaded: a file that loads it under a stubbed
  // XMLHttpRequest needs a module cache no other file loaded axios into first.
  { ...sourceConditions, test: { ...nodeTests, name: 'adapters-xhr', include: OWN_MODULE_CACHE } },
];
