/**
 * Bad input on every route of the API (issue 8): arbitrary JSON bodies, wrong types, huge and
 * unicode strings, extra keys, malformed JSON and UTF-8, arbitrary query strings and garbage headers.
 * Whatever comes in, the API never answers 5xx, never HTML where JSON belongs, and every error carries
 * the `errors` object. The routes come from the app's own route table: a new route without a fuzz
 * entry below fails the first test.
 */
import { randomUUID } from 'node:crypto';
import { guestRequestId } from '@fanshop/core/session';
import fc from 'fast-check';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApi } from '../app';
import { createCatalogue } from '../catalogue/catalogue';
import { seededDatabase } from '../catalogue/testing/catalogue-fixture';
import type { Database } from '../db/database';
import { createServices, type Services } from '../services';
import {
  awkwardBody,
  awkwardJson,
  awkwardObject,
  awkwardQuery,
  awkwardText,
  encodePart,
  type FuzzBody,
  garbageAuthorization,
  garbageHeader,
} from '../testing/awkward-input';
import { expectErrorAnswer } from '../testing/error-answer';
import { TEST_CONFIG } from '../testing/test-server';
import type { AppEnv } from './context';

/** Valid values found in the seeded shop, so that fuzzed requests also reach the happy paths. */
interface Known {
  readonly productPath: string;
  readonly listingPath: string;
  readonly contentPath: string;
  readonly productId: number;
  readonly optionId: number;
  readonly addressUuid: string;
  readonly orderUuid: string;
  readonly cartHash: string;
  readonly imageFile: string;
  readonly brandLogo: string;
  readonly email: string;
  readonly userHash: string;
}

interface RouteFuzz {
  /** Concrete paths for the route pattern: valid values and awkward ones. */
  readonly paths: (known: Known) => fc.Arbitrary<string>;
  /** Query parameters the route reads. */
  readonly query?: readonly string[];
  /** Body fields the route reads. */
  readonly fields?: readonly string[];
  /** A valid body, which the fuzzer also sends with some of its fields spoilt, so writes reach their stores. */
  readonly valid?: (known: Known) => fc.Arbitrary<Record<string, unknown>>;
  /** A valid token is spent by the call (logout, deletion, password change): use a fresh one per run. */
  readonly endsSession?: boolean;
  /** Content type of the route's successful answers when it is not JSON (images, mailbox pages). */
  readonly successType?: RegExp;
}

/** A path segment: the valid one, or awkward text (encoded or raw). */
const segment = (valid: string | number): fc.Arbitrary<string> =>
  fc.oneof(
    { weight: 3, arbitrary: fc.constant(String(valid)) },
    { weight: 2, arbitrary: awkwardText.map(encodePart) },
    {
      weight: 1,
      arbitrary: fc.constantFrom('%', '%zz', '..', '.', '%2F', '%00', '0', '-1', 'A'.repeat(200)),
    },
  );
const fixed = (path: string) => () => fc.constant(path);

const CATALOGUE_QUERY = ['path', 'priceType', 'page'];
const LISTING_QUERY = [
  'path',
  ...['filters', 'priceMin', 'priceMax', 'priceType', 'sortField', 'sortType', 'page', 'q'],
  'perPage',
];
const ADDRESS_FIELDS = [
  'firstname',
  'lastname',
  'city',
  'countryId',
  'postal',
  'street',
  'streetNo',
  'deliveryType',
  'isDefault',
];

const PW = 'Secret-pass-1';
const ADDRESS = {
  firstname: 'Anna',
  lastname: 'Berger',
  street: 'Meiereistraße',
  streetNo: '7',
  postal: '1020',
  city: 'Wien',
  countryId: 40,
  deliveryType: 'home',
  isDefault: false,
};

