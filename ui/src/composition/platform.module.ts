import { ContainerModule } from 'inversify';
import { StorageAnalyticsVisitStore } from '@fanshop/adapters/analytics';
import {
  CookieCredentialStore,
  StorageMergeIdStore,
  CryptoRequestIdFactory,
  MemoryStorage,
} from '@fanshop/adapters/storage';
import { CART_MERGE_STORAGE_KEY, WISHLIST_MERGE_STORAGE_KEY } from '@fanshop/core/shared';
import { TOKENS } from '../di/tokens';
import type { Host } from './host';

/**
 * The host's services (config, time, logging, navigation, storage, analytics). The HTTP client is
 * the API layer's (`api-layer.ts`).
 */
export function platformModule(host: Host): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind(TOKENS.AppConfig).toConstantValue(host.config);
    bind(TOKENS.Scheduler).toConstantValue(host.scheduler);
    bind(TOKENS.Logger).toConstantValue(host.logger);
    bind(TOKENS.Navigator).toConstantValue(host.navigator);
    bind(TOKENS.ScrollLock).toConstantValue(host.scrollLock);
    bind(TOKENS.AnalyticsSink).toConstantValue(host.analytics);
    bind(TOKENS.AnalyticsVisitStore).toConstantValue(
      new StorageAnalyticsVisitStore(host.tabStorage ?? new MemoryStorage()),
    );
    bind(TOKENS.CredentialStore).toConstantValue(new CookieCredentialStore(host.cookies, host.storage));
    bind(TOKENS.RequestIdFactory).toConstantValue(new CryptoRequestIdFactory());
    bind(TOKENS.CartMergeIdStore).toConstantValue(
      new StorageMergeIdStore(host.storage, CART_MERGE_STORAGE_KEY),
    );
    bind(TOKENS.WishlistMergeIdStore).toConstantValue(
      new StorageMergeIdStore(host.storage, WISHLIST_MERGE_STORAGE_KEY),
    );
  });
}
