// @ts-check
/**
 * Mutation testing of the core's rules and the adapters' HTTP client: `npm run test:mutation`
 * (docs/testing.md). Not part of `npm test`: a full run takes about ten minutes on two cores, a run
 * after a change only as long as the mutants that change touches.
 */

// Every run explores the same property cases, so that a mutant is killed or survives by the tests, not
// by the luck of a random seed, and incremental runs compare like with like (ADR 0006).
process.env.FC_SEED ??= '20261122';

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.stryker.config.ts' },
  coverageAnalysis: 'perTest',
  mutate: [
    'core/src/**/*.ts',
    'adapters/src/http/**/*.ts',
    '!**/*.test.ts',
    '!**/testing/**',
    // Barrels only re-export; files of types and ports alone have nothing to mutate.
    '!**/index.ts',
  ],
  // The sandbox holds what the two packages' tests load; node_modules is linked, not copied.
  ignorePatterns: [
    '/*',
    '!/core',
    '!/adapters',
    '!/tests',
    '/tests/*',
    '!/tests/setup',
    '!/package.json',
    '!/tsconfig*.json',
    '!/vite.config.ts',
    '!/vitest.stryker.config.ts',
    '!/vitest.rules-projects.ts',
    '/core/dist',
    '/adapters/dist',
  ],
  incremental: true,
  incrementalFile: '.stryker/incremental.json',
  tempDirName: '.stryker/tmp',
  cleanTempDir: 'always',
  reporters: ['clear-text', 'progress', 'html'],
  htmlReporter: { fileName: '.stryker/report/mutation.html' },
  // Written only when asked for (`--reporters json`), for scripts that read the results.
  jsonReporter: { fileName: '.stryker/report/mutation.json' },
  thresholds: { high: 95, low: 90, break: 95 },
  // One Vitest run per process; two keep both cores of the CI machine busy.
  concurrency: 2,
};
