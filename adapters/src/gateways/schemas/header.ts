import * as z from 'zod/mini';
import { suggestionUrl, type Suggestion } from '@fanshop/core/header';
import type { MenuItem, MenuSets } from '@fanshop/core/menu';
import { ResponseParseError, toGender } from '@fanshop/core/shared';
import { productTile } from './catalog.js';

/** A number, or a string that reads as one. */
const numeric = z.union([
  z.number(),
  z.pipe(
    z.string().check(z.regex(/\S/)),
    z.pipe(
      z.transform((text: string) => Number(text)),
      z.number(),
    ),
  ),
]);

/**
 * One autosuggest entry: a phrase that is not blank (trimmed); its weight a whole count, 0 when not a
 * finite number or negative; its url, else the search path of the phrase (the core's `suggestionUrl`).
 */
const suggestion = z.pipe(
  z.object({
    phrase: z.pipe(
      z.string(),
      z.pipe(
        z.transform((phrase: string) => phrase.trim()),
        z.string().check(z.minLength(1)),
      ),
    ),
    weight: z.catch(
      z.pipe(
        numeric,
        z.transform((n: number) => Math.max(0, Math.round(n))),
      ),
      0,
    ),
    url: z.catch(z.optional(z.string().check(z.minLength(1))), undefined),
  }),
  z.transform(({ phrase, weight, url }): Suggestion => ({
    phrase,
    weight,
    url: url ?? suggestionUrl(phrase),
  })),
);

/**
 * Reads autosuggest entries leniently: entries that do not read (no phrase) are skipped, and
 * anything that is not a list reads as no suggestions.
 */
export function readSuggestions(entries: unknown): Suggestion[] {
  if (!Array.isArray(entries)) return [];
  return entries.flatMap((entry: unknown) => {
    const read = z.safeParse(suggestion, entry);
    return read.success ? [read.data] : [];
  });
}

/** `GET /autosuggest/list/`: a list of suggestions (spec section 3). */
export const suggestionsAnswer = z.pipe(
  z.array(z.unknown()),
  z.transform((entries: unknown[]) => readSuggestions(entries)),
);

/** `GET /search-limited/`: the previews in `search` (the spec's `data.search`). */
export const previewsAnswer = z.object({ search: z.array(productTile) });

const blogPost = z.object({
  id: z.int(),
  title: z.string(),
  url: z.string(),
  image: z.nullish(z.string()),
});

/** `GET /header-data/`: `blogPosts` and `search-limited` (spec section 7). */
export const headerDataAnswer = z.object({
  blogPosts: z.array(blogPost),
  'search-limited': z.array(productTile),
});

/** `GET /api/v1/menu/`: `{ desktop, mobile }` (spec section 3), read by `readMenuSets`. */
export const menuAnswer = z.pipe(
  z.object({
    desktop: z.array(z.unknown()),
    mobile: z.array(z.unknown()),
  }),
  z.transform((sets): MenuSets => readMenuSets(sets)),
);

/**
 * Reads the menu answer (`{ desktop, mobile }`) leniently: a missing set is empty, items without
 * a numeric id or a name are skipped with their children. Anything that is not an object is a
 * parse error.
 */
export function readMenuSets(raw: unknown): MenuSets {
  if (!isRecord(raw)) throw new ResponseParseError('menu');
  return { desktop: readItems(raw.desktop, null), mobile: readItems(raw.mobile, null) };
}

function readItems(raw: unknown, parentId: number | null): MenuItem[] {
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((entry) => {
    const item = readItem(entry, parentId);
    return item ? [item] : [];
  });
}

function readItem(raw: unknown, parentIdOfList: number | null): MenuItem | undefined {
  if (!isRecord(raw)) return undefined;
  const id = toNumber(raw.id);
  if (id === undefined || typeof raw.name !== 'string' || raw.name.trim() === '') return undefined;
  const data = isRecord(raw.data) ? raw.data : {};
  // A nested item's parent is the item it is nested in, whatever its own field says; only a root item
  // keeps the parent id the answer gives it.
  const parentId = parentIdOfList ?? toNumber(raw.parentId) ?? null;
  return {
    id,
    name: raw.name,
    url: typeof raw.url === 'string' ? raw.url : '',
    type: typeof raw.type === 'string' ? raw.type : '',
    parentId,
    column: toNumber(raw.column) ?? null,
    data: {
      gender: toGender(data.gender),
      ...optionalString('logo', data.logo),
      ...optionalNumber('position', data.position),
      ...optionalString('imageData', data.imageData),
      ...optionalString('description', data.description),
    },
    options: readItems(raw.options, id),
  };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function toNumber(value: unknown): number | undefined {
  const read = z.safeParse(numeric, value);
  return read.success && Number.isFinite(read.data) ? read.data : undefined;
}

function optionalString<K extends string>(key: K, value: unknown): Partial<Record<K, string>> {
  return typeof value === 'string' && value !== '' ? ({ [key]: value } as Record<K, string>) : {};
}

function optionalNumber<K extends string>(key: K, value: unknown): Partial<Record<K, number>> {
  const n = toNumber(value);
  return n === undefined ? {} : ({ [key]: n } as Record<K, number>);
}