/** Every route of the API, keyed as Hono's route table names it. */
const ROUTES: Record<string, RouteFuzz> = {
  'GET /': { paths: fixed('/') },
  'GET /health': { paths: fixed('/health') },
  'POST /': {
    paths: fixed('/'),
    fields: ['token', 'email', 'password', 'password_confirmation'],
    valid: () =>
      fc.constant({
        token: 'x'.repeat(43),
        email: 'vk@example.test',
        password: PW,
        password_confirmation: PW,
      }),
  },
  'POST /api/v1/auth/register/': {
    paths: fixed('/api/v1/auth/register/'),
    fields: ['firstName', 'lastName', 'email', 'password', 'password_confirmation'],
    valid: () =>
      fc.uuid().map((id) => ({
        firstName: 'Anna',
        lastName: 'Berger',
        email: `fan-${id}@example.test`,
        password: PW,
        password_confirmation: PW,
      })),
  },
  'POST /api/v1/auth/login/': {
    paths: fixed('/api/v1/auth/login/'),
    fields: ['email', 'password'],
    valid: (k) => fc.constant({ email: k.email, password: PW }),
  },
  'GET /api/v1/auth/logout/': { paths: fixed('/api/v1/auth/logout/'), endsSession: true },
  'POST /api/v1/forgotpassword/': {
    paths: fixed('/api/v1/forgotpassword/'),
    fields: ['email'],
    valid: (k) => fc.constant({ email: k.email }),
  },
  'POST /api/v1/auth/doi/': {
    paths: fixed('/api/v1/auth/doi/'),
    fields: ['userHash', 'token'],
    valid: (k) => fc.constant({ userHash: k.userHash, token: 'x'.repeat(43) }),
  },
  'GET /api/v1/user/': { paths: fixed('/api/v1/user/') },
  'PUT /api/v1/user/personal/': {
    paths: fixed('/api/v1/user/personal/'),
    fields: ['firstName', 'lastName', 'phone', 'birthday', 'gender', 'email'],
    valid: () =>
      fc.constant({
        firstName: 'Eva',
        lastName: 'Huber',
        phone: '+43 1 234567',
        birthday: '1990-02-28',
        gender: 'female',
      }),
  },
  'DELETE /api/v1/user/': { paths: fixed('/api/v1/user/'), endsSession: true },
  'POST /api/v1/user/change-password/': {
    paths: fixed('/api/v1/user/change-password/'),
    fields: ['oldPassword', 'newPassword', 'newPassword_confirmation', 'email'],
    valid: () =>
      fc.constant({ oldPassword: PW, newPassword: 'Other-pass-2', newPassword_confirmation: 'Other-pass-2' }),
    endsSession: true,
  },
  'POST /api/v1/user/address/shipping/': {
    paths: fixed('/api/v1/user/address/shipping/'),
    fields: ADDRESS_FIELDS,
    valid: () => fc.constant(ADDRESS),
  },
  'PUT /api/v1/user/address/shipping/:uuid{[0-9a-fA-F-]{36}}/': {
    paths: (k) => segment(k.addressUuid).map((u) => `/api/v1/user/address/shipping/${u}/`),
    fields: ADDRESS_FIELDS,
    valid: () => fc.constant(ADDRESS),
  },
  'DELETE /api/v1/user/address/shipping/:uuid{[0-9a-fA-F-]{36}}/': {
    paths: (k) =>
      fc
        .oneof(segment(randomUUID()), segment(k.addressUuid.toUpperCase()))
        .map((u) => `/api/v1/user/address/shipping/${u}/`),
  },
  'GET /api/v1/user/orders/': { paths: fixed('/api/v1/user/orders/') },
  'GET /api/v1/user/order/:uuid/': {
    paths: (k) => segment(k.orderUuid).map((u) => `/api/v1/user/order/${u}/`),
  },
  'GET /api/v1/cart/': { paths: fixed('/api/v1/cart/') },
  'POST /api/v1/cart/': {
    paths: fixed('/api/v1/cart/'),
    fields: ['productOption', 'amount', 'relatedProducts'],
    valid: (k) => fc.constant({ productOption: k.optionId, amount: 1, relatedProducts: [k.productId] }),
  },
  'DELETE /api/v1/cart/hash/:hash/': {
    paths: (k) => segment(k.cartHash).map((h) => `/api/v1/cart/hash/${h}/`),
  },
  'POST /api/v1/cart/merge/': {
    paths: fixed('/api/v1/cart/merge/'),
    fields: ['mergeUuid'],
    valid: () => fc.uuid({ version: 4 }).map((id) => ({ mergeUuid: guestRequestId(id) })),
  },
  'GET /api/v1/wishlist/': { paths: fixed('/api/v1/wishlist/') },
  'POST /api/v1/wishlist/': {
    paths: fixed('/api/v1/wishlist/'),
    fields: ['productId'],
    valid: (k) => fc.constant({ productId: k.productId }),
  },
  'DELETE /api/v1/wishlist/:id{[0-9]{1,15}}': {
    paths: (k) => segment(k.productId).map((id) => `/api/v1/wishlist/${id}`),
  },
  'DELETE /api/v1/wishlist/:id{[0-9]{1,15}}/': {
    paths: (k) =>
      fc
        .oneof(segment(k.productId), fc.constantFrom('999999999999999', '000000000000001'))
        .map((id) => `/api/v1/wishlist/${id}/`),
  },
  'POST /api/v1/wishlist/merge/': {
    paths: fixed('/api/v1/wishlist/merge/'),
    fields: ['mergeUuid'],
    valid: () => fc.uuid({ version: 4 }).map((id) => ({ mergeUuid: guestRequestId(id) })),
  },
  'GET /_mailbox/': { paths: fixed('/_mailbox/'), successType: /^text\/html/ },
  'GET /_mailbox/:id{[0-9]{1,12}}/': {
    paths: () =>
      fc.oneof(segment(1), fc.constantFrom('999999999999', '000000000001')).map((id) => `/_mailbox/${id}/`),
    successType: /^text\/html/,
  },
  'GET /api/v1/listing/': {
    paths: fixed('/api/v1/listing/'),
    query: LISTING_QUERY,
  },
  'GET /api/v1/product/': { paths: fixed('/api/v1/product/'), query: CATALOGUE_QUERY },
  'GET /api/v1/menu/': { paths: fixed('/api/v1/menu/') },
  'GET /api/v1/brands/': { paths: fixed('/api/v1/brands/'), query: ['gender'] },
  'GET /api/v1/content/': { paths: fixed('/api/v1/content/'), query: CATALOGUE_QUERY },
  'GET /api/v1/sitemap/': { paths: fixed('/api/v1/sitemap/') },
  'GET /autosuggest/list/': { paths: fixed('/autosuggest/list/'), query: ['q', 'limit'] },
  'GET /search-limited/': { paths: fixed('/search-limited/'), query: ['q', 'productIds', 'priceType'] },
  'GET /header-data/': { paths: fixed('/header-data/'), query: ['priceType'] },
  'GET /images/products/:file': {
    paths: (k) => segment(k.imageFile).map((f) => `/images/products/${f}`),
    query: ['w'],
    successType: /^image\/svg\+xml/,
  },
  'GET /images/brands/:file': {
    paths: (k) => segment(k.brandLogo).map((f) => `/images/brands/${f}`),
    query: ['w'],
    successType: /^image\/svg\+xml/,
  },
  'GET /images/banners/:file': {
    paths: () => segment('1.svg').map((f) => `/images/banners/${f}`),
    query: ['w'],
    successType: /^image\/svg\+xml/,
  },
  'GET /images/articles/:file': {
    paths: () => segment('1.svg').map((f) => `/images/articles/${f}`),
    query: ['w'],
    successType: /^image\/svg\+xml/,
  },
};

