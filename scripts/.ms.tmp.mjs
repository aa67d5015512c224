import { chromium } from 'playwright-core';
const [url, out, gender] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu'] });
const page = await browser.newPage({ viewport: { width: 375, height: 800 } });
await page.goto(url, { waitUntil: 'networkidle' });
await page.click('.mobile-menu-button'); await page.waitForTimeout(800);
if (gender) { await page.getByRole('button', { name: gender, exact: true }).click(); await page.waitForTimeout(400); }
await page.screenshot({ path: out });
const body = page.locator('.mobile-menu__body');
await body.evaluate((el) => el.scrollTo(0, el.scrollHeight)); await page.waitForTimeout(200);
await page.screenshot({ path: out.replace('.png', '-end.png') });
await browser.close();
