/** The brands page: the brands with products, in a department when one is asked for. */
import type { Language } from './catalogue-api';
import { count, countAnd, nonZeroWords } from './index/bitset';
import { FV_BASE, type CatalogueIndex } from './index/catalogue-index';

/** One brand of the brands page. */
export interface BrandView {
  readonly id: number;
  readonly name: string;
  readonly slug: string;
  readonly url: string;
  readonly logo: string;
  readonly description: string;
  readonly genders: readonly number[];
  readonly count: number;
  readonly data: { readonly position: number; readonly logo: string };
}

/** The department named by id, slug or sysname (none for anything else), and its brands in order. */
export function brandsOf(
  index: CatalogueIndex,
  genderParam: unknown,
  language: Language,
): { readonly gender: number | null; readonly brands: readonly BrandView[] } {
  const raw = typeof genderParam === 'string' ? genderParam.trim().toLowerCase() : '';
  const gender =
    index.genders.find(
      (g) => String(g.id) === raw || g.slug.en === raw || g.slug.de === raw || g.sysname === raw,
    ) ?? null;
  const genderRows = gender ? index.genderRows.get(gender.id) : undefined;
  const words = genderRows ? nonZeroWords(genderRows) : undefined;
  const brands = index.brandList
    .map((b): BrandView => {
      const rows = index.values.get(FV_BASE.brand + b.id);
      const n =
        rows === undefined ? 0 : genderRows && words ? countAnd(genderRows, words, rows) : count(rows);
      const logo = `/images/brands/${b.id}.svg`;
      return {
        id: b.id,
        name: b.name,
        slug: b.slug,
        url: gender ? `/${gender.slug[language]}/brand/${b.slug}/` : `/brand/${b.slug}/`,
        logo,
        description: b.description[language],
        genders: b.genders,
        count: n,
        data: { position: b.position, logo },
      };
    })
    .filter((b) => b.count > 0)
    .sort((a, b) => a.data.position - b.data.position);
  return { gender: gender?.id ?? null, brands };
}
