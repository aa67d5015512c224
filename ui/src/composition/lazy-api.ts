import type { PageExit } from '@fanshop/adapters/http';
import type { HttpApi, ShopGateways } from '@fanshop/adapters/shop';
import { delay, leavingWaitMs, type Scheduler } from '@fanshop/core/shared';

/** The API layer as the page's services see it before and after its code is there. */
export interface LazyApi {
  readonly gateways: ShopGateways;
}

/**
 * The one way the API layer arrives after hydration: every gateway forwards to the layer once
 * `load` has made it (at most once at a time; a failed chunk load is tried again on the next call).
 * The server's `load` answers at once; the browser's imports the layer's chunk.
 */
export function lazyApi(load: () => Promise<HttpApi>): LazyApi {
  let loading: Promise<HttpApi> | null = null;
  const loaded = () =>
    (loading ??= load().catch((error: unknown) => {
      // A failed chunk load may succeed on the next call (the network came back).
      loading = null;
      throw error;
    }));
  const port = <K extends keyof ShopGateways>(key: K) =>
    lazyPort<ShopGateways[K]>(() => loaded().then((api) => api.gateways[key]));
  return {
    gateways: {
      auth: port('auth'),
      account: port('account'),
      cart: port('cart'),
      wishlist: port('wishlist'),
      listing: port('listing'),
      product: port('product'),
      header: port('header'),
      content: port('content'),
      sitemap: port('sitemap'),
    },
  };
}

/**
 * A port whose implementation arrives later: each call waits for it, then goes through. Every gateway
 * method answers a promise, so a caller cannot tell the difference, except that the first call also
 * waits for the code.
 */
export function lazyPort<T extends object>(load: () => Promise<T>): T {
  return new Proxy({} as T, {
    get(_target, key) {
      // Not a thenable (awaiting the port itself must not call the API), and no symbol lookups.
      if (key === 'then' || typeof key === 'symbol') return undefined;
      return async (...args: unknown[]) => {
        const port = (await load()) as Record<string, (...a: unknown[]) => unknown>;
        const method = port[key];
        if (typeof method !== 'function') throw new TypeError(`the port has no method ${key}`);
        return method.apply(port, args);
      };
    },
  });
}

/**
 * `load` for a page the shopper may be leaving: a chunk load that fails while they leave was cut off by
 * the browser, not failed (Firefox rejects such an import as it does a cut-off call), so it fails only
 * after core's `leavingWaitMs`, which a page that is gone never sees the end of. Nothing is logged or
 * shown for it.
 */
export function quietWhenLeft<T>(
  load: () => Promise<T>,
  page: PageExit | undefined,
  scheduler: Scheduler,
): () => Promise<T> {
  return async () => {
    try {
      return await load();
    } catch (error) {
      const wait = leavingWaitMs({ kind: 'network' }, page?.leaving() ?? false);
      if (wait > 0) await delay(scheduler, wait);
      throw error;
    }
  };
}
