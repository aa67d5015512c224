/**
 * Model-based test of carts and wishlists over HTTP against the reference API (issue 8): a shopper
 * adds, changes and removes cart lines and wishlist products as a guest and as a customer, logs in
 * (merging the guest's cart and wishlist as the storefront does: a non-empty list, by its guest id),
 * logs out (a new guest id), merges again with spent and unknown ids, and comes back with a spent
 * guest id. After every step the API's answer must agree with a plain model of the rules in
 * docs/api.md ("Cart", "Merge", "Wishlist"). Each run uses a customer registered and confirmed for it.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApi } from '../../backend/src/app';
import { createCatalogue } from '../../backend/src/catalogue/catalogue';
import { seedCatalogue } from '../../backend/src/catalogue/seed/seed';
import { migrate, openDatabase, type Database } from '../../backend/src/db/database';
import { createServices, type Services } from '../../backend/src/services';
import { CONTRACT_CATALOGUE_SIZE } from './support/api-server';

const PASSWORD = 'Secret-pass-1';
/** Runs of the property: 200, or more for a longer hunt (MODEL_RUNS). */
const RUNS = Math.max(200, Number(process.env.MODEL_RUNS ?? 200));
/** Lines one cart may hold (docs/api.md); the runs stay far below it. */
const MAX_CART_LINES = 50;

// ---------------------------------------------------------------------------------------------
// The API under test, as main.ts wires it, over HTTP on 127.0.0.1. Its own instance: the runs log in
// hundreds of times from one address, more than the contract tests' shared client limit allows.

