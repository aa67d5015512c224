import { defineConfig } from '@playwright/test';

/**
 * The teaser in Chromium on its own origin, against the reference API and the storefront's production
 * build (`npm run test:teaser` builds both first). Debian's Chromium, never a downloaded browser.
 */
export default defineConfig({
  testDir: 'e2e',
  testMatch: '*.spec.ts',
  globalSetup: './e2e/global-setup.ts',
  outputDir: '../.tmp/teaser-e2e',
  // One browser at a time on a small machine; the spec drives real servers.
  workers: 1,
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    browserName: 'chromium',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
    viewport: { width: 1280, height: 900 },
    locale: 'en-US',
    trace: 'retain-on-failure',
  },
});
