import { execSync } from 'node:child_process';

/**
 * Debian's Chromium, as the browser tests and the benchmarks run it (Playwright's own browsers are never
 * downloaded here): `CHROMIUM_PATH`, else `chromium` on the path.
 */
export function chromiumPath(): string {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  try {
    return execSync('command -v chromium', { shell: '/bin/sh', encoding: 'utf8' }).trim();
  } catch {
    return '/usr/bin/chromium';
  }
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
