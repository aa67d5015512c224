import { productTile, toProductTile } from '@fanshop/adapters/gateways';
import { aPreviewProduct, type InMemoryWishlistGateway } from '@fanshop/core/testing';
import type { WishlistProduct, WishlistResponse } from '@fanshop/core/wishlist';

/**
 * A wishlist product as the adapters read it from a tile the shop API sends (docs/api.md, "Wishlist"):
 * core's tile with the colour and the prices as the API writes them, read into the catalogue's tile.
 */
export function anApiTile(id: number, overrides: Record<string, unknown> = {}): WishlistProduct {
  const sent = {
    ...aPreviewProduct({ id }),
    colour: { id: 3, name: 'Red', hex: '#c8102e' },
    prices: { vk: 4995, rrp: 5995 },
    ...overrides,
  };
  const read = productTile.safeParse(sent);
  return { id, tile: read.success ? toProductTile(read.data, 'http://api.test') : null };
}

/**
 * Makes the in-memory wishlist answer with full API tiles (the core's fake answers only id, name and
 * url), so the UI can show the products as tiles. `names` overrides product names by id.
 */
export function answerWithApiTiles(
  gateway: InMemoryWishlistGateway,
  names: Readonly<Record<number, string>> = {},
): InMemoryWishlistGateway {
  const enrich = (answer: WishlistResponse): WishlistResponse => ({
    ...answer,
    products: answer.products.map(({ id }) =>
      anApiTile(id, names[id] === undefined ? {} : { name: names[id] }),
    ),
  });
  const get = gateway.get.bind(gateway);
  const add = gateway.add.bind(gateway);
  const remove = gateway.remove.bind(gateway);
  const merge = gateway.merge.bind(gateway);
  gateway.get = async () => enrich(await get());
  gateway.add = async (id) => enrich(await add(id));
  gateway.remove = async (id) => enrich(await remove(id));
  gateway.merge = async (uuid) => enrich(await merge(uuid));
  return gateway;
}
