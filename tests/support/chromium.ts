import { execSync } from 'node:child_process';

/** Where `command` is on the path, else its usual place. */
function onPath(command: string): string {
  try {
    return execSync(`command -v ${command}`, { shell: '/bin/sh', encoding: 'utf8' }).trim();
  } catch {
    return `/usr/bin/${command}`;
  }
}

/**
 * Debian's Chromium, as the benchmarks run it (Playwright's own browsers are never downloaded here):
 * `CHROMIUM_PATH`, else `chromium` on the path. Lighthouse measures the shop in the full browser.
 */
export function chromiumPath(): string {
  return process.env.CHROMIUM_PATH || onPath('chromium');
}

/**
 * The browser of the browser tests: Debian's `chromium-headless-shell`, the same Chromium build
 * without the desktop browser around it, which is also what Playwright runs for headless tests by
 * default. It renders the same pages with about a quarter less CPU than the full browser run
 * headless (docs/testing.md). `TEST_CHROMIUM_PATH` names another; the visual references
 * (tests/e2e/visual.spec.ts-snapshots) were taken with the headless shell, whose text anti-aliasing
 * differs from the full browser's.
 */
export function testBrowserPath(): string {
  return process.env.TEST_CHROMIUM_PATH || onPath('chromium-headless-shell');
}

/** Headless Chromium as the machine allows: no sandbox as root, no GPU, no background traffic. */
export const CHROMIUM_ARGS: readonly string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];
