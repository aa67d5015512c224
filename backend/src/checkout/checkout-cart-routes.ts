import type { Context, Hono } from 'hono';
import { lineQuantityRange } from '@fanshop/core/cart';
import { ShopError } from '@fanshop/core/shared';
import type { CartView } from '../cart/cart-service';
import type { ListOwner } from '../cart/owner';
import { ApiError } from '../http/errors';
import type { CartEdits } from './cart-edits';
import { fill } from './checkout-texts';
import type { FormTokens } from './form-token';
import { formSubject, localHref, type Visitor, visitorOf } from './visitor';
import type { Services } from '../services';

/** What the cart's routes share with the checkout's others. */
export interface CartRouteKit {
  readonly owner: (v: Visitor) => { readonly owner: ListOwner; readonly uuid: string } | undefined;
  readonly cart: (v: Visitor) => CartView | undefined;
  readonly ownPost: (c: Context) => boolean;
  readonly form: (c: Context) => Promise<Record<string, string>>;
  /** The cart page, with a message and the status it is answered with. */
  readonly cartPage: (c: Context, v: Visitor, alert?: string, status?: 200 | 409 | 422) => Response;
}

/** A quantity as a stepper or a typed field sends it: a whole number of at most three digits. */
const QUANTITY = /^\d{1,3}$/;

/**
 * The checkout cart's changes, each a plain form post that works without a script and answers with
 * the cart again (303 after a change, the cart with a message when it was refused): a line's quantity
 * (`/cart/lines/{hash}/quantity/`), its removal (`…/remove/`), which waits 2 seconds, and the undo of
 * that removal (`…/undo/`). Each post carries the visitor's form token and comes from the checkout.
 */
export function registerCartRoutes(
  app: Hono,
  s: Services,
  formTokens: FormTokens,
  edits: CartEdits,
  kit: CartRouteKit,
): void {
  /** The visitor, their cart and the line posted about; or the answer when the post cannot go on. */
  const posted = async (c: Context) => {
    const v = visitorOf(c, s);
    const who = kit.owner(v);
    const cart = kit.cart(v);
    if (!who || !cart) return { answer: c.redirect(localHref(v, '/'), 303) };
    const form = await kit.form(c);
    if (!kit.ownPost(c) || !formTokens.verify(formSubject(v), form.csrf)) {
      return { answer: kit.cartPage(c, v, v.t.expired, 422) };
    }
    const hash = c.req.param('hash') ?? '';
    const line = cart.products.find((l) => l.hash === hash);
    return { v, who, cart, form, hash, line };
  };
  const back = (c: Context, v: Visitor) => c.redirect(localHref(v, '/'), 303);

  app.post('/cart/lines/:hash/quantity/', async (c) => {
    const p = await posted(c);
    if ('answer' in p) return p.answer;
    const { v, who, line, form } = p;
    if (!line) return kit.cartPage(c, v, v.t.cartChanged, 409);
    const raw = (form.quantity ?? '').trim();
    const quantity = QUANTITY.test(raw) ? Number(raw) : Number.NaN;
    try {
      edits.setQuantity(who.owner, line, quantity);
    } catch (err) {
      if (!(err instanceof ShopError) && !(err instanceof ApiError)) throw err;
      const { max } = lineQuantityRange(line);
      return kit.cartPage(c, v, max > 0 ? fill(v.t.quantityRefused, { max }) : v.t.itemSoldOut, 422);
    }
    return back(c, v);
  });

  app.post('/cart/lines/:hash/remove/', async (c) => {
    const p = await posted(c);
    if ('answer' in p) return p.answer;
    const { v, who, cart, hash } = p;
    const started = edits.startRemoval(
      who.uuid,
      who.owner,
      hash,
      cart.products.map((l) => l.hash),
    );
    if (started === 'unknown') return kit.cartPage(c, v, v.t.cartChanged, 409);
    if (started === 'locked') return kit.cartPage(c, v, v.t.removalLocked, 409);
    return back(c, v);
  });

  app.post('/cart/lines/:hash/undo/', async (c) => {
    const p = await posted(c);
    if ('answer' in p) return p.answer;
    const { v, who, hash } = p;
    if (edits.undo(who.uuid, hash) === 'too-late') return kit.cartPage(c, v, v.t.undoTooLate, 409);
    return back(c, v);
  });
}
