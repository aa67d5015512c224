#!/usr/bin/env node
/**
 * The tests of `npm test`: first the static checks and the builds the browser tests need, in two lanes
 * at once (the type checks are one lane: each `tsc` keeps one core busy; lint, dependency rules and the
 * builds are the other), then Vitest (unit, component, property, contract and HTTP tests), then
 * Playwright Test (the browser tests), each printing its own summary. Both also write their totals as JSON, and
 * the run ends with one plain line over both, `N passed, N failed`. The exit code is non-zero when
 * either runner failed or did not report.
 */
import { spawn, spawnSync } from 'node:child_process';
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

/** Runs one check with its output held back, so that two lanes' logs do not interleave. */
function check(name, command, args) {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, env: process.env, stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('error', (error) => output.push(Buffer.from(String(error))));
    child.on('close', (code) => {
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      const text = Buffer.concat(output).toString().trim();
      if (code === 0) console.log(`[check] ${name}: passed in ${seconds} s`);
      else console.error(`[check] ${name}: FAILED (exit ${code}) after ${seconds} s\n${text}`);
      resolve(code === 0);
    });
  });
}

/** Runs a lane's checks one after another, stopping at the first that fails. */
async function lane(checks) {
  for (const [name, command, args] of checks) if (!(await check(name, command, args))) return false;
  return true;
}

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
// The type checks are `npm run typecheck`'s, one `tsc -p` each, read from package.json so the list lives once.
const typecheck = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).scripts.typecheck;
const typechecks = typecheck.split('&&').map((step) => {
  const [command, ...args] = step.trim().split(/\s+/);
  return [`typecheck ${args.at(-1)}`, bin(command), args];
});
const lanes = await Promise.all([
  lane(typechecks),
  lane([
    ['lint', npm, ['run', 'lint', '--silent']],
    ['dependency rules', npm, ['run', 'depcheck', '--silent']],
    ['storefront build', npm, ['run', 'build:ui', '--silent']],
    ['teaser build', npm, ['run', 'build', '--silent', '-w', '@fanshop/teaser']],
  ]),
]);
if (!lanes.every(Boolean)) {
  console.error('[check] a check failed: the tests do not run');
  console.log('0 passed, 1 failed');
  process.exit(1);
}

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
