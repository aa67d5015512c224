/**
 * Bad input on every page of the checkout host (issue 8): garbage cookies, headers, query strings and
 * form posts (URL-encoded, multipart, JSON, broken bytes, huge fields). The host answers HTML by design;
 * whatever comes in, it never answers 5xx, never shows a stack trace, never reflects markup unescaped,
 * and redirects only within itself. A new page without a fuzz entry fails the first test.
 */
import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADDRESS_TEXT_FIELDS } from '@fanshop/core/account';
import { REQUEST_ID_COOKIE, TOKEN_COOKIE } from '@fanshop/core/shared';
import { MAX_ADDRESSES } from '../accounts/address-store';
import { createCatalogue } from '../catalogue/catalogue';
import { seededDatabase } from '../catalogue/testing/catalogue-fixture';
import type { Database } from '../db/database';
import { createServices, type Services } from '../services';
import { awkwardQuery, awkwardText, encodePart, garbageHeader, hugeText } from '../testing/awkward-input';
import { TEST_CONFIG } from '../testing/test-server';
import { createCheckoutApp } from './checkout-app';
import { FormTokens } from './form-token';
import { COLLECT_STORES } from './stores';

const ADDRESS = {
  firstname: 'Anna',
  lastname: 'Berger',
  street: 'Meiereistraße',
  streetNo: '7',
  postal: '1020',
  city: 'Wien',
  countryId: 40,
  deliveryType: 'home',
  isDefault: true,
} as const;

/** The checkout form's fields: its own and the address's text fields (core's). */
const FIELDS = [
  'csrf',
  'email',
  'deliveryType',
  'paymentMethod',
  'store',
  'addressUuid',
  ...ADDRESS_TEXT_FIELDS,
  'saveAddress',
  'password',
  'quantity',
];

// FUZZ_SCALE multiplies the runs for a longer hunt; CI keeps the default with its fixed seed.
const SCALE = Number(process.env.FUZZ_SCALE ?? 1);

let db: Database;
let s: Services;
let app: Hono;
let tokens: FormTokens;
let customer: { id: number; token: string; uuid: string; addressUuid: string; orderUuid: string };
/** A guest with a cart and an order of its own, so guest posts reach the order and the account form. */
const guest = { id: `u${randomUUID()}`, orderUuid: '' };
let options: number[];

/** Keeps one available line in the customer's and the guest's carts, so form posts can reach the order. */
function fillCart(): void {
  for (const owner of [{ customerId: customer.id }, { guestId: guest.id }]) {
    if (s.carts.lines(owner, 'en').some((l) => l.product.stock > 0)) continue;
    for (const optionId of options) {
      try {
        s.carts.add(owner, { optionId, amount: 1 });
        break;
      } catch {
        // Sold out by earlier orders of the run: the next option.
      }
    }
  }
}

beforeAll(async () => {
  db = seededDatabase(60, 5);
  s = createServices({ db, catalogue: createCatalogue(db), config: TEST_CONFIG });
  tokens = new FormTokens(s.now);
  app = createCheckoutApp(s, tokens);
  options = db
    .prepare('SELECT id FROM product_options WHERE stock > 0 ORDER BY stock DESC LIMIT 40')
    .pluck()
    .all() as number[];
  const row = s.accounts.create({
    email: `checkout-${randomUUID()}@example.test`,
    passwordHash: await s.passwords.hash('Secret-pass-1'),
    firstName: 'Anna',
    lastName: 'Berger',
  })!;
  const address = s.addresses.add(row.id, ADDRESS);
  customer = {
    id: row.id,
    token: s.accounts.createSession(row.id, s.config.sessionTtlMs),
    uuid: row.uuid,
    addressUuid: address.uuid,
    orderUuid: '',
  };
  fillCart();
  const order = s.orders.place(
    { id: row.id, uuid: row.uuid, role: 'vk' },
    { address: { ...address, deliveryType: 'home' }, paymentMethod: 'card' },
    'en',
  );
  customer = { ...customer, orderUuid: order.uuid };
  fillCart();
  guest.orderUuid = s.orders.place(
    { guestId: guest.id, email: 'guest@example.test' },
    { address: { ...address, deliveryType: 'home' }, paymentMethod: 'card' },
    'en',
  ).uuid;
});
afterAll(() => db.close());

