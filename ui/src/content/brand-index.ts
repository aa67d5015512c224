import type { Brand } from '@fanshop/core/content';

/** The brands under one initial of the A–Z index. */
export interface BrandGroup {
  /** `A`…`Z`, or `#` for names that start with a digit or another sign. */
  readonly letter: string;
  readonly brands: readonly Brand[];
}

/** The letters of the index bar, in order; `#` last. */
export const INDEX_LETTERS: readonly string[] = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZ', '#'];

/** The index letter of a name: its first letter without accents (`Ö` → `O`), or `#`. */
export function indexLetter(name: string): string {
  const first = name
    .trim()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .charAt(0)
    .toUpperCase();
  return /^[A-Z]$/.test(first) ? first : '#';
}

/**
 * The A–Z index of the brands page: brands grouped by initial, names in the language's alphabetical
 * order (`Ä` beside `A`), groups in index order, empty letters left out. Presentation only: the page's
 * own order (by `data.position`) is the core's and stays on the logo grid.
 */
export function groupBrandsByLetter(brands: readonly Brand[], language: string): BrandGroup[] {
  const collator = new Intl.Collator(language, { sensitivity: 'base', numeric: true });
  const groups = new Map<string, Brand[]>();
  for (const brand of brands) {
    const letter = indexLetter(brand.name);
    groups.set(letter, [...(groups.get(letter) ?? []), brand]);
  }
  return INDEX_LETTERS.filter((letter) => groups.has(letter)).map((letter) => ({
    letter,
    brands: [...(groups.get(letter) ?? [])].sort((a, b) => collator.compare(a.name, b.name)),
  }));
}
