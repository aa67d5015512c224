import { randomUUID } from 'node:crypto';
import {
  addressFieldProblem,
  AUSTRIA_COUNTRY_ID,
  DELIVERY_TYPES,
  emailProblem,
  newPasswordProblem,
  phoneProblem,
  type PhoneProblem,
  type AddressFieldProblem,
  type EmailProblem,
  type PasswordProblem,
  type AddressTextField,
  type OrderAddress,
  type ShippingAddress,
  type ShippingAddressDraft,
  paymentMethodsFor,
  type PaymentMethod,
} from '@fanshop/core/account';
import { CartLineStatus } from '@fanshop/core/cart';
import { sendAlreadyRegistered, sendDoubleOptIn } from '../accounts/account-mails';
import type { CartView } from '../cart/cart-service';
import { newToken } from '../accounts/tokens';
import { MAX_ADDRESSES } from '../accounts/address-store';
import type { Language } from '../catalogue/catalogue-api';
import { type Buyer, isGuestBuyer, type OrderView, type PlacedOrder } from '../orders/order-service';
import type { Services } from '../services';
import { confirmationMail } from './order-mail';
import { COLLECT_STORES } from './stores';

/**
 * The order flow of the checkout host, apart from HTTP and HTML: reading the posted form with core's
 * address rules, placing the order, the confirmation mail, and the account a guest may make of the
 * order afterwards.
 */

/** What is wrong with a field of the checkout's forms: core's address problems, and the checkout's own. */
export type CheckoutProblem =
  AddressFieldProblem | EmailProblem | PasswordProblem | PhoneProblem | { readonly code: 'not-an-option' };

/** A posted form, field by field. */
export type FormValues = Readonly<Record<string, string>>;

/** Problems by field name. */
export type FormProblems = Readonly<Record<string, CheckoutProblem>>;

/** Who fills in the checkout form: a customer (saved addresses, the account's name) or a guest. */
export type FormFiller =
  | {
      readonly kind: 'customer';
      readonly addresses: readonly ShippingAddress[];
      readonly name: { readonly firstname: string; readonly lastname: string };
    }
  | { readonly kind: 'guest' };

/** An order the form asks for. */
export interface CheckoutOrder {
  readonly address: OrderAddress;
  readonly paymentMethod: PaymentMethod;
  /** The guest's address for the confirmation; a customer's is the account's. */
  readonly email?: string;
}

/** The form read: the order, or the problems of the fields that were asked for. */
export interface ReadCheckout {
  readonly order?: CheckoutOrder;
  readonly problems: FormProblems;
  /** A new address the customer asked to keep in the account. */
  readonly saveAs?: ShippingAddressDraft;
}

/** The new address's own fields; the name is the customer's on the address, a guest's from the details above it. */
const ADDRESS_FIELDS: readonly AddressTextField[] = ['street', 'streetNo', 'postal', 'city'];

/** The saved addresses the checkout offers: the customer's home delivery addresses. */
export function homeAddresses(addresses: readonly ShippingAddress[]): ShippingAddress[] {
  return addresses.filter((a) => a.deliveryType === 'home');
}

/**
 * Reads the posted checkout form. Only what was chosen is read and checked: the address for home
 * delivery (a saved one, or a new one with core's address rules, in Austria), the store for click &
 * collect; a guest's email and name always; the payment choice always.
 */
export function readCheckoutForm(form: FormValues, filler: FormFiller): ReadCheckout {
  const problems: Record<string, CheckoutProblem> = {};
  const choice = <T extends string>(field: string, allowed: readonly T[], fallback?: T): T | undefined => {
    const value = form[field];
    if ((value === undefined || value === '') && fallback !== undefined) return fallback;
    if ((allowed as readonly string[]).includes(value ?? '')) return value as T;
    problems[field] = { code: 'not-an-option' };
    return undefined;
  };
  const text = (field: AddressTextField) => {
    const value = (form[field] ?? '').trim();
    const problem = addressFieldProblem(field, value, AUSTRIA_COUNTRY_ID);
    if (problem) problems[field] = problem;
    return value;
  };

  let email: string | undefined;
  let name = filler.kind === 'customer' ? filler.name : undefined;
  if (filler.kind === 'guest') {
    email = (form.email ?? '').trim();
    const problem = emailProblem(email);
    if (problem) problems.email = problem;
    name = { firstname: text('firstname'), lastname: text('lastname') };
  }
  const deliveryType = choice('deliveryType', DELIVERY_TYPES, 'home');
  // Only the ways the chosen delivery offers (core's rule): payment on collection needs a store.
  const paymentMethod = choice('paymentMethod', paymentMethodsFor(deliveryType ?? 'home'));

  let address: OrderAddress | undefined;
  let saveAs: ShippingAddressDraft | undefined;
  if (deliveryType === 'click_and_collect') {
    const store = COLLECT_STORES.find((st) => st.id === form.store);
    if (!store) problems.store = { code: 'not-an-option' };
    else if (name) address = { ...store.address, ...name, deliveryType };
  } else if (deliveryType === 'home') {
    const saved = filler.kind === 'customer' ? homeAddresses(filler.addresses) : [];
    const chosen = filler.kind === 'customer' ? (form.addressUuid ?? 'new') : 'new';
    if (chosen !== 'new') {
      const found = saved.find((a) => a.uuid === chosen);
      if (!found) problems.addressUuid = { code: 'not-an-option' };
      else {
        const { uuid: _uuid, isDefault: _isDefault, ...fields } = found;
        address = { ...fields, deliveryType: 'home' };
      }
    } else {
      const names =
        filler.kind === 'customer' ? { firstname: text('firstname'), lastname: text('lastname') } : name;
      const [street, streetNo, postal, city] = ADDRESS_FIELDS.map(text) as [string, string, string, string];
      if (names) {
        address = {
          ...names,
          street,
          streetNo,
          postal,
          city,
          countryId: AUSTRIA_COUNTRY_ID,
          deliveryType: 'home',
        };
        if (filler.kind === 'customer' && form.saveAddress === '1') {
          saveAs = { ...address, isDefault: filler.addresses.length === 0 };
        }
      }
    }
  }
  // A phone number for the carrier: optional, with home delivery only (core's phoneProblem).
  if (deliveryType === 'home' && address) {
    const phone = (form.phone ?? '').trim();
    const problem = phoneProblem(phone);
    if (problem) problems.phone = problem;
    else if (phone !== '') address = { ...address, phone };
  }
  if (Object.keys(problems).length > 0 || !address || !paymentMethod) return { problems };
  return { order: { address, paymentMethod, email }, problems: {}, saveAs };
}

