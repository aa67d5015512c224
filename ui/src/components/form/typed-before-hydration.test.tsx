import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { FormModel } from './form-model';
import { PasswordField } from './PasswordField';
import { TextField } from './TextField';
import { createI18n } from '../../i18n/i18n';
import { I18nProvider } from '../../i18n/i18n-context';
import { messagesOf } from '../../i18n/messages.server';

const i18n = createI18n('en-US', { 'en-US': messagesOf('en-US') });

interface Values extends Record<string, string> {
  email: string;
  password: string;
}

function Fields({ form }: { readonly form: FormModel<Values> }) {
  return (
    <I18nProvider value={i18n}>
      <TextField form={form} name="email" label="Email address" type="email" />
      <PasswordField form={form} name="password" label="New password" autoComplete="new-password" />
    </I18nProvider>
  );
}

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
});

/** The server's markup in the document, typed into by `type` before the script hydrates it. */
async function hydrateAfterTyping(form: FormModel<Values>, type: (container: HTMLElement) => void) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Fields form={new FormModel<Values>({ email: '', password: '' })} />);
  document.body.append(container);
  type(container);
  await act(async () => {
    root = hydrateRoot(container, <Fields form={form} />);
  });
  return container;
}

function input(container: HTMLElement, name: string): HTMLInputElement {
  return container.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;
}

describe('a field typed into before hydration', () => {
  it('when the page hydrates, then the form has what was typed and the text stays on screen', async () => {
    const form = new FormModel<Values>({ email: '', password: '' });
    const container = await hydrateAfterTyping(form, (page) => {
      input(page, 'email').value = 'anna@example.at';
      input(page, 'password').value = 'rot-weiss-rot 2026';
    });
    expect(form.values).toEqual({ email: 'anna@example.at', password: 'rot-weiss-rot 2026' });
    // A later change of the form renders the fields again: the text is not wiped.
    act(() => form.set('email', 'anna@example.com'));
    expect(input(container, 'password')).toHaveValue('rot-weiss-rot 2026');
    expect(input(container, 'email')).toHaveValue('anna@example.com');
  });

  it('when nothing was typed, then the form keeps its own values', async () => {
    const form = new FormModel<Values>({ email: '', password: '' });
    await hydrateAfterTyping(form, () => undefined);
    expect(form.values).toEqual({ email: '', password: '' });
  });
});
