import type { Hono } from 'hono';
import type { AppEnv } from '../http/context';
import { notFound } from '../http/errors';
import { requireCustomer } from '../http/identity';
import type { Services } from '../services';

/** GET /api/v1/user/orders/ and GET /api/v1/user/order/{uuid}/, authenticated. */
export function registerOrderRoutes(app: Hono<AppEnv>, s: Services): void {
  app.get('/api/v1/user/orders/', (c) => {
    const customer = requireCustomer(c);
    return c.json({ data: s.orders.list(customer.id, c.get('language')) });
  });

  app.get('/api/v1/user/order/:uuid/', (c) => {
    const customer = requireCustomer(c);
    const order = s.orders.get(customer.id, c.req.param('uuid').toLowerCase(), c.get('language'));
    if (!order) throw notFound('order');
    return c.json({ data: order });
  });
}
