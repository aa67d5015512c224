import type { Hono } from 'hono';
import type { Language } from '../catalogue/catalogue-api';
import type { AppEnv } from '../http/context';
import { notFound } from '../http/errors';
import { requireCustomer } from '../http/identity';
import type { Services } from '../services';

/**
 * The order with the address of its printable invoice on the checkout host (`invoiceUrl`, issue 37): an
 * optional field, so a storefront shows the invoice link only where the API offers one.
 */
function withInvoice<T extends { readonly uuid: string }>(
  s: Services,
  order: T,
  language: Language,
): T & { invoiceUrl: string } {
  const checkout = s.config.checkoutUrl.replace(/\/+$/, '');
  return { ...order, invoiceUrl: `${checkout}${language === 'de' ? '/de' : ''}/invoice/${order.uuid}/` };
}

/** GET /api/v1/user/orders/ and GET /api/v1/user/order/{uuid}/, authenticated. */
export function registerOrderRoutes(app: Hono<AppEnv>, s: Services): void {
  app.get('/api/v1/user/orders/', (c) => {
    const customer = requireCustomer(c);
    const language = c.get('language');
    return c.json({ data: s.orders.list(customer.id, language).map((o) => withInvoice(s, o, language)) });
  });

  app.get('/api/v1/user/order/:uuid/', (c) => {
    const customer = requireCustomer(c);
    const order = s.orders.get(customer.id, c.req.param('uuid').toLowerCase(), c.get('language'));
    if (!order) throw notFound('order');
    return c.json({ data: withInvoice(s, order, c.get('language')) });
  });
}