let url: string;
let services: Services;
let db: Database;
let dir: string;
let stopServer: () => Promise<void>;
/** Options of the seeded catalogue with their stock: two scarce (1–2 pieces), one plenty, one sold out. */
let OPTIONS: { id: number; stock: number }[];
let PRODUCTS: number[];

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'fanshop-model-'));
  db = openDatabase(join(dir, 'shop.db'));
  migrate(db);
  seedCatalogue(db, { products: CONTRACT_CATALOGUE_SIZE, seed: 2026 });
  services = createServices({
    db,
    catalogue: createCatalogue(db),
    config: {
      loginLimit: {
        perAccount: 5,
        perClient: 1_000_000,
        windowMs: 60_000,
        baseDelayMs: 10,
        maxDelayMs: 100,
        maxWaitMs: 200,
      },
    },
  });
  const app = createApi({ services });
  await new Promise<void>((resolve) => {
    const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) => {
      url = `http://127.0.0.1:${info.port}`;
      stopServer = () =>
        new Promise<void>((done) => {
          if ('closeAllConnections' in server) server.closeAllConnections();
          server.close(() => done());
        });
      resolve();
    });
  });
  const pick = (sql: string, n: number) =>
    db.prepare(`${sql} LIMIT ${n}`).all() as { id: number; stock: number }[];
  OPTIONS = [
    ...pick('SELECT id, stock FROM product_options WHERE stock BETWEEN 1 AND 2 ORDER BY stock, id', 2),
    ...pick('SELECT id, stock FROM product_options WHERE stock >= 12 ORDER BY id', 1),
    ...pick('SELECT id, stock FROM product_options WHERE stock = 0 ORDER BY id', 1),
  ];
  PRODUCTS = db.prepare('SELECT id FROM products ORDER BY id LIMIT 4').pluck().all() as number[];
  expect(OPTIONS).toHaveLength(4);
});
afterAll(async () => {
  await stopServer();
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

// ---------------------------------------------------------------------------------------------
// The model.

type Lines = Map<number, number>;

interface Model {
  /** The browser's guest id while logged out (the merge id of its cart and wishlist). */
  guestId: string;
  loggedIn: boolean;
  guestCarts: Map<string, Lines>;
  guestWishlists: Map<string, Set<number>>;
  /** Guest ids whose cart (or wishlist) a merge consumed. */
  spentCarts: Set<string>;
  spentWishlists: Set<string>;
  customerCart: Lines;
  customerWishlist: Set<number>;
  /** Failed logins since the last successful one (the per-account limit allows 5). */
  failedLogins: number;
}

const newGuestId = () => `u${randomUUID()}`;

function cartOf(m: Model): Lines {
  if (m.loggedIn) return m.customerCart;
  let lines = m.guestCarts.get(m.guestId);
  if (!lines) m.guestCarts.set(m.guestId, (lines = new Map()));
  return lines;
}

function wishlistOf(m: Model): Set<number> {
  if (m.loggedIn) return m.customerWishlist;
  let list = m.guestWishlists.get(m.guestId);
  if (!list) m.guestWishlists.set(m.guestId, (list = new Set()));
  return list;
}

function stockOf(optionId: number): number {
  return OPTIONS.find((o) => o.id === optionId)?.stock ?? 0;
}

/** What adding pieces answers: the status and the error field, changing the lines only on success. */
function modelAdd(lines: Lines, optionId: number, amount: number): { status: number; field?: string } {
  const stock = stockOf(optionId);
  const quantity = (lines.get(optionId) ?? 0) + amount;
  if (stock <= 0) return { status: 422, field: 'productOption' };
  if (quantity > stock) return { status: 422, field: 'amount' };
  if (!lines.has(optionId) && lines.size >= MAX_CART_LINES) return { status: 422, field: 'productOption' };
  lines.set(optionId, quantity);
  return { status: 200 };
}

/** The merge rule: quantities add up, capped by the stock, never below what the customer had. */
function modelMergeCart(m: Model, guestId: string): void {
  if (m.spentCarts.has(guestId)) return;
  m.spentCarts.add(guestId);
  const guest = m.guestCarts.get(guestId);
  m.guestCarts.delete(guestId);
  for (const [optionId, quantity] of guest ?? []) {
    const had = m.customerCart.get(optionId);
    const merged = Math.max(had ?? 0, Math.min((had ?? 0) + quantity, stockOf(optionId)));
    if (had !== undefined) m.customerCart.set(optionId, merged);
    else if (merged > 0 && m.customerCart.size < MAX_CART_LINES) m.customerCart.set(optionId, merged);
  }
}

/** The wishlist merge is a union; the guest id is consumed. */
function modelMergeWishlist(m: Model, guestId: string): void {
  if (m.spentWishlists.has(guestId)) return;
  m.spentWishlists.add(guestId);
  for (const id of m.guestWishlists.get(guestId) ?? []) m.customerWishlist.add(id);
  m.guestWishlists.delete(guestId);
}

// ---------------------------------------------------------------------------------------------
// The real system: one browser's credentials against the API.

interface Real {
  readonly email: string;
  /** The customer's session on another device (from the registration), never logged out. */
  readonly deviceToken: string;
  token: string | undefined;
  customerUuid: string;
  /** Line hashes by option, from the latest cart answer. */
  hashes: Map<number, string>;
  /** Tokens ended by a logout, which must stay dead. */
  revoked: string[];
}

interface Answer {
  readonly status: number;
  readonly body: any; // eslint-disable-line @typescript-eslint/no-explicit-any
}

async function call(
  method: string,
  path: string,
  r: Real,
  m: Model,
  body?: unknown,
  uuid?: string,
): Promise<Answer> {
  const headers: Record<string, string> = { Accept: 'application/json', 'X-Client': 'storefront-web' };
  if (m.loggedIn && r.token) headers.Authorization = `Bearer ${r.token}`;
  headers.uuid = uuid ?? (m.loggedIn ? r.customerUuid : m.guestId);
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const res = await fetch(`${url}${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: await res.json() };
}

/** The answered cart agrees with the model's lines of the current owner; keeps the line hashes. */
function expectCart(answer: Answer, m: Model, r: Real): void {
  expectLines(answer, cartOf(m), m.loggedIn ? r.customerUuid : m.guestId);
  r.hashes = new Map(
    (answer.body.data.products as { hash: string; option: { id: number } }[]).map((p) => [
      p.option.id,
      p.hash,
    ]),
  );
}

function expectLines(answer: Answer, lines: Lines, uuid: string): void {
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  const products = answer.body.data.products as { option: { id: number; quantity: number } }[];
  expect(new Map(products.map((p) => [p.option.id, p.option.quantity]))).toEqual(new Map(lines));
  expect(answer.body.data.uuid).toBe(uuid);
}

function expectWishlist(answer: Answer, m: Model, r: Real): void {
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  const ids = (answer.body.data.products as { id: number }[]).map((p) => p.id);
  expect(new Set(ids)).toEqual(new Set(wishlistOf(m)));
  expect(ids).toHaveLength(new Set(ids).size);
  expect(answer.body.data.uuid).toBe(m.loggedIn ? r.customerUuid : m.guestId);
}

function expectError(answer: Answer, status: number, field: string): void {
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  expect(answer.body.errors).toHaveProperty(field);
}

// ---------------------------------------------------------------------------------------------
// Commands.

type Cmd = fc.AsyncCommand<Model, Real>;

class AddToCart implements Cmd {
  constructor(
    readonly option: number,
    readonly amount: number,
  ) {}
  check = () => true;
  async run(m: Model, r: Real) {
    const optionId = OPTIONS[this.option % OPTIONS.length]!.id;
    const expected = modelAdd(cartOf(m), optionId, this.amount);
    const answer = await call('POST', '/api/v1/cart/', r, m, {
      productOption: optionId,
      amount: this.amount,
    });
    if (expected.status === 200) expectCart(answer, m, r);
    else expectError(answer, expected.status, expected.field!);
  }
  toString = () => `AddToCart(option ${this.option}, ${this.amount})`;
}

/** The customer adds to the account's cart on another device, logged in there all along. */
class AddOnOtherDevice implements Cmd {
  constructor(
    readonly option: number,
    readonly amount: number,
  ) {}
  check = () => true;
  async run(m: Model, r: Real) {
    const optionId = OPTIONS[this.option % OPTIONS.length]!.id;
    const expected = modelAdd(m.customerCart, optionId, this.amount);
    const res = await fetch(`${url}/api/v1/cart/`, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${r.deviceToken}`,
        uuid: r.customerUuid,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({ productOption: optionId, amount: this.amount }),
    });
    const answer = { status: res.status, body: await res.json() };
    if (expected.status !== 200) expectError(answer, expected.status, expected.field!);
    else if (m.loggedIn) expectCart(answer, m, r);
    else expectLines(answer, m.customerCart, r.customerUuid);
  }
  toString = () => `AddOnOtherDevice(option ${this.option}, ${this.amount})`;
}

