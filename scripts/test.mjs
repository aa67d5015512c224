#!/usr/bin/env node
/**
 * The tests of `npm test`: first the storefront's and the teaser's builds (the tests start servers from
 * them), then the static checks (type checks, lint and format, dependency rules; one line each), Vitest
 * (unit, component, property, contract and HTTP tests; its output shown when it ends) and Playwright Test
 * (the browser tests, printing as they run), side by side or in turn as the machine's cores allow
 * (scripts/test-plan.mjs). Both runners write their totals as JSON, and the run ends with one plain line
 * over both, `N passed, N failed`, which names the flaky tests among the failed: a test that passed only
 * on its retry fails the run. The exit code is non-zero when a check or runner failed or did not report.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, setPriority } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { testPlan } from './test-plan.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const out = join(root, '.tmp', 'test-totals');
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });
const vitestJson = join(out, 'vitest.json');
const playwrightJson = join(out, 'playwright.json');
const propertyCasesFile = join(out, 'property-cases.txt');

function read(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

/** The cases the properties ran, as the Vitest setup counts them (tests/setup/fast-check.ts). */
function propertyCases() {
  try {
    return readFileSync(propertyCasesFile, 'utf8')
      .split('\n')
      .filter(Boolean)
      .reduce((sum, line) => sum + Number(line), 0);
  } catch {
    return 0;
  }
}

const bin = (name) => join(root, 'node_modules', '.bin', name);

/**
 * Runs a command with its output held back, so that what runs at the same time does not interleave;
 * answers its exit code, its output and how long it took.
 */
function quietly(command, args, { env = {}, niceness = 0, onChild = () => {} } = {}) {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    lowerPriority(child, niceness);
    onChild(child);
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('error', (error) => output.push(Buffer.from(String(error))));
    child.on('close', (code) =>
      resolve({
        code: code ?? 1,
        output: Buffer.concat(output).toString().trimEnd(),
        seconds: ((performance.now() - started) / 1000).toFixed(1),
      }),
    );
  });
}

/**
 * CPU priorities (`nice`) of what runs at once: on a small machine the run is CPU-bound. The browser
 * tests mostly wait (on pages, servers and idle networks) and go first when they need the CPU; Vitest,
 * the longest runner after them, next; the static checks, which only have to end before Vitest does,
 * fill what is left (docs/testing.md).
 */
const NICENESS = { vitest: 5, checks: 15 };

/**
 * The checks' priority now, and the check running. Once Vitest has ended, the checks left have nothing to
 * fill in beside it: they go on at Vitest's priority, or beside busy processes of the machine's own they
 * would get almost no CPU at all (a loaded run's type checks took minutes each).
 */
const checksPriority = { niceness: NICENESS.checks, running: undefined };

/** Gives the checks Vitest's priority, the one running included. */
function checksNoLongerWait() {
  checksPriority.niceness = NICENESS.vitest;
  if (checksPriority.running?.pid && checksPriority.running.exitCode === null) {
    setNiceness(checksPriority.running.pid, NICENESS.vitest);
  }
}

/** Lowers a process's CPU priority, and that of what it starts later. */
function lowerPriority(child, niceness) {
  if (niceness === 0 || !child.pid) return;
  setNiceness(child.pid, niceness);
}

function setNiceness(pid, niceness) {
  try {
    setPriority(pid, niceness);
  } catch {
    // Not allowed here (raising a priority needs privileges): the run is only slower.
  }
}