type Visitor = 'customer' | 'guest' | 'cart-guest' | 'garbage' | 'none';

interface Visit {
  readonly visitor: Visitor;
  readonly garbageCookie: string;
  readonly language: string | undefined;
  readonly query: string;
}

const visit: fc.Arbitrary<Visit> = fc.record({
  visitor: fc.constantFrom<Visitor>('customer', 'customer', 'guest', 'cart-guest', 'garbage', 'none'),
  garbageCookie: garbageHeader,
  language: fc.option(garbageHeader, { nil: undefined }),
  query: awkwardQuery(['w', 'lang', 'uuid', 'account']),
});

function headersOf(v: Visit): Headers {
  const headers = new Headers();
  const cookie =
    v.visitor === 'customer'
      ? `${TOKEN_COOKIE}=${customer.token}; ${REQUEST_ID_COOKIE}=${customer.uuid}`
      : v.visitor === 'guest'
        ? `${REQUEST_ID_COOKIE}=u${randomUUID()}`
        : v.visitor === 'cart-guest'
          ? `${REQUEST_ID_COOKIE}=${guest.id}`
          : v.visitor === 'garbage'
            ? `${TOKEN_COOKIE}=${v.garbageCookie}; ${REQUEST_ID_COOKIE}=${v.garbageCookie}; ${v.garbageCookie}`
            : undefined;
  if (cookie !== undefined) headers.set('Cookie', cookie);
  if (v.language !== undefined) headers.set('Accept-Language', v.language);
  return headers;
}

/**
 * The checkout's answers: HTML, CSS or its script (JSON from `/health` only) or a redirect within the host
 * (or to the shop's storefront); no 5xx, no trace, no markup from input.
 */
async function expectWellFormed(res: Response, json = false): Promise<void> {
  const text = await res.text();
  expect(res.status, text.slice(0, 300)).toBeLessThan(500);
  expect(text).not.toMatch(/\n\s+at \S+ \(|\.ts:\d+:\d+/);
  // The host's one script is the form's own file: any other script tag came from the input.
  expect(text.replace('<script type="module" src="/checkout.js"></script>', '').toLowerCase()).not.toContain(
    '<script',
  );
  if (res.status >= 300 && res.status < 400) {
    // Within the host, or to the shop's own storefront (the account made of a guest order leads there).
    const location = res.headers.get('location') ?? '';
    if (!location.startsWith(`${s.config.storefrontUrl}/`)) expect(location).toMatch(/^\/(?!\/)/);
    return;
  }
  expect(res.headers.get('content-type') ?? '').toMatch(
    json ? /^application\/json/ : /^(text\/(html|css|javascript)|font\/woff2)/,
  );
}

const formValue: fc.Arbitrary<string> = fc.oneof(
  { weight: 6, arbitrary: awkwardText },
  { weight: 2, arbitrary: fc.integer({ min: -2, max: 120 }).map(String) },
  { weight: 1, arbitrary: hugeText(100_000) },
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      'home',
      'click_and_collect',
      'card',
      'paypal',
      'eps',
      'invoice',
      'new',
      '1',
      '1020',
      ...COLLECT_STORES.map((st) => st.id),
    ),
  },
);

const anyForm = fc.dictionary(
  fc.oneof(
    { weight: 5, arbitrary: fc.constantFrom(...FIELDS) },
    { weight: 1, arbitrary: fc.string({ maxLength: 10 }) },
  ),
  formValue,
  { maxKeys: 12 },
);

