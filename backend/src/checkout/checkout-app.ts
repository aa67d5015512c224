import { Hono } from 'hono';
import { getPath } from 'hono/utils/url';
import { health } from '../http/health';
import type { Services } from '../services';
import { fontFile } from './assets';
import { checkoutScript } from './client-script';
import { registerCheckoutRoutes } from './checkout-routes';
import { CHECKOUT_CSS } from './checkout-style';
import { FormTokens } from './form-token';
import { messagePage } from './pages/message-page';
import { renderPage } from './pages/layout';
import { pathWithoutLanguage, visitorOf } from './visitor';

/**
 * The checkout host (decisions.md "Checkout host"): its own Hono app on CHECKOUT_PORT, in the shop's
 * look and the shopper's language, reading the visitor from the storefront's cookies (`__uul` token,
 * `__uuhlat` request id) as a production checkout on the shared cookie domain does. Customers and
 * guests order. Plain server-rendered HTML: every value is escaped, forms carry a token; the form's one small
 * script (`/checkout.js`) only enhances what works without it.
 *
 * The parts: `checkout-routes.ts` (what each address answers, with `checkout-kit.ts` holding what the
 * routes share), `pages/` (the HTML), `checkout-texts.ts` (the texts, from the shop's catalogue
 * `@fanshop/messages`), `order-flow.ts` (reading the form with core's rules, placing the order, the
 * mail, the account afterwards), `visitor.ts` (who and in which language), `checkout-style.ts` and
 * `assets.ts` (look and fonts).
 */
export function createCheckoutApp(s: Services, formTokens = new FormTokens(s.now)): Hono {
  // German pages live under `/de/` as on the storefront; they route as their English paths.
  const app = new Hono({ strict: true, getPath: (request) => pathWithoutLanguage(getPath(request)) });
  app.get('/health', health(s.db, 'checkout'));

  app.get('/checkout.css', (c) =>
    c.body(CHECKOUT_CSS, 200, {
      'Content-Type': 'text/css; charset=utf-8',
      'Cache-Control': 'public, max-age=3600',
    }),
  );
  app.get('/checkout.js', (c) =>
    c.body(checkoutScript(), 200, {
      'Content-Type': 'text/javascript; charset=utf-8',
      'Cache-Control': 'public, max-age=3600',
      'X-Content-Type-Options': 'nosniff',
    }),
  );
  app.get('/fonts/:file', (c) => {
    const bytes = fontFile(c.req.param('file'));
    if (!bytes) return c.notFound();
    return c.body(new Uint8Array(bytes), 200, {
      'Content-Type': 'font/woff2',
      'Cache-Control': 'public, max-age=604800',
      'X-Content-Type-Options': 'nosniff',
    });
  });

  registerCheckoutRoutes(app, s, formTokens);

  const page = (c: Parameters<Parameters<typeof app.notFound>[0]>[0], status: 404 | 500) => {
    const v = visitorOf(c, s);
    const ctx = { v, shop: s.config.storefrontUrl, apiUrl: s.config.apiUrl, path: c.req.path };
    const body =
      status === 404
        ? messagePage(ctx, { title: v.t.notFound, text: v.t.notFoundHint, back: 'cart' })
        : messagePage(ctx, { title: v.t.error, back: 'cart' });
    return c.html(renderPage(ctx, body), status, {
      'Content-Security-Policy':
        "default-src 'none'; style-src 'self'; font-src 'self'; img-src data:; base-uri 'none'; frame-ancestors 'none'",
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'no-store',
    });
  };
  app.notFound((c) => page(c, 404));
  app.onError((err, c) => {
    console.error('Checkout error on %s %s', c.req.method, c.req.path, err);
    return page(c, 500);
  });
  return app;
}
