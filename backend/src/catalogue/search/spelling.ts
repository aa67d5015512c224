/**
 * "Did you mean": for a search that found nothing, the query with each word the catalogue does not
 * know replaced by the nearest word it does, when that finds products. Near means a small edit
 * distance (letters swapped, missing, extra or wrong), allowed to grow with the word's length.
 */
import { count } from '../index/bitset';
import { queryTokens, searchRows, tokenRows, type TextIndex } from '../index/text-index';

/**
 * The optimal string alignment distance (Damerau–Levenshtein without repeated edits of a substring):
 * how many letters must be inserted, deleted, replaced or swapped with their neighbour to turn `a`
 * into `b`. Stops counting above `max` and answers `max + 1` then.
 */
export function editDistance(a: string, b: string, max = Number.POSITIVE_INFINITY): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let before = Array.from({ length: b.length + 1 }, () => 0);
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        d = Math.min(d, (before[j - 2] ?? 0) + 1);
      current.push(d);
      best = Math.min(best, d);
    }
    if (best > max) return max + 1;
    before = previous;
    previous = current;
  }
  const distance = previous[b.length] ?? 0;
  return distance > max ? max + 1 : distance;
}

/** How far a word may be from the catalogue's word: one edit up to 4 letters, two up to 8, then three. */
export function allowedDistance(word: string): number {
  if (word.length <= 4) return 1;
  return word.length <= 8 ? 2 : 3;
}

/**
 * The catalogue word nearest to `word`, or undefined when none is near enough. Words shorter than
 * three letters are never corrected. Of equally near words the one in more products wins, then the
 * first alphabetically, so the answer is the same every time.
 */
export function nearestTerm(word: string, index: TextIndex): string | undefined {
  if (word.length < 3) return undefined;
  const max = allowedDistance(word);
  let best: { term: string; distance: number; products: number } | undefined;
  for (let i = 0; i < index.terms.length; i++) {
    const term = index.terms[i] as string;
    if (term.length < 3 || Math.abs(term.length - word.length) > max) continue;
    const distance = editDistance(word, term, max);
    if (distance > max || distance === 0) continue;
    const products = (index.postings[i]?.length ?? 0) + (index.attributes[i]?.length ?? 0);
    if (products === 0) continue;
    if (!best || distance < best.distance || (distance === best.distance && products > best.products)) {
      best = { term, distance, products };
    }
  }
  return best?.term;
}

/**
 * A query close to `q` that finds products, for a search that found none: each word the catalogue
 * does not know replaced by its nearest known word. Null when every word is known (the filters, not
 * the spelling, left nothing), when an unknown word has no near neighbour, or when the corrected
 * query finds nothing either.
 */
export function spellingSuggestion(q: string, index: TextIndex): string | null {
  const tokens = queryTokens(q);
  if (tokens.length === 0) return null;
  let changed = false;
  const corrected: string[] = [];
  for (const token of tokens) {
    if (tokenRows(index, token) !== undefined) {
      corrected.push(token);
      continue;
    }
    const near = nearestTerm(token, index);
    if (near === undefined) return null;
    corrected.push(near);
    changed = true;
  }
  if (!changed) return null;
  const rows = searchRows(index, corrected);
  return rows && count(rows) > 0 ? corrected.join(' ') : null;
}
