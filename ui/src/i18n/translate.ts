import type { i18n as I18n, TOptions } from 'i18next';

/** A message compiled once: its literal parts and, between them, the names of its placeholders. */
interface Compiled {
  readonly parts: readonly string[];
  readonly names: readonly string[];
}

/**
 * Options that change which message i18next picks or how (plurals, context, nesting, other language or
 * namespace, defaults): such calls go to i18next itself.
 */
const CHOOSING = new Set([
  'count',
  'context',
  'ordinal',
  'lng',
  'lngs',
  'ns',
  'defaultValue',
  'returnObjects',
  'returnDetails',
  'joinArrays',
  'replace',
  'interpolation',
  'keySeparator',
  'nsSeparator',
  'fallbackLng',
  'postProcess',
]);

const PLACEHOLDER = /\{\{\s*([\w]+)\s*\}\}/g;

/** A message's placeholders as literal parts and names, or null when only i18next can read it. */
function compile(message: unknown): Compiled | null {
  if (typeof message !== 'string') return null;
  // Nesting, unescaped or formatted values, and dotted paths are left to i18next.
  if (message.includes('$t(')) return null;
  const parts: string[] = [];
  const names: string[] = [];
  let at = 0;
  for (const match of message.matchAll(PLACEHOLDER)) {
    parts.push(message.slice(at, match.index));
    names.push(match[1] ?? '');
    at = match.index + match[0].length;
  }
  parts.push(message.slice(at));
  // Anything still looking like a placeholder (`{{- x}}`, `{{x, number}}`, `{{a.b}}`) needs i18next.
  if (parts.some((part) => part.includes('{{'))) return null;
  return { parts, names };
}

/** Compiled messages by instance, then by language and key; `null` marks one i18next must translate. */
const compiledMessages = new WeakMap<I18n, Map<string, Compiled | null>>();

function compiledOf(i18n: I18n, key: string): Compiled | null {
  let messages = compiledMessages.get(i18n);
  if (!messages) compiledMessages.set(i18n, (messages = new Map()));
  // Keyed by language too: switching loads the other language's messages before it changes.
  const language = i18n.language;
  const cacheKey = `${language}\u0000${key}`;
  let compiled = messages.get(cacheKey);
  if (compiled === undefined) {
    const fallback = ([] as string[]).concat((i18n.options.fallbackLng as string | string[]) ?? []);
    const message = [language, ...fallback]
      .map((lng) => i18n.getResource(lng, 'translation', key) as unknown)
      .find((found) => found !== undefined);
    compiled = compile(message);
    messages.set(cacheKey, compiled);
  }
  return compiled;
}

/**
 * Translates as i18next does, without its per-call work for the common case: a message is looked up
 * and split at its `{{placeholders}}` once per instance, language and key, and each call only joins
 * the parts with the values (the storefront interpolates without escaping, as its i18next setup says).
 * Plurals, context, nesting, formats and missing values go to i18next, so the answers are the same.
 */
export function translate(i18n: I18n, key: string, options?: TOptions): string {
  if (options) for (const name in options) if (CHOOSING.has(name)) return i18n.t(key, options) as string;
  const compiled = compiledOf(i18n, key);
  if (!compiled) return i18n.t(key, options ?? {}) as string;
  const { parts, names } = compiled;
  const values = options as Record<string, unknown> | undefined;
  let text = parts[0] ?? '';
  for (let i = 0; i < names.length; i++) {
    const value = values?.[names[i] ?? ''];
    if (typeof value !== 'string' && typeof value !== 'number') return i18n.t(key, options ?? {}) as string;
    text += String(value) + (parts[i + 1] ?? '');
  }
  return text;
}
