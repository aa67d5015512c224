import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import {
  descendants,
  eventually,
  isRunning,
  portIsFree,
  type ShopPorts,
  type ShopProcess,
  shopSetting,
  startShop,
} from './support/shop-process';

/** The first start may build the storefront and seed the database; later ones take seconds. */
const READY_WITHIN_MS = 240_000;
/** What the issue asks of a stop: everything gone within 5 s of the signal. */
const STOPPED_WITHIN_MS = 5_000;

let running: ShopProcess | undefined;
const cleanUps: (() => void)[] = [];
afterEach(() => {
  running?.kill();
  running = undefined;
  for (const cleanUp of cleanUps.splice(0)) cleanUp();
});

async function setting() {
  const s = await shopSetting();
  cleanUps.push(s.cleanUp);
  return s;
}

/**
 * Asks the storefront for its home page until the first answer of any kind, and returns the first 200
 * (failing on anything else first): the shop must never answer before it is complete.
 */
async function firstHomePage(shop: ShopProcess): Promise<string> {
  const until = Date.now() + READY_WITHIN_MS;
  for (;;) {
    if (shop.child.exitCode !== null)
      throw new Error(`the shop exited with ${shop.child.exitCode}:\n${shop.log()}`);
    let res: Response | undefined;
    try {
      res = await fetch(`http://127.0.0.1:${shop.ports.storefront}/`, {
        signal: AbortSignal.timeout(10_000),
      });
    } catch {
      // Not listening yet.
    }
    if (res) {
      const body = await res.text();
      if (res.status !== 200) throw new Error(`the first answer was ${res.status}, not 200`);
      return body;
    }
    if (Date.now() > until) throw new Error(`no answer within ${READY_WITHIN_MS} ms:\n${shop.log()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Waits for the line that says the whole shop is ready. */
async function ready(shop: ShopProcess): Promise<void> {
  const ok = await eventually(() => shop.log().includes('[start] the shop is ready'), READY_WITHIN_MS, 100);
  if (!ok) throw new Error(`the shop did not say it is ready:\n${shop.log()}`);
}

/** Sends a signal to the started process and checks that nothing of the shop is left within 5 s. */
async function stopsCleanly(shop: ShopProcess, signal: NodeJS.Signals): Promise<void> {
  const pids = [shop.child.pid!, ...descendants(shop.child.pid!)];
  // npm (or start.mjs), the API and the storefront at least.
  expect(pids.length).toBeGreaterThanOrEqual(3);
  const sent = Date.now();
  shop.child.kill(signal);
  const gone = await eventually(async () => {
    if (pids.some(isRunning)) return false;
    const free = await Promise.all(Object.values(shop.ports).map(portIsFree));
    return free.every(Boolean);
  }, STOPPED_WITHIN_MS);
  const took = Date.now() - sent;
  expect(gone, `still running after ${took} ms: ${pids.filter(isRunning).join(', ')}\n${shop.log()}`).toBe(
    true,
  );
  expect(took).toBeLessThanOrEqual(STOPPED_WITHIN_MS);
  expect(await shop.exited).toBe(0);
  expect(shop.log()).toContain('[api] stopped; database checkpointed and closed');
  expect(shop.log()).toContain('[storefront] stopped');
  expect(shop.log()).toContain('[start] the shop stopped');
}

function hold(port: number): Promise<Server> {
  return new Promise((resolve, reject) => {
    const server = createServer().once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}

describe('given an operator who runs npm start', () => {
  it('when the storefront first answers, then it is a complete page with the menu; each server and the shop say they are ready; SIGTERM to npm stops everything within 5 s', async () => {
    const { ports, dataDir } = await setting();
    running = startShop('npm', ports, dataDir);
    const page = await firstHomePage(running);
    expect(page).toContain('class="desktop-menu__item"');
    const menu = (await (await fetch(`http://127.0.0.1:${ports.api}/api/v1/menu/`)).json()) as {
      desktop: { name: string }[];
    };
    expect(menu.desktop.length).toBeGreaterThan(0);
    for (const top of menu.desktop) expect(page).toContain(`>${top.name}<`);
    // No part of the first page failed for want of the API.
    expect(running.log()).not.toMatch(/could not reach the shop|NetworkError/);

    await ready(running);
    const log = running.log();
    for (const line of ['[api] ready', '[checkout] ready', '[storefront] ready', '[teaser] ready']) {
      expect(
        log.split('\n').filter((l) => l.startsWith(line)),
        `${line} once in:\n${log}`,
      ).toHaveLength(1);
    }
    expect(log.indexOf('[storefront] ready')).toBeGreaterThan(log.indexOf('[api] ready'));
    for (const port of [ports.storefront, ports.api, ports.checkout, ports.teaser]) {
      expect((await fetch(`http://127.0.0.1:${port}/health`)).status).toBe(200);
    }

    await stopsCleanly(running, 'SIGTERM');
  });

  it('when npm’s process gets SIGINT, then everything stops within 5 s', async () => {
    const { ports, dataDir } = await setting();
    running = startShop('npm', ports, dataDir);
    await ready(running);
    await stopsCleanly(running, 'SIGINT');
  });

  it('when a port is taken, then one line names it and its variable, the exit code is 1 and nothing is left running', async () => {
    for (const [key, variable, name] of [
      ['storefront', 'PORT', 'storefront'],
      ['api', 'API_PORT', 'API'],
      ['checkout', 'CHECKOUT_PORT', 'checkout host'],
      ['teaser', 'TEASER_PORT', 'teaser demo'],
    ] as const) {
      const { ports, dataDir } = await setting();
      const holder = await hold(ports[key as keyof ShopPorts]);
      try {
        running = startShop('npm', ports, dataDir);
        const code = await Promise.race([
          running.exited,
          new Promise<'late'>((resolve) => setTimeout(() => resolve('late'), 60_000)),
        ]);
        expect(code).toBe(1);
        const taken = ports[key as keyof ShopPorts];
        const lines = running
          .log()
          .split('\n')
          .filter((l) => l.includes(`port ${taken}`));
        expect(lines).toEqual([
          `[start] port ${taken} is taken, so the ${name} cannot start: set ${variable} to a free port`,
        ]);
        expect(running.log()).not.toMatch(/EADDRINUSE|Unhandled/);
        expect(descendants(running.child.pid!)).toEqual([]);
        for (const other of Object.values(ports).filter((p) => p !== taken))
          expect(await portIsFree(other)).toBe(true);
      } finally {
        holder.close();
      }
    }
  });
});