/** What the order will cost before delivery: the available lines, a quantity above the stock cut to it (as the order does). */
export function orderedSubtotal(cart: CartView): number {
  return cart.products
    .filter((p) => p.status === CartLineStatus.available)
    .reduce((sum, p) => sum + p.prices.vk * Math.min(p.option.quantity, p.option.stock), 0);
}

/** The password of the account made of a guest order: 8 to 128 characters as typed. */
export function readPassword(form: FormValues): { password?: string; problem?: CheckoutProblem } {
  const password = form.password ?? '';
  const problem = newPasswordProblem(password);
  return problem ? { problem } : { password };
}

/**
 * Places the order and sends its confirmation (in the shopper's language); a new address the customer
 * asked to keep is saved to the account when it has room (at most `MAX_ADDRESSES`, as the API's
 * address call; the order goes out regardless). Throws the order service's refusals.
 */
export function placeOrder(
  s: Services,
  buyer: Buyer,
  read: { order: CheckoutOrder; saveAs?: ShippingAddressDraft },
  language: Language,
): OrderView {
  const order = s.orders.place(
    buyer,
    { address: read.order.address, paymentMethod: read.order.paymentMethod },
    language,
  );
  if (!isGuestBuyer(buyer) && read.saveAs && s.addresses.count(buyer.id) < MAX_ADDRESSES) {
    s.addresses.add(buyer.id, read.saveAs);
  }
  const account = isGuestBuyer(buyer) ? undefined : s.accounts.findById(buyer.id);
  const email = isGuestBuyer(buyer) ? buyer.email : (account?.email ?? '');
  const mail = confirmationMail(s, order, {
    language,
    guest: isGuestBuyer(buyer),
    name: account?.first_name ?? order.shippingAddress.firstname,
  });
  if (email !== '') s.outbox.send(email, mail.subject, mail.text, mail.html);
  return order;
}

/** The credentials a shopper leaves the account form with: a session of the new account, or a decoy. */
export interface AccountCredentials {
  readonly token: string;
  readonly uuid: string;
}

/**
 * Makes an account of a guest's order: the order's email, the name on its address, the password
 * given. The order is attached to the new account and its home delivery address saved there; the
 * account gets the double opt-in mail, as a registration does, and the shopper a session of it (they
 * are logged in from here on). An address that already has an account gets no second one: its owner is
 * told by mail (as a registration does) and the order stays the guest's; the shopper gets credentials
 * that open nothing, as a registration with a taken address does, so the answer tells nobody whether an
 * address has an account.
 */
export async function createAccountFromOrder(
  s: Services,
  placed: PlacedOrder,
  guestId: string,
  password: string,
  language: Language,
): Promise<AccountCredentials> {
  const passwordHash = await s.passwords.hash(password);
  const { shippingAddress: address } = placed.order;
  const created = s.db.transaction(() => {
    const account = s.accounts.create({
      email: placed.email,
      passwordHash,
      firstName: address.firstname,
      lastName: address.lastname,
    });
    if (!account) return undefined;
    s.orders.attach(placed.order.uuid, guestId, account.id);
    if (address.deliveryType === 'home') s.addresses.add(account.id, { ...address, isDefault: true });
    return account;
  })();
  if (created) {
    sendDoubleOptIn(s, created, language);
    return { token: s.accounts.createSession(created.id, s.config.sessionTtlMs), uuid: created.uuid };
  }
  const owner = s.accounts.findByEmail(placed.email);
  if (owner) sendAlreadyRegistered(s, owner, language);
  return { token: newToken(), uuid: randomUUID() };
}
