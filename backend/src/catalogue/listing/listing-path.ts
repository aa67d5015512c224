/**
 * Listing paths: what a storefront path such as `/men/jerseys/` or `/sport/football/goalkeeping/`
 * fixes for the page, and the path of a page in each language.
 */
import type { Language } from '../catalogue-api';
import type { CatalogueIndex } from '../index/catalogue-index';

/** What the page's path fixes (page-level filters and restrictions). */
export interface PageContext {
  readonly gender: number | null;
  readonly category: number | null;
  readonly brand: number | null;
  readonly sport: number | null;
  readonly subSport: number | null;
  readonly outlet: boolean;
  readonly search: boolean;
}

/** A page its path fixes nothing of: all products. */
export const EMPTY_PAGE: PageContext = {
  gender: null,
  category: null,
  brand: null,
  sport: null,
  subSport: null,
  outlet: false,
  search: false,
};

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment).toLowerCase();
  } catch {
    return segment.toLowerCase();
  }
}

/**
 * Reads a listing path (case-insensitive, slugs of either language, an optional `/de/` prefix):
 * `/`, `/{gender}/`, `/{category}/`, `/{gender}/{category}/`, `/brand/{brand}/`,
 * `/{gender}/brand/{brand}/`, `/sport/{sport}/`, `/sport/{sport}/{sub-sport}/` (also under a
 * gender), `/outlet/`, `/outlet/{category}/` (also under a gender) and `/search/`.
 * Undefined for anything else.
 */
export function parseListingPath(index: CatalogueIndex, rawPath: unknown): PageContext | undefined {
  if (typeof rawPath !== 'string' || rawPath.length > 300) return undefined;
  const pathOnly = rawPath.split(/[?#]/, 1)[0] ?? '';
  if (!pathOnly.startsWith('/')) return undefined;
  let segments = pathOnly
    .split('/')
    .filter((s) => s !== '')
    .map(decode);
  if (segments[0] === 'de') segments = segments.slice(1);
  let gender: number | null = null;
  const genderRef = index.genders.find((g) => g.slug.en === segments[0] || g.slug.de === segments[0]);
  if (genderRef) {
    gender = genderRef.id;
    segments = segments.slice(1);
  }
  const ctx = { ...EMPTY_PAGE, gender };
  const [first, second, third] = segments;
  if (first === undefined) return ctx;
  const categoryBySlug = (slug: string | undefined) =>
    slug === undefined ? undefined : index.categoryList.find((c) => c.slug.en === slug || c.slug.de === slug);

  switch (first) {
    case 'search':
      return segments.length === 1 ? { ...ctx, search: true } : undefined;
    case 'outlet': {
      if (segments.length === 1) return { ...ctx, outlet: true };
      const category = categoryBySlug(second);
      return segments.length === 2 && category ? { ...ctx, outlet: true, category: category.id } : undefined;
    }
    // `/marken/{brand}/` is the storefront's brand listing nested under the brands page (spec section 2).
    case 'marken':
    case 'brand': {
      if (segments.length !== 2 || second === undefined) return undefined;
      const brand = index.brandList.find((b) => b.slug === second || String(b.id) === second);
      return brand ? { ...ctx, brand: brand.id } : undefined;
    }
    case 'sport': {
      if (segments.length < 2 || segments.length > 3) return undefined;
      const sport = index.sportList.find(
        (s) => s.parentId === null && (s.slug.en === second || s.slug.de === second),
      );
      if (!sport) return undefined;
      if (third === undefined) return { ...ctx, sport: sport.id };
      const sub = index.sportList.find(
        (s) => s.parentId === sport.id && (s.slug.en === third || s.slug.de === third),
      );
      return sub ? { ...ctx, sport: sport.id, subSport: sub.id } : undefined;
    }
    default: {
      const category = categoryBySlug(first);
      return segments.length === 1 && category ? { ...ctx, category: category.id } : undefined;
    }
  }
}

/** The path of a page in a language (without the `/de` prefix the storefront adds). */
export function pathOf(index: CatalogueIndex, ctx: PageContext, language: Language): string {
  const parts: string[] = [];
  const gender = index.genders.find((g) => g.id === ctx.gender);
  if (gender) parts.push(gender.slug[language]);
  const category = ctx.category === null ? undefined : index.categories.get(ctx.category);
  if (ctx.search) parts.push('search');
  else if (ctx.outlet) {
    parts.push('outlet');
    if (category) parts.push(category.slug[language]);
  } else if (ctx.brand !== null) {
    parts.push('brand', index.brands.get(ctx.brand)?.slug ?? String(ctx.brand));
  } else if (ctx.sport !== null) {
    const sport = index.sports.get(ctx.sport);
    parts.push('sport', sport?.slug[language] ?? '');
    const sub = ctx.subSport === null ? undefined : index.sports.get(ctx.subSport);
    if (sub) parts.push(sub.slug[language]);
  } else if (category) parts.push(category.slug[language]);
  return parts.length === 0 ? '/' : `/${parts.join('/')}/`;
}

/** The same page for another department (or none); categories, brands, sports and outlet kept. */
export function withGender(ctx: PageContext, gender: number | null): PageContext {
  return { ...ctx, gender };
}

/** The same page narrowed to another category (outlet and department kept; brand, sport, search dropped). */
export function withCategory(ctx: PageContext, category: number | null): PageContext {
  return { ...EMPTY_PAGE, gender: ctx.gender, outlet: ctx.outlet, category };
}
