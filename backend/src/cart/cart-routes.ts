import type { Context, Hono } from 'hono';
import type { PriceType } from '@fanshop/core/pricing';
import { sessionPriceType } from '@fanshop/core/session';
import type { AppEnv } from '../http/context';
import { failure, notFound, refused } from '../http/errors';
import { bearerToken, isGuestId, listOwner, requireCustomer } from '../http/identity';
import { jsonObject } from '../http/json-body';
import { Validator } from '../http/validation';
import type { Services } from '../services';
import { must } from '../shared/must';
import { MAX_AMOUNT } from './cart-service';
import type { ListOwner } from './owner';

/** The most related products a cart line keeps. */
const MAX_RELATED_PRODUCTS = 20;

/** The owner of the call's cart, the uuid its answer carries, and the price type it is priced in. */
export function resolveOwner(c: Context<AppEnv>): {
  owner: ListOwner;
  uuid: string;
  priceType: PriceType;
} {
  const who = listOwner(c);
  const credentials = { token: bearerToken(c), requestId: c.get('requestId') };
  if ('customer' in who) {
    const priceType = sessionPriceType(credentials, who.customer.role);
    return { owner: { customerId: who.customer.id }, uuid: who.customer.uuid, priceType };
  }
  return {
    owner: { guestId: who.guestId },
    uuid: who.guestId,
    priceType: sessionPriceType(credentials, undefined),
  };
}

/** The guest id to merge from a merge call's body, or 422. */
export function readMergeUuid(body: Record<string, unknown>): string {
  const v = new Validator(body);
  const raw = v.text('mergeUuid', { required: true, max: 64 });
  v.done();
  if (!isGuestId(raw)) throw refused('mergeUuid', 'invalid-uuid');
  return raw.toLowerCase();
}

/** GET/POST /api/v1/cart/, DELETE /api/v1/cart/hash/{hash}/, POST /api/v1/cart/merge/. */
export function registerCartRoutes(app: Hono<AppEnv>, s: Services): void {
  const answer = (c: Context<AppEnv>, status: 200 | 201 = 200) => {
    const { owner, uuid, priceType } = resolveOwner(c);
    return c.json({ data: s.carts.view(owner, uuid, c.get('language'), priceType) }, status);
  };

  app.get('/api/v1/cart/', (c) => answer(c));

  app.post('/api/v1/cart/', (c) => {
    const { owner } = resolveOwner(c);
    const v = new Validator(jsonObject(c));
    const optionId = v.positiveInt('productOption', { required: true });
    const amount = v.has('amount') ? v.positiveInt('amount', { required: true, max: MAX_AMOUNT }) : 1;
    let relatedProducts: number[] | undefined;
    if (v.has('relatedProducts') && jsonObject(c).relatedProducts !== null) {
      const raw = jsonObject(c).relatedProducts;
      if (
        !Array.isArray(raw) ||
        raw.length > MAX_RELATED_PRODUCTS ||
        !raw.every((id) => typeof id === 'number' && Number.isSafeInteger(id) && id > 0)
      ) {
        v.fail('relatedProducts', failure('not-a-product-list', MAX_RELATED_PRODUCTS));
      } else {
        relatedProducts = raw as number[];
      }
    }
    // What to print (issue 36): an object of `name` and `number`, read against the product's offer by
    // the cart (core's `readPrint`); absent or null for nothing.
    const personalisation = v.has('personalisation') ? jsonObject(c).personalisation : undefined;
    const isObject = typeof personalisation === 'object' && !Array.isArray(personalisation);
    if (personalisation !== undefined && personalisation !== null && !isObject) {
      v.fail('personalisation', failure('malformed-request'));
    }
    v.done();
    s.carts.add(owner, {
      optionId: must(optionId, 'productOption'),
      amount: must(amount, 'amount'),
      relatedProducts,
      personalisation: isObject ? (personalisation as { name?: unknown; number?: unknown }) : null,
    });
    return answer(c);
  });

  app.delete('/api/v1/cart/hash/:hash/', (c) => {
    const { owner } = resolveOwner(c);
    const hash = c.req.param('hash');
    if (hash.length > 64 || !s.carts.remove(owner, hash)) throw notFound('hash');
    return answer(c);
  });

  app.post('/api/v1/cart/merge/', (c) => {
    resolveOwner(c);
    const customer = requireCustomer(c);
    const guestId = readMergeUuid(jsonObject(c));
    s.carts.merge(customer.id, guestId);
    return answer(c);
  });
}