describe('given an operator who runs node scripts/start.mjs', () => {
  it('when it gets SIGTERM, then everything stops within 5 s; the data stays for the next start', async () => {
    const { ports, dataDir } = await setting();
    running = startShop('node', ports, dataDir);
    await ready(running);
    const customers = await fetch(`http://127.0.0.1:${ports.api}/api/v1/auth/login/`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'vk@fanshop.test', password: 'Fanshop2026!' }),
    });
    expect(customers.status).toBe(200);
    await stopsCleanly(running, 'SIGTERM');

    running = startShop('node', ports, dataDir);
    await ready(running);
    expect(running.log()).not.toContain('seeding');
    await stopsCleanly(running, 'SIGINT');
  });

  it('when a server dies, then the others stop too and the exit code is not 0', async () => {
    const { ports, dataDir } = await setting();
    running = startShop('node', ports, dataDir);
    await ready(running);
    const pids = descendants(running.child.pid!);
    const api = pids.find((pid) => {
      try {
        return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('backend/src/main.ts');
      } catch {
        return false;
      }
    });
    expect(api).toBeDefined();
    process.kill(api!, 'SIGKILL');
    const code = await Promise.race([
      running.exited,
      new Promise<'late'>((resolve) => setTimeout(() => resolve('late'), 10_000)),
    ]);
    expect(code).not.toBe(0);
    expect(code).not.toBe('late');
    expect(running.log()).toContain('[start] the api stopped (SIGKILL); stopping the shop');
    expect(pids.filter(isRunning)).toEqual([]);
    expect(await portIsFree(ports.storefront)).toBe(true);
  });
  it('when a storefront worker dies, then the primary says so and starts another; the shop keeps serving and stops cleanly', async () => {
    const { ports, dataDir } = await setting();
    running = startShop('node', ports, dataDir, { WEB_CONCURRENCY: '2' });
    await ready(running);
    expect(running.log()).toContain(`[storefront] ready: http://127.0.0.1:${ports.storefront} (2 workers)`);
    const storefronts = descendants(running.child.pid!).filter((pid) => {
      try {
        return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('ui/src/server/main.ts');
      } catch {
        return false;
      }
    });
    // The primary and its two workers.
    expect(storefronts).toHaveLength(3);
    const worker = storefronts.at(-1)!;
    process.kill(worker, 'SIGKILL');
    expect(
      await eventually(
        () => running!.log().includes(`[storefront] worker ${worker} died (SIGKILL); starting another`),
        10_000,
        100,
      ),
    ).toBe(true);
    for (let i = 0; i < 4; i++) {
      const res = await fetch(`http://127.0.0.1:${ports.storefront}/health`);
      expect(res.status).toBe(200);
    }
    await stopsCleanly(running, 'SIGTERM');
  });
});
