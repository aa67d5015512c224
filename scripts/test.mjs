#!/usr/bin/env node
/**
 * The tests of `npm test`: Vitest (unit, component, property, contract and HTTP tests), then Playwright
 * Test (the browser tests), each printing its own summary. Both also write their totals as JSON, and
 * the run ends with one plain line over both, `N passed, N failed`. The exit code is non-zero when
 * either runner failed or did not report.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const out = join(root, '.tmp', 'test-totals');
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });
const vitestJson = join(out, 'vitest.json');
const playwrightJson = join(out, 'playwright.json');

function run(command, args, env = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status ?? 1;
}

function read(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

const bin = (name) => join(root, 'node_modules', '.bin', name);

const vitestStatus = run(bin('vitest'), [
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${vitestJson}`,
]);
const playwrightStatus = run(bin('playwright'), ['test'], { PLAYWRIGHT_JSON_OUTPUT_FILE: playwrightJson });

const vitest = read(vitestJson);
const playwright = read(playwrightJson);
let passed = 0;
let failed = 0;
if (vitest) {
  passed += vitest.numPassedTests;
  failed += vitest.numFailedTests;
} else console.error('[test] Vitest wrote no totals');
if (playwright) {
  // `flaky` would be a test that passed on a retry; the config allows none, so it counts as failed.
  passed += playwright.stats.expected;
  failed += playwright.stats.unexpected + playwright.stats.flaky;
} else console.error('[test] Playwright Test wrote no totals');

console.log(`${passed} passed, ${failed} failed`);
const ok = vitestStatus === 0 && playwrightStatus === 0 && vitest && playwright && failed === 0;
process.exit(ok ? 0 : 1);
