import type { BrowserContext, Page } from '@playwright/test';
import { LANGUAGE_COOKIE } from '@fanshop/adapters/storage';
import { REQUEST_ID_COOKIE, TOKEN_COOKIE } from '@fanshop/core/shared';
import type { StagingShop } from '../../support/staging/staging-shop';
import { unexpectedProblems } from '../support/problems';
import type { NetworkWatch } from '../support/journey';
import { expect, test } from './support/fixtures';

/**
 * The shop as production runs it (docs/deploy.md, "Production topology"): the storefront on www.,
 * the API on api. and the checkout host on checkout. of one domain, over https behind nginx with
 * deploy/nginx/tls.conf, cookies shared by the three hosts (COOKIE_DOMAIN). Chromium reaches the
 * names on 127.0.0.1 and trusts the run's own certificate (tests/support/staging/).
 */

/** HSTS must hold for at least a year (what browsers' preload lists ask for). */
const HSTS_MIN_SECONDS = 365 * 24 * 60 * 60;

/**
 * API answers in the 4xx range this journey expects: none. The guest's cart, the login, the order
 * and the logout are all valid requests.
 */
const EXPECTED_4XX: readonly RegExp[] = [];

interface SeededProduct {
  name: string;
  url: string;
  sizes: { title: string; available: boolean }[];
}

/** Two different products with sizes in stock, from the seeded catalogue, asked through nginx. */
async function twoProducts(staging: StagingShop): Promise<[SeededProduct, SeededProduct]> {
  const answer = await staging.request(`${staging.urls.api}/api/v1/listing/?path=/kids/`);
  expect(answer.status, 'the kids listing from the public API').toBe(200);
  const { products } = JSON.parse(answer.body) as { products: SeededProduct[] };
  const fit = products.filter((p) => p.sizes.some((s) => s.available));
  const first = fit[0];
  const second = fit.find((p) => p.name !== first?.name);
  if (!first || !second) throw new Error('the seeded kids listing has no two products in stock');
  return [first, second];
}

/** Puts the product's first size in stock into the cart on its page; `count` items are in it then. */
async function addToCart(page: Page, network: NetworkWatch, count: number): Promise<void> {
  const size = page.getByRole('group', { name: /^Size/ }).getByRole('radio', { disabled: false }).first();
  await size.check();
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(
    page.getByRole('button', { name: `Cart, ${count} ${count === 1 ? 'item' : 'items'}` }),
  ).toBeVisible();
  await network.idle();
}

/**
 * The shop's cookies in the browser: each of `required` is there, and every cookie of the shop's
 * hosts is written for the whole domain (`.fanshop.test`, none left host-only on one host),
 * `Secure` and `SameSite=Lax`.
 */
async function expectSharedSecureCookies(
  context: BrowserContext,
  staging: StagingShop,
  required: readonly string[],
  step: string,
): Promise<void> {
  const cookies = await context.cookies();
  const names = cookies.map((cookie) => cookie.name);
  for (const name of required) expect(names, `${step}: the cookie ${name}`).toContain(name);
  const wrong = cookies
    .filter((cookie) => cookie.domain.endsWith(staging.domain))
    .filter((cookie) => cookie.domain !== `.${staging.domain}` || !cookie.secure || cookie.sameSite !== 'Lax')
    .map((c) => `${c.name}: Domain=${c.domain}${c.secure ? '; Secure' : ''}; SameSite=${c.sameSite}`);
  expect(wrong, `${step}: cookies not for .${staging.domain}, Secure and SameSite=Lax`).toEqual([]);
}

/** The value of a cookie in the browser, if it holds one. */
async function cookieValue(context: BrowserContext, name: string): Promise<string | undefined> {
  return (await context.cookies()).find((cookie) => cookie.name === name && cookie.value !== '')?.value;
}

/** The customer's account call on the public API with a token: its status. */
async function accountStatus(staging: StagingShop, token: string): Promise<number> {
  const answer = await staging.request(`${staging.urls.api}/api/v1/user/`, {
    headers: { authorization: `Bearer ${token}`, 'X-Client': 'storefront-web' },
  });
  return answer.status;
}

