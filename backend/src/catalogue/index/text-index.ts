/**
 * In-memory inverted index for product search. Shopper input is never parsed as a query language:
 * it is folded and split into words, so quotes, hyphens, `AND`, `*`, `:`, brackets and emoji are
 * just separators and every input answers.
 */
import { andInto, createBitset, orInto, setBit, type Bitset } from './bitset';

/** Longest input looked at, and most words used, so that one request stays cheap. */
const MAX_INPUT = 200;
const MAX_TOKENS = 8;

/** Words that carry no meaning in a product search, in both languages. */
const STOPWORDS = new Set([
  'and',
  'or',
  'not',
  'the',
  'a',
  'an',
  'for',
  'with',
  'of',
  'in',
  'und',
  'oder',
  'der',
  'die',
  'das',
  'fur',
  'mit',
  'im',
  'ein',
  'eine',
  'von',
]);

/** Lower case, ß → ss, accents and umlauts stripped (ö → o): the form queries are matched in. */
export function fold(text: string): string {
  return text
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '');
}

/** German transliteration (ö → oe), indexed beside the folded form so `oesterreich` also finds. */
function transliterate(text: string): string {
  return fold(text.toLowerCase().replace(/ä/g, 'ae').replace(/ö/g, 'oe').replace(/ü/g, 'ue'));
}

const SEPARATORS = /[^\p{L}\p{N}]+/u;

/** The words of a text, folded; empty strings dropped. */
export function words(text: string): string[] {
  return fold(text)
    .split(SEPARATORS)
    .filter((w) => w !== '');
}

/** The terms a product text is indexed under: folded words, transliterations, hyphen joins. */
export function indexTerms(text: string): string[] {
  const out = new Set<string>();
  for (const variant of [fold(text), transliterate(text)]) {
    for (const chunk of variant.split(/\s+/)) {
      const parts = chunk.split(SEPARATORS).filter((w) => w !== '');
      for (const p of parts) out.add(p);
      if (parts.length > 1) out.add(parts.join(''));
    }
  }
  return [...out];
}

/** The words of shopper input used for matching: folded, without stopwords, at most 8. */
export function queryTokens(input: unknown): string[] {
  if (typeof input !== 'string') return [];
  const tokens = words(input.slice(0, MAX_INPUT)).filter((w) => !STOPWORDS.has(w));
  return [...new Set(tokens)].slice(0, MAX_TOKENS);
}

/**
 * Term → rows, with the terms sorted so that a prefix is a contiguous range. Product names are
 * indexed per row; attribute names (category, colour, sport, department) point at the bitsets the
 * facet index already holds, so they cost nothing per product.
 */
export interface TextIndex {
  readonly terms: readonly string[];
  readonly postings: readonly Int32Array[];
  /** Sets named by a term, matched by any token the term starts with. */
  readonly attributes: readonly (readonly Bitset[])[];
  /** Sets named by a term that only match the whole word. */
  readonly exactAttributes: readonly (readonly Bitset[])[];
  readonly size: number;
}

/** Collects terms while the index is built. */
export class TextIndexBuilder {
  readonly #ids = new Map<string, number>();
  readonly #rows: number[][] = [];
  readonly #lastRow: number[] = [];
  readonly #attributes: Bitset[][] = [];
  readonly #exactAttributes: Bitset[][] = [];
  readonly #chunkTerms = new Map<string, string[]>();

  constructor(readonly size: number) {}

  #id(term: string): number {
    let id = this.#ids.get(term);
    if (id === undefined) {
      id = this.#rows.length;
      this.#ids.set(term, id);
      this.#rows.push([]);
      this.#lastRow.push(-1);
      this.#attributes.push([]);
      this.#exactAttributes.push([]);
    }
    return id;
  }

  /** Indexes a text of one row (e.g. its name). */
  addText(row: number, text: string): void {
    for (const chunk of text.split(' ')) {
      if (chunk === '') continue;
      let terms = this.#chunkTerms.get(chunk);
      if (terms === undefined) {
        terms = indexTerms(chunk);
        this.#chunkTerms.set(chunk, terms);
      }
      for (const term of terms) {
        const id = this.#id(term);
        if (this.#lastRow[id] !== row) {
          this.#lastRow[id] = row;
          this.#rows[id]?.push(row);
        }
      }
    }
  }

  /**
   * Indexes a text that names a whole set of rows (a category, a colour…). A name joining several
   * things ("T-shirts & hoodies") only matches its whole words, so that `hoodie` does not find the
   * T-shirts of that category; a single-concept name also matches by prefix (`trikot` → Trikots).
   */
  addAttribute(text: string, rows: Bitset): void {
    const target = /[&,/+]/.test(text) ? this.#exactAttributes : this.#attributes;
    for (const term of indexTerms(text)) {
      const list = target[this.#id(term)];
      if (list && !list.includes(rows)) list.push(rows);
    }
  }

  build(): TextIndex {
    const terms = [...this.#ids.keys()].sort();
    const ids = terms.map((t) => this.#ids.get(t) ?? -1);
    return {
      terms,
      postings: ids.map((id) => Int32Array.from(this.#rows[id] ?? [])),
      attributes: ids.map((id) => this.#attributes[id] ?? []),
      exactAttributes: ids.map((id) => this.#exactAttributes[id] ?? []),
      size: this.size,
    };
  }
}

function lowerBound(terms: readonly string[], key: string): number {
  let lo = 0;
  let hi = terms.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((terms[mid] as string) < key) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

function addTerm(index: TextIndex, i: number, bits: Bitset, exact: boolean): void {
  const list = index.postings[i] as Int32Array;
  for (let k = 0; k < list.length; k++) setBit(bits, list[k] as number);
  for (const rows of index.attributes[i] ?? []) orInto(bits, rows);
  if (exact) for (const rows of index.exactAttributes[i] ?? []) orInto(bits, rows);
}

/**
 * The rows matching one token: every term the token starts (from two characters on; a single
 * character must be a whole word), except that names of combined categories only match whole
 * words. Undefined when nothing matches.
 */
export function tokenRows(index: TextIndex, token: string): Bitset | undefined {
  const bits = createBitset(index.size);
  let i = lowerBound(index.terms, token);
  if (token.length < 2) {
    if (index.terms[i] !== token) return undefined;
    addTerm(index, i, bits, true);
    return bits;
  }
  let found = false;
  for (; i < index.terms.length && (index.terms[i] as string).startsWith(token); i++) {
    const exact = index.terms[i] === token;
    if (!exact && (index.postings[i] as Int32Array).length === 0 && (index.attributes[i] ?? []).length === 0)
      continue;
    found = true;
    addTerm(index, i, bits, exact);
  }
  return found ? bits : undefined;
}

/**
 * The rows matching all tokens (AND), or undefined when there are no tokens (no restriction).
 * A token without matches gives an empty set.
 */
export function searchRows(index: TextIndex, tokens: readonly string[]): Bitset | undefined {
  if (tokens.length === 0) return undefined;
  let result: Bitset | undefined;
  for (const token of tokens) {
    const rows = tokenRows(index, token);
    if (rows === undefined) return createBitset(index.size);
    if (result === undefined) result = rows;
    else andInto(result, rows);
  }
  return result;
}
