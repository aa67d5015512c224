import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from './accounts/demo-customers';

const MAIN = fileURLToPath(new URL('./main.ts', import.meta.url));
const dataDir = mkdtempSync(join(tmpdir(), 'fanshop-main-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** Starts `main.ts` as `npm start` would and resolves with its log once both servers listen. */
async function start(
  apiPort: number,
  checkoutPort: number,
): Promise<{ child: ChildProcess; log: () => string }> {
  const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', MAIN], {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      API_PORT: String(apiPort),
      CHECKOUT_PORT: String(checkoutPort),
      CATALOGUE_SIZE: '40',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += String(chunk)));
  child.stderr?.on('data', (chunk) => (output += String(chunk)));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`main did not start:\n${output}`)), 20_000);
    const check = () => {
      if (output.includes('Shop API on') && output.includes('Checkout host on')) {
        clearTimeout(timer);
        resolve();
      } else if (child.exitCode !== null) {
        clearTimeout(timer);
        reject(new Error(`main exited:\n${output}`));
      } else setTimeout(check, 50);
    };
    check();
  });
  return { child, log: () => output };
}

function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

describe('given a fresh DATA_DIR', () => {
  it('when main starts twice, then it migrates and seeds once and serves the API and the checkout host', async () => {
    const [apiPort, checkoutPort] = [await freePort(), await freePort()];
    const first = await start(apiPort, checkoutPort);
    try {
      expect(first.log()).toContain('Seeding the catalogue with 40 products');
      const api = `http://127.0.0.1:${apiPort}`;
      const listing = await fetch(`${api}/api/v1/listing/?path=/`);
      expect(listing.status).toBe(200);
      const login = await fetch(`${api}/api/v1/auth/login/`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: 'pro@fanshop.test', password: DEMO_PASSWORD }),
      });
      expect(login.status).toBe(200);
      expect((await fetch(`${api}/_mailbox/`)).status).toBe(200);
      const checkout = await fetch(`http://127.0.0.1:${checkoutPort}/`);
      expect(checkout.status).toBe(200);
      expect(await checkout.text()).toContain('Fan Shop');
    } finally {
      await stop(first.child);
    }
    const second = await start(apiPort, checkoutPort);
    try {
      expect(second.log()).not.toContain('Seeding');
      const login = await fetch(`http://127.0.0.1:${apiPort}/api/v1/auth/login/`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: 'vk@fanshop.test', password: DEMO_PASSWORD }),
      });
      expect(login.status).toBe(200);
    } finally {
      await stop(second.child);
    }
  }, 60_000);
});