/** Complete forms (new address, saved address, click & collect), some with fields spoilt. */
const completeForm = fc
  .tuple(
    fc.constantFrom<Record<string, string>>(
      {
        deliveryType: 'home',
        paymentMethod: 'card',
        addressUuid: 'new',
        firstname: 'Anna',
        lastname: 'Berger',
        street: 'Meiereistraße',
        streetNo: '7',
        postal: '1020',
        city: 'Wien',
        saveAddress: '1',
      },
      { deliveryType: 'home', paymentMethod: 'invoice' },
      { deliveryType: 'click_and_collect', paymentMethod: 'eps', store: COLLECT_STORES[0]!.id },
    ),
    fc.dictionary(fc.constantFrom(...FIELDS.filter((f) => f !== 'csrf')), formValue, { maxKeys: 2 }),
    fc.boolean(),
  )
  .map(([base, spoilt, keep]) => (keep ? base : { ...base, ...spoilt }));

const form = fc.oneof(anyForm, completeForm);

type Csrf = 'valid' | 'garbage' | 'other-visitor' | 'none';
type Encoding = 'urlencoded' | 'multipart' | 'broken-multipart' | 'json' | 'none' | 'bytes';

interface Post {
  readonly visit: Visit;
  readonly form: Record<string, string>;
  readonly csrf: Csrf;
  readonly encoding: Encoding;
  readonly origin: string | undefined;
  readonly bytes: Uint8Array;
  readonly useSavedAddress: boolean;
}

const post: fc.Arbitrary<Post> = fc.record({
  // Mostly the signed-in customer or the guest with a cart, so that posts reach the form checks and the order.
  visit: fc.oneof(
    { weight: 3, arbitrary: visit.map((v) => ({ ...v, visitor: 'customer' as const })) },
    { weight: 2, arbitrary: visit.map((v) => ({ ...v, visitor: 'cart-guest' as const })) },
    visit,
  ),
  form,
  csrf: fc.constantFrom<Csrf>('valid', 'valid', 'garbage', 'other-visitor', 'none'),
  encoding: fc.constantFrom<Encoding>(
    'urlencoded',
    'urlencoded',
    'multipart',
    'broken-multipart',
    'json',
    'none',
    'bytes',
  ),
  origin: fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(undefined, 'http://localhost', 'null') },
    { weight: 1, arbitrary: garbageHeader },
  ),
  bytes: fc.uint8Array({ maxLength: 200 }),
  useSavedAddress: fc.boolean(),
});

function postRequest(p: Post): RequestInit {
  const headers = headersOf(p.visit);
  if (p.origin !== undefined) headers.set('Origin', p.origin);
  const fields: Record<string, string> = { ...p.form };
  if (p.useSavedAddress && fields.addressUuid === undefined) fields.addressUuid = customer.addressUuid;
  if (p.csrf === 'valid')
    fields.csrf = tokens.issue(
      p.visit.visitor === 'cart-guest' ? `guest:${guest.id}` : `customer:${customer.id}`,
    );
  if (p.csrf === 'other-visitor') fields.csrf = tokens.issue(`customer:${customer.id + 1}`);
  switch (p.encoding) {
    case 'urlencoded': {
      headers.set('Content-Type', 'application/x-www-form-urlencoded');
      const body = Object.entries(fields)
        .map(([k, v]) => `${encodePart(k)}=${encodePart(v)}`)
        .join('&');
      return { method: 'POST', headers, body };
    }
    case 'multipart': {
      const data = new FormData();
      for (const [k, v] of Object.entries(fields)) data.append(k, v);
      return { method: 'POST', headers, body: data };
    }
    case 'broken-multipart':
      headers.set('Content-Type', 'multipart/form-data; boundary=xyz');
      return { method: 'POST', headers, body: p.bytes };
    case 'json':
      headers.set('Content-Type', 'application/json');
      return { method: 'POST', headers, body: JSON.stringify(fields) };
    case 'bytes':
      headers.set('Content-Type', 'application/x-www-form-urlencoded');
      return { method: 'POST', headers, body: p.bytes };
    case 'none':
      return { method: 'POST', headers };
  }
}