/** The hash of a line the model says is in the cart, loading the cart when it was not seen yet. */
async function hashOf(optionId: number, m: Model, r: Real): Promise<string> {
  if (!r.hashes.has(optionId)) expectCart(await call('GET', '/api/v1/cart/', r, m), m, r);
  return r.hashes.get(optionId)!;
}

/** Changing a line's quantity as the storefront does: remove the line, add the new quantity. */
class ChangeQuantity implements Cmd {
  constructor(
    readonly option: number,
    readonly quantity: number,
  ) {}
  check = (m: Readonly<Model>) =>
    (m.loggedIn ? m.customerCart : m.guestCarts.get(m.guestId))?.has(
      OPTIONS[this.option % OPTIONS.length]!.id,
    ) ?? false;
  async run(m: Model, r: Real) {
    const optionId = OPTIONS[this.option % OPTIONS.length]!.id;
    const lines = cartOf(m);
    const hash = await hashOf(optionId, m, r);
    lines.delete(optionId);
    expectCart(await call('DELETE', `/api/v1/cart/hash/${hash}/`, r, m), m, r);
    const expected = modelAdd(lines, optionId, this.quantity);
    const answer = await call('POST', '/api/v1/cart/', r, m, {
      productOption: optionId,
      amount: this.quantity,
    });
    if (expected.status === 200) expectCart(answer, m, r);
    else expectError(answer, expected.status, expected.field!);
  }
  toString = () => `ChangeQuantity(option ${this.option}, ${this.quantity})`;
}

