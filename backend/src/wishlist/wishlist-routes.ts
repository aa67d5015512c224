import type { Context, Hono } from 'hono';
import { readMergeUuid, resolveOwner } from '../cart/cart-routes';
import type { AppEnv } from '../http/context';
import { notFound } from '../http/errors';
import { requireCustomer } from '../http/identity';
import { jsonObject } from '../http/json-body';
import { Validator } from '../http/validation';
import type { Services } from '../services';
import { must } from '../shared/must';

/** GET/POST /api/v1/wishlist/, DELETE /api/v1/wishlist/{id}, POST /api/v1/wishlist/merge/. */
export function registerWishlistRoutes(app: Hono<AppEnv>, s: Services): void {
  const answer = (c: Context<AppEnv>) => {
    const { owner, uuid, priceType } = resolveOwner(c);
    return c.json({ data: s.wishlists.view(owner, uuid, c.get('language'), priceType) });
  };

  app.get('/api/v1/wishlist/', (c) => answer(c));

  app.post('/api/v1/wishlist/', (c) => {
    const { owner } = resolveOwner(c);
    const v = new Validator(jsonObject(c));
    const productId = v.positiveInt('productId', { required: true });
    v.done();
    s.wishlists.add(owner, must(productId, 'productId'));
    return answer(c);
  });

  // The spec writes this path without the trailing slash; both forms are served.
  const remove = (c: Context<AppEnv>) => {
    const { owner } = resolveOwner(c);
    if (!s.wishlists.remove(owner, Number(c.req.param('id')))) throw notFound('productId');
    return answer(c);
  };
  app.delete('/api/v1/wishlist/:id{[0-9]{1,15}}', remove);
  app.delete('/api/v1/wishlist/:id{[0-9]{1,15}}/', remove);

  app.post('/api/v1/wishlist/merge/', (c) => {
    resolveOwner(c);
    const customer = requireCustomer(c);
    s.wishlists.merge(customer.id, readMergeUuid(jsonObject(c)));
    return answer(c);
  });
}
