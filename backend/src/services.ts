import { FailureLimiter } from '@fanshop/core/shared';
import type { CatalogueApi } from './catalogue/catalogue-api';
import { type ApiConfig, DEFAULT_CONFIG } from './config';
import type { Database } from './db/database';
import { AccountStore } from './accounts/account-store';
import { AddressStore } from './accounts/address-store';
import { DeviceCookies, newDeviceSecret } from './accounts/device-cookie';
import { LoginThrottle } from './accounts/login-throttle';
import { PasswordHasher } from './accounts/passwords';
import { MailPacer } from './mail/mail-pacer';
import { SYSTEM_TIMERS, type Timers } from './shared/timers';
import { CartService } from './cart/cart-service';
import { Outbox } from './mail/outbox';
import { OrderService } from './orders/order-service';
import { WishlistService } from './wishlist/wishlist-service';

/** Everything the API and the checkout host share: one database, one catalogue, one set of stores. */
export interface Services {
  readonly db: Database;
  readonly config: ApiConfig;
  readonly now: () => number;
  readonly timers: Timers;
  readonly catalogue: CatalogueApi;
  readonly accounts: AccountStore;
  readonly addresses: AddressStore;
  readonly passwords: PasswordHasher;
  /**
   * Login limits: failures per client address (refused at the limit), and a growing delay per account,
   * or per device of an account for a browser that has logged in to it before.
   */
  readonly loginLimits: { readonly account: LoginThrottle; readonly client: FailureLimiter };
  /** Wrong current passwords on a password change, per customer. */
  readonly passwordChangeLimit: FailureLimiter;
  readonly devices: DeviceCookies;
  readonly outbox: Outbox;
  /** Paces account mails per address, so nobody can flood a mailbox through the public calls. */
  readonly mailPacer: MailPacer;
  readonly carts: CartService;
  readonly wishlists: WishlistService;
  readonly orders: OrderService;
}

/** What the services are built from; time is replaceable for tests (`timers`, or only the clock `now`). */
export interface ServiceOptions {
  readonly db: Database;
  readonly catalogue: CatalogueApi;
  readonly config?: Partial<ApiConfig>;
  readonly now?: () => number;
  readonly timers?: Timers;
}

/** Builds the stores over a migrated database. */
export function createServices(options: ServiceOptions): Services {
  const config: ApiConfig = { ...DEFAULT_CONFIG, ...options.config };
  const timers: Timers =
    options.timers ?? (options.now ? { ...SYSTEM_TIMERS, now: options.now } : SYSTEM_TIMERS);
  const now = timers.now;
  const { db, catalogue } = options;
  const limits = config.loginLimit;
  const carts = new CartService(db, catalogue, now);
  return {
    db,
    config,
    now,
    timers,
    catalogue,
    accounts: new AccountStore(db, now),
    addresses: new AddressStore(db, now),
    passwords: new PasswordHasher(config.passwordPolicy),
    loginLimits: {
      account: new LoginThrottle(
        {
          freeFailures: limits.perAccount,
          baseDelayMs: limits.baseDelayMs,
          maxDelayMs: limits.maxDelayMs,
          windowMs: limits.windowMs,
          maxWaitMs: limits.maxWaitMs,
        },
        now,
      ),
      client: new FailureLimiter(limits.perClient, limits.windowMs, now),
    },
    passwordChangeLimit: new FailureLimiter(limits.perAccount, limits.windowMs, now),
    devices: new DeviceCookies(config.deviceSecret ?? newDeviceSecret(), {
      secure: config.secureCookies,
      domain: config.cookieDomain,
      maxAgeSeconds: 365 * 24 * 60 * 60,
    }),
    outbox: new Outbox(db, now),
    mailPacer: new MailPacer(timers, config.mailIntervalMs),
    carts,
    wishlists: new WishlistService(db, catalogue, now),
    orders: new OrderService(db, catalogue, carts, now),
  };
}
