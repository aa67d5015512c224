#!/usr/bin/env node
// Starts the whole shop: the reference API with the checkout host, and the server-rendered storefront.
// The storefront is built first when its build is missing or older than the sources. `--dev` runs the
// storefront through Vite (no build, reload on change) and restarts the API on change.
// Each part is its own process; stopping this one stops them all.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const dev = process.argv.includes('--dev');
const node = [process.execPath, '--conditions=source', '--import', 'tsx'];

function newest(dir) {
  let latest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const path = join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(path) : statSync(path).mtimeMs);
  }
  return latest;
}

function buildIsCurrent() {
  const built = join(root, 'ui/dist/server/render.js');
  if (!existsSync(built) || !existsSync(join(root, 'ui/dist/client/index.html'))) return false;
  const sources = Math.max(
    ...['ui/src', 'ui/index.html', 'core/src', 'adapters/src'].map((p) => {
      const path = join(root, p);
      return statSync(path).isDirectory() ? newest(path) : statSync(path).mtimeMs;
    }),
  );
  return statSync(built).mtimeMs >= sources;
}

if (!dev && !buildIsCurrent()) {
  console.info('[start] building the storefront…');
  const result = spawnSync('npm', ['run', 'build:ui', '--silent'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const parts = [
  { name: 'api', args: [...(dev ? ['--watch'] : []), 'backend/src/main.ts'] },
  { name: 'storefront', args: ['ui/src/server/main.ts', ...(dev ? ['--dev'] : [])] },
];

let stopping = false;
const children = parts.map(({ name, args }) => {
  const child = spawn(node[0], [...node.slice(1), ...args], {
    cwd: root,
    stdio: 'inherit',
    env: process.env,
  });
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(`[start] ${name} stopped (${signal ?? code}); stopping the shop`);
      stop(code ?? 1);
    }
  });
  return child;
});

function stop(code = 0) {
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 500).unref();
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
