import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

/** Debian's Chromium, started headless as the machine allows (no sandbox as root, no background traffic). */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-quic',
      '--no-first-run',
    ],
  });
}

/** Phone and desktop viewports of the shop's checks. */
export const VIEWPORTS = {
  phone: { width: 375, height: 812 },
  desktop: { width: 1280, height: 900 },
} as const;

/** Everything that went wrong on a page: console errors and warnings, page errors, failed requests. */
export interface PageProblems {
  readonly messages: string[];
}

/** Records console errors/warnings (hydration mismatches among them), uncaught errors and failed requests. */
export function watchProblems(page: Page): PageProblems {
  const messages: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') messages.push(`console.${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => messages.push(`pageerror: ${e.message}`));
  page.on('requestfailed', (r) => {
    const failure = r.failure()?.errorText ?? '';
    // Navigations away abort pending requests; that is not a fault of the page.
    if (!failure.includes('ERR_ABORTED')) messages.push(`requestfailed: ${r.url()} ${failure}`);
  });
  return { messages };
}

export async function newContext(
  browser: Browser,
  viewport: keyof typeof VIEWPORTS,
): Promise<BrowserContext> {
  return browser.newContext({ viewport: VIEWPORTS[viewport] });
}
