#!/usr/bin/env node
// Starts the whole shop: the reference API with the checkout host, the server-rendered storefront and
// the teaser's demo news page (its own origin). The storefront and the teaser are built first when their
// builds are missing or older than the sources. `--dev` runs the
// storefront through Vite (no build, reload on change) and restarts the API on change.
//
// Each part is its own process, started over an IPC channel so that it ends when this one does. The
// storefront serves only once the API answers its health check; this script says when each part and
// then the whole shop is ready. A taken port ends it at once with one line naming the variable to
// change (exit 1). SIGINT or SIGTERM (to this process, or to npm's: `npm start` runs it with `exec`)
// stops every part gracefully within 5 s. A part that dies takes the others down, and the exit code
// is then not 0.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const dev = process.argv.includes('--dev');
const node = [process.execPath, '--conditions=source', '--import', 'tsx'];
const started = performance.now();

/** The whole stop must end within 5 s: the parts get this long, then they are killed. */
const STOP_WITHIN_MS = 4500;
/** How long the first start (build, migration, seeding) may take before the script gives up. */
const READY_WITHIN_MS = Number(process.env.READY_WITHIN_SECONDS ?? 300) * 1000;

const env = process.env;
const host = env.HOST ?? '127.0.0.1';
const portOf = (value, fallback) => {
  const n = Number(value);
  return value !== undefined && value !== '' && Number.isInteger(n) && n > 0 ? n : fallback;
};
const ports = [
  { name: 'storefront', variable: 'PORT', port: portOf(env.PORT, 3000) },
  { name: 'API', variable: 'API_PORT', port: portOf(env.API_PORT, 4000) },
  { name: 'checkout host', variable: 'CHECKOUT_PORT', port: portOf(env.CHECKOUT_PORT, 4100) },
  { name: 'teaser demo', variable: 'TEASER_PORT', port: portOf(env.TEASER_PORT, 4200) },
];
// Where this script asks for health: the servers' own address, or loopback when they listen everywhere.
const probeHost = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host.includes(':') ? `[${host}]` : host;
const urlOf = (port) => `http://${probeHost}:${port}`;

function newest(dir) {
  let latest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const path = join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(path) : statSync(path).mtimeMs);
  }
  return latest;
}

/** Whether every output exists and is newer than every source (files or folders). */
function buildIsCurrent(outputs, sources) {
  if (!outputs.every((p) => existsSync(join(root, p)))) return false;
  const newestSource = Math.max(
    ...sources.map((p) => {
      const path = join(root, p);
      return statSync(path).isDirectory() ? newest(path) : statSync(path).mtimeMs;
    }),
  );
  return Math.min(...outputs.map((p) => statSync(join(root, p)).mtimeMs)) >= newestSource;
}

const builds = [
  {
    what: 'the storefront',
    script: ['run', 'build:ui', '--silent'],
    outputs: ['ui/dist/server/render.js', 'ui/dist/client/index.html'],
    sources: ['ui/src', 'ui/index.html', 'core/src', 'adapters/src'],
  },
  {
    what: 'the teaser',
    script: ['run', 'build', '--silent', '-w', '@fanshop/teaser'],
    outputs: ['teaser/dist/fanshop-teaser.js'],
    sources: ['teaser/src', 'core/src', 'adapters/src'],
  },
];

/** Whether a port can be listened on at the servers' address (it is let go again at once). */
function isFree(port) {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', (error) => (error.code === 'EADDRINUSE' ? resolve(false) : reject(error)));
    probe.listen(port, host, () => probe.close(() => resolve(true)));
  });
}

const taken = [];
for (const part of ports) if (!(await isFree(part.port))) taken.push(part);
if (taken.length > 0) {
  for (const { port, name, variable } of taken) {
    console.error(
      `[start] port ${port} is taken, so the ${name} cannot start: set ${variable} to a free port`,
    );
  }
  process.exit(1);
}

