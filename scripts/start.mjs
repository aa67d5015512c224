#!/usr/bin/env node
// Starts the whole shop: the reference API with the checkout host, and the storefront when it is built.
// `--dev` reloads on change. Each part is its own process; stopping this one stops them all.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const dev = process.argv.includes('--dev');
const node = [process.execPath, '--conditions=source', '--import', 'tsx'];

const parts = [{ name: 'api', args: [...(dev ? ['--watch'] : []), 'backend/src/main.ts'] }];
if (existsSync(new URL('../ui/src/server/main.ts', import.meta.url))) {
  parts.push({ name: 'storefront', args: ['ui/src/server/main.ts', ...(dev ? ['--dev'] : [])] });
}

const children = parts.map(({ name, args }) => {
  const child = spawn(node[0], [...node.slice(1), ...args], { cwd: root, stdio: 'inherit', env: process.env });
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(`[start] ${name} stopped (${signal ?? code}); stopping the shop`);
      stop(code ?? 1);
    }
  });
  return child;
});

let stopping = false;
function stop(code = 0) {
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 500).unref();
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
