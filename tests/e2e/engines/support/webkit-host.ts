import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { remote } from 'webdriverio';
import { freePort } from '../../../support/shop-servers';
import type { Driver, EngineHost, Key, Viewport } from './driver';

/** The pause between two typed keys. */
const KEY_GAP_MS = 15;

/** WebKitGTK's MiniBrowser (Debian's webkit2gtk-driver brings it): `WEBKIT_MINIBROWSER`, else found under /usr/lib. */
export function miniBrowserPath(): string {
  if (process.env.WEBKIT_MINIBROWSER) return process.env.WEBKIT_MINIBROWSER;
  const found = readdirSync('/usr/lib')
    .map((dir) => join('/usr/lib', dir, 'webkit2gtk-4.1', 'MiniBrowser'))
    .find((path) => existsSync(path));
  return found ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';
}

/**
 * The MiniBrowser's toolbar keeps its window at least 447 px wide; shrunk to nothing it lets the window
 * be as narrow as a phone, and the page gets all but a few pixels of its height.
 */
const TINY_TOOLBAR_CSS = `* { min-width: 0; min-height: 0; padding: 0; margin: 0; border-width: 0; font-size: 1px; }
image { -gtk-icon-transform: scale(0.01); }
`;

/**
 * An X server of its own (the MiniBrowser has no headless mode). With no window manager a window takes
 * keyboard focus only while the pointer is over it: on a 720×1000 screen a phone-sized window sits under
 * the pointer at the screen's middle, so `:focus-visible` and keys work.
 */
function startXvfb(): Promise<{ display: string; process: ChildProcess }> {
  return new Promise((resolve, reject) => {
    const xvfb = spawn('Xvfb', ['-displayfd', '3', '-screen', '0', '720x1000x24', '-nolisten', 'tcp'], {
      stdio: ['ignore', 'ignore', 'pipe', 'pipe'],
    });
    let out = '';
    const fd = xvfb.stdio[3] as NodeJS.ReadableStream;
    fd.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes('\n')) resolve({ display: `:${out.trim()}`, process: xvfb });
    });
    xvfb.on('error', reject);
    xvfb.on('exit', (code) => reject(new Error(`Xvfb exited with ${code}`)));
  });
}

async function waitForPort(url: string, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    try {
      await fetch(url);
      return;
    } catch {
      if (Date.now() > until) throw new Error(`${url} did not answer within ${timeoutMs} ms`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }
}

function stopped(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill();
  });
}

const KEYS: Record<Exclude<Key, 'Shift+Tab'>, string> = {
  Enter: '\uE007',
  Tab: '\uE004',
  Escape: '\uE00C',
  ArrowDown: '\uE015',
  ArrowUp: '\uE013',
  ArrowLeft: '\uE012',
  ArrowRight: '\uE014',
  Space: '\uE00D',
  Backspace: '\uE003',
};
const SHIFT = '\uE008';

/**
 * WebKitGTK through its WebDriver (classic WebDriver: WebKitWebDriver speaks no BiDi) and WebdriverIO.
 * One X server per worker; a driver and a new MiniBrowser session (a fresh profile) per test.
 */
export async function startWebKit(): Promise<EngineHost> {
  const home = mkdtempSync(join(tmpdir(), 'fanshop-webkit-'));
  mkdirSync(join(home, 'gtk-3.0'));
  writeFileSync(join(home, 'gtk-3.0', 'gtk.css'), TINY_TOOLBAR_CSS);
  const xvfb = await startXvfb();
  const env = {
    ...process.env,
    DISPLAY: xvfb.display,
    XDG_CONFIG_HOME: home,
    XDG_CACHE_HOME: join(home, 'cache'),
  };

  /**
   * A driver and a MiniBrowser session of their own for each test: a driver left behind by a browser that
   * hung (seen once in a loaded test run) cannot take the next test down with it. Starting both costs
   * about a second; a session that does not come up within 20 s is tried once more with a new driver.
   */
  async function session() {
    for (let attempt = 1; ; attempt++) {
      const port = await freePort();
      const child = spawn('WebKitWebDriver', [`--port=${port}`, '--host=127.0.0.1'], {
        env,
        stdio: 'ignore',
      });
      try {
        await waitForPort(`http://127.0.0.1:${port}/status`, 10_000);
        const browser = await remote({
          hostname: '127.0.0.1',
          port,
          path: '/',
          logLevel: 'silent',
          connectionRetryCount: 0,
          connectionRetryTimeout: 20_000,
          // WebKitGTK's own capability is unknown to WebdriverIO's types.
          capabilities: {
            browserName: 'MiniBrowser',
            'wdio:enforceWebDriverClassic': true,
            'webkitgtk:browserOptions': { binary: miniBrowserPath(), args: ['--automation'] },
          } as WebdriverIO.Capabilities,
        });
        return { browser, child };
      } catch (error) {
        await stopped(child);
        if (attempt >= 2) throw error;
      }
    }
  }

  return {
    engine: 'webkit',
    proxies: false,
    async open(viewport: Viewport, { safariFocus }) {
      if (safariFocus)
        throw new Error(
          'classic WebDriver has no script for every new document: emulate Safari focus in Chromium',
        );
      const { browser, child: driverProcess } = await session();
      await browser.setWindowSize(viewport.width, viewport.height);
      const driver: Driver = {
        engine: 'webkit',
        goto: async (url) => void (await browser.url(url)),
        reload: () => browser.refresh(),
        back: () => browser.back(),
        url: () => browser.getUrl(),
        run: <A, R>(fn: (arg: A) => R, arg: A) =>
          browser.execute(fn as (arg: unknown) => unknown, arg as unknown) as Promise<R>,
        runSource: async (source) => void (await browser.execute(source)),
        click: async (css) => void (await (await browser.$(css)).click()),
        hover: async (css) => void (await (await browser.$(css)).moveTo()),
        type: async (text) => {
          // WebKitGTK now and then drops a key that follows the last with no pause at all (a doubled
          // letter most of all); a person's keys come tens of milliseconds apart, and so do these.
          const keys = browser.action('key');
          for (const char of text) keys.down(char).up(char).pause(KEY_GAP_MS);
          await keys.perform();
        },
        press: (key: Key) =>
          key === 'Shift+Tab'
            ? browser.action('key').down(SHIFT).down(KEYS.Tab).up(KEYS.Tab).up(SHIFT).perform()
            : browser.keys([KEYS[key]]),
        // Classic WebDriver reads the cookies of the page on screen.
        cookies: async () => (await browser.getCookies()).map(({ name, value }) => ({ name, value })),
        screenshot: async (path) => void (await browser.saveScreenshot(path)),
        problems: () => null,
        close: async () => {
          await browser.deleteSession().catch(() => undefined);
          await stopped(driverProcess);
        },
      };
      return driver;
    },
    async stop() {
      await stopped(xvfb.process);
      try {
        rmSync(home, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
      } catch {
        // A browser's GPU process may still be writing its shader cache: the folder is a temporary one.
      }
    },
  };
}
