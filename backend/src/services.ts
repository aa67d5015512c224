import type { CatalogueApi } from './catalogue/catalogue-api';
import { type ApiConfig, DEFAULT_CONFIG } from './config';
import type { Database } from './db/database';
import { AccountStore } from './accounts/account-store';
import { AddressStore } from './accounts/address-store';
import { PasswordHasher } from './accounts/passwords';
import { FailureLimiter } from './accounts/rate-limit';
import { CartService } from './cart/cart-service';
import { Outbox } from './mail/outbox';
import { OrderService } from './orders/order-service';
import { WishlistService } from './wishlist/wishlist-service';

/** Everything the API and the checkout host share: one database, one catalogue, one set of stores. */
export interface Services {
  readonly db: Database;
  readonly config: ApiConfig;
  readonly now: () => number;
  readonly catalogue: CatalogueApi;
  readonly accounts: AccountStore;
  readonly addresses: AddressStore;
  readonly passwords: PasswordHasher;
  readonly loginLimits: { readonly account: FailureLimiter; readonly client: FailureLimiter };
  readonly outbox: Outbox;
  /** Counts account mails per address, so nobody can flood a mailbox through the public calls. */
  readonly mailLimit: FailureLimiter;
  readonly carts: CartService;
  readonly wishlists: WishlistService;
  readonly orders: OrderService;
}

/** What the services are built from; the clock is replaceable for tests. */
export interface ServiceOptions {
  readonly db: Database;
  readonly catalogue: CatalogueApi;
  readonly config?: Partial<ApiConfig>;
  readonly now?: () => number;
}

/** Builds the stores over a migrated database. */
export function createServices(options: ServiceOptions): Services {
  const config: ApiConfig = { ...DEFAULT_CONFIG, ...options.config };
  const now = options.now ?? Date.now;
  const { db, catalogue } = options;
  const carts = new CartService(db, catalogue, now);
  return {
    db,
    config,
    now,
    catalogue,
    accounts: new AccountStore(db, now),
    addresses: new AddressStore(db, now),
    passwords: new PasswordHasher(config.scryptCost),
    loginLimits: {
      account: new FailureLimiter(config.loginLimit.perAccount, config.loginLimit.windowMs, now),
      client: new FailureLimiter(config.loginLimit.perClient, config.loginLimit.windowMs, now),
    },
    outbox: new Outbox(db, now),
    mailLimit: new FailureLimiter(config.mailLimit.perAddress, config.mailLimit.windowMs, now),
    carts,
    wishlists: new WishlistService(db, catalogue, now),
    orders: new OrderService(db, catalogue, carts, now),
  };
}
