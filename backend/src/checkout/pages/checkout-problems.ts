import { PAYMENT_METHODS } from '@fanshop/core/account';
import { html, type SafeHtml } from '../../html/html';
import { type CheckoutTexts, problemText } from '../checkout-texts';
import { COLLECT_STORES } from '../stores';
import type { PageContext } from './layout';
import type { FormState } from './parts';

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

/** The fields that are a group of radios: the list of problems leads to the group's first radio. */
const GROUP_ANCHORS: Readonly<Record<string, string>> = {
  deliveryType: '#delivery-home',
  addressUuid: '#address-new',
  store: `#store-${COLLECT_STORES[0]?.id ?? ''}`,
  paymentMethod: `#payment-${PAYMENT_METHODS[0]}`,
};

/** Where the list of problems leads for each field: its input, or the first radio of its group. */
function fieldAnchor(name: string): string {
  return GROUP_ANCHORS[name] ?? `#field-${name}`;
}

/** The label of a field in the problem list. */
function fieldLabel(t: CheckoutTexts, name: string): string {
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

/**
 * What stands over the form: the alert when there is one (the form expired, a line sold out), else
 * the list of the fields' problems in the form's order, each leading to its field.
 */
export function formAlert(ctx: PageContext, state: FormState, alert: string | undefined): SafeHtml | '' {
  const { t } = ctx.v;
  if (alert) return html`<div class="co-alert" role="alert"><p>${alert}</p></div>`;
  const problems = FIELD_ORDER.filter((name) => state.problems[name]);
  if (problems.length === 0) return '';
  return html`<div class="co-alert" role="alert" data-error-summary>
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
  </div>`;
}
