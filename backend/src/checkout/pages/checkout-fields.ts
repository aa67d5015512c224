import { PAYMENT_METHODS } from '@fanshop/core/account';
import { html, raw, type SafeHtml } from '../../html/html';
import { fill } from '../checkout-texts';
import { homeAddresses } from '../order-flow';
import { COLLECT_STORES } from '../stores';
import { signInHref } from './cart-page';
import type { FormPerson } from './checkout-page';
import type { PageContext } from './layout';
import { paymentMark } from './payment-marks';
import { choice, fieldError, type FormState, textField } from './parts';

/** A group of radios names its problem's message, as a field does. */
function groupProblem(state: FormState, name: string): SafeHtml | '' {
  return state.problems[name] ? raw(` aria-describedby="${name}-error"`) : '';
}

/** A card of radios to choose one from (a delivery, a store, a way to pay), with its problem and a note. */
function choiceCard(
  ctx: PageContext,
  state: FormState,
  group: {
    readonly name: string;
    readonly heading: string;
    readonly choices: readonly SafeHtml[];
    /** Two choices side by side where the screen is wide enough. */
    readonly twoColumns?: boolean;
    /** Shows the card only for one delivery (the form's CSS decides). */
    readonly when?: 'collect';
    readonly note?: string;
  },
): SafeHtml {
  return html`<section class="co-card${group.when ? ` co-when-${group.when}` : ''}">
    <fieldset${groupProblem(state, group.name)}>
      <legend><h2>${group.heading}</h2></legend>
      <div class="choices${group.twoColumns ? ' choices--two' : ''}">${group.choices}</div>
      ${fieldError(ctx, group.name, state.problems[group.name])}
      ${group.note === undefined ? '' : html`<p class="co-note">${group.note}</p>`}
    </fieldset>
  </section>`;
}

/** A guest's details: the address for the confirmation and the name, with the way to log in instead. */
export function contactCard(ctx: PageContext, state: FormState, checkoutUrl: string): SafeHtml {
  const { t } = ctx.v;
  return html`<section class="co-card">
    <fieldset>
      <legend><h2>${t.contact}</h2></legend>
      <p class="co-muted">
        ${t.haveAccount}
        <a href="${signInHref(ctx, 'login', checkoutUrl, '/checkout/')}">${t.login}</a>
        – ${t.loginHint}
      </p>
      <div class="co-fields">
        ${textField(ctx, state, { name: 'email', label: t.email, type: 'email', hint: t.emailHint, wide: true })}
        ${textField(ctx, state, { name: 'firstname', label: t.firstname })}
        ${textField(ctx, state, { name: 'lastname', label: t.lastname })}
      </div>
    </fieldset>
  </section>`;
}

/** The delivery choice: home delivery at its price, click & collect for free, each with core's estimate. */
export function deliveryCard(
  ctx: PageContext,
  state: FormState,
  offer: { readonly chosen: string; readonly homePrice: string; readonly from: string; readonly to: string },
): SafeHtml {
  const { t } = ctx.v;
  const days = { from: offer.from, to: offer.to };
  const deliveries = [
    { type: 'home', title: t.home, hint: `${offer.homePrice} · ${fill(t.homeEstimate, days)}` },
    {
      type: 'click_and_collect',
      title: t.clickCollect,
      hint: `${t.collectFree} · ${fill(t.collectEstimate, days)}`,
    },
  ] as const;
  return choiceCard(ctx, state, {
    name: 'deliveryType',
    heading: t.deliveryMethod,
    twoColumns: true,
    choices: deliveries.map(({ type, title, hint }) =>
      choice({
        name: 'deliveryType',
        value: type,
        id: `delivery-${type}`,
        checked: offer.chosen === type,
        title,
        hint,
      }),
    ),
  });
}

