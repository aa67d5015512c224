import { isOptionInStock, type ProductOption } from './product.js';

/**
 * One colour of an article: the same product in that colour, with its own page. An optional
 * capability of the API (issue 36): a product or tile without `colourVariants` comes in one colour.
 */
export interface ColourVariant {
  readonly id: number;
  /** App path of the product in this colour. */
  readonly url: string;
  readonly colour: { readonly name: string; readonly hex: string };
  /** False when no size of this colour is in stock. */
  readonly available: boolean;
}

/** Swatches drawn at most: an article in more colours links to its page for the rest. */
export const MAX_SWATCHES = 6;

const HEX = /^#[0-9a-f]{6}$/i;
const APP_PATH = /^\/(?!\/)[^\s\\]*$/;

/**
 * The colours of product `productId` as the API sends them: entries that do not read (no whole id, a
 * path that is not the shop's, a colour that is no `#rrggbb`, a repeated id) are left out. The list
 * counts only when the product itself is in it and at least one other colour is: otherwise there is
 * nothing to switch to, and the answer is an empty list.
 */
export function readColourVariants(raw: unknown, productId: number): readonly ColourVariant[] {
  if (!Array.isArray(raw)) return [];
  const seen = new Set<number>();
  const variants: ColourVariant[] = [];
  for (const entry of raw as unknown[]) {
    const variant = readVariant(entry);
    if (!variant || seen.has(variant.id)) continue;
    seen.add(variant.id);
    variants.push(variant);
  }
  return seen.has(productId) && variants.length >= 2 ? variants : [];
}

function readVariant(entry: unknown): ColourVariant | undefined {
  if (typeof entry !== 'object' || entry === null) return undefined;
  const { id, url, colour, available } = entry as Record<string, unknown>;
  if (typeof id !== 'number' || !Number.isSafeInteger(id) || id <= 0) return undefined;
  if (typeof url !== 'string' || !APP_PATH.test(url)) return undefined;
  if (typeof colour !== 'object' || colour === null) return undefined;
  const { name, hex } = colour as Record<string, unknown>;
  if (typeof name !== 'string' || name.trim() === '' || typeof hex !== 'string' || !HEX.test(hex)) {
    return undefined;
  }
  return { id, url, colour: { name: name.trim(), hex: hex.toLowerCase() }, available: available !== false };
}

/**
 * The size kept when the shopper switches to another colour: the size of the same title, when the new
 * colour has it in stock; otherwise none, and the shopper chooses again.
 */
export function sizeInOtherColour(
  chosenTitle: string | undefined,
  options: readonly ProductOption[],
): ProductOption | null {
  if (chosenTitle === undefined) return null;
  return options.find((option) => option.title === chosenTitle && isOptionInStock(option)) ?? null;
}
