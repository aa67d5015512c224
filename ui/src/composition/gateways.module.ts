import { ContainerModule } from 'inversify';
import { TOKENS } from '../di/tokens';
import type { ApiLayer } from './api-layer';
import { lazyPort, type Gateways } from './gateways';

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
  const port = <K extends keyof Gateways>(key: K) => lazyPort(() => gateways().then((g) => g[key]));
  return new ContainerModule(({ bind }) => {
    bind(TOKENS.AuthGateway).toConstantValue(port('auth'));
    bind(TOKENS.AccountGateway).toConstantValue(port('account'));
    bind(TOKENS.CartGateway).toConstantValue(port('cart'));
    bind(TOKENS.WishlistGateway).toConstantValue(port('wishlist'));
    bind(TOKENS.ListingGateway).toConstantValue(port('listing'));
    bind(TOKENS.ProductGateway).toConstantValue(port('product'));
    bind(TOKENS.HeaderGateway).toConstantValue(port('header'));
    bind(TOKENS.ContentGateway).toConstantValue(port('content'));
    bind(TOKENS.SitemapGateway).toConstantValue(port('sitemap'));
    // Wishlist tiles only ever arrive in an API answer, so the layer is there by the time one is read.
    bind(TOKENS.WishlistTileReader).toConstantValue((product) => layer?.readWishlistTile(product) ?? null);
  });
}
