import type { Language } from '@fanshop/core/shared';
import type { Messages } from './i18n';

const bundles = import.meta.glob<Messages>('./bundles/*.ts', { import: 'default' });

/**
 * Loads one language's messages in the browser: one chunk per language (`bundles/<language>.ts`), a
 * hashed file the browser keeps, so pages do not carry their texts in the HTML.
 */
export async function loadMessages(language: Language): Promise<Messages> {
  const load = bundles[`./bundles/${language}.ts`];
  return load ? await load() : {};
}

const accountBundles = import.meta.glob<Messages>('./bundles/account/*.ts', { import: 'default' });

/**
 * Loads one language's texts of the sign-in, registration, password and my-account pages (`account`,
 * `auth`, `forms`): a chunk of their own, since no other page uses them (`ACCOUNT_TEXT_PAGES`).
 */
export async function loadAccountMessages(language: Language): Promise<Messages> {
  const load = accountBundles[`./bundles/account/${language}.ts`];
  return load ? await load() : {};
}
