import { ContainerModule } from 'inversify';
import { TOKENS } from '../di/tokens';
import type { ApiLayer } from './api-layer';
import { lazyPort } from './gateways';

/**
 * The shop API's gateways, each forwarding to the API layer once it is there (`loadGateways`, called
 * at most once per container: eagerly on the server, after hydration in the browser).
 */
export function gatewaysModule(loadLayer: () => Promise<ApiLayer>): ContainerModule {
  let loading: Promise<ApiLayer> | null = null;
  let layer: ApiLayer | null = null;
  const gateways = () => {
    loading ??= loadLayer().then(
      (loaded) => (layer = loaded),
      (error: unknown) => {
        // A failed chunk load may succeed on the next call (the network came back).
        loading = null;
        throw error;
      },
    );
    return loading.then((loaded) => loaded.gateways);
  };
  return new ContainerModule(({ bind }) => {
    bind(TOKENS.AuthGateway).toConstantValue(lazyPort(() => gateways().then((g) => g.auth)));
    bind(TOKENS.AccountGateway).toConstantValue(lazyPort(() => gateways().then((g) => g.account)));
    bind(TOKENS.CartGateway).toConstantValue(lazyPort(() => gateways().then((g) => g.cart)));
    bind(TOKENS.WishlistGateway).toConstantValue(lazyPort(() => gateways().then((g) => g.wishlist)));
    bind(TOKENS.ListingGateway).toConstantValue(lazyPort(() => gateways().then((g) => g.listing)));
    bind(TOKENS.ProductGateway).toConstantValue(lazyPort(() => gateways().then((g) => g.product)));
    bind(TOKENS.HeaderGateway).toConstantValue(lazyPort(() => gateways().then((g) => g.header)));
    bind(TOKENS.ContentGateway).toConstantValue(lazyPort(() => gateways().then((g) => g.content)));
    bind(TOKENS.SitemapGateway).toConstantValue(lazyPort(() => gateways().then((g) => g.sitemap)));
    // Wishlist tiles only ever arrive in an API answer, so the layer is there by the time one is read.
    bind(TOKENS.WishlistTileReader).toConstantValue((product) => layer?.readWishlistTile(product) ?? null);
  });
}
