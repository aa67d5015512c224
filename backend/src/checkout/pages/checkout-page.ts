import { PAYMENT_METHODS, type ShippingAddress } from '@fanshop/core/account';
import { deliveryPrice, deliveryWindow, formatPrice } from '@fanshop/core/pricing';
import { formatShortDay } from '@fanshop/core/shared';
import type { CartView } from '../../cart/cart-service';
import { shopLanguage } from '../../catalogue/catalogue-api';
import { html, raw } from '../../html/html';
import { fill, problemText } from '../checkout-texts';
import { homeAddresses, orderedSubtotal } from '../order-flow';
import { paymentMark } from './payment-marks';
import { COLLECT_STORES } from '../stores';
import { type PageBody, deliveryPromise, signInHref } from './cart-page';
import { hereHref, type PageContext, shopHref } from './layout';
import { cartLine, choice, fieldError, type FormState, textField, totalRow } from './parts';

/** Who fills in the form, as the page needs to know them. */
export type FormPerson =
  | {
      readonly kind: 'customer';
      readonly addresses: readonly ShippingAddress[];
      readonly firstname: string;
      readonly lastname: string;
    }
  | { readonly kind: 'guest' };

/** Field names in the order the form shows them: the order of the problem list at the top. */
const FIELD_ORDER = [
  'email',
  'firstname',
  'lastname',
  'deliveryType',
  'addressUuid',
  'street',
  'streetNo',
  'postal',
  'city',
  'phone',
  'store',
  'paymentMethod',
];

/** Where the list of problems leads for each field: its input, or the first radio of its group. */
function fieldAnchor(name: string): string {
  switch (name) {
    case 'deliveryType':
      return '#delivery-home';
    case 'addressUuid':
      return '#address-new';
    case 'store':
      return `#store-${COLLECT_STORES[0]?.id ?? ''}`;
    case 'paymentMethod':
      return `#payment-${PAYMENT_METHODS[0]}`;
    default:
      return `#field-${name}`;
  }
}

/**
 * The checkout form: a guest's details, the delivery choice with its price and core's estimate, the
 * address for home delivery (saved ones for a customer) or the store for click & collect (only the
 * chosen one shows, by CSS), the payment choice, and the order summary with the button that carries
 * the legal wording. No scripts; the server checks only what was chosen.
 */
