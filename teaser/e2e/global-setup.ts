import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { freePort, startShop } from '../../tests/support/shop-servers';

const teaserRoot = fileURLToPath(new URL('..', import.meta.url));
const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

/** Waits until the teaser's server answers, or fails with what it said. */
async function waitForTeaser(url: string, child: ChildProcess, output: () => string): Promise<void> {
  const until = Date.now() + 15_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the teaser server exited: ${output()}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > until) throw new Error(`${url} did not answer: ${output()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Starts the reference API and checkout host on a fresh database, the storefront's production build
 * and the teaser's demo server, each on a free port of 127.0.0.1. The API allows both the storefront's
 * and the teaser's origin (CORS_ORIGINS). The tests read the URLs from the environment.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  for (const [path, build] of [
    [`${teaserRoot}dist/fanshop-teaser.js`, 'npm run build -w @fanshop/teaser'],
    [`${repoRoot}ui/dist/client`, 'npm run build:ui'],
  ] as const) {
    if (!existsSync(path))
      throw new Error(`${path} is missing: run ${build} first (npm run test:teaser does)`);
  }
  const teaserPort = await freePort();
  const teaserUrl = `http://127.0.0.1:${teaserPort}`;
  const shop = await startShop({ extraCorsOrigins: [teaserUrl] });

  const teaser = spawn(process.execPath, [`${teaserRoot}scripts/serve.mjs`], {
    env: {
      ...process.env,
      TEASER_PORT: String(teaserPort),
      API_BASE_URL: shop.urls.api,
      STOREFRONT_URL: shop.urls.storefront,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  teaser.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  teaser.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const stop = async () => {
    if (teaser.exitCode === null) teaser.kill('SIGTERM');
    await shop.stop();
  };
  try {
    await waitForTeaser(`${teaserUrl}/`, teaser, () => output);
  } catch (error) {
    await stop();
    throw error;
  }

  process.env.TEASER_URL = teaserUrl;
  process.env.STOREFRONT_URL = shop.urls.storefront;
  process.env.API_URL = shop.urls.api;
  return stop;
}