/** A customer's saved home addresses to choose from, and "a new address"; the default is chosen first. */
function savedAddressChoices(ctx: PageContext, state: FormState, person: FormPerson): SafeHtml | '' {
  if (person.kind !== 'customer') return '';
  const { t } = ctx.v;
  const saved = homeAddresses(person.addresses);
  const defaultSaved = saved.find((a) => a.isDefault) ?? saved[0];
  const chosen = state.values.addressUuid ?? defaultSaved?.uuid ?? 'new';
  return html`<div class="choices">
      ${saved.map((a) =>
        choice({
          name: 'addressUuid',
          value: a.uuid,
          id: `address-${a.uuid}`,
          checked: chosen === a.uuid,
          title: `${a.firstname} ${a.lastname}`,
          hint: `${a.street} ${a.streetNo}, ${a.postal} ${a.city}`,
        }),
      )}
      ${choice({
        name: 'addressUuid',
        value: 'new',
        id: 'address-new',
        checked: chosen === 'new' || !saved.some((a) => a.uuid === chosen),
        title: t.newAddress,
      })}
    </div>
    ${fieldError(ctx, 'addressUuid', state.problems.addressUuid)}`;
}

/** A new address's fields; a customer's name on it starts as the account's, and it may be kept. */
function newAddressFields(ctx: PageContext, state: FormState, person: FormPerson): SafeHtml {
  const { t } = ctx.v;
  return html`<div class="co-group co-new-address">
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
              ${state.values.saveAddress === '1' ? raw('checked') : ''}
            />
            <label for="field-saveAddress">${t.saveAddress}</label>
          </div>`
        : ''
    }
  </div>`;
}

/** Where home delivery goes (shown only when it is chosen, by CSS), with the phone for the carrier. */
export function addressCard(ctx: PageContext, state: FormState, person: FormPerson): SafeHtml {
  const { t } = ctx.v;
  return html`<section class="co-card co-when-home">
    <fieldset${groupProblem(state, 'addressUuid')}>
      <legend><h2>${t.homeAddress}</h2></legend>
      ${savedAddressChoices(ctx, state, person)} ${newAddressFields(ctx, state, person)}
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
}

/** The fan shop to collect from (shown only for click & collect, by CSS), and who may collect. */
export function storeCard(ctx: PageContext, state: FormState, person: FormPerson): SafeHtml {
  const { t } = ctx.v;
  const chosen = state.values.store ?? COLLECT_STORES[0]?.id ?? '';
  // A customer's name is known; a guest's is typed above, so the page cannot name it yet.
  const collectNote =
    person.kind === 'customer'
      ? fill(t.collectWho, { name: `${person.firstname} ${person.lastname}` })
      : t.collectBring;
  return choiceCard(ctx, state, {
    name: 'store',
    heading: t.collectStore,
    when: 'collect',
    choices: COLLECT_STORES.map((st) =>
      choice({
        name: 'store',
        value: st.id,
        id: `store-${st.id}`,
        checked: chosen === st.id,
        title: st.name,
        hint: `${st.address.street} ${st.address.streetNo}, ${st.address.postal} ${st.address.city}`,
      }),
    ),
    note: collectNote,
  });
}

/** The ways to pay, each with its mark and hint, and how paying through the provider goes. */
export function paymentCard(ctx: PageContext, state: FormState): SafeHtml {
  const { t } = ctx.v;
  const chosen = state.values.paymentMethod ?? 'card';
  return choiceCard(ctx, state, {
    name: 'paymentMethod',
    heading: t.payment,
    twoColumns: true,
    choices: PAYMENT_METHODS.map((m) =>
      choice({
        name: 'paymentMethod',
        value: m,
        id: `payment-${m}`,
        checked: chosen === m,
        title: t.payments[m],
        hint: t.paymentHints[m],
        mark: paymentMark(m),
        // Paying on collection needs a store (core's paymentMethodsFor); the server holds to it too.
        ...(m === 'collect' ? { when: 'collect' as const } : {}),
      }),
    ),
    note: t.paymentNote,
  });
}
