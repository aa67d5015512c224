import { CartLineStatus, lineQuantityRange } from '@fanshop/core/cart';
import type { LinePrint } from '@fanshop/core/personalisation';
import type { CartLineView } from '../../cart/cart-service';
import { html, raw, type SafeHtml } from '../../html/html';
import type { OrderLineView } from '../../orders/order-service';
import { fill, problemText } from '../checkout-texts';
import type { CheckoutProblem, FormProblems, FormValues } from '../order-flow';
import { hereHref, type PageContext, shopHref } from './layout';

/** A cart line with its picture, name, size, quantity and price (linked to its product page when asked). */
export function cartLine(
  ctx: PageContext,
  line: CartLineView,
  options: { readonly link: boolean; readonly edit?: LineEditing },
): SafeHtml {
  const { edit } = options;
  if (edit?.removing) return removedLine(ctx, line, edit);
  const { t } = ctx.v;
  const unavailable = line.status === CartLineStatus.unavailable;
  const note = unavailable
    ? html`<p class="co-line__warn">${t.unavailable}</p>`
    : line.option.quantity > line.option.stock
      ? html`<p class="co-line__warn">${fill(t.onlyLeft, { count: line.option.stock })}</p>`
      : '';
  const rrp =
    line.prices.rrp > line.prices.vk
      ? html`<span class="co-line__rrp"
          ><span class="visually-hidden">${t.rrp}: </span>${line.pricesFormatted.rrpFull}</span
        >`
      : '';
  return html`<li class="co-line${unavailable ? ' co-line--unavailable' : ''}">
    <img class="co-line__image" src="${ctx.apiUrl}${line.image}" alt="" width="64" height="64" />
    <div class="co-line__text">
      <p class="co-line__brand">${line.brand}</p>
      <p>
        ${
          options.link
            ? html`<a class="co-line__name" href="${shopHref(ctx, line.url)}">${line.name}</a>`
            : html`<span class="co-line__name">${line.name}</span>`
        }
      </p>
      <p class="co-line__meta">
        <span>${fill(t.size, { size: line.option.title })}</span>${
          edit ? '' : html`<span>${fill(t.quantity, { count: line.option.quantity })}</span>`
        }${edit && line.option.quantity > 1 ? html`<span>${fill(t.each, { price: line.pricesFormatted.vk })}</span>` : ''}
      </p>
      ${printLine(ctx, line.personalisation)} ${note} ${edit ? lineControls(ctx, line, edit) : ''}
    </div>
    <p class="co-line__price">${rrp}${line.pricesFormatted.vkFull}</p>
  </li>`;
}

/** How an editable cart line is drawn: its forms' token, and the removal waiting, if any. */
export interface LineEditing {
  readonly csrf: string;
  /** This line's removal waits for its 2 seconds: it shows as removed, with its undo. */
  readonly removing: boolean;
  /** Another line's removal waits: one removal at a time (core's rule), so this one's button rests. */
  readonly locked: boolean;
}

/** A form that posts to one of the line's addresses on the checkout host. */
function lineForm(ctx: PageContext, line: CartLineView, action: string, csrf: string, body: SafeHtml) {
  return html`<form method="post" action="${hereHref(ctx, `/cart/lines/${line.hash}/${action}/`)}">
    <input type="hidden" name="csrf" value="${csrf}" />${body}
  </form>`;
}