/** Every page of the checkout host, keyed as Hono's route table names it. */
const PAGES: Record<string, () => fc.Arbitrary<[string, RequestInit]>> = {
  'GET /checkout.css': () =>
    fc.tuple(visit, awkwardQuery([])).map(([v, q]) => [`/checkout.css${q}`, { headers: headersOf(v) }]),
  'GET /checkout.js': () =>
    fc.tuple(visit, awkwardQuery([])).map(([v, q]) => [`/checkout.js${q}`, { headers: headersOf(v) }]),
  'GET /': () => visit.map((v) => [`/${v.query}`, { headers: headersOf(v) }]),
  'GET /health': () => visit.map((v) => [`/health${v.query}`, { headers: headersOf(v) }]),
  'GET /checkout/': () => visit.map((v) => [`/checkout/${v.query}`, { headers: headersOf(v) }]),
  'POST /checkout/': () => post.map((p) => [`/checkout/${p.visit.query}`, postRequest(p)]),
  'GET /checkout/done/:uuid/': () =>
    fc
      .tuple(visit, orderPath())
      .map(([v, uuid]) => [`/checkout/done/${uuid}/${v.query}`, { headers: headersOf(v) }]),
  'GET /invoice/:uuid/': () =>
    fc
      .tuple(visit, orderPath())
      .map(([v, uuid]) => [`/invoice/${uuid}/${v.query}`, { headers: headersOf(v) }]),
  'POST /checkout/done/:uuid/account/': () =>
    fc
      .tuple(post, orderPath())
      .map(([p, uuid]) => [`/checkout/done/${uuid}/account/${p.visit.query}`, postRequest(p)]),
  ...Object.fromEntries(
    ['quantity', 'remove', 'undo'].map((action) => [
      `POST /cart/lines/:hash/${action}/`,
      () =>
        fc
          .tuple(post, linePath())
          .map(([p, hash]): [string, RequestInit] => [
            `/cart/lines/${hash}/${action}/${p.visit.query}`,
            postRequest(p),
          ]),
    ]),
  ),
  'GET /pay/:id/': () =>
    fc.tuple(visit, paymentPath()).map(([v, id]) => [`/pay/${id}/${v.query}`, { headers: headersOf(v) }]),
  'POST /pay/:id/:answer/': () =>
    fc
      .tuple(
        post,
        paymentPath(),
        fc.oneof(fc.constantFrom('approve', 'decline', 'cancel'), awkwardText.map(encodePart)),
      )
      .map(([p, id, answer]): [string, RequestInit] => [
        `/pay/${id}/${answer}/${p.visit.query}`,
        postRequest(p),
      ]),
  'GET /fonts/:file': () =>
    fc
      .tuple(
        visit,
        fc.oneof(
          fc.constantFrom('source-sans-3-latin-wght-normal.woff2', 'barlow-condensed-latin-700-normal.woff2'),
          awkwardText.map(encodePart),
          fc.constantFrom('..%2Fpackage.json', '%', '.woff2'),
        ),
      )
      .map(([v, file]) => [`/fonts/${file}${v.query}`, { headers: headersOf(v) }]),
};

/** The hash segment of a cart line's posts: a line of the customer's or the guest's cart, or anything. */
function linePath(): fc.Arbitrary<string> {
  const known = [{ customerId: customer.id }, { guestId: guest.id }].flatMap((owner) =>
    s.carts.lines(owner, 'en').map((line) => line.hash),
  );
  return fc.oneof(
    ...(known.length > 0 ? [fc.constantFrom(...known)] : []),
    awkwardText.map(encodePart),
    fc.constantFrom('%', '%zz', '..'),
  );
}

