import { Hono } from 'hono';
import { registerAuthRoutes } from './accounts/auth-routes';
import { registerUserRoutes } from './accounts/user-routes';
import { registerCartRoutes } from './cart/cart-routes';
import type { CatalogueApi } from './catalogue/catalogue-api';
import { type Catalogue, createCatalogue } from './catalogue/catalogue';
import { registerCatalogueRoutes } from './catalogue/routes';
import type { AppEnv } from './http/context';
import { cors } from './http/cors';
import { handleError, handleNotFound } from './http/errors';
import { health } from './http/health';
import { identity } from './http/identity';
import { jsonBodies } from './http/json-body';
import { registerMailboxRoutes } from './mail/mailbox-routes';
import { registerOrderRoutes } from './orders/order-routes';
import { createServices, type ServiceOptions, type Services } from './services';
import { registerWishlistRoutes } from './wishlist/wishlist-routes';

const PERSONAL = /^\/(?:$|api\/v1\/(?:auth|user|cart|wishlist|forgotpassword)\/|_mailbox\/)/;

/**
 * How to build the API. Either shared `services` (main, which also gives them to the checkout host),
 * or a migrated `db` with optional settings. The catalogue defaults to `createCatalogue(db)`; a
 * stand-in that only implements `CatalogueApi` (tests) gets no catalogue routes.
 */
export type ApiOptions =
  | { readonly services: Services }
  | (Omit<ServiceOptions, 'catalogue'> & { readonly catalogue?: CatalogueApi });

/** Whether a catalogue is the catalogue module's own, with listing, content and search. */
function isFullCatalogue(catalogue: CatalogueApi): catalogue is Catalogue {
  const candidate = catalogue as Partial<Catalogue>;
  return typeof candidate.listing === 'function' && typeof candidate.rebuild === 'function';
}

/** The services of an API, built when the options carry none. */
export function servicesOf(options: ApiOptions): Services {
  if ('services' in options) return options.services;
  return createServices({ ...options, catalogue: options.catalogue ?? createCatalogue(options.db) });
}

/**
 * The shop API as a Hono app: JSON-only errors, CORS for the storefront, body checks, identity,
 * then accounts, cart, wishlist, orders, the mailbox and the catalogue's routes.
 */
export function createApi(options: ApiOptions): Hono<AppEnv> {
  const s = servicesOf(options);
  const app = new Hono<AppEnv>({ strict: true });

  app.onError(handleError);
  app.notFound(handleNotFound);
  app.use('*', async (c, next) => {
    await next();
    c.res.headers.set('X-Content-Type-Options', 'nosniff');
    // Personal answers must never sit in a shared cache; catalogue routes set their own caching.
    if (PERSONAL.test(c.req.path) && !c.res.headers.has('Cache-Control'))
      c.res.headers.set('Cache-Control', 'no-store');
  });
  app.use('*', cors(s.config.corsOrigins));
  app.use('*', jsonBodies(s.config.bodyLimitBytes));
  app.use(
    '*',
    identity((token) => s.accounts.customerByToken(token)),
  );

  app.get('/health', health(s.db, 'api'));
  app.get('/', (c) =>
    c.json({
      data: { name: 'Fan shop API', docs: 'docs/api.md', mailbox: s.config.mailbox ? '/_mailbox/' : null },
    }),
  );
  registerAuthRoutes(app, s);
  registerUserRoutes(app, s);
  registerOrderRoutes(app, s);
  registerCartRoutes(app, s);
  registerWishlistRoutes(app, s);
  if (s.config.mailbox) registerMailboxRoutes(app, s.outbox);
  if (isFullCatalogue(s.catalogue)) registerCatalogueRoutes(app, s.catalogue);
  return app;
}