/** Runs one check, saying in one line that it passed, or with its output that it failed. */
async function check(name, command, args) {
  const { code, output, seconds } = await quietly(command, args, {
    niceness: checksPriority.niceness,
    onChild: (child) => (checksPriority.running = child),
  });
  if (code === 0) console.log(`[check] ${name}: passed in ${seconds} s`);
  else console.error(`[check] ${name}: FAILED (exit ${code}) after ${seconds} s\n${output}`);
  return code === 0;
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

// The builds the tests start servers from come first, side by side.
const built = await Promise.all([
  lane([['storefront build', npm, ['run', 'build:ui', '--silent']]]),
  lane([['teaser build', npm, ['run', 'build', '--silent', '-w', '@fanshop/teaser']]]),
]);
if (!built.every(Boolean)) {
  console.error('[check] a build failed: the tests do not run');
  console.log('0 passed, 1 failed');
  process.exit(1);
}

/** Runs a test runner with its output held back until it ends (the browser tests print meanwhile). */
async function held(name, command, args, env = {}) {
  const { code, output } = await quietly(command, args, { niceness: NICENESS.vitest, env });
  console.log(`\n[test] ${name}:\n${output}\n`);
  return code;
}

/** Runs one part of the run and says how long it took. */
async function timed(name, run) {
  const started = performance.now();
  const result = await run();
  console.log(`[test] ${name} took ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return result;
}

/** Runs a test runner printing as it goes. */
function streamed(command, args, env = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, env: { ...process.env, ...env }, stdio: 'inherit' });
    child.on('close', (code) => resolve(code ?? 1));
  });
}

const cores = availableParallelism();
const plan = testPlan(cores);
console.log(
  `[test] ${cores} cores: ${plan.together ? 'checks, Vitest and the browser tests at once' : 'checks beside Vitest, then the browser tests'}; ` +
    `Vitest ${plan.vitestWorkers} workers, Playwright ${plan.playwrightWorkers}`,
);

const checks = () =>
  timed('checks', () =>
    lane([
      ...typechecks,
      ['lint', npm, ['run', 'lint', '--silent']],
      ['dependency rules', npm, ['run', 'depcheck', '--silent']],
    ]),
  );
const vitestRun = () =>
  timed('Vitest', async () => {
    const status = await held(
      'Vitest',
      bin('vitest'),
      ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestJson}`],
      { PROPERTY_CASES_FILE: propertyCasesFile, VITEST_MAX_WORKERS: String(plan.vitestWorkers) },
    );
    checksNoLongerWait();
    return status;
  });
// The browser tests import the workspace packages from their sources (`source` condition), so they never
// read a `dist` another test is building.
const playwrightRun = () =>
  timed('Playwright', () =>
    streamed(bin('playwright'), ['test'], {
      PLAYWRIGHT_JSON_OUTPUT_FILE: playwrightJson,
      PLAYWRIGHT_WORKERS: String(plan.playwrightWorkers),
      NODE_OPTIONS: [process.env.NODE_OPTIONS, '--conditions=source'].filter(Boolean).join(' '),
    }),
  );

let checksOk, vitestStatus, playwrightStatus;
if (plan.together) {
  // Each runner leaves cores idle much of the time (waiting on servers, browsers and files), so on a
  // machine with cores to spare they take far less together than in a row.
  [checksOk, vitestStatus, playwrightStatus] = await Promise.all([checks(), vitestRun(), playwrightRun()]);
} else {
  [checksOk, vitestStatus] = await Promise.all([checks(), vitestRun()]);
  playwrightStatus = await playwrightRun();
}
if (!checksOk) console.error('[check] a static check failed (above)');

const vitest = read(vitestJson);
const playwright = read(playwrightJson);
let passed = 0;
let failed = 0;
let flaky = 0;
if (vitest) {
  passed += vitest.numPassedTests;
  failed += vitest.numFailedTests;
} else console.error('[test] Vitest wrote no totals');
if (playwright) {
  // A flaky test passed only on its retry: it fails the run, and the summary names it so.
  passed += playwright.stats.expected;
  failed += playwright.stats.unexpected + playwright.stats.flaky;
  flaky += playwright.stats.flaky;
} else console.error('[test] Playwright Test wrote no totals');

if (!checksOk) failed += 1;
console.log(`[test] property cases run: ${propertyCases()}`);
console.log(
  `${passed} passed, ${failed} failed${flaky > 0 ? ` (${flaky} of them flaky: passed only on a retry)` : ''}`,
);
const ok = checksOk && vitestStatus === 0 && playwrightStatus === 0 && vitest && playwright && failed === 0;
process.exit(ok ? 0 : 1);
