// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { enhanceCheckoutForm, fieldProblem } from './enhance-form';

/** A form as the checkout host draws it after a failed post: two fields and a radio group in error. */
function failedForm(): Document {
  document.body.innerHTML = `
    <div class="co-alert" role="alert" data-error-summary>
      <h2>Please check these fields:</h2>
      <ul>
        <li data-field="email"><a href="#field-email">Email address</a>: Please enter a valid email address.</li>
        <li data-field="postal"><a href="#field-postal">Postal code</a>: Please enter a four-digit Austrian postal code.</li>
        <li data-field="paymentMethod"><a href="#payment-card">Payment</a>: Please choose one.</li>
      </ul>
    </div>
    <form class="co-form" method="post">
      <div class="field field--invalid">
        <input id="field-email" name="email" aria-invalid="true" aria-describedby="field-email-hint email-error" value="lena@" />
        <p id="field-email-hint">Your order confirmation goes to this address.</p>
        <p class="field__error" id="email-error">Please enter a valid email address.</p>
      </div>
      <div class="field field--invalid">
        <input id="field-postal" name="postal" aria-invalid="true" aria-describedby="postal-error" value="10" />
        <p class="field__error" id="postal-error">Please enter a four-digit Austrian postal code.</p>
      </div>
      <fieldset aria-describedby="paymentMethod-error">
        <input type="radio" name="paymentMethod" value="card" id="payment-card" />
        <input type="radio" name="paymentMethod" value="invoice" id="payment-invoice" />
        <p class="field__error" id="paymentMethod-error">Please choose one.</p>
      </fieldset>
    </form>`;
  return document;
}

const type = (input: HTMLInputElement, value: string) => {
  input.value = value;
  input.dispatchEvent(new Event('input', { bubbles: true }));
};

describe('the checkout form’s script', () => {
  it('given a failed post, when the page loads, then the focus is on the list of what to fix', () => {
    const doc = failedForm();
    enhanceCheckoutForm(doc);
    expect(doc.activeElement).toBe(doc.querySelector('[data-error-summary]'));
  });

  it('given a field in error, when its value is still wrong, then the error stays; when it is right, then it goes with its list entry', () => {
    const doc = failedForm();
    enhanceCheckoutForm(doc);
    const postal = doc.getElementById('field-postal') as HTMLInputElement;
    type(postal, '102');
    expect(doc.getElementById('postal-error')).not.toBeNull();

    type(postal, '1020');
    expect(doc.getElementById('postal-error')).toBeNull();
    expect(postal.hasAttribute('aria-invalid')).toBe(false);
    expect(postal.hasAttribute('aria-describedby')).toBe(false);
    expect(postal.closest('.field')?.classList.contains('field--invalid')).toBe(false);
    expect(doc.querySelector('li[data-field="postal"]')).toBeNull();
    expect(doc.querySelector('[data-error-summary]')).not.toBeNull();
  });

  it('given the email in error, when it is right, then its hint stays described', () => {
    const doc = failedForm();
    enhanceCheckoutForm(doc);
    const email = doc.getElementById('field-email') as HTMLInputElement;
    type(email, 'lena@example.test');
    expect(email.getAttribute('aria-describedby')).toBe('field-email-hint');
    expect(doc.getElementById('email-error')).toBeNull();
  });

  it('given every error fixed, then the list at the top goes too', () => {
    const doc = failedForm();
    enhanceCheckoutForm(doc);
    type(doc.getElementById('field-email') as HTMLInputElement, 'lena@example.test');
    type(doc.getElementById('field-postal') as HTMLInputElement, '1020');
    const card = doc.getElementById('payment-card') as HTMLInputElement;
    card.checked = true;
    card.dispatchEvent(new Event('change', { bubbles: true }));
    expect(doc.getElementById('paymentMethod-error')).toBeNull();
    expect(doc.querySelector('fieldset')?.hasAttribute('aria-describedby')).toBe(false);
    expect(doc.querySelector('[data-error-summary]')).toBeNull();
  });

  it('given the rules, then they are core’s: what the server refuses, the script keeps', () => {
    expect(fieldProblem('postal', '0123')).toBeDefined();
    expect(fieldProblem('postal', '1020')).toBeUndefined();
    expect(fieldProblem('phone', '')).toBeUndefined();
    expect(fieldProblem('phone', 'call me')).toBeDefined();
    expect(fieldProblem('email', 'a@b')).toBeDefined();
    expect(fieldProblem('store', 'anything')).toBeUndefined();
  });
});
