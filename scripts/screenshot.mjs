#!/usr/bin/env node
// Takes full-page screenshots of storefront URLs in headless Chromium, at phone and desktop widths.
// Usage: node scripts/screenshot.mjs <url> <out-prefix> [widths=375,1280]
// Writes <out-prefix>-<width>.png and prints console errors and failed requests of the page.
import { chromium } from 'playwright-core';

const [url, prefix, widthsArg = '375,1280'] = process.argv.slice(2);
if (!url || !prefix) {
  console.error('usage: node scripts/screenshot.mjs <url> <out-prefix> [widths]');
  process.exit(2);
}
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
try {
  for (const width of widthsArg.split(',').map(Number)) {
    const page = await browser.newPage({ viewport: { width, height: width < 600 ? 800 : 900 } });
    page.on(
      'console',
      (m) =>
        (m.type() === 'error' || m.type() === 'warning') &&
        console.log(`[${width}] console.${m.type()}: ${m.text()}`),
    );
    page.on('pageerror', (e) => console.log(`[${width}] pageerror: ${e.message}`));
    page.on('requestfailed', (r) => console.log(`[${width}] failed: ${r.url()} ${r.failure()?.errorText}`));
    await page.goto(url, { waitUntil: 'networkidle', timeout: 30_000 });
    await page.screenshot({ path: `${prefix}-${width}.png`, fullPage: true });
    console.log(`${prefix}-${width}.png`);
    await page.close();
  }
} finally {
  await browser.close();
}
