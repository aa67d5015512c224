import type { Hono } from 'hono';
import type { Services } from '../services';
import { CartEdits } from './cart-edits';
import { registerCartRoutes } from './checkout-cart-routes';
import { registerFormRoutes } from './checkout-form-routes';
import { CheckoutKit } from './checkout-kit';
import { registerOrderRoutes } from './checkout-order-routes';
import { registerPaymentRoutes } from './checkout-payment-routes';
import type { FormTokens } from './form-token';
import { type PaymentProvider, SANDBOX_PROVIDER } from './payment-provider';
import { visitorOf } from './visitor';

/**
 * The checkout host's routes: the cart (`/`) and its edits, the form (`/checkout/`), the payment
 * provider's pages, and the placed order's pages; each also under `/de/` (the app routes without the
 * prefix). Every form carries a form token bound to the visitor, and every post must come from the
 * checkout's own origin.
 */
export function registerCheckoutRoutes(
  app: Hono,
  s: Services,
  formTokens: FormTokens,
  edits: CartEdits = new CartEdits(s),
  provider: PaymentProvider = SANDBOX_PROVIDER,
): void {
  const kit = new CheckoutKit(s, formTokens, edits, provider);
  app.get('/', (c) => kit.cartPage(c, visitorOf(c, s)));
  registerCartRoutes(app, s, formTokens, edits, kit);
  registerFormRoutes(app, s, formTokens, kit);
  registerPaymentRoutes(app, s, formTokens, kit);
  registerOrderRoutes(app, s, formTokens, kit);
}
