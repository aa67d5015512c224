import { chromium, type Browser, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, testBrowserPath } from '../../../support/chromium';
import { IN_FLIGHT_SCRIPT, type Driver, type EngineHost, type Key, type Viewport } from './driver';
import { SAFARI_BUTTON_FOCUS_SCRIPT } from '../../support/safari-focus';

/** Chromium through Playwright, as the rest of the browser tests drive it (Debian's headless shell). */
export async function startChromium(): Promise<EngineHost> {
  const browser: Browser = await chromium.launch({
    executablePath: testBrowserPath(),
    // A profile opened through a proxy sends loopback requests to it too (Chromium skips it for them by default).
    args: [...CHROMIUM_ARGS, '--proxy-bypass-list=<-loopback>'],
  });
  return {
    engine: 'chromium',
    proxies: true,
    async open(viewport: Viewport, { safariFocus, proxy, scripts = true }) {
      const context = await browser.newContext({
        viewport,
        locale: 'en-US',
        javaScriptEnabled: scripts,
        ...(proxy ? { proxy: { server: `http://${proxy}`, bypass: '' } } : {}),
      });
      await context.addInitScript(IN_FLIGHT_SCRIPT);
      if (safariFocus) await context.addInitScript(SAFARI_BUTTON_FOCUS_SCRIPT);
      const page = await context.newPage();
      const problems = watch(page);
      const driver: Driver = {
        engine: 'chromium',
        goto: async (url, until = 'load') =>
          void (await page.goto(url, { waitUntil: until === 'load' ? 'load' : 'commit' })),
        reload: async () => void (await page.reload({ waitUntil: 'load' })),
        back: async () => void (await page.goBack({ waitUntil: 'load' })),
        url: async () => page.url(),
        // Arguments and results are JSON, which Playwright passes as they are.
        run: <A, R>(fn: (arg: A) => R, arg: A) => page.evaluate(fn as (arg: unknown) => R, arg as unknown),
        runSource: async (source) => void (await page.evaluate(source)),
        click: (css) => page.click(css, { timeout: 5_000 }),
        hover: (css) => page.hover(css, { timeout: 5_000 }),
        type: (text) => page.keyboard.type(text, { delay: 30 }),
        press: (key: Key) => page.keyboard.press(key),
        cookies: async (url) => (await context.cookies(url)).map(({ name, value }) => ({ name, value })),
        screenshot: async (path) => void (await page.screenshot({ path })),
        problems: () => problems,
        close: () => context.close(),
      };
      return driver;
    },
    stop: () => browser.close(),
  };
}

function watch(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(`console.error: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  return problems;
}