/** Valid values for a query parameter, beside the awkward ones the query arbitrary draws. */
function validQuery(known: Known): fc.Arbitrary<string> {
  return fc.constantFrom(
    '',
    `?path=${encodeURIComponent(known.listingPath)}`,
    `?path=${encodeURIComponent(known.productPath)}`,
    `?path=${encodeURIComponent(known.contentPath)}`,
    '?path=/search/&q=jersey&page=2&perPage=48',
    '?q=ju&limit=5',
    '?productIds=1,2,3&q=ball',
    '?w=320',
    '?gender=women',
  );
}

// FUZZ_RUNS raises the count for a longer hunt; CI keeps the default with its fixed seed.
const NUM_RUNS = Number(process.env.FUZZ_RUNS ?? 40);

let db: Database;
let s: Services;
let app: Hono<AppEnv>;
let known: Known;
let passwordHash: string;
let shared: { token: string; uuid: string };
let revokedToken: string;
let spentGuest: string;

/** A customer straight in the store (no password hashing per run) with a session. */
function newCustomer(): { token: string; uuid: string; id: number; email: string; hash: string } {
  const row = s.accounts.create({
    email: `fuzz-${randomUUID()}@example.test`,
    passwordHash,
    firstName: 'Fuzz',
    lastName: 'Tester',
  });
  if (!row) throw new Error('could not create a customer');
  return {
    token: s.accounts.createSession(row.id, s.config.sessionTtlMs),
    uuid: row.uuid,
    id: row.id,
    email: row.email,
    hash: row.hash,
  };
}

