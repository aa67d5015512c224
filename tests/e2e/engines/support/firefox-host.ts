import { execSync } from 'node:child_process';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { IN_FLIGHT_SCRIPT, type Driver, type EngineHost, type Key, type Viewport } from './driver';
import { SAFARI_BUTTON_FOCUS_SCRIPT } from '../../support/safari-focus';

/** Debian's Firefox ESR: `FIREFOX_PATH`, else `firefox-esr` (or `firefox`) on the path. */
export function firefoxPath(): string {
  if (process.env.FIREFOX_PATH) return process.env.FIREFOX_PATH;
  for (const command of ['firefox-esr', 'firefox']) {
    try {
      return execSync(`command -v ${command}`, { shell: '/bin/sh', encoding: 'utf8' }).trim();
    } catch {
      // Try the next name.
    }
  }
  return '/usr/bin/firefox-esr';
}

/**
 * Firefox through puppeteer-core over WebDriver BiDi (Playwright's own Firefox cannot be downloaded here,
 * and its BiDi channel does not run Firefox ESR: ADR 0017). One browser per worker, a user context per test.
 */
export async function startFirefox(): Promise<EngineHost> {
  const browser: Browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: firefoxPath(),
    headless: true,
    // Overlay scrollbars keep the layout viewport as wide as the window, as on a phone.
    // A profile opened through a proxy sends loopback requests to it too (Firefox skips it for them by default).
    extraPrefsFirefox: {
      'ui.useOverlayScrollbars': 1,
      'intl.accept_languages': 'en-US, en',
      'network.proxy.allow_hijacking_localhost': true,
    },
  });
  return {
    engine: 'firefox',
    proxies: true,
    async open(viewport: Viewport, { safariFocus, proxy }) {
      const context = await browser.createBrowserContext(proxy ? { proxyServer: proxy } : {});
      const page = await context.newPage();
      await page.setViewport(viewport);
      await page.evaluateOnNewDocument(IN_FLIGHT_SCRIPT);
      if (safariFocus) await page.evaluateOnNewDocument(SAFARI_BUTTON_FOCUS_SCRIPT);
      const problems = watch(page);
      const driver: Driver = {
        engine: 'firefox',
        // Puppeteer has no wait for the first bytes alone; `load` comes early enough in Firefox.
        goto: async (url) => void (await page.goto(url, { waitUntil: 'load' })),
        reload: async () => void (await page.reload({ waitUntil: 'load' })),
        back: async () => void (await page.goBack({ waitUntil: 'load' })),
        url: async () => page.url(),
        run: (fn, arg) => page.evaluate(fn as (a: unknown) => never, arg),
        runSource: async (source) => void (await page.evaluate(source)),
        click: (css) => page.click(css),
        hover: (css) => page.hover(css),
        type: (text) => page.keyboard.type(text, { delay: 30 }),
        press: (key: Key) => pressKey(page, key),
        cookies: async (url) => (await page.cookies(url)).map(({ name, value }) => ({ name, value })),
        screenshot: async (path) => void (await page.screenshot({ path })),
        problems: () => problems,
        close: () => context.close(),
      };
      return driver;
    },
    stop: () => browser.close(),
  };
}

async function pressKey(page: Page, key: Key): Promise<void> {
  if (key === 'Shift+Tab') {
    await page.keyboard.down('Shift');
    await page.keyboard.press('Tab');
    await page.keyboard.up('Shift');
  } else await page.keyboard.press(key === 'Space' ? ' ' : key);
}

function watch(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() !== 'error') return;
    // Objects among the arguments print as handles: their JSON is what tells one error from another.
    const at = problems.push(`console.error: ${m.text()}`) - 1;
    void Promise.all(m.args().map((arg) => arg.jsonValue().catch(() => '?')))
      .then(
        (values) =>
          (problems[at] =
            `console.error: ${values.map((v) => (typeof v === 'string' ? v : JSON.stringify(v))).join(' ')}`),
      )
      .catch(() => undefined);
  });
  page.on('pageerror', (e) => problems.push(`pageerror: ${e instanceof Error ? e.message : String(e)}`));
  return problems;
}
