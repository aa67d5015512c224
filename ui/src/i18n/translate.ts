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

/** The messages of one instance and language, compiled; `null` marks one i18next must translate. */
interface Kept {
  readonly plain: Map<string, Compiled | null>;
  /** A plural's by key, then by count (a count picks the same form each time). */
  readonly counted: Map<string, Map<number, Compiled | null>>;
}

/**
 * At most this many counts are kept per plural message: the pages' counts (of products, colours,
 * results) repeat, but a search's count of results could take any value.
 */
export const COUNTS_KEPT = 500;

/**
 * Compiled messages by instance, then by language, then by key. Nested maps rather than one keyed by a
 * joined string: the keys are the messages' literal names, whose hashes V8 keeps, where a joined key is
 * a new string on every call.
 */
const compiledMessages = new WeakMap<I18n, Map<string, Kept>>();

function compiledOf(i18n: I18n, key: string, count?: number): Compiled | null {
  let languages = compiledMessages.get(i18n);
  if (!languages) compiledMessages.set(i18n, (languages = new Map()));
  // By language too: switching loads the other language's messages before it changes.
  const language = i18n.language;
  let kept = languages.get(language);
  if (!kept) languages.set(language, (kept = { plain: new Map(), counted: new Map() }));
  if (count === undefined) {
    let compiled = kept.plain.get(key);
    if (compiled === undefined) kept.plain.set(key, (compiled = compile(messageOf(i18n, language, key))));
    return compiled;
  }
  let byCount = kept.counted.get(key);
  if (!byCount) kept.counted.set(key, (byCount = new Map()));
  let compiled = byCount.get(count);
  if (compiled === undefined) {
    compiled = compile(messageOf(i18n, language, key, count));
    if (byCount.size >= COUNTS_KEPT) byCount.clear();
    byCount.set(count, compiled);
  }
  return compiled;
}

/** Plural rules by language, made once (i18next makes a cache key and more on every call). */
const pluralRules = new Map<string, Intl.PluralRules>();

function pluralRulesOf(language: string): Intl.PluralRules {
  let rules = pluralRules.get(language);
  if (!rules) pluralRules.set(language, (rules = new Intl.PluralRules(language)));
  return rules;
}

/** A count's plural keys in a language, none where the language has a single form (as i18next). */
function pluralCandidates(language: string, key: string, count: number): string[] {
  const rules = pluralRulesOf(language);
  if (rules.resolvedOptions().pluralCategories.length < 2) return [];
  return [...(count === 0 ? [`${key}_zero`] : []), `${key}_${rules.select(count)}`];
}

function languagesOf(i18n: I18n, language: string): string[] {
  return [language, ...([] as string[]).concat((i18n.options.fallbackLng as string | string[]) ?? [])];
}

/**
 * The message i18next would pick: per language (then the fallbacks), with a count the `_zero` form for
 * 0, then the count's plural form, then the plain key.
 */
function messageOf(i18n: I18n, language: string, key: string, count?: number): unknown {
  for (const lng of languagesOf(i18n, language)) {
    const candidates = count === undefined ? [key] : [...pluralCandidates(lng, key, count), key];
    for (const candidate of candidates) {
      const found = i18n.getResource(lng, 'translation', candidate) as unknown;
      if (found !== undefined) return found;
    }
  }
  return undefined;
}

/**
 * Translates as i18next does, without its per-call work for the common case: a message is looked up
 * and split at its `{{placeholders}}` once per instance, language and key, and each call only joins
 * the parts with the values (the storefront interpolates without escaping, as its i18next setup says).
 * Plurals with a numeric `count` pick their form as i18next does (`_zero` for 0, then the count's plural
 * category, then the plain key, per language and fallback), with the plural rules made once, and are
 * kept by count. Ordinals,
 * context, nesting, formats and missing values go to i18next, so the answers are the same.
 */
export function translate(i18n: I18n, key: string, options?: TOptions): string {
  if (options) for (const name in options) if (CHOOSING.has(name)) return i18n.t(key, options) as string;
  const count = options?.count;
  if (count !== undefined && (typeof count !== 'number' || !Number.isFinite(count))) {
    return i18n.t(key, options) as string;
  }
  const compiled = compiledOf(i18n, key, count);
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
