/**
 * A message to show: an i18n key with its values, or a text as the server wrote it when the shop
 * has no translation for it.
 */
export type MessageRef =
  | { readonly key: string; readonly values?: Readonly<Record<string, string | number>> }
  | { readonly text: string };

/** Exact validation messages of the shop API (docs/api.md) and their i18n keys. */
const EXACT: Readonly<Record<string, string>> = {
  required: 'forms.server.required',
  'must be a string': 'forms.server.invalid',
  invalid: 'forms.server.invalid',
  'must be a valid email address': 'forms.server.email',
  'does not match': 'forms.server.doesNotMatch',
  'must be a positive whole number': 'forms.server.wholeNumber',
  'must be true or false': 'forms.server.invalid',
  'must be a date yyyy-mm-dd': 'forms.server.date',
  'must be a date between 1900 and today': 'forms.server.dateRange',
  'contains invalid characters': 'forms.server.invalidCharacters',
  'must be a phone number': 'forms.server.phone',
  'must be a postal code': 'forms.server.postal',
  'must be a 4-digit austrian postal code': 'forms.server.postalAustria',
  'invalid credentials': 'forms.server.invalidCredentials',
  'too many failed attempts, try again later': 'forms.server.tooManyAttempts',
  'incorrect password': 'forms.server.incorrectPassword',
  'must differ from the current password': 'forms.server.sameAsOld',
  'invalid or expired token': 'forms.server.expiredToken',
  'not found': 'forms.server.notFound',
};

/** Messages with a number in them. */
const PATTERNS: readonly [RegExp, string][] = [
  [/^must be at least (\d+) characters$/, 'forms.server.minLength'],
  [/^must be at most (\d+) characters$/, 'forms.server.maxLength'],
  [/^must be at most (\d+)$/, 'forms.server.maxNumber'],
  [/^at most (\d+) addresses$/, 'forms.server.maxAddresses'],
];

/**
 * The shopper's words for a server validation message: known messages are translated (so German
 * pages stay German), others are shown as the server wrote them.
 */
export function describeServerMessage(message: string): MessageRef {
  const normalised = message.trim().toLowerCase();
  const exact = EXACT[normalised];
  if (exact) return { key: exact };
  for (const [pattern, key] of PATTERNS) {
    const match = pattern.exec(normalised);
    if (match) return { key, values: { count: Number(match[1]) } };
  }
  if (normalised.startsWith('must be one of')) return { key: 'forms.server.oneOf' };
  return { text: message };
}

/** Renders a message reference with a translate function. */
export function messageText(
  t: (key: string, options?: Record<string, unknown>) => string,
  message: MessageRef,
): string {
  return 'text' in message
    ? message.text
    : t(message.key, message.values ? { ...message.values } : undefined);
}
