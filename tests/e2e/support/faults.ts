import type { BrowserContext, Page, Request, Route } from '@playwright/test';
import type { ShopUrls } from '../../support/shop-servers';

/**
 * Faults between the browser and the shop API, made with Playwright's routing: answers replaced,
 * connections reset, requests stalled. Every routed request is recorded, so a test can tell how often
 * the storefront asked (a GET is retried once, a write never) and which writes really went through.
 */

export type Fault = (
  | { readonly kind: 'status'; readonly status: number }
  | { readonly kind: 'reset' }
  | { readonly kind: 'stall'; readonly ms: number }
) & {
  /** How many matching requests meet the fault before the API answers normally again; all when absent. */
  readonly times?: number;
};

/** One request that reached the route, and what was done with it. */
export interface RoutedRequest {
  readonly method: string;
  readonly path: string;
  /** `passed` when it went on to the API (after a stall too), otherwise the fault it met. */
  readonly outcome: 'passed' | 'status' | 'reset';
}

export interface FaultRoute {
  readonly requests: RoutedRequest[];
  /** Requests of a method whose API path starts with `path`. */
  count(method: string, path: string): number;
  /** The API answers normally again. */
  heal(): void;
}

/**
 * Routes the API calls matching `method` and `path` (a prefix of the API path) through `fault` until
 * `heal()`; the others, and everything after healing, go to the API unchanged but are recorded too.
 */
export async function faultApi(
  target: Page | BrowserContext,
  shop: ShopUrls,
  match: { readonly method: string; readonly path: string },
  fault: Fault,
): Promise<FaultRoute> {
  const requests: RoutedRequest[] = [];
  let current: Fault | null = fault;
  let faulted = 0;
  const api = new URL(shop.api);
  const matches = (request: Request) => {
    const url = new URL(request.url());
    return request.method() === match.method && url.pathname.startsWith(match.path);
  };
  await target.route(
    (url) => url.origin === api.origin,
    async (route: Route) => {
      const request = route.request();
      const path = new URL(request.url()).pathname;
      const method = request.method();
      if (method === 'OPTIONS' || !matches(request) || current === null) {
        requests.push({ method, path, outcome: 'passed' });
        await route.continue();
        return;
      }
      const now = current;
      faulted += 1;
      if (now.times !== undefined && faulted >= now.times) current = null;
      if (now.kind === 'status') {
        requests.push({ method, path, outcome: 'status' });
        await route.fulfill({
          status: now.status,
          contentType: 'application/json',
          headers: {
            'access-control-allow-origin': originOf(request),
            'access-control-allow-credentials': 'true',
          },
          body: JSON.stringify({ errors: { service: 'unavailable' } }),
        });
      } else if (now.kind === 'reset') {
        requests.push({ method, path, outcome: 'reset' });
        await route.abort('connectionreset');
      } else {
        await new Promise((resolve) => setTimeout(resolve, now.ms));
        requests.push({ method, path, outcome: 'passed' });
        await route.continue().catch(() => undefined);
      }
    },
  );
  return {
    requests,
    count: (method, path) => requests.filter((r) => r.method === method && r.path.startsWith(path)).length,
    heal: () => {
      current = null;
    },
  };
}

function originOf(request: Request): string {
  return request.headers()['origin'] ?? '*';
}

/** The guest's or customer's request id and token, from the browser's cookies (`__uuhlat`, `__uul`). */
export async function identity(context: BrowserContext): Promise<{ uuid?: string; token?: string }> {
  const cookies = await context.cookies();
  return {
    uuid: cookies.find((c) => c.name === '__uuhlat')?.value,
    token: cookies.find((c) => c.name === '__uul')?.value,
  };
}

/** A GET on the API as the browser's shopper, answered from the API itself (not through the browser). */
export async function apiAs<T>(context: BrowserContext, shop: ShopUrls, path: string): Promise<T> {
  const { uuid, token } = await identity(context);
  const headers: Record<string, string> = { 'X-Client': 'storefront-web', accept: 'application/json' };
  if (uuid) headers.uuid = decodeURIComponent(uuid);
  if (token) headers.authorization = `Bearer ${decodeURIComponent(token)}`;
  const res = await fetch(`${shop.api}${path}`, { headers });
  if (res.status !== 200) throw new Error(`GET ${path} answered ${res.status}`);
  return (await res.json()) as T;
}

export interface CartLineAnswer {
  readonly option: { readonly id: number; readonly quantity: number; readonly title: string };
  readonly name: string;
}

/** The shopper's cart lines as the API holds them. */
export async function cartLines(context: BrowserContext, shop: ShopUrls): Promise<CartLineAnswer[]> {
  const body = await apiAs<{ data: { products: CartLineAnswer[] } }>(context, shop, '/api/v1/cart/');
  return body.data.products;
}

/** The ids of the shopper's wishlist products as the API holds them. */
export async function wishlistIds(context: BrowserContext, shop: ShopUrls): Promise<number[]> {
  const body = await apiAs<{ data: { products: { id: number }[] } }>(context, shop, '/api/v1/wishlist/');
  return body.data.products.map((p) => p.id);
}