for (const build of builds) {
  if (dev && build.what === 'the storefront') continue;
  if (buildIsCurrent(build.outputs, build.sources)) continue;
  console.info(`[start] building ${build.what}…`);
  // The production build whatever NODE_ENV the caller runs under (a test runner sets `test`): a build
  // made for development calls React's jsxDEV, which the production server's React does not have.
  const result = spawnSync('npm', build.script, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// The API allows the storefront's origin and the teaser demo's, unless CORS_ORIGINS says otherwise.
const storefrontPort = ports[0].port;
const teaserPort = ports[3].port;
const partEnv = {
  ...env,
  CORS_ORIGINS:
    env.CORS_ORIGINS ??
    [
      `http://127.0.0.1:${storefrontPort}`,
      `http://localhost:${storefrontPort}`,
      `http://127.0.0.1:${teaserPort}`,
    ].join(','),
  TEASER_PORT: String(teaserPort),
  STOREFRONT_URL: env.STOREFRONT_URL ?? `http://127.0.0.1:${storefrontPort}`,
  API_BASE_URL: env.API_BASE_URL ?? `http://127.0.0.1:${ports[1].port}`,
};

const parts = [
  { name: 'api', args: [...(dev ? ['--watch'] : []), 'backend/src/main.ts'] },
  { name: 'storefront', args: ['ui/src/server/main.ts', ...(dev ? ['--dev'] : [])] },
  { name: 'teaser demo', args: ['teaser/scripts/serve.mjs'] },
];

let stopping = null;
const children = parts.map(({ name, args }) => {
  const child = spawn(node[0], [...node.slice(1), ...args], {
    cwd: root,
    // The IPC channel is how a part notices that this process is gone, even when it was killed.
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    env: partEnv,
  });
  child.exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  // The storefront says over IPC when all its workers listen (its first worker answers /health before).
  child.announced =
    name === 'storefront'
      ? new Promise((resolve) => child.on('message', (message) => message?.type === 'ready' && resolve(true)))
      : Promise.resolve(true);
  child.exited.then(({ code, signal }) => {
    if (!stopping) {
      console.error(`[start] the ${name} stopped (${signal ?? `exit code ${code}`}); stopping the shop`);
      void stop(code || 1);
    }
  });
  return child;
});

/** Stops every part (SIGTERM, then SIGKILL for what is left after the grace), then this process. */
function stop(code) {
  stopping ??= (async () => {
    for (const child of children)
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    const all = Promise.all(children.map((child) => child.exited));
    const late = await Promise.race([
      all.then(() => false),
      new Promise((resolve) => setTimeout(() => resolve(true), STOP_WITHIN_MS)),
    ]);
    if (late) {
      for (const child of children)
        if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await all;
    }
    console.info(code === 0 ? '[start] the shop stopped' : `[start] the shop stopped (exit code ${code})`);
    process.exit(code);
  })();
  return stopping;
}
process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(0));
process.on('SIGHUP', () => void stop(0));

// Started through a shell that does not pass signals on: when the parent goes, stop as well.
const parent = process.ppid;
setInterval(() => {
  if (process.ppid !== parent) void stop(0);
}, 500).unref();

/** Resolves once `url` answers 200, asking every 250 ms; false when the shop is stopping or time is up. */
async function healthy(url, until) {
  while (!stopping && performance.now() < until) {
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
      await res.body?.cancel();
      if (res.status === 200) return true;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return false;
}

const until = performance.now() + READY_WITHIN_MS;
const announced = Promise.race([
  Promise.all(children.map((child) => child.announced)).then(() => true),
  new Promise((resolve) => setTimeout(() => resolve(false), Math.max(0, until - performance.now())).unref()),
]);
const ready = [
  ...(await Promise.all(ports.map(({ port }) => healthy(`${urlOf(port)}/health`, until)))),
  await announced,
];
if (!stopping) {
  if (ready.every(Boolean)) {
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.info(
      `[start] the shop is ready in ${seconds} s: ${urlOf(ports[0].port)}/ ` +
        `(stop with Ctrl-C, or SIGTERM to this process or to npm's)`,
    );
  } else {
    console.error(`[start] the shop did not become ready within ${READY_WITHIN_MS / 1000} s; stopping it`);
    void stop(1);
  }
}