/** The id segment of a payment's pages: a payment the customer or the guest opened, or anything. */
function paymentPath(): fc.Arbitrary<string> {
  const known = s.db
    .prepare('SELECT id FROM checkout_payments ORDER BY opened_at DESC LIMIT 20')
    .pluck()
    .all() as string[];
  return fc.oneof(
    ...(known.length > 0 ? [fc.constantFrom(...known)] : []),
    fc.constant(randomUUID()),
    awkwardText.map(encodePart),
    fc.constantFrom('%', '%zz', '..'),
  );
}

/** The uuid segment of an order's pages: the customer's or the guest's order, or anything. */
function orderPath(): fc.Arbitrary<string> {
  return fc.oneof(
    fc.constant(customer.orderUuid),
    fc.constant(guest.orderUuid),
    fc.constant(customer.orderUuid.toUpperCase()),
    awkwardText.map(encodePart),
    fc.constantFrom('%', '%zz', '..'),
  );
}

describe('given the checkout host route table', () => {
  it('when listing the fuzzed pages, then they are exactly the pages the host serves', () => {
    const served = app.routes.filter((r) => r.method !== 'ALL').map((r) => `${r.method} ${r.path}`);
    expect([...new Set(served)].sort()).toEqual(Object.keys(PAGES).sort());
  });
});

describe('given arbitrary cookies, headers, query strings and forms on every checkout page', () => {
  it.each(Object.keys(PAGES))(
    'when %s receives them, then it never answers 5xx, a trace or unescaped markup',
    async (key) => {
      await fc.assert(
        fc.asyncProperty(PAGES[key]!(), async ([path, init]) => {
          fillCart();
          await expectWellFormed(await app.request(path, init), key === 'GET /health');
        }),
        { numRuns: key === 'POST /checkout/' ? 150 * SCALE : 40 * SCALE },
      );
    },
    30_000,
  );

  it('when any method hits any path, then the answer is a page and never 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'HEAD'),
        fc.array(awkwardText.map(encodePart), { maxLength: 4 }).map((parts) => `/${parts.join('/')}`),
        visit,
        async (method, path, v) => {
          const res = await app.request(path, { method, headers: headersOf(v) });
          expect(res.status).toBeLessThan(500);
          if (method !== 'HEAD') await expectWellFormed(res);
        },
      ),
      { numRuns: 60 * SCALE },
    );
  }, 30_000);
});

describe('given form posts the fuzzing found trouble with', () => {
  it('when a multipart post is not multipart at all, then the form comes again (422), not an error page', async () => {
    fillCart();
    const res = await app.request('/checkout/', {
      method: 'POST',
      headers: {
        Cookie: `${TOKEN_COOKIE}=${customer.token}`,
        Origin: 'http://localhost',
        'Content-Type': 'multipart/form-data; boundary=xyz',
      },
      body: new Uint8Array([]),
    });
    expect(res.status).toBe(422);
    expect(await res.text()).toContain('name="csrf"');
  });

  it('when a customer with the most addresses saves another at checkout, then the order goes out and no address is added', async () => {
    fillCart();
    while (s.addresses.count(customer.id) < MAX_ADDRESSES) {
      s.addresses.add(customer.id, { ...ADDRESS, isDefault: false });
    }
    const res = await app.request('/checkout/', {
      method: 'POST',
      headers: {
        Cookie: `${TOKEN_COOKIE}=${customer.token}`,
        Origin: 'http://localhost',
        'Content-Type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams({
        csrf: tokens.issue(`customer:${customer.id}`),
        deliveryType: 'home',
        paymentMethod: 'invoice',
        addressUuid: 'new',
        firstname: 'Anna',
        lastname: 'Berger',
        street: 'Praterstraße',
        streetNo: '1',
        postal: '1020',
        city: 'Wien',
        saveAddress: '1',
      }).toString(),
    });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toMatch(/^\/checkout\/done\//);
    expect(s.addresses.count(customer.id)).toBe(MAX_ADDRESSES);
  });
});
