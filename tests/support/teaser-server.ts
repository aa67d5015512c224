import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { ShopUrls } from './shop-servers';

const teaserRoot = fileURLToPath(new URL('../../teaser/', import.meta.url));

/** The teaser's demo server of a test run, on its own origin. */
export interface RunningTeaser {
  readonly url: string;
  stop(): void;
}

/**
 * Serves the teaser's demo news page on 127.0.0.1:`port` (its own origin), talking to `shop`'s API and
 * linking to its storefront. Needs the teaser's build (`npm run build -w @fanshop/teaser`).
 */
export async function startTeaser(port: number, shop: ShopUrls): Promise<RunningTeaser> {
  const script = `${teaserRoot}dist/fanshop-teaser.js`;
  if (!existsSync(script))
    throw new Error(`${script} is missing: run npm run build -w @fanshop/teaser first`);
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [`${teaserRoot}scripts/serve.mjs`], {
    env: {
      ...process.env,
      TEASER_PORT: String(port),
      API_BASE_URL: shop.api,
      STOREFRONT_URL: shop.storefront,
    },
    // Ends when this process does, as the shop's servers (tests/support/shop-servers.ts).
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  child.channel?.unref();
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const stop = () => {
    if (child.exitCode === null) child.kill('SIGTERM');
  };
  const until = Date.now() + 15_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the teaser server exited: ${output}`);
    try {
      if ((await fetch(`${url}/health`)).ok) return { url, stop };
    } catch {
      // Not listening yet.
    }
    if (Date.now() > until) {
      stop();
      throw new Error(`${url} did not answer: ${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