beforeAll(async () => {
  db = seededDatabase(80, 11);
  const catalogue = createCatalogue(db);
  s = createServices({
    db,
    catalogue,
    // Short login delays: the fuzzer fails logins on purpose and must not wait seconds for them.
    config: {
      ...TEST_CONFIG,
      loginLimit: {
        perAccount: 5,
        perClient: 20,
        windowMs: 60_000,
        baseDelayMs: 5,
        maxDelayMs: 40,
        maxWaitMs: 80,
      },
    },
  });
  app = createApi({ services: s });
  passwordHash = await s.passwords.hash(PW);

  const customer = newCustomer();
  shared = customer;
  const revoked = newCustomer();
  s.accounts.revokeSession(revoked.token);
  revokedToken = revoked.token;

  const option = db
    .prepare('SELECT id, product_id FROM product_options WHERE stock >= 5 ORDER BY id LIMIT 1')
    .get() as { id: number; product_id: number };
  const pages = catalogue.sitemap().pages;
  const pathOf = (type: string) => pages.find((p) => p.type === type)?.alternates.en ?? '/';
  s.carts.add({ customerId: customer.id }, { optionId: option.id, amount: 1 });
  const address = s.addresses.add(customer.id, {
    firstname: 'A',
    lastname: 'B',
    street: 'C',
    streetNo: '1',
    postal: '1010',
    city: 'Wien',
    countryId: 40,
    deliveryType: 'home',
    isDefault: true,
  });
  const order = s.orders.place(
    { id: customer.id, uuid: customer.uuid, role: 'vk' },
    { address: { ...address, deliveryType: 'home' }, paymentMethod: 'card' },
    'en',
  );
  s.carts.add({ customerId: customer.id }, { optionId: option.id, amount: 1 });
  const cartHash = s.carts.lines({ customerId: customer.id }, 'en')[0]?.hash ?? '0123456789abcdef';
  spentGuest = guestRequestId(randomUUID());
  s.carts.merge(customer.id, spentGuest);
  s.wishlists.merge(customer.id, spentGuest);
  s.outbox.send('fuzz@example.test', 'Hello', 'A mail with a link https://example.test/');
  known = {
    productPath: pathOf('product'),
    listingPath: pathOf('listing'),
    contentPath: pathOf('static'),
    productId: option.product_id,
    optionId: option.id,
    addressUuid: address.uuid,
    orderUuid: order.uuid,
    cartHash,
    imageFile: `${option.product_id}.svg`,
    email: customer.email,
    userHash: customer.hash,
    brandLogo: `${String(db.prepare('SELECT id FROM brands ORDER BY id LIMIT 1').pluck().get())}.svg`,
  };
});
afterAll(() => db.close());

type AuthChoice = 'none' | 'customer' | 'revoked' | 'garbage';
type UuidChoice = 'none' | 'guest' | 'spent' | 'customer' | 'garbage';

interface FuzzRequest {
  readonly path: string;
  readonly query: string;
  readonly auth: AuthChoice;
  readonly garbageAuth: string;
  readonly uuid: UuidChoice;
  readonly garbageUuid: string;
  readonly language: string | undefined;
  readonly origin: string | undefined;
  readonly body: FuzzBody;
}

const encoder = new TextEncoder();

/** A valid body as it is, or with some fields replaced by awkward values, removed, or extra keys added. */
function spoilt(valid: fc.Arbitrary<Record<string, unknown>>): fc.Arbitrary<FuzzBody> {
  return valid.chain((body) =>
    fc
      .record({
        replaced: awkwardObject(Object.keys(body)),
        removed: fc.subarray(Object.keys(body)),
        extra: fc.dictionary(fc.string({ maxLength: 10 }), awkwardJson, { maxKeys: 3 }),
        keep: fc.boolean(),
      })
      .map(({ replaced, removed, extra, keep }) => {
        const merged: Record<string, unknown> = keep ? { ...body } : { ...body, ...replaced, ...extra };
        const dropped = keep ? undefined : removed[0];
        const result = Object.fromEntries(Object.entries(merged).filter(([key]) => key !== dropped));
        return { bytes: encoder.encode(JSON.stringify(result)), contentType: 'application/json' };
      }),
  );
}

function requestArbitrary(route: RouteFuzz): fc.Arbitrary<FuzzRequest> {
  return fc.record({
    path: route.paths(known),
    query: fc.oneof(awkwardQuery(route.query ?? []), validQuery(known)),
    auth: fc.constantFrom<AuthChoice>('none', 'customer', 'customer', 'revoked', 'garbage'),
    garbageAuth: garbageAuthorization,
    uuid: fc.constantFrom<UuidChoice>('none', 'guest', 'guest', 'spent', 'customer', 'garbage'),
    garbageUuid: garbageHeader,
    language: fc.option(garbageHeader, { nil: undefined }),
    origin: fc.option(fc.oneof(garbageHeader, fc.constant('http://127.0.0.1:3000')), { nil: undefined }),
    body: route.valid
      ? fc.oneof(awkwardBody(route.fields ?? []), spoilt(route.valid(known)))
      : awkwardBody(route.fields ?? []),
  });
}

