import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
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
  dir = dataDir,
): Promise<{ child: ChildProcess; log: () => string }> {
  const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', MAIN], {
    env: {
      ...process.env,
      DATA_DIR: dir,
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

function stop(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM'): Promise<number | null> {
  return new Promise((resolve) => {
    child.once('exit', (code) => resolve(code));
    child.kill(signal);
  });
}

describe('given a fresh DATA_DIR', () => {
  it('when main starts twice, then it migrates and seeds once and serves the API and the checkout host', async () => {
    const [apiPort, checkoutPort] = [await freePort(), await freePort()];
    const first = await start(apiPort, checkoutPort);
    try {
      expect(first.log()).toContain('seeding the catalogue with 40 products');
      const api = `http://127.0.0.1:${apiPort}`;
      for (const base of [api, `http://127.0.0.1:${checkoutPort}`]) {
        const health = await fetch(`${base}/health`);
        expect(health.status).toBe(200);
        expect(health.headers.get('cache-control')).toBe('no-store');
        const body = (await health.json()) as { data: Record<string, unknown> };
        expect(body.data).toMatchObject({
          status: 'ok',
          version: '0.1.0',
          database: { state: 'ok', journal: 'wal', schemaVersion: 9 },
        });
      }
      // The secret of the device cookies is kept for the owner's eyes only.
      expect(statSync(join(dataDir, 'device-secret')).mode & 0o777).toBe(0o600);
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
      expect(await stop(first.child)).toBe(0);
    }
    // Stopped cleanly: the write-ahead log was checkpointed into the database and removed.
    expect(first.log()).toContain('[api] stopped; database checkpointed and closed');
    expect(existsSync(join(dataDir, 'shop.db-wal')) && statSync(join(dataDir, 'shop.db-wal')).size > 0).toBe(
      false,
    );
    const second = await start(apiPort, checkoutPort);
    try {
      expect(second.log()).not.toContain('seeding');
      const login = await fetch(`http://127.0.0.1:${apiPort}/api/v1/auth/login/`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: 'vk@fanshop.test', password: DEMO_PASSWORD }),
      });
      expect(login.status).toBe(200);
    } finally {
      expect(await stop(second.child, 'SIGINT')).toBe(0);
    }
  }, 60_000);
});

describe('given a port another program holds', () => {
  it('when main starts, then one line names the port and its variable, it exits 1 and leaves nothing listening', async () => {
    const holder = createServer().listen(0, '127.0.0.1');
    await new Promise((resolve) => holder.once('listening', resolve));
    const taken = (holder.address() as { port: number }).port;
    const checkoutPort = await freePort();
    const dir = mkdtempSync(join(tmpdir(), 'fanshop-main-taken-'));
    try {
      const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', MAIN], {
        env: {
          ...process.env,
          DATA_DIR: dir,
          API_PORT: String(taken),
          CHECKOUT_PORT: String(checkoutPort),
          CATALOGUE_SIZE: '40',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      child.stdout?.on('data', (chunk) => (output += String(chunk)));
      child.stderr?.on('data', (chunk) => (output += String(chunk)));
      const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
      expect(code).toBe(1);
      const lines = output.split('\n').filter((line) => line.includes(`port ${taken}`));
      expect(lines).toEqual([
        `[api] port ${taken} is taken, so the API cannot start: set API_PORT to a free port`,
      ]);
      expect(output).not.toMatch(/Unhandled|EADDRINUSE|\n\s+at /);
      // The checkout port was let go again.
      await new Promise<void>((resolve, reject) => {
        const probe = createServer()
          .once('error', reject)
          .listen(checkoutPort, '127.0.0.1', () => probe.close(() => resolve()));
      });
    } finally {
      holder.close();
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
