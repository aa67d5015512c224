import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, seedDemoCustomers } from './accounts/demo-customers';
import { createApi } from './app';
import { createCatalogue } from './catalogue/catalogue';
import { seedCatalogue } from './catalogue/seed/seed';
import { createCheckoutApp } from './checkout/checkout-app';
import { type Database, migrate, openDatabase } from './db/database';
import { createServices, type Services } from './services';
import { guestId, newEmail } from './testing/customers';
import { listen, send, TEST_CONFIG } from './testing/test-server';

/** The whole shop over the real catalogue: what a person does on a fresh start (issue 3, "Done when"). */
let dir: string;
let db: Database;
let services: Services;
let api: { url: string; close: () => Promise<void> };
let checkout: { url: string; close: () => Promise<void> };

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'fanshop-flow-'));
  db = openDatabase(join(dir, 'shop.db'));
  migrate(db);
  seedCatalogue(db, { products: 60, seed: 2026 });
  services = createServices({ db, catalogue: createCatalogue(db), config: TEST_CONFIG });
  await seedDemoCustomers(services);
  api = await listen(createApi({ services }));
  checkout = await listen(createCheckoutApp(services));
});
afterAll(async () => {
  await checkout.close();
  await api.close();
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

const call = (method: string, path: string, options: Parameters<typeof send>[3] = {}) =>
  send(api.url, method, path, options);

async function someOptionInStock(): Promise<{ productId: number; optionId: number; stock: number }> {
  const listing = await call('GET', '/api/v1/listing/?path=/');
  expect(listing.status).toBe(200);
  for (const tile of listing.body.products as { url: string }[]) {
    const product = await call('GET', `/api/v1/product/?path=${encodeURIComponent(tile.url)}`);
    const data = (product.body.data ?? product.body) as {
      id: number;
      options: { id: number; stock: number }[];
    };
    const option = data.options.find((o) => o.stock >= 2);
    if (option) return { productId: data.id, optionId: option.id, stock: option.stock };
  }
  throw new Error('no product in stock');
}

describe('given a fresh shop', () => {
  it('when a person registers, then the mailbox link confirms the account', async () => {
    const email = newEmail();
    const reg = await call('POST', '/api/v1/auth/register/', {
      body: {
        firstName: 'Lena',
        lastName: 'Wolf',
        email,
        password: 'Fussball-2026',
        password_confirmation: 'Fussball-2026',
      },
    });
    expect(reg.status).toBe(200);
    const mailbox = await call('GET', '/_mailbox/');
    const id = /href="\/_mailbox\/(\d+)\/"/.exec(mailbox.text)?.[1];
    const mail = await call('GET', `/_mailbox/${id}/`);
    const link = /href="([^"]+\/doi\/thankyou\/[^"]+)"/.exec(mail.text)?.[1]?.replaceAll('&amp;', '&');
    const url = new URL(link ?? '');
    const userHash = url.pathname.split('/')[3];
    const confirm = await call('POST', '/api/v1/auth/doi/', {
      body: { userHash, token: url.searchParams.get('token') },
    });
    expect(confirm.status).toBe(200);
    const account = await call('GET', '/api/v1/user/', { token: reg.body.token as string });
    expect(account.body.data.verified).toBe(true);
  });

  it('when a guest fills a cart and logs in as a demo customer, then the cart merges, checks out and the order shows', async () => {
    const { productId, optionId, stock } = await someOptionInStock();
    const guest = guestId();
    const added = await call('POST', '/api/v1/cart/', {
      uuid: guest,
      body: { productOption: optionId, amount: 2 },
    });
    expect(added.status).toBe(200);
    expect(added.body.data.products[0]).toMatchObject({
      id: productId,
      option: { id: optionId, quantity: 2 },
      status: 2,
    });
    await call('POST', '/api/v1/wishlist/', { uuid: guest, body: { productId } });

    const login = await call('POST', '/api/v1/auth/login/', {
      body: { email: 'premium@fanshop.test', password: DEMO_PASSWORD },
    });
    const { token, uuid } = login.body as { token: string; uuid: string };
    const merged = await call('POST', '/api/v1/cart/merge/', { token, uuid, body: { mergeUuid: guest } });
    expect(merged.body.data.products).toHaveLength(1);
    expect(merged.body.data.products[0].priceType).toBe('premium');
    const wishlist = await call('POST', '/api/v1/wishlist/merge/', {
      token,
      uuid,
      body: { mergeUuid: guest },
    });
    expect(wishlist.body.data.products).toMatchObject([{ id: productId, priceType: 'premium' }]);

    const cookie = `__uul=${encodeURIComponent(token)}`;
    const form = await fetch(`${checkout.url}/checkout/`, { headers: { Cookie: cookie } });
    const html = await form.text();
    const csrf = /name="csrf"\s+value="([^"]+)"/.exec(html)?.[1] ?? '';
    const addressUuid = /name="addressUuid"\s+value="([0-9a-f-]{36})"/.exec(html)?.[1] ?? '';
    const placed = await fetch(`${checkout.url}/checkout/`, {
      method: 'POST',
      redirect: 'manual',
      headers: { Cookie: cookie, Origin: checkout.url, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        csrf,
        deliveryType: 'home',
        addressUuid,
        paymentMethod: 'card',
      }).toString(),
    });
    // Paid by card: the payment provider's page first (the sandbox), where the shopper approves.
    expect(placed.status).toBe(303);
    const provider = placed.headers.get('location') ?? '';
    expect(provider).toMatch(/^\/pay\/[0-9a-f-]{36}\/$/);
    const paying = await (await fetch(`${checkout.url}${provider}`, { headers: { Cookie: cookie } })).text();
    const approved = await fetch(`${checkout.url}${provider}approve/`, {
      method: 'POST',
      redirect: 'manual',
      headers: { Cookie: cookie, Origin: checkout.url, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ csrf: /name="csrf"\s+value="([^"]+)"/.exec(paying)?.[1] ?? '' }).toString(),
    });
    expect(approved.status).toBe(303);
    expect(approved.headers.get('location')).toMatch(/^\/checkout\/done\/[0-9a-f-]{36}\/$/);

    const orders = await call('GET', '/api/v1/user/orders/', { token });
    expect(orders.body.data).toHaveLength(1);
    const order = orders.body.data[0];
    expect(order.lines).toMatchObject([{ quantity: 2 }]);
    expect(order.shippingAddress).toMatchObject({ city: 'Wien', deliveryType: 'home' });
    expect((await call('GET', `/api/v1/user/order/${order.uuid}/`, { token })).status).toBe(200);
    expect((await call('GET', '/api/v1/cart/', { token, uuid })).body.data.products).toEqual([]);
    expect(services.catalogue.cartProductByOption(optionId, 'en')?.stock).toBe(stock - 2);
  });
});
