import {
  ADDRESS_TEXT_FIELDS,
  addressFieldProblem,
  AUSTRIA_COUNTRY_ID,
  emailProblem,
  phoneProblem,
  type AddressTextField,
} from '@fanshop/core/account';

/**
 * The checkout form's small script (issue 37): the form works without it; with it, a field's error goes
 * as soon as the value is right by core's rules (the same the server reads the form with), a radio
 * group's as soon as one is chosen, the list at the top loses the field's entry, and after a failed post
 * the focus goes to that list, so a screen reader reads what to fix first.
 */

/** The problem of a text field's value by core's rules; undefined when it is fine or not a checked field. */
export function fieldProblem(name: string, value: string): unknown {
  if (name === 'email') return emailProblem(value.trim());
  if (name === 'phone') return phoneProblem(value);
  if ((ADDRESS_TEXT_FIELDS as readonly string[]).includes(name))
    return addressFieldProblem(name as AddressTextField, value.trim(), AUSTRIA_COUNTRY_ID);
  return undefined;
}

/** Takes a field's error off the page: its message, its marks, and its entry in the list at the top. */
function clearError(form: HTMLFormElement, name: string): void {
  // The form's field names are plain words; anything else is no field of it.
  if (!/^[A-Za-z]+$/.test(name)) return;
  const doc = form.ownerDocument;
  doc.getElementById(`${name}-error`)?.remove();
  for (const input of form.querySelectorAll<HTMLInputElement>(`[name="${name}"]`)) {
    input.removeAttribute('aria-invalid');
    const described = (input.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .filter((id) => id !== '' && id !== `${name}-error`);
    if (described.length > 0) input.setAttribute('aria-describedby', described.join(' '));
    else input.removeAttribute('aria-describedby');
    input.closest('.field')?.classList.remove('field--invalid');
    input.closest('fieldset')?.removeAttribute('aria-describedby');
  }
  const summary = doc.querySelector<HTMLElement>('[data-error-summary]');
  summary?.querySelector(`li[data-field="${name}"]`)?.remove();
  if (summary && summary.querySelectorAll('li').length === 0) summary.remove();
}

/** Enhances the checkout form in `doc`, if it has one. */
export function enhanceCheckoutForm(doc: Document): void {
  const form = doc.querySelector<HTMLFormElement>('form.co-form');
  if (!form) return;
  const check = (event: Event) => {
    const input = event.target;
    if (!(input instanceof HTMLInputElement) || !input.name) return;
    if (doc.getElementById(`${input.name}-error`) === null) return;
    if (input.type === 'radio' ? input.checked : fieldProblem(input.name, input.value) === undefined)
      clearError(form, input.name);
  };
  form.addEventListener('input', check);
  form.addEventListener('change', check);

  const summary = doc.querySelector<HTMLElement>('[data-error-summary]');
  if (summary) {
    summary.tabIndex = -1;
    summary.focus();
  }
}