test.describe('the shop on www., api. and checkout. over https', () => {
  test(
    'plain http is sent to https for good on every host, and https answers turn HSTS on',
    { tag: '@staging' },
    async ({ staging, browser }) => {
      for (const host of ['storefront', 'api', 'checkout'] as const) {
        const path = '/a/path/?q=jersey&page=2';
        const plain = await staging.request(`${staging.httpUrls[host]}${path}`);
        expect(plain.status, `http ${host}`).toBe(301);
        expect(plain.headers.location, `http ${host}: where to`).toBe(`${staging.urls[host]}${path}`);
        const secure = await staging.request(`${staging.urls[host]}/health`);
        expect(secure.status, `https ${host}`).toBe(200);
        const hsts = secure.headers['strict-transport-security'] ?? '';
        expect(Number(/max-age=(\d+)/.exec(hsts)?.[1]), `HSTS of ${host}: ${hsts}`).toBeGreaterThanOrEqual(
          HSTS_MIN_SECONDS,
        );
      }

      // A browser that has never seen the shop: its first visit over http lands on https, with HSTS.
      const context = await browser.newContext();
      try {
        const page = await context.newPage();
        const response = await page.goto(`${staging.httpUrls.storefront}/`);
        expect(page.url()).toBe(`${staging.urls.storefront}/`);
        const redirect = await response?.request().redirectedFrom()?.response();
        expect(redirect?.status(), 'the redirect from http').toBe(301);
        expect(response?.status()).toBe(200);
        expect(response?.headers()['strict-transport-security']).toMatch(/max-age=\d+/);
        // Over https the browser offers brotli, and the page comes in it.
        expect(response?.headers()['content-encoding'], 'the page over https').toBe('br');
      } finally {
        await context.close();
      }
    },
  );

  test(
    'a guest fills the cart on www., logs in at the checkout and comes back there, orders, sees the order on www.; logging out ends the session on every host',
    { tag: '@staging' },
    async ({ page, context, staging, customer, security, problems, clientErrors, network }) => {
      const { storefront: www, checkout } = staging.urls;
      const [first, second] = await twoProducts(staging);

      // The guest browses on www.: the home page, a listing, a product; into the cart.
      await page.goto(`${www}/`, { waitUntil: 'networkidle' });
      await page.goto(`${www}/kids/`, { waitUntil: 'networkidle' });
      await page.getByRole('main').getByRole('link', { name: first.name }).first().click();
      await expect(page, 'the product page').toHaveURL((url) => url.href === `${www}${first.url}`);
      await expect(page.getByRole('heading', { level: 1, name: first.name })).toBeVisible();
      await addToCart(page, network, 1);
      await expectSharedSecureCookies(
        context,
        staging,
        [REQUEST_ID_COOKIE, LANGUAGE_COOKIE],
        'a guest with a cart',
      );

      // The cart popup leads to the checkout host, which shows the same cart.
      const popup = page.getByRole('dialog', { name: 'Cart' });
      if (!(await popup.isVisible())) await page.getByRole('button', { name: 'Cart, 1 item' }).click();
      const toCheckout = popup.getByRole('link', { name: 'Go to checkout' });
      const href = (await toCheckout.getAttribute('href')) ?? '';
      expect(new URL(href, www).origin, 'the public checkout address').toBe(checkout);
      await toCheckout.click();
      await expect(page, 'the checkout host').toHaveURL((url) => url.origin === checkout);
      const main = page.getByRole('main');
      await expect(main, "the checkout shows the guest's cart (cookies shared by the hosts)").toContainText(
        first.name,
      );

      // The guest logs in from the checkout, on www., and is sent back to the checkout.
      await main.getByRole('link', { name: /^log in$/i }).click();
      await expect(page, 'the login page on www. with the checkout as its return target').toHaveURL(
        (url) =>
          url.origin === www &&
          url.pathname === '/login/' &&
          // The return target's parameter, whatever its name: an address on the checkout host.
          [...url.searchParams.values()].some((value) => value.startsWith(`${checkout}/`)),
      );
      // The form is the page's script's once it has loaded, as a shopper sees it ready.
      await page.waitForLoadState('networkidle');
      const form = page.getByRole('form', { name: 'Log in' });
      await form.getByLabel('Email address').fill(customer.email);
      await form.getByLabel('Password', { exact: true }).fill(customer.password);
      await form.getByRole('button', { name: 'Log in' }).click();
      await expect(page, 'back on the checkout host after logging in').toHaveURL(
        (url) => url.origin === checkout,
      );
      await expectSharedSecureCookies(context, staging, [TOKEN_COOKIE, REQUEST_ID_COOKIE], 'logged in');
      const token = await cookieValue(context, TOKEN_COOKIE);
      expect(token, 'the token cookie').toBeTruthy();
      expect(await accountStatus(staging, token!), 'the token on the public API').toBe(200);

      // The customer's checkout: the cart from before the login, the order placed.
      await expect(main, 'the merged cart on the checkout').toContainText(first.name);
      await main.getByRole('link', { name: 'Continue to your details' }).click();
      await expect(page.getByRole('heading', { level: 1, name: /checkout/i })).toBeVisible();
      await page.getByRole('radio', { name: /click & collect/i }).check();
      await page.getByRole('radio', { name: /invoice/i }).check();
      await page.getByRole('button', { name: /place order/i }).click();
      await expect(
        page.getByRole('heading', { level: 1, name: /thank you/i }),
        'the thank-you page: the checkout takes its own form, posted from its https origin',
      ).toBeVisible();
      expect(new URL(page.url()).origin, 'the thank-you page').toBe(checkout);
      const orders = await staging.request(`${staging.urls.api}/api/v1/user/orders/`, {
        headers: { authorization: `Bearer ${token!}`, 'X-Client': 'storefront-web' },
      });
      const placed = (JSON.parse(orders.body) as { data: { number: string }[] }).data;
      expect(placed, 'the orders of the customer').toHaveLength(1);
      const number = placed[0]!.number;

      // www. lists the order.
      await main.getByRole('link', { name: /my orders/i }).click();
      await expect(page, 'the order list on www.').toHaveURL(
        (url) => url.origin === www && url.pathname === '/my-account/orders/',
      );
      await expect(page.getByRole('heading', { level: 1, name: 'My orders' })).toBeVisible();
      await expect(page.getByRole('main').getByRole('heading', { name: `Order ${number}` })).toBeVisible();
      await network.idle();

      // One more product in the cart for later: the checkout shows it to the customer.
      await page.goto(`${www}${second.url}`, { waitUntil: 'networkidle' });
      await addToCart(page, network, 1);
      await page.goto(`${checkout}/`);
      await expect(main, "the customer's cart on the checkout").toContainText(second.name);
      await expect(
        main.getByRole('link', { name: 'Continue to your details' }),
        'the way to the order form',
      ).toBeVisible();

      // Logging out on www. ends the session on all three hosts.
      await page.goto(`${www}/`, { waitUntil: 'networkidle' });
      await page.getByRole('button', { name: `Account of ${customer.firstName}` }).click();
      await page.getByRole('dialog', { name: 'My account' }).getByRole('button', { name: 'Log out' }).click();
      await expect(page.getByRole('button', { name: 'Account: log in or register' })).toBeVisible();
      await network.idle();
      expect(await cookieValue(context, TOKEN_COOKIE), 'no token cookie on any host').toBeUndefined();
      await expectSharedSecureCookies(context, staging, [], 'logged out');
      await page.goto(`${checkout}/`);
      await expect(main, 'the checkout knows no customer').not.toContainText(second.name);
      await expect(main.getByRole('link', { name: 'Continue to your details' })).toHaveCount(0);
      await page.goto(`${checkout}/checkout/`);
      await expect(page.getByRole('button', { name: /place order/i }), 'no order form').toHaveCount(0);
      expect(await accountStatus(staging, token!), 'the old token on the public API').toBe(403);

      expect(security.insecureRequests, 'requests over plain http').toEqual([]);
      expect(security.mixedContent, 'mixed content').toEqual([]);
      expect(security.cspViolations, 'CSP violations').toEqual([]);
      expect(unexpectedProblems(problems, clientErrors, EXPECTED_4XX)).toEqual([]);
    },
  );
});
