import { defineConfig } from '@playwright/test';
import { BENCH_CDP_PORT } from './tests/bench/support/bench-browser.ts';
import { CHROMIUM_ARGS, chromiumPath } from './tests/support/chromium.ts';

/**
 * The benchmarks that need a browser (tests/bench/*.browser.bench.ts), on Playwright Test: it launches
 * Debian's Chromium with the browser tests' flags and hands it to the bench as its `browser` fixture.
 * `npm run bench` runs them through this config (scripts/bench.mjs); the other benches are plain scripts.
 * One worker, no retries, no time limit per part: a bench measures, it does not race. Docs:
 * docs/benchmarks.md.
 */
export default defineConfig({
  testDir: 'tests/bench',
  testMatch: /.*\.browser\.bench\.ts$/,
  outputDir: '.tmp/bench-results',
  workers: 1,
  retries: 0,
  timeout: 0,
  reporter: [['list']],
  use: {
    launchOptions: {
      executablePath: chromiumPath(),
      // Lighthouse connects to the same browser through its DevTools port (bench-browser.ts).
      args: [...CHROMIUM_ARGS, `--remote-debugging-port=${BENCH_CDP_PORT}`],
      // Playwright turns the back/forward cache off by default; Lighthouse's bf-cache audit should see
      // the shop's pages as a shopper's browser keeps them.
      ignoreDefaultArgs: ['--disable-back-forward-cache'],
    },
    trace: 'off',
    screenshot: 'off',
    video: 'off',
  },
});
