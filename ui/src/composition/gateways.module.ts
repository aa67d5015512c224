import { ContainerModule } from 'inversify';
import { HttpAuthGateway } from '@fanshop/adapters/gateways/http-auth-gateway';
import { HttpAccountGateway } from '@fanshop/adapters/gateways/http-account-gateway';
import { HttpCartGateway } from '@fanshop/adapters/gateways/http-cart-gateway';
import { HttpWishlistGateway } from '@fanshop/adapters/gateways/http-wishlist-gateway';
import { HttpListingGateway } from '@fanshop/adapters/gateways/http-listing-gateway';
import { HttpProductGateway } from '@fanshop/adapters/gateways/http-product-gateway';
import { HttpHeaderGateway } from '@fanshop/adapters/gateways/http-header-gateway';
import { HttpContentGateway } from '@fanshop/adapters/gateways/http-content-gateway';
import { HttpSitemapGateway } from '@fanshop/adapters/gateways/http-sitemap-gateway';
import { TOKENS } from '../di/tokens';
import { HTTP_CLIENT } from './composition-tokens';

/** The shop API's gateways over the one HTTP client of the container. */
export function gatewaysModule(): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind(TOKENS.AuthGateway).toResolvedValue((http) => new HttpAuthGateway(http), [HTTP_CLIENT]);
    bind(TOKENS.AccountGateway).toResolvedValue((http) => new HttpAccountGateway(http), [HTTP_CLIENT]);
    // Cart and wishlist calls always carry a request id: a guest gets one on first need.
    bind(TOKENS.CartGateway).toResolvedValue(
      (http, ensure) => new HttpCartGateway(http, () => ensure.execute()),
      [HTTP_CLIENT, TOKENS.EnsureRequestId],
    );
    bind(TOKENS.WishlistGateway).toResolvedValue(
      (http, ensure, scheduler) => new HttpWishlistGateway(http, () => ensure.execute(), scheduler),
      [HTTP_CLIENT, TOKENS.EnsureRequestId, TOKENS.Scheduler],
    );
    bind(TOKENS.ListingGateway).toResolvedValue((http) => new HttpListingGateway(http), [HTTP_CLIENT]);
    bind(TOKENS.ProductGateway).toResolvedValue((http) => new HttpProductGateway(http), [HTTP_CLIENT]);
    bind(TOKENS.HeaderGateway).toResolvedValue(
      (http, scheduler) => new HttpHeaderGateway(http, scheduler),
      [HTTP_CLIENT, TOKENS.Scheduler],
    );
    bind(TOKENS.ContentGateway).toResolvedValue((http) => new HttpContentGateway(http), [HTTP_CLIENT]);
    bind(TOKENS.SitemapGateway).toResolvedValue((http) => new HttpSitemapGateway(http), [HTTP_CLIENT]);
  });
}