/** The line's quantity stepper (1 up to its stock, at most 99, core's range) and its Remove button. */
function lineControls(ctx: PageContext, line: CartLineView, edit: LineEditing): SafeHtml {
  const { t } = ctx.v;
  const label = fill(t.quantityLabel, { name: line.name });
  const { max } = lineQuantityRange(line);
  const quantity = line.option.quantity;
  const stepper =
    line.status === CartLineStatus.available
      ? lineForm(
          ctx,
          line,
          'quantity',
          edit.csrf,
          html`<div class="co-stepper" role="group" aria-label="${label}">
            <button
              class="co-stepper__button"
              type="submit"
              name="quantity"
              value="${quantity - 1}"
              aria-label="${fill(t.lessOf, { name: line.name })}"
              ${quantity <= 1 ? raw('disabled') : ''}
            >
              −
            </button>
            <output class="co-stepper__value" aria-live="polite">${quantity}</output>
            <button
              class="co-stepper__button"
              type="submit"
              name="quantity"
              value="${quantity + 1}"
              aria-label="${fill(t.moreOf, { name: line.name })}"
              ${quantity >= max ? raw('disabled') : ''}
            >
              +
            </button>
          </div>`,
        )
      : '';
  return html`<div class="co-line__controls">
    ${stepper}
    ${lineForm(
      ctx,
      line,
      'remove',
      edit.csrf,
      html`<button
        class="co-line__remove"
        type="submit"
        aria-label="${fill(t.removeLabel, { name: line.name })}"
        ${edit.locked ? raw('disabled') : ''}
      >
        ${t.remove}
      </button>`,
    )}
  </div>`;
}

/** A line whose removal waits: what went, and the undo, for the spec's 2 seconds. */
function removedLine(ctx: PageContext, line: CartLineView, edit: LineEditing): SafeHtml {
  const { t } = ctx.v;
  return html`<li class="co-line co-line--removed">
    <p class="co-line__removed" role="status">${fill(t.removed, { name: line.name })}</p>
    ${lineForm(
      ctx,
      line,
      'undo',
      edit.csrf,
      html`<button
        class="button button--secondary co-line__undo"
        type="submit"
        aria-label="${fill(t.undoLabel, { name: line.name })}"
      >
        ${t.undo}
      </button>`,
    )}
  </li>`;
}

/** What is printed on a line, its surcharge, and that printed goods cannot be returned; nothing without a print. */
function printLine(ctx: PageContext, print: LinePrint | undefined): SafeHtml | '' {
  if (!print) return '';
  const { t } = ctx.v;
  return html`<p class="co-line__print">
      ${fill(t.printed, { print: print.label, price: print.priceFormatted })}
    </p>
    <p class="co-line__note">${t.madeForYou}</p>`;
}

/** A line of a placed order: picture, name, size, quantity, price. */
export function orderLine(ctx: PageContext, line: OrderLineView): SafeHtml {
  const { t } = ctx.v;
  const size = fill(t.size, { size: line.size });
  const quantity = fill(t.quantity, { count: line.quantity });
  return html`<li class="co-line">
    <img class="co-line__image" src="${ctx.apiUrl}${line.image}" alt="" width="64" height="64" />
    <div class="co-line__text">
      <p class="co-line__brand">${line.brand}</p>
      <p><span class="co-line__name">${line.name}</span></p>
      <p class="co-line__meta">
        <span>${size}</span><span>${quantity}</span>
        ${line.quantity > 1 ? html`<span>${fill(t.each, { price: line.unitPriceFormatted })}</span>` : ''}
      </p>
      ${printLine(ctx, line.personalisation)}
    </div>
    <p class="co-line__price">${line.linePriceFormatted}</p>
  </li>`;
}

/**
 * An entry of a description list: a term and what it says. Each class, when given, marks the entry,
 * its term or its detail.
 */
export function fact(
  term: string,
  detail: string | SafeHtml,
  classes: { readonly entry?: string; readonly term?: string; readonly detail?: string } = {},
): SafeHtml {
  return html`<div${classAttribute(classes.entry)}>
    <dt${classAttribute(classes.term)}>${term}</dt>
    <dd${classAttribute(classes.detail)}>${detail}</dd>
  </div>`;
}

function classAttribute(name: string | undefined): SafeHtml | '' {
  return name ? raw(` class="${name}"`) : '';
}