/** Sends one fuzzed request through the app, as the Node server would hand it over. */
async function send(method: string, route: RouteFuzz, r: FuzzRequest): Promise<Response> {
  const session = route.endsSession && r.auth === 'customer' ? newCustomer() : shared;
  const headers = new Headers({ Accept: 'application/json' });
  if (r.auth === 'customer') headers.set('Authorization', `Bearer ${session.token}`);
  if (r.auth === 'revoked') headers.set('Authorization', `Bearer ${revokedToken}`);
  if (r.auth === 'garbage') headers.set('Authorization', r.garbageAuth);
  const uuid = {
    none: undefined,
    guest: guestRequestId(randomUUID()),
    spent: spentGuest,
    customer: session.uuid,
    garbage: r.garbageUuid,
  }[r.uuid];
  if (uuid !== undefined) headers.set('uuid', uuid);
  if (r.language !== undefined) headers.set('Accept-Language', r.language);
  if (r.origin !== undefined) headers.set('Origin', r.origin);
  const write = method !== 'GET' && method !== 'HEAD';
  if (write && r.body.contentType !== undefined) headers.set('Content-Type', r.body.contentType);
  return app.request(`${r.path}${r.query}`, {
    method,
    headers,
    body: write ? (r.body.bytes as RequestInit['body']) : undefined,
  });
}

/** What every answer must be: no 5xx, JSON (or the route's own success type), errors with `errors`. */
async function expectWellFormed(res: Response, route: RouteFuzz | undefined): Promise<void> {
  const text = await res.text();
  const type = res.headers.get('content-type') ?? '';
  expect(res.status, text.slice(0, 300)).toBeLessThan(500);
  expect(text).not.toMatch(/\n\s+at \S+ \(|\.ts:\d+:\d+/);
  if (res.ok && route?.successType?.test(type)) return;
  expect(type).toMatch(/^application\/json/);
  expect(text.trimStart().startsWith('<')).toBe(false);
  const body: unknown = JSON.parse(text);
  expect(typeof body).toBe('object');
  if (!res.ok) expectErrorAnswer(body);
}

describe('given the API route table', () => {
  it('when listing the fuzzed routes, then they are exactly the routes the API serves', () => {
    const served = app.routes.filter((r) => r.method !== 'ALL').map((r) => `${r.method} ${r.path}`);
    expect([...new Set(served)].sort()).toEqual(Object.keys(ROUTES).sort());
  });
});

describe('given arbitrary bodies, query strings and headers on every route', () => {
  it.each(Object.keys(ROUTES))(
    'when %s receives them, then it never answers 5xx or HTML, and every error has an errors object',
    async (key) => {
      const route = ROUTES[key]!;
      const method = key.split(' ')[0]!;
      await fc.assert(
        fc.asyncProperty(requestArbitrary(route), async (r) => {
          await expectWellFormed(await send(method, route, r), route);
        }),
        { numRuns: NUM_RUNS },
      );
    },
    30_000,
  );

  it('when any method hits any path, then the answer is still JSON and never 5xx', async () => {
    const anyPath = fc.oneof(
      fc.array(awkwardText.map(encodePart), { maxLength: 5 }).map((parts) => `/${parts.join('/')}`),
      fc
        .tuple(fc.constantFrom(...Object.keys(ROUTES).map((k) => k.split(' ')[1]!)), awkwardText)
        .map(([p, tail]) => `${p.replace(/:[^/]+/g, '1')}${encodePart(tail)}`),
      fc.constantFrom(
        '/api/v1/cart',
        '/API/V1/CART/',
        '//',
        '/api//v1/cart/',
        '/api/v1/cart/?',
        '/%',
        '/%zz/',
      ),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'),
        anyPath,
        awkwardBody([]),
        async (method, path, body) => {
          const write = method !== 'GET' && method !== 'OPTIONS';
          const res = await app.request(path, {
            method,
            headers: body.contentType && write ? { 'Content-Type': body.contentType } : {},
            body: write ? (body.bytes as RequestInit['body']) : undefined,
          });
          // A preflight (OPTIONS with Access-Control-Request-Method) is 204 with no body; this one has none.
          const route = Object.values(ROUTES).find(
            (r) => r.successType !== undefined && path.startsWith('/images/'),
          );
          await expectWellFormed(
            res,
            route ?? (path.startsWith('/_mailbox/') ? ROUTES['GET /_mailbox/'] : undefined),
          );
        },
      ),
      { numRuns: 150 },
    );
  }, 30_000);
});
