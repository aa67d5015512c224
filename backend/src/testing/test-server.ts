import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import type { Hono } from 'hono';
import { createApi } from '../app';
import type { CatalogueApi } from '../catalogue/catalogue-api';
import type { ApiConfig } from '../config';
import { migrate, openDatabase } from '../db/database';
import { createServices, type Services } from '../services';
import type { Timers } from '../shared/timers';
import { FakeCatalogue } from './fake-catalogue';

/**
 * Time the test moves by hand: `advance` runs the timers that fall due on the way; a wait (`sleep`, a
 * login being slowed down) moves the clock by its length at once and is recorded in `waits`.
 */
export class TestClock implements Timers {
  readonly waits: number[] = [];
  #timers: { at: number; run: () => void }[] = [];

  constructor(public time = Date.UTC(2026, 5, 1, 10, 0, 0)) {}
  readonly now = (): number => this.time;

  advance(ms: number): void {
    const until = this.time + ms;
    for (;;) {
      const due = this.#timers.filter((t) => t.at <= until).sort((a, b) => a.at - b.at)[0];
      if (!due) break;
      this.#timers = this.#timers.filter((t) => t !== due);
      this.time = Math.max(this.time, due.at);
      due.run();
    }
    this.time = until;
  }

  readonly schedule = (ms: number, run: () => void): (() => void) => {
    const timer = { at: this.time + ms, run };
    this.#timers.push(timer);
    return () => {
      this.#timers = this.#timers.filter((t) => t !== timer);
    };
  };

  readonly sleep = (ms: number): Promise<void> => {
    this.waits.push(ms);
    this.advance(ms);
    return Promise.resolve();
  };
}

/** Settings of the backend's tests: small login limits. Password hashing is the production one. */
export const TEST_CONFIG: Partial<ApiConfig> = {
  loginLimit: {
    perAccount: 5,
    perClient: 20,
    windowMs: 60_000,
    baseDelayMs: 1000,
    maxDelayMs: 8000,
    maxWaitMs: 16_000,
  },
};

/** A JSON answer of the server under test. */
export interface TestResponse<T = Record<string, unknown>> {
  readonly status: number;
  readonly headers: Headers;
  readonly body: T;
  readonly text: string;
}

/** Options of one request; `body` is sent as JSON unless `rawBody` is given. */
export interface RequestOptions {
  readonly body?: unknown;
  readonly rawBody?: string | Uint8Array;
  readonly token?: string;
  readonly uuid?: string;
  readonly headers?: Record<string, string>;
}

/** A running server on 127.0.0.1, a random port and a temporary DATA_DIR. */
export interface TestServer {
  readonly url: string;
  readonly services: Services;
  readonly catalogue: CatalogueApi;
  readonly clock: TestClock;
  request<T = any>(method: string, path: string, options?: RequestOptions): Promise<TestResponse<T>>; // eslint-disable-line @typescript-eslint/no-explicit-any
  close(): Promise<void>;
}

/** Starts a Hono app on 127.0.0.1 port 0; resolves with its base URL and a closer. */
export function listen(app: { fetch: Hono['fetch'] }): Promise<{ url: string; close: () => Promise<void> }> {
  return new Promise((resolve) => {
    const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) => {
      resolve({
        url: `http://127.0.0.1:${info.port}`,
        close: () =>
          new Promise<void>((done) => {
            if ('closeAllConnections' in server) server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
}

/** Sends one request and reads the answer (as JSON when it parses). */
// Test answers are read loosely: the assertions check their shape.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function send<T = any>(
  url: string,
  method: string,
  path: string,
  options: RequestOptions = {},
): Promise<TestResponse<T>> {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  if (options.token !== undefined) headers.Authorization = `Bearer ${options.token}`;
  if (options.uuid !== undefined) headers.uuid = options.uuid;
  let body: string | Uint8Array | undefined;
  if (options.rawBody !== undefined) body = options.rawBody;
  else if (options.body !== undefined) {
    body = JSON.stringify(options.body);
    headers['Content-Type'] ??= 'application/json';
  }
  const response = await fetch(`${url}${path}`, { method, headers, body, redirect: 'manual' });
  const text = await response.text();
  let parsed: unknown = undefined;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = undefined;
  }
  return {
    status: response.status,
    headers: response.headers,
    body: parsed as T,
    text,
  };
}

/** Starts the API over a fresh temporary database and the fake catalogue (or the one given). */
export async function startTestServer(
  options: {
    config?: Partial<ApiConfig>;
    catalogue?: CatalogueApi;
  } = {},
): Promise<TestServer> {
  const dir = mkdtempSync(join(tmpdir(), 'fanshop-test-'));
  const db = openDatabase(join(dir, 'shop.db'));
  migrate(db);
  const clock = new TestClock();
  const catalogue = options.catalogue ?? new FakeCatalogue();
  const services = createServices({
    db,
    catalogue,
    config: { ...TEST_CONFIG, ...options.config },
    timers: clock,
  });
  const app = createApi({ services });
  const { url, close } = await listen(app);
  return {
    url,
    services,
    catalogue,
    clock,
    request: (method, path, requestOptions) => send(url, method, path, requestOptions),
    close: async () => {
      await close();
      db.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
