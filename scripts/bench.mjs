#!/usr/bin/env node
// Runs every benchmark under tests/bench/ one after another (they share two cores badly), each in its
// own process. Each prints its figures and budgets; a missed budget is reported, not fatal to the rest.
// A bench that needs a browser (`*.browser.bench.ts`) runs on Playwright Test, which launches Chromium
// for it (playwright.bench.config.ts); the others are plain scripts.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const only = process.argv.slice(2);
const benches = readdirSync(`${root}tests/bench`)
  .filter((f) => /\.bench\.(ts|mjs)$/.test(f))
  .filter((f) => only.length === 0 || only.some((o) => f.includes(o)))
  .sort();

function run(file) {
  if (file.endsWith('.browser.bench.ts')) {
    // Lighthouse measures the shop in the full browser, Debian's chromium (installed when missing).
    const browser = spawnSync('bash', [join(root, 'scripts', 'ensure-browser.sh'), 'chromium'], {
      stdio: 'inherit',
    });
    if (browser.status !== 0) return browser;
    return spawnSync(
      join(root, 'node_modules', '.bin', 'playwright'),
      ['test', '-c', 'playwright.bench.config.ts', `tests/bench/${file}`],
      {
        cwd: root,
        stdio: 'inherit',
        env: {
          ...process.env,
          NODE_OPTIONS: [process.env.NODE_OPTIONS, '--conditions=source'].filter(Boolean).join(' '),
        },
      },
    );
  }
  return spawnSync(
    process.execPath,
    ['--conditions=source', '--import', 'tsx', '--expose-gc', `tests/bench/${file}`],
    { cwd: root, stdio: 'inherit' },
  );
}

const results = [];
for (const file of benches) {
  console.log(`\n=== ${file} ===`);
  results.push({ file, ok: run(file).status === 0 });
}
console.log('\n=== summary ===');
for (const { file, ok } of results) console.log(`${ok ? 'within budget' : 'MISSED a budget'}  ${file}`);
