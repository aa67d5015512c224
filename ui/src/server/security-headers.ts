import type { MiddlewareHandler } from 'hono';
import type { AppConfig } from '../app/app-config';
import { SCRIPT_LOADER_HASH } from './script-loader';

function originOf(url: string): string {
  try {
    return new URL(url).origin;
  } catch {
    return '';
  }
}

/**
 * The content security policy allows only what the shop uses: its own scripts and styles (and the one
 * inline script, the loader of the page's modules, by its hash), images and
 * API calls from the shop API, forms posting to the checkout host, and no framing.
 */
export function contentSecurityPolicy(config: AppConfig, dev: boolean): string {
  const api = originOf(config.apiBaseUrl);
  const checkout = originOf(config.checkoutUrl);
  const directives = [
    "default-src 'self'",
    `script-src 'self' ${dev ? "'unsafe-inline'" : SCRIPT_LOADER_HASH}`,
    `style-src 'self'${dev ? " 'unsafe-inline'" : ''}`,
    `img-src 'self' data: ${api}`.trim(),
    `connect-src 'self' ${api}${dev ? ' ws: wss:' : ''}`.trim(),
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    `form-action 'self' ${checkout}`.trim(),
    "frame-ancestors 'none'",
  ];
  return directives.join('; ');
}

/** Security headers on every storefront answer. */
export function securityHeaders(config: AppConfig, dev: boolean): MiddlewareHandler {
  const csp = contentSecurityPolicy(config, dev);
  return async (c, next) => {
    await next();
    c.res.headers.set('Content-Security-Policy', csp);
    c.res.headers.set('X-Content-Type-Options', 'nosniff');
    c.res.headers.set('Referrer-Policy', 'strict-origin-when-cross-origin');
    c.res.headers.set('X-Frame-Options', 'DENY');
    c.res.headers.set('Cross-Origin-Opener-Policy', 'same-origin');
  };
}
