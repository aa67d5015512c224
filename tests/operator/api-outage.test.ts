import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { eventually, shopSetting } from './support/shop-process';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const started: ChildProcess[] = [];
const cleanUps: (() => void)[] = [];
afterEach(() => {
  for (const child of started.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
  for (const cleanUp of cleanUps.splice(0)) cleanUp();
});

/** One server of the shop in a process of its own, as the e2e harness starts them. */
function server(entry: string, env: Record<string, string>): { child: ChildProcess; log: () => string } {
  const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', entry], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.push(child);
  let output = '';
  child.stdout?.on('data', (chunk) => (output += String(chunk)));
  child.stderr?.on('data', (chunk) => (output += String(chunk)));
  return { child, log: () => output };
}

const get = (url: string) => fetch(url, { signal: AbortSignal.timeout(10_000) });

describe('given a storefront that loses its API and gets it back', () => {
  it('when the API is away, then pages are the server error page with a retry, never kept; when it is back, pages are whole again', async () => {
    const { ports, dataDir, cleanUp } = await shopSetting();
    cleanUps.push(cleanUp);
    const env = {
      PORT: String(ports.storefront),
      API_PORT: String(ports.api),
      CHECKOUT_PORT: String(ports.checkout),
      DATA_DIR: dataDir,
      CATALOGUE_SIZE: '60',
      // One process: each worker keeps its own healthy answer for 2 s, so with several the first page
      // after the health check turned could still come from a worker that has not asked yet.
      WEB_CONCURRENCY: '1',
    };
    let api = server('backend/src/main.ts', env);
    const storefront = server('ui/src/server/main.ts', env);
    const home = `http://127.0.0.1:${ports.storefront}/`;
    expect(await eventually(() => storefront.log().includes('[storefront] ready'), 120_000)).toBe(true);
    expect(await (await get(home)).text()).toContain('class="desktop-menu__item"');

    api.child.kill('SIGTERM');
    await new Promise((resolve) => api.child.once('exit', resolve));
    // The storefront trusts a healthy answer for 2 s; after that it notices.
    expect(await eventually(async () => (await get(`${home}health`)).status === 503, 5_000)).toBe(true);
    const away = await get(home);
    expect(away.status).toBe(503);
    expect(away.headers.get('cache-control')).toBe('no-store');
    const page = await away.text();
    expect(page).toContain('Internal Server Error');
    expect(page).toContain('Try again');
    // Still away: asked again, still the error page (a failure is never kept as an answer either way).
    expect((await get(home)).status).toBe(503);

    api = server('backend/src/main.ts', env);
    expect(await eventually(() => api.log().includes('[api] ready'), 60_000)).toBe(true);
    const back = await get(home);
    expect(back.status).toBe(200);
    expect(await back.text()).toContain('class="desktop-menu__item"');
    expect((await get(`${home}health`)).status).toBe(200);
  });
});
