import { type ProductTile, readColourVariants } from '@fanshop/core/catalog';
import type { RawProductTile } from './schemas/catalog.js';
import { assetUrl } from './asset-url.js';

/**
 * A parsed tile as the core's `ProductTile`: the colour object becomes its name, the image a URL on
 * the API host. Prices stay in cents as the API sends them; the API's `vk` is already the price of
 * the request's price type, so `displayPrice` shows what this shopper pays.
 */
export function toProductTile(raw: RawProductTile, apiBaseUrl: string): ProductTile {
  const colourVariants = readColourVariants(raw.colourVariants, raw.id);
  return {
    id: raw.id,
    name: raw.name,
    brand: raw.brand,
    url: raw.url,
    image: assetUrl(apiBaseUrl, raw.image),
    colour: typeof raw.colour === 'string' ? raw.colour : raw.colour.name,
    prices: raw.prices,
    isHeavy: raw.isHeavy,
    isBike: raw.isBike,
    isSki: raw.isSki,
    ...(colourVariants.length > 0 ? { colourVariants } : {}),
  };
}