class RemoveFromCart implements Cmd {
  constructor(readonly option: number) {}
  check = () => true;
  async run(m: Model, r: Real) {
    const optionId = OPTIONS[this.option % OPTIONS.length]!.id;
    const lines = cartOf(m);
    if (lines.has(optionId)) {
      const hash = await hashOf(optionId, m, r);
      lines.delete(optionId);
      expectCart(await call('DELETE', `/api/v1/cart/hash/${hash}/`, r, m), m, r);
    } else {
      // A line that is not (or no longer) in this cart, e.g. a line of the account seen before a logout: 404.
      const hash = r.hashes.get(optionId) ?? '0123456789abcdef';
      expectError(await call('DELETE', `/api/v1/cart/hash/${hash}/`, r, m), 404, 'hash');
    }
  }
  toString = () => `RemoveFromCart(option ${this.option})`;
}

class AddToWishlist implements Cmd {
  constructor(readonly product: number) {}
  check = () => true;
  async run(m: Model, r: Real) {
    const productId = PRODUCTS[this.product % PRODUCTS.length]!;
    wishlistOf(m).add(productId);
    expectWishlist(await call('POST', '/api/v1/wishlist/', r, m, { productId }), m, r);
  }
  toString = () => `AddToWishlist(product ${this.product})`;
}

class RemoveFromWishlist implements Cmd {
  constructor(
    readonly product: number,
    readonly slash: boolean,
  ) {}
  check = () => true;
  async run(m: Model, r: Real) {
    const productId = PRODUCTS[this.product % PRODUCTS.length]!;
    const list = wishlistOf(m);
    const answer = await call('DELETE', `/api/v1/wishlist/${productId}${this.slash ? '/' : ''}`, r, m);
    if (list.delete(productId)) expectWishlist(answer, m, r);
    else expectError(answer, 404, 'productId');
  }
  toString = () => `RemoveFromWishlist(product ${this.product}${this.slash ? ', with slash' : ''})`;
}

class LookAtLists implements Cmd {
  check = () => true;
  async run(m: Model, r: Real) {
    expectCart(await call('GET', '/api/v1/cart/', r, m), m, r);
    expectWishlist(await call('GET', '/api/v1/wishlist/', r, m), m, r);
  }
  toString = () => 'LookAtLists';
}

/**
 * Login as the storefront does it: store the credentials, then merge the guest cart and wishlist
 * by the guest id when they are not empty (`mergeAlways` also merges empty ones, which consumes the id).
 */
class Login implements Cmd {
  constructor(readonly mergeAlways: boolean) {}
  check = (m: Readonly<Model>) => !m.loggedIn;
  async run(m: Model, r: Real) {
    // Failures beyond the free five only slow the next attempts; the right password still gets in
    // (ADR 0008: one after another, no attempt waits long enough to be refused).
    const answer = await call('POST', '/api/v1/auth/login/', r, m, { email: r.email, password: PASSWORD });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.uuid).toBe(r.customerUuid);
    m.failedLogins = 0;
    const guestId = m.guestId;
    const guestCart = cartOf(m);
    const guestWishlist = wishlistOf(m);
    r.token = answer.body.token as string;
    m.loggedIn = true;
    if (this.mergeAlways || guestCart.size > 0) {
      modelMergeCart(m, guestId);
      expectCart(await call('POST', '/api/v1/cart/merge/', r, m, { mergeUuid: guestId }), m, r);
    }
    if (this.mergeAlways || guestWishlist.size > 0) {
      modelMergeWishlist(m, guestId);
      expectWishlist(await call('POST', '/api/v1/wishlist/merge/', r, m, { mergeUuid: guestId }), m, r);
    }
  }
  toString = () => `Login(${this.mergeAlways ? 'merge always' : 'merge non-empty'})`;
}

