import type { MiddlewareHandler } from 'hono';

/** Request headers the storefront sends (spec section 7, decisions "Identity and headers"). */
export const ALLOWED_HEADERS = [
  'uuid',
  'X-Client',
  'Authorization',
  'Content-Type',
  'Accept',
  'Accept-Language',
];
const ALLOWED_METHODS = 'GET, POST, PUT, PATCH, DELETE, OPTIONS';

/**
 * CORS for the configured storefront origins only, with credentials. Other origins get no
 * `Access-Control-Allow-*` headers at all, so the browser blocks them; there is no wildcard.
 */
export function cors(origins: readonly string[]): MiddlewareHandler {
  const allowed = new Set(origins);
  return async (c, next) => {
    const origin = c.req.header('origin');
    const permitted = origin !== undefined && allowed.has(origin);
    if (c.req.method === 'OPTIONS' && c.req.header('access-control-request-method') !== undefined) {
      const headers = new Headers({ Vary: 'Origin' });
      if (permitted) {
        headers.set('Access-Control-Allow-Origin', origin);
        headers.set('Access-Control-Allow-Credentials', 'true');
        headers.set('Access-Control-Allow-Methods', ALLOWED_METHODS);
        headers.set('Access-Control-Allow-Headers', ALLOWED_HEADERS.join(', '));
        headers.set('Access-Control-Max-Age', '600');
      }
      return new Response(null, { status: 204, headers });
    }
    await next();
    c.res.headers.append('Vary', 'Origin');
    if (permitted) {
      c.res.headers.set('Access-Control-Allow-Origin', origin);
      c.res.headers.set('Access-Control-Allow-Credentials', 'true');
      c.res.headers.set('Access-Control-Expose-Headers', 'Retry-After');
    }
  };
}