export function checkoutPage(
  ctx: PageContext,
  input: {
    readonly cart: CartView;
    readonly person: FormPerson;
    readonly state: FormState;
    readonly csrf: string;
    readonly now: number;
    readonly checkoutUrl: string;
    /** A message over the form: the form expired, a line sold out. */
    readonly alert?: string;
  },
): PageBody {
  const { t } = ctx.v;
  const { cart, person, state } = input;
  const lang = shopLanguage(ctx.v.language);
  const value = (name: string, fallback = '') => state.values[name] ?? fallback;

  const subtotal = orderedSubtotal(cart);
  const homePrice = deliveryPrice(subtotal, 'home');
  const { from, to } = deliveryWindow(input.now);
  const days = [formatShortDay(from, lang), formatShortDay(to, lang)] as const;
  const money = (cents: number) => (cents === 0 ? t.free : formatPrice(cents, lang));

  const deliveryType = value('deliveryType', 'home') === 'click_and_collect' ? 'click_and_collect' : 'home';
  const saved = person.kind === 'customer' ? homeAddresses(person.addresses) : [];
  const defaultSaved = saved.find((a) => a.isDefault) ?? saved[0];
  const chosenAddress = value('addressUuid', defaultSaved?.uuid ?? 'new');
  const chosenStore = value('store', COLLECT_STORES[0]?.id ?? '');
  const payment = value('paymentMethod', 'card');
  const problems = FIELD_ORDER.filter((name) => state.problems[name]);

  const alert = input.alert
    ? html`<div class="co-alert" role="alert"><p>${input.alert}</p></div>`
    : problems.length > 0
      ? html`<div class="co-alert" role="alert" data-error-summary>
          <h2>${t.fixErrors}</h2>
          <ul>
            ${problems.map((name) => {
              const label = fieldLabel(t, name);
              const problem = state.problems[name];
              return html`<li data-field="${name}">
                <a href="${fieldAnchor(name)}">${label}</a>: ${problem ? problemText(t, problem) : ''}
              </li>`;
            })}
          </ul>
        </div>`
      : '';

  const contact =
    person.kind === 'guest'
      ? html`<section class="co-card">
          <fieldset>
            <legend><h2>${t.contact}</h2></legend>
            <p class="co-muted">
              ${t.haveAccount}
              <a href="${signInHref(ctx, 'login', input.checkoutUrl, '/checkout/')}">${t.login}</a>
              – ${t.loginHint}
            </p>
            <div class="co-fields">
              ${textField(ctx, state, { name: 'email', label: t.email, type: 'email', hint: t.emailHint, wide: true })}
              ${textField(ctx, state, { name: 'firstname', label: t.firstname })}
              ${textField(ctx, state, { name: 'lastname', label: t.lastname })}
            </div>
          </fieldset>
        </section>`
      : '';

  const groupProblem = (name: string) =>
    state.problems[name] ? raw(` aria-describedby="${name}-error"`) : '';

  const delivery = html`<section class="co-card">
    <fieldset${groupProblem('deliveryType')}>
      <legend><h2>${t.deliveryMethod}</h2></legend>
      <div class="choices choices--two">
        ${choice({
          name: 'deliveryType',
          value: 'home',
          id: 'delivery-home',
          checked: deliveryType === 'home',
          title: t.home,
          hint: `${money(homePrice)} · ${fill(t.homeEstimate, { from: days[0], to: days[1] })}`,
        })}
        ${choice({
          name: 'deliveryType',
          value: 'click_and_collect',
          id: 'delivery-click_and_collect',
          checked: deliveryType === 'click_and_collect',
          title: t.clickCollect,
          hint: `${t.collectFree} · ${fill(t.collectEstimate, { from: days[0], to: days[1] })}`,
        })}
      </div>
      ${fieldError(ctx, 'deliveryType', state.problems.deliveryType)}
    </fieldset>
  </section>`;

  const addressFields = html`<div class="co-group co-new-address">
    ${
      person.kind === 'customer'
        ? html`<div class="co-fields">
            ${textField(ctx, state, { name: 'firstname', label: t.firstname, fallback: person.firstname })}
            ${textField(ctx, state, { name: 'lastname', label: t.lastname, fallback: person.lastname })}
          </div>`
        : ''
    }
    <div class="co-fields co-fields--street">
      ${textField(ctx, state, { name: 'street', label: t.street })}
      ${textField(ctx, state, { name: 'streetNo', label: t.streetNo })}
    </div>
    <div class="co-fields co-fields--city">
      ${textField(ctx, state, { name: 'postal', label: t.postal, inputmode: 'numeric' })}
      ${textField(ctx, state, { name: 'city', label: t.city })}
    </div>
    <p class="co-muted">${t.country}</p>
    ${
      person.kind === 'customer'
        ? html`<div class="field--checkbox">
            <input
              class="field__checkbox"
              type="checkbox"
              id="field-saveAddress"
              name="saveAddress"
              value="1"
              ${value('saveAddress') === '1' ? raw('checked') : ''}
            />
            <label for="field-saveAddress">${t.saveAddress}</label>
          </div>`
        : ''
    }
  </div>`;

  const address = html`<section class="co-card co-when-home">
    <fieldset${groupProblem('addressUuid')}>
      <legend><h2>${t.homeAddress}</h2></legend>
      ${
        person.kind === 'customer'
          ? html`<div class="choices">
                ${saved.map((a) =>
                  choice({
                    name: 'addressUuid',
                    value: a.uuid,
                    id: `address-${a.uuid}`,
                    checked: chosenAddress === a.uuid,
                    title: `${a.firstname} ${a.lastname}`,
                    hint: `${a.street} ${a.streetNo}, ${a.postal} ${a.city}`,
                  }),
                )}
                ${choice({
                  name: 'addressUuid',
                  value: 'new',
                  id: 'address-new',
                  checked: chosenAddress === 'new' || !saved.some((a) => a.uuid === chosenAddress),
                  title: t.newAddress,
                })}
              </div>
              ${fieldError(ctx, 'addressUuid', state.problems.addressUuid)}`
          : ''
      }
      ${addressFields}
      <div class="co-fields">
        ${textField(ctx, state, {
          name: 'phone',
          label: t.phone,
          type: 'tel',
          inputmode: 'tel',
          hint: t.phoneHint,
          optional: true,
          wide: true,
        })}
      </div>
    </fieldset>
  </section>`;

  // A customer's name is known; a guest's is typed above, so the page cannot name it yet.
  const collectNote =
    person.kind === 'customer'
      ? fill(t.collectWho, { name: `${person.firstname} ${person.lastname}` })
      : t.collectBring;
  const store = html`<section class="co-card co-when-collect">
    <fieldset${groupProblem('store')}>
      <legend><h2>${t.collectStore}</h2></legend>
      <div class="choices">
        ${COLLECT_STORES.map((st) =>
          choice({
            name: 'store',
            value: st.id,
            id: `store-${st.id}`,
            checked: chosenStore === st.id,
            title: st.name,
            hint: `${st.address.street} ${st.address.streetNo}, ${st.address.postal} ${st.address.city}`,
          }),
        )}
      </div>
      ${fieldError(ctx, 'store', state.problems.store)}
      <p class="co-note">${collectNote}</p>
    </fieldset>
  </section>`;

  const paymentCard = html`<section class="co-card">
    <fieldset${groupProblem('paymentMethod')}>
      <legend><h2>${t.payment}</h2></legend>
      <div class="choices choices--two">
        ${PAYMENT_METHODS.map((m) =>
          choice({
            name: 'paymentMethod',
            value: m,
            id: `payment-${m}`,
            checked: payment === m,
            title: t.payments[m],
            hint: t.paymentHints[m],
            mark: paymentMark(m),
            // Paying on collection needs a store (core's paymentMethodsFor); the server holds to it too.
            ...(m === 'collect' ? { when: 'collect' as const } : {}),
          }),
        )}
      </div>
      ${fieldError(ctx, 'paymentMethod', state.problems.paymentMethod)}
      <p class="co-note">${t.paymentNote}</p>
    </fieldset>
  </section>`;

  const legal = html`<p class="co-legal">
    ${t.legalBefore}<a href="${shopHref(ctx, t.pages.terms)}">${t.terms}</a>${t.legalBetween}<a
      href="${shopHref(ctx, t.pages.privacy)}"
      >${t.legalPrivacy}</a
    >${t.legalAfter}
  </p>`;
  const summary = html`<aside class="co-summary" aria-labelledby="summary-title">
    <h2 id="summary-title">${t.summary}</h2>
    <ul class="co-lines">
      ${cart.products.map((line) => cartLine(ctx, line, { link: false }))}
    </ul>
    <dl class="co-totals">
      ${totalRow(t.subtotal, formatPrice(subtotal, lang))}
      ${totalRow(t.delivery, money(homePrice), { free: homePrice === 0, when: 'home' })}
      ${totalRow(t.delivery, t.free, { free: true, when: 'collect' })}
      ${totalRow(t.total, formatPrice(subtotal + homePrice, lang), { total: true, when: 'home' })}
      ${totalRow(t.total, formatPrice(subtotal, lang), { total: true, when: 'collect' })}
    </dl>
    <p class="co-promise co-when-home">${deliveryPromise(ctx, subtotal)} ${t.vatNote}</p>
    <div class="co-summary__order">
      ${legal}
      <button class="button button--block button--large" type="submit">${t.placeOrder}</button>
    </div>
  </aside>`;

  // Below the two-column layout the summary comes last: this bar keeps the total and the button in view.
  const payBar = html`<div class="co-paybar">
    <p class="co-paybar__total">
      <span>${t.total}</span>
      <strong class="co-when-home">${formatPrice(subtotal + homePrice, lang)}</strong>
      <strong class="co-when-collect">${formatPrice(subtotal, lang)}</strong>
    </p>
    <button class="button co-paybar__button" type="submit">${t.placeOrder}</button>
    ${legal}
  </div>`;

  return {
    title: t.checkout,
    step: 1,
    script: true,
    content: html`<h1>${t.checkout}</h1>
      ${alert}
      <form class="co-form" method="post" action="${hereHref(ctx, '/checkout/')}" novalidate>
        <input type="hidden" name="csrf" value="${input.csrf}" />
        <div class="co-layout">
          <div class="co-stack">${contact} ${delivery} ${address} ${store} ${paymentCard} ${payBar}</div>
          ${summary}
        </div>
      </form>`,
  };
}

/** The label of a field in the problem list. */
function fieldLabel(t: PageContext['v']['t'], name: string): string {
  const labels: Record<string, string> = {
    email: t.email,
    firstname: t.firstname,
    lastname: t.lastname,
    deliveryType: t.deliveryMethod,
    addressUuid: t.homeAddress,
    street: t.street,
    streetNo: t.streetNo,
    postal: t.postal,
    city: t.city,
    phone: t.phone,
    store: t.collectStore,
    paymentMethod: t.payment,
  };
  return labels[name] ?? name;
}