/** A row of the totals; `when` shows it only for that delivery choice (the form's CSS decides). */
export function totalRow(
  label: string,
  amount: string,
  options: { readonly total?: boolean; readonly free?: boolean; readonly when?: 'home' | 'collect' } = {},
): SafeHtml {
  return fact(label, amount, {
    ...(options.when ? { entry: `co-when-${options.when}` } : {}),
    ...(options.total ? { term: 'co-totals__total', detail: 'co-totals__total' } : {}),
    ...(!options.total && options.free ? { detail: 'co-totals__free' } : {}),
  });
}

/** A form's view of its values and problems, for drawing its fields. */
export interface FormState {
  readonly values: FormValues;
  readonly problems: FormProblems;
}

/** The problem message of a field, with the id its input points to. */
export function fieldError(
  ctx: PageContext,
  name: string,
  problem: CheckoutProblem | undefined,
): SafeHtml | '' {
  return problem ? html`<p class="field__error" id="${name}-error">${problemText(ctx.v.t, problem)}</p>` : '';
}

const AUTOCOMPLETE: Readonly<Record<string, string>> = {
  email: 'email',
  firstname: 'given-name',
  lastname: 'family-name',
  street: 'address-line1',
  streetNo: 'address-line2',
  postal: 'postal-code',
  city: 'address-level2',
  password: 'new-password',
  phone: 'tel',
};

/** A labelled text field of the storefront's kind: label, input, hint and message, tied together for screen readers. */
export function textField(
  ctx: PageContext,
  state: FormState,
  field: {
    readonly name: string;
    readonly label: string;
    readonly fallback?: string;
    readonly type?: 'text' | 'email' | 'password' | 'tel';
    readonly hint?: string;
    readonly wide?: boolean;
    readonly inputmode?: 'numeric' | 'tel';
    /** A field that may stay empty: no required mark. */
    readonly optional?: boolean;
  },
): SafeHtml {
  const { name } = field;
  const problem = state.problems[name];
  const id = `field-${name}`;
  const described = [field.hint ? `${id}-hint` : '', problem ? `${name}-error` : '']
    .filter(Boolean)
    .join(' ');
  const value = field.type === 'password' ? '' : (state.values[name] ?? field.fallback ?? '');
  return html`<div class="field${problem ? ' field--invalid' : ''}${field.wide ? ' co-fields__wide' : ''}">
    <label class="field__label${field.optional ? '' : ' field__label--required'}" for="${id}"
      >${field.label}</label
    >
    <input
      class="field__input"
      id="${id}"
      type="${field.type ?? 'text'}"
      name="${name}"
      value="${value}"
      autocomplete="${AUTOCOMPLETE[name] ?? 'on'}"
      ${field.optional ? '' : raw('aria-required="true"')}
      ${field.inputmode ? raw(`inputmode="${field.inputmode}"`) : ''}
      ${problem ? raw('aria-invalid="true"') : ''}
      ${described ? html`aria-describedby="${described}"` : ''}
    />
    ${field.hint ? html`<p class="field__hint" id="${id}-hint">${field.hint}</p>` : ''}
    ${fieldError(ctx, name, problem)}
  </div>`;
}

/** A radio choice drawn as the storefront's tappable card: a title and, below it, a hint. */
export function choice(field: {
  readonly name: string;
  readonly value: string;
  readonly id: string;
  readonly checked: boolean;
  readonly title: string;
  readonly hint?: string;
  /** A drawing beside the title (a way to pay's mark). */
  readonly mark?: SafeHtml;
  /** Shows the choice only for one delivery (the form's CSS decides). */
  readonly when?: 'home' | 'collect';
}): SafeHtml {
  return html`<div class="choice${field.when ? ` co-when-${field.when}` : ''}">
    <input
      class="choice__input"
      type="radio"
      name="${field.name}"
      value="${field.value}"
      id="${field.id}"
      ${field.checked ? raw('checked') : ''}
    />
    <label class="choice__label${field.mark ? ' choice__label--marked' : ''}" for="${field.id}"
      >${field.mark ?? ''}<span class="choice__title">${field.title}</span
      >${field.hint ? html`<span class="choice__hint">${field.hint}</span>` : ''}</label
    >
  </div>`;
}
