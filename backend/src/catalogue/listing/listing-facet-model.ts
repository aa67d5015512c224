/**
 * The listing's facet groups and their values, derived once per index: the value ids a request may
 * select, the group each belongs to, and the sub-sports under each sport.
 */
import { FILTER_NAMES, FilterName } from '@fanshop/core/catalog';
import { FV_BASE, FV_NEW, FV_SALE, type CatalogueIndex, type Named } from '../index/catalogue-index';
import { sizeTitle } from '../product/tiles';

/** The filter groups: core's filter names (spec section 3). */
export type GroupName = FilterName;

/** The groups whose values narrow the products (all but price and sorting). */
export type FacetGroup = Exclude<GroupName, 'price' | 'sorting'>;
export const FACET_GROUPS: readonly FacetGroup[] = FILTER_NAMES.filter(
  (name): name is FacetGroup => name !== FilterName.price && name !== FilterName.sorting,
);

/** One value of a facet group. */
export interface ValueDef {
  readonly fvId: number;
  readonly group: FacetGroup;
  readonly name: Named;
  readonly type: string;
  /** For sports: the sub-sport values; for sub-sports: the parent's value id. */
  readonly children?: readonly number[];
  readonly parent?: number;
  readonly hex?: string;
  readonly id: number;
}

/** The facet groups and their values, derived once per index. */
export interface FacetModel {
  readonly groups: Readonly<Record<FacetGroup, readonly ValueDef[]>>;
  readonly byId: ReadonlyMap<number, ValueDef>;
}

/** Builds the facet groups of an index. */
export function buildFacetModel(index: CatalogueIndex): FacetModel {
  const groups: Record<FacetGroup, ValueDef[]> = {
    GENERAL_Brand: [...index.brandList]
      .sort((a, b) => a.name.localeCompare(b.name, 'en'))
      .map((b) => ({
        fvId: FV_BASE.brand + b.id,
        group: 'GENERAL_Brand',
        name: { en: b.name, de: b.name },
        type: 'brand',
        id: b.id,
      })),
    GENERAL_Color: index.colourList.map((c) => ({
      fvId: FV_BASE.colour + c.id,
      group: 'GENERAL_Color',
      name: c.name,
      type: c.sysname,
      hex: c.hex,
      id: c.id,
    })),
    GENERAL_Gender: index.genders.map((g) => ({
      fvId: g.id,
      group: 'GENERAL_Gender',
      name: g.name,
      type: g.sysname,
      id: g.id,
    })),
    GENERAL_Size: index.sizeList.map((s) => ({
      fvId: FV_BASE.size + s.id,
      group: 'GENERAL_Size',
      name: { en: sizeTitle(s.title, 'en'), de: sizeTitle(s.title, 'de') },
      type: s.kind,
      id: s.id,
    })),
    addition: [
      { fvId: FV_SALE, group: 'addition', name: { en: 'Sale', de: 'Sale' }, type: 'sale', id: 1 },
      { fvId: FV_NEW, group: 'addition', name: { en: 'New in', de: 'Neu' }, type: 'new', id: 2 },
    ],
    sports: index.sportList.map((s) => ({
      fvId: FV_BASE.sport + s.id,
      group: 'sports',
      name: s.name,
      type: s.parentId === null ? 'sport' : 'subsport',
      id: s.id,
      ...(s.parentId === null
        ? { children: s.children.map((c) => FV_BASE.sport + c) }
        : { parent: FV_BASE.sport + s.parentId }),
    })),
  };
  const byId = new Map<number, ValueDef>();
  for (const g of FACET_GROUPS) for (const v of groups[g]) byId.set(v.fvId, v);
  return { groups, byId };
}