class LoginWithWrongPassword implements Cmd {
  check = (m: Readonly<Model>) => !m.loggedIn && m.failedLogins < 6;
  async run(m: Model, r: Real) {
    const answer = await call('POST', '/api/v1/auth/login/', r, m, {
      email: r.email,
      password: `${PASSWORD}x`,
    });
    // Slowed once the free five are spent, but answered as a wrong password, not refused (ADR 0008).
    expectError(answer, 422, 'email');
    m.failedLogins += 1;
  }
  toString = () => 'LoginWithWrongPassword';
}

/** Logout ends the token; the storefront forgets the lists and starts over with a new guest id. */
class Logout implements Cmd {
  check = (m: Readonly<Model>) => m.loggedIn;
  async run(m: Model, r: Real) {
    const answer = await call('GET', '/api/v1/auth/logout/', r, m);
    expect(answer.status).toBe(200);
    r.revoked.push(r.token!);
    r.token = undefined;
    m.loggedIn = false;
    m.guestId = newGuestId();
    const dead = await fetch(`${url}/api/v1/cart/`, {
      headers: { Authorization: `Bearer ${r.revoked.at(-1)}`, uuid: r.customerUuid },
    });
    expect(dead.status).toBe(403);
  }
  toString = () => 'Logout';
}

/** A customer merges again: a spent guest id, an unknown one, or one never used; nothing but the consumption changes. */
class MergeAgain implements Cmd {
  constructor(
    readonly list: 'cart' | 'wishlist',
    readonly which: 'spent' | 'unknown',
  ) {}
  check = (m: Readonly<Model>) => m.loggedIn;
  async run(m: Model, r: Real) {
    const spent = [...(this.list === 'cart' ? m.spentCarts : m.spentWishlists)];
    const id = this.which === 'spent' && spent.length > 0 ? spent[spent.length - 1]! : newGuestId();
    if (this.list === 'cart') {
      modelMergeCart(m, id);
      expectCart(await call('POST', '/api/v1/cart/merge/', r, m, { mergeUuid: id }), m, r);
    } else {
      modelMergeWishlist(m, id);
      expectWishlist(await call('POST', '/api/v1/wishlist/merge/', r, m, { mergeUuid: id }), m, r);
    }
  }
  toString = () => `MergeAgain(${this.list}, ${this.which})`;
}

/** A guest coming back with an id a merge consumed is told 'invalid uuid'; one list's merge leaves the other usable. */
class ReuseSpentGuestId implements Cmd {
  check = (m: Readonly<Model>) => !m.loggedIn && (m.spentCarts.size > 0 || m.spentWishlists.size > 0);
  async run(m: Model, r: Real) {
    const id = [...m.spentCarts, ...m.spentWishlists][0]!;
    const cart = await call('GET', '/api/v1/cart/', r, m, undefined, id);
    const list = await call('GET', '/api/v1/wishlist/', r, m, undefined, id);
    for (const [answer, spent, lists] of [
      [cart, m.spentCarts, m.guestCarts],
      [list, m.spentWishlists, m.guestWishlists],
    ] as const) {
      if (spent.has(id)) {
        expectError(answer, 422, 'uuid');
        expect(answer.body.errors.uuid).toBe('invalid uuid');
      } else {
        expect(answer.status).toBe(200);
        expect(answer.body.data.products).toHaveLength(lists.get(id)?.size ?? 0);
      }
    }
  }
  toString = () => 'ReuseSpentGuestId';
}

const option = fc.nat({ max: 3 });
const product = fc.nat({ max: 3 });
// Adds, logins and logouts are listed twice: they are what merges are made of.
const add = fc.tuple(option, fc.integer({ min: 1, max: 2 })).map(([o, n]) => new AddToCart(o, n));
const login = fc.boolean().map((always) => new Login(always));
const commands = fc.commands(
  [
    add,
    add,
    fc.tuple(option, fc.integer({ min: 1, max: 2 })).map(([o, n]) => new AddOnOtherDevice(o, n)),
    fc.tuple(option, fc.integer({ min: 1, max: 3 })).map(([o, n]) => new ChangeQuantity(o, n)),
    option.map((o) => new RemoveFromCart(o)),
    product.map((p) => new AddToWishlist(p)),
    fc.tuple(product, fc.boolean()).map(([p, slash]) => new RemoveFromWishlist(p, slash)),
    fc.constant(new LookAtLists()),
    login,
    login,
    fc.constant(new LoginWithWrongPassword()),
    fc.constant(new Logout()),
    fc.constant(new Logout()),
    fc
      .tuple(
        fc.constantFrom('cart' as const, 'wishlist' as const),
        fc.constantFrom('spent' as const, 'unknown' as const),
      )
      .map(([list, which]) => new MergeAgain(list, which)),
    fc.constant(new ReuseSpentGuestId()),
  ],
  { maxCommands: 16, size: 'max' },
);

