/**
 * Filter value ids are global integers, unique over all groups, so the storefront can keep every
 * selection in one ascending `filters` list: genders 1–3, brands 1000+id, colours 2000+id,
 * sizes 3000+id, sports and sub-sports 4000+id, additions 5001 (sale) and 5002 (new).
 */
export const FV_BASE = { brand: 1000, colour: 2000, size: 3000, sport: 4000 } as const;
export const FV_SALE = 5001;
export const FV_NEW = 5002;
/** Every filter value id is below this, so counts can live in a flat array indexed by id. */
export const VALUE_ID_LIMIT = FV_NEW + 1;

/** The bits of a product's flags. */
export const FLAG = { heavy: 1, bike: 2, ski: 4, outlet: 8, sale: 16, new: 32 } as const;
