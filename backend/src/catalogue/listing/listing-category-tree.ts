/**
 * The listing answer's `categoryTree`: the categories with products and the department links. The
 * categories are counted without the page's own category, so each shows what choosing it would list.
 */
import type { Bitset } from '../index/bitset';
import type { Language } from '../catalogue-api';
import { categoryAncestry, type CatalogueIndex, type CategoryRef } from '../index/catalogue-index';
import { categoryCounts } from './listing-counts';
import { pathOf, withCategory, withGender, type PageContext } from './listing-path';
import type { CategoryNode, ListingResponse } from './listing-response';

/** The category the page's path names, if any. */
export function pageCategory(index: CatalogueIndex, ctx: PageContext): CategoryRef | undefined {
  return ctx.category === null ? undefined : index.categories.get(ctx.category);
}

/**
 * The tree over `withoutCategory` (the result without the page's category): a category shows while
 * it has products or lies on the page's path; genders carry their facet counts (`counts`).
 */
export function categoryTree(
  index: CatalogueIndex,
  ctx: PageContext,
  withoutCategory: Bitset,
  counts: Int32Array,
  language: Language,
): ListingResponse['categoryTree'] {
  const perCategory = categoryCounts(index, withoutCategory);
  const categoryCount = (id: number): number => perCategory[id] ?? 0;
  const selectedCategories = new Set(categoryAncestry(index, ctx.category).map((c) => c.id));
  const node = (id: number): CategoryNode | undefined => {
    const cat = index.categories.get(id);
    if (!cat) return undefined;
    const n = categoryCount(id);
    if (n === 0 && !selectedCategories.has(id)) return undefined;
    return {
      id,
      name: cat.name[language],
      url: pathOf(index, withCategory(ctx, id), language),
      count: n,
      selected: selectedCategories.has(id),
      children: cat.children.map(node).filter((x): x is CategoryNode => x !== undefined),
    };
  };
  const tree = index.categoryList
    .filter((c) => c.parentId === null)
    .map((c) => node(c.id))
    .filter((x): x is CategoryNode => x !== undefined);
  const genders = index.genders.map((g) => ({
    id: g.id,
    name: g.name[language],
    url: pathOf(index, withGender(ctx, g.id), language),
    count: counts[g.id] ?? 0,
    selected: ctx.gender === g.id,
  }));
  const currentCategory = pageCategory(index, ctx);
  return {
    tree,
    genders,
    lastLevel: currentCategory !== undefined && currentCategory.children.length === 0,
    isGenderInRequest: ctx.gender !== null,
    outlet: ctx.outlet,
  };
}
