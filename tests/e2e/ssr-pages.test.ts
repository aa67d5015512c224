import { describe, expect, inject, it } from 'vitest';

const shop = inject('shop');

async function page(path: string, init: RequestInit = {}) {
  const res = await fetch(`${shop.storefront}${path}`, { redirect: 'manual', ...init });
  return { status: res.status, headers: res.headers, html: await res.text() };
}

describe('server-rendered pages', () => {
  it('home renders on the server with its head tags and security headers', async () => {
    const { status, headers, html } = await page('/');
    expect(status).toBe(200);
    expect(html).toMatch(/<title>[^<]+<\/title>/);
    expect(html).toContain('<link rel="canonical"');
    expect(html).toContain('hreflang="de"');
    expect(html).toContain('id="shop-boot"');
    expect(headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    expect(headers.get('referrer-policy')).toBeTruthy();
  });

  it('a path without its trailing slash is redirected permanently', async () => {
    const { status, headers } = await page('/de');
    expect(status).toBe(301);
    expect(headers.get('location')).toBe('/de/');
  });

  it('German pages are served under /de/ with the German language attribute, remembered for a year', async () => {
    const { status, html, headers } = await page('/de/');
    expect(status).toBe(200);
    expect(html).toContain('<html lang="de-AT">');
    const cookie = headers.get('set-cookie') ?? '';
    expect(cookie).toContain('i18next=de-AT');
    expect(cookie).toContain(`Max-Age=${365 * 24 * 60 * 60}`);
    // A page in the language already remembered sets no cookie.
    const again = await page('/de/', { headers: { cookie: 'i18next=de-AT' } });
    expect(again.headers.get('set-cookie')).toBeNull();
  });

  it('a failed route validation is a 404 page; a bot gets the bare status', async () => {
    const human = await page('/my-account/order-details/not-a-uuid/');
    expect(human.status).toBe(404);
    expect(human.html).toContain('404');
    const bot = await page('/my-account/order-details/not-a-uuid/', {
      headers: { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' },
    });
    expect(bot.status).toBe(404);
    expect(bot.html).not.toContain('id="shop-boot"');
  });

  it('hostile URLs render or 404 with nothing injected', async () => {
    const { status, html } = await page('/search/?q=%3Cscript%3Ealert(1)%3C%2Fscript%3E');
    expect(status).toBeLessThan(500);
    expect(html).not.toContain('<script>alert(1)</script>');
  });
});
