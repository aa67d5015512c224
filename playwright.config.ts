import {
  defineConfig,
  type PlaywrightTestConfig,
  type PlaywrightTestOptions,
  type Project,
} from '@playwright/test';
import type { EngineOptions } from './tests/e2e/engines/support/fixtures.ts';
import { CUSTOMER_STATE } from './tests/e2e/support/customer-state.ts';
import { CHROMIUM_ARGS, testBrowserPath } from './tests/support/chromium.ts';

/**
 * The browser tests (tests/e2e/*.spec.ts, and the teaser's in teaser/e2e/) on Playwright Test. The shop is started once per run by the
 * global setup (a fresh database in a temporary folder), the tests drive Debian's Chromium.
 *
 * Every test names the widths it runs at with the tags `@phone` and `@desktop`; a test tagged
 * `@customer` runs logged in as the customer the setup project registers (its storage state), at the
 * widths it names. Docs: docs/testing.md.
 */

const PHONE = { width: 375, height: 812 };
const DESKTOP = { width: 1280, height: 900 };

/** Tests carrying every one of `tags`. */
function taggedAll(...tags: string[]): RegExp {
  return new RegExp(tags.map((tag) => `(?=.*${tag}\\b)`).join(''));
}

/** A project of the cross-engine journeys (tests/e2e/engines/) with its engine, width and tags. */
function engineProject(
  name: string,
  use: Project<PlaywrightTestOptions & EngineOptions>['use'],
  grep: RegExp,
): Project<EngineOptions> {
  return { name, testDir: 'tests/e2e/engines', use, grep, dependencies: ['customer setup'] };
}

const reporter: PlaywrightTestConfig['reporter'] = [
  [process.env.CI ? 'line' : 'list'],
  ['html', { open: 'never', outputFolder: 'playwright-report' }],
];
// The combined summary of `npm test` (scripts/test.mjs) reads the totals from here.
if (process.env.PLAYWRIGHT_JSON_OUTPUT_FILE) reporter.push(['json']);

export default defineConfig<EngineOptions>({
  testDir: 'tests/e2e',
  testMatch: /.*\.(spec|setup)\.ts$/,
  outputDir: 'test-results',
  globalSetup: './tests/e2e/support/global-setup.ts',
  fullyParallel: true,
  // Two workers fit the small machine beside the three servers; `npm test` names the number from its
  // plan for the machine (scripts/test-plan.mjs). The tests do not share data (each has its own guest,
  // or its own new account), see docs/testing.md.
  workers: process.env.PLAYWRIGHT_WORKERS ? Number(process.env.PLAYWRIGHT_WORKERS) : 2,
  forbidOnly: Boolean(process.env.CI),
  // A failed test runs once more, recording its trace (below). A test that passes only on that retry
  // is reported as flaky, and `npm test` counts it as failed (scripts/test.mjs).
  retries: 1,
  timeout: 60_000,
  expect: {
    // A limit ends a wait that will never end; it does not judge speed. A page on a two-core machine
    // beside two busy processes takes several times as long as on an idle one.
    timeout: 15_000,
    // The visual comparisons (visual.spec.ts) allow the odd anti-aliased pixel, not a moved element.
    toHaveScreenshot: { maxDiffPixelRatio: 0.002 },
  },
  // A missing reference picture fails a CI run instead of being written as the new truth.
  updateSnapshots: process.env.CI ? 'none' : 'missing',
  reporter,
  use: {
    launchOptions: {
      executablePath: testBrowserPath(),
      args: [...CHROMIUM_ARGS],
    },
    // Traces are recorded on the retry of a failed test only: recording every run made the browser tests
    // about 30 % slower here. The trace holds the screencast of the run, action by action; a video
    // would need Playwright's own ffmpeg build, which is never downloaded here (docs/testing.md).
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    video: 'off',
  },
  // Every project waits for the customer setup (a few seconds). Playwright runs projects in phases, and
  // a project with dependencies waits until every project of the phase before has finished: customer
  // projects depending on the setup alone would start only once every guest test had ended, and their long scans would run
  // last, on their own. In one phase, tests are handed to the workers in the order of the projects
  // below, each project's files in name order: the long accessibility scans (the customer projects'
  // only tests, and first in each other project) start early, the short tests fill the end.
  projects: [
    { name: 'customer setup', testMatch: /customer\.setup\.ts$/, use: { viewport: DESKTOP } },
    {
      name: 'customer-desktop',
      use: { viewport: DESKTOP, storageState: CUSTOMER_STATE },
      grep: taggedAll('@customer', '@desktop'),
      dependencies: ['customer setup'],
    },
    {
      name: 'customer-phone',
      use: { viewport: PHONE, storageState: CUSTOMER_STATE },
      grep: taggedAll('@customer', '@phone'),
      dependencies: ['customer setup'],
    },
    // The production shape (docs/deploy.md): www., api. and checkout. of a test domain over https
    // behind nginx (deploy/nginx/tls.conf), each worker's own, started by the project's worker fixture
    // (tests/e2e/staging/support/fixtures.ts), which also hands Chromium the name mapping and the trust
    // in the run's certificate. One worker: one staging shop beside the run's other servers. It waits for
    // the customer setup like every project (one phase, see above) and starts early: it is the longest.
    {
      name: 'staging',
      testDir: 'tests/e2e/staging',
      testMatch: /.*\.spec\.ts$/,
      use: { viewport: DESKTOP },
      workers: 1,
      dependencies: ['customer setup'],
    },
    {
      name: 'desktop',
      use: { viewport: DESKTOP },
      grep: /@desktop\b/,
      grepInvert: /@customer\b/,
      dependencies: ['customer setup'],
    },
    {
      name: 'phone',
      use: { viewport: PHONE },
      grep: /@phone\b/,
      grepInvert: /@customer\b/,
      dependencies: ['customer setup'],
    },
    // The shopper journeys of tests/e2e/engines/ in the other engines shoppers use (ADR 0017): Firefox at
    // both widths, WebKit at a phone's, where Safari's shoppers are. Chromium runs them in the projects above.
    engineProject('firefox-desktop', { viewport: DESKTOP, engine: 'firefox' }, /@desktop\b/),
    engineProject('firefox-phone', { viewport: PHONE, engine: 'firefox' }, /@phone\b/),
    engineProject('webkit-phone', { viewport: PHONE, engine: 'webkit' }, /@phone\b/),
    // Safari does not focus a button it clicks or taps: Chromium with that behaviour emulated runs the
    // journeys of popups, the search panel and the menus (tag @focus).
    engineProject(
      'safari-focus-desktop',
      { viewport: DESKTOP, safariFocus: true },
      taggedAll('@focus', '@desktop'),
    ),
    engineProject(
      'safari-focus-phone',
      { viewport: PHONE, safariFocus: true },
      taggedAll('@focus', '@phone'),
    ),
    // The embeddable teaser on its own origin (the global setup serves its demo page), at desktop width.
    {
      name: 'teaser',
      testDir: 'teaser/e2e',
      testMatch: /.*\.spec\.ts$/,
      use: { viewport: DESKTOP, locale: 'en-US' },
      dependencies: ['customer setup'],
    },
  ],
});
