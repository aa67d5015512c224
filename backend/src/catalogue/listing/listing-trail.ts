/**
 * The listing answer's `breadcrumbs`: the steps from home to the page, as the product answer's run
 * (department, then categories), so that a listing and the products in it show the same trail. Each
 * step is a page of its own: the department, an outlet, each category above the page's, a sport
 * above its sub-sport, and the page last. Search results have none.
 */
import type { Breadcrumb } from '@fanshop/core/catalog';
import type { Language } from '../catalogue-api';
import { categoryAncestry, type CatalogueIndex } from '../index/catalogue-index';
import { EMPTY_PAGE, pathOf, type PageContext } from './listing-path';
import { OUTLET_NAME } from './listing-seo';

/** The trail of the page a path fixes, home left out. */
export function listingTrail(index: CatalogueIndex, ctx: PageContext, language: Language): Breadcrumb[] {
  if (ctx.search) return [];
  const trail: Breadcrumb[] = [];
  const step = (name: string | undefined, page: Partial<PageContext>): void => {
    if (name === undefined || name === '') return;
    trail.push({ name, url: pathOf(index, { ...EMPTY_PAGE, gender: ctx.gender, ...page }, language) });
  };
  step(index.genders.find((g) => g.id === ctx.gender)?.name[language], {});
  if (ctx.outlet) step(OUTLET_NAME[language], { outlet: true });
  for (const c of categoryAncestry(index, ctx.category).reverse())
    step(c.name[language], { outlet: ctx.outlet, category: c.id });
  if (ctx.brand !== null) step(index.brands.get(ctx.brand)?.name, { brand: ctx.brand });
  if (ctx.sport !== null) {
    step(index.sports.get(ctx.sport)?.name[language], { sport: ctx.sport });
    if (ctx.subSport !== null) {
      step(index.sports.get(ctx.subSport)?.name[language], { sport: ctx.sport, subSport: ctx.subSport });
    }
  }
  return trail;
}