/** Lines the account's and the guest's carts hold before the run, so that merges meet lines of the same option. */
const startingLines = fc.array(fc.tuple(option, fc.integer({ min: 1, max: 2 })), { maxLength: 3 });

/** A customer of its own for one run, registered and confirmed by the link in its mail. */
async function freshCustomer(): Promise<{ email: string; uuid: string; token: string }> {
  const email = `model-${randomUUID()}@example.test`;
  const res = await fetch(`${url}/api/v1/auth/register/`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      firstName: 'Model',
      lastName: 'Run',
      email,
      password: PASSWORD,
      password_confirmation: PASSWORD,
    }),
  });
  const answer = (await res.json()) as { uuid: string; token: string };
  expect(res.status).toBe(200);
  // The registration's session stays on "another device"; the browser logs in when the run says so.
  const mail = services.outbox.list().find((m) => m.recipient === email)!;
  const link = new URL(/https?:\/\/\S+/.exec(mail.body)![0]);
  const confirmed = await fetch(`${url}/api/v1/auth/doi/`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      userHash: link.pathname.split('/').at(-2),
      token: link.searchParams.get('token'),
    }),
  });
  expect(confirmed.status).toBe(200);
  return { email, uuid: answer.uuid, token: answer.token };
}

/** A model and its real counterpart for one new customer, browsing as a guest with an empty cart. */
async function freshRun(): Promise<{ model: Model; real: Real }> {
  const customer = await freshCustomer();
  return {
    model: {
      guestId: newGuestId(),
      loggedIn: false,
      guestCarts: new Map(),
      guestWishlists: new Map(),
      spentCarts: new Set<string>(),
      spentWishlists: new Set<string>(),
      customerCart: new Map(),
      customerWishlist: new Set<number>(),
      failedLogins: 0,
    },
    real: {
      email: customer.email,
      deviceToken: customer.token,
      token: undefined,
      customerUuid: customer.uuid,
      hashes: new Map(),
      revoked: [],
    },
  };
}

describe('given a shopper with a cart and a wishlist, as a guest and as a customer', () => {
  it('when the right password follows five wrong ones, then it still gets in, only later (a counterexample found by the property below, kept)', async () => {
    const run = await freshRun();
    await fc.asyncModelRun(
      () => run,
      [...Array.from({ length: 5 }, () => new LoginWithWrongPassword()), new Login(false)],
    );
    expect(run.model.loggedIn).toBe(true);
  });

  it(
    'when they add, change, remove, log in and out and merge again, then the API agrees with the model',
    async () => {
      await fc.assert(
        fc.asyncProperty(startingLines, startingLines, commands, async (onAccount, asGuest, cmds) => {
          const { model, real } = await freshRun();
          // The account starts with what the customer put in the cart on the other device earlier, the
          // browser with what the shopper put in as a guest today.
          for (const [o, n] of onAccount) await new AddOnOtherDevice(o, n).run(model, real);
          for (const [o, n] of asGuest) await new AddToCart(o, n).run(model, real);
          const setup = () => ({ model, real });
          await fc.asyncModelRun(setup, cmds);
        }),
        { numRuns: RUNS },
      );
    },
    // 11 s on an idle two-core machine, 120 s and more beside the browser tests and two busy processes
    // (every login hashes a password): the limit only ends a hang.
    300_000 * Math.ceil(RUNS / 200),
  );
});
