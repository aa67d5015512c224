/**
 * Test doubles for other frontends' tests: in-memory gateways and stores, a fake scheduler, recording sinks and object mothers. No runtime dependencies.
 *
 * @module
 */
export { ShippingAddressMother, AccountMother, OrderMother } from '../account/testing/account-mother.js';
export { FakeAccountGateway } from '../account/testing/fake-account-gateway.js';
export { AnalyticsProductMother } from '../analytics/testing/analytics-product-mother.js';
export { MemoryAnalyticsVisitStore } from '../analytics/testing/memory-analytics-visit-store.js';
export {
  RecordingAnalyticsSink,
  type AnalyticsEventNamed,
} from '../analytics/testing/recording-analytics-sink.js';
export { aCartProduct, aCart } from '../cart/testing/cart-mother.js';
export {
  serverError,
  InMemoryCartGateway,
  hashOf,
  type StoredLine,
} from '../cart/testing/in-memory-cart-gateway.js';
export { MemoryCartMergeIdStore } from '../cart/testing/memory-cart-merge-id-store.js';
export { SwitchableGuestStatus } from '../cart/testing/switchable-guest-status.js';
export { InMemoryListingGateway } from '../catalog/testing/in-memory-listing-gateway.js';
export { InMemoryProductGateway } from '../catalog/testing/in-memory-product-gateway.js';
export { InMemorySitemapGateway } from '../catalog/testing/in-memory-sitemap-gateway.js';
export {
  V,
  value,
  sport,
  filter,
  FILTERS,
  selectedFor,
  ListingMother,
  type ListingSpec,
} from '../catalog/testing/listing-mother.js';
export { ProductMother } from '../catalog/testing/product-mother.js';
export { brand, ContentMother } from '../content/testing/content-mother.js';
export { InMemoryContentGateway, type ContentCall } from '../content/testing/in-memory-content-gateway.js';
export { FakeHeaderGateway, type HeldCall } from '../header/testing/fake-header-gateway.js';
export { aSuggestion, aPreviewProduct, aBlogPost, someHeaderData } from '../header/testing/header-mother.js';
export { FakeScrollLock } from '../menu/testing/fake-scroll-lock.js';
export { aMenuItem, aBrand, aBanner, aGenderRoot, aMobileMenu } from '../menu/testing/menu-mother.js';
export { RecordingNavigator, type StepRecorder } from '../navigation/testing/recording-navigator.js';
export { ProductPricesMother } from '../pricing/testing/product-prices-mother.js';
export { FakeAuthGateway, type LogoutBehaviour } from '../session/testing/fake-auth-gateway.js';
export {
  FakeGuestMerge,
  MemoryMergeIdStore,
  FakeSessionResettable,
} from '../session/testing/fake-guest-state.js';
export { Journal } from '../session/testing/journal.js';
export { MemoryCredentialStore } from '../session/testing/memory-credential-store.js';
export { SequentialRequestIdFactory } from '../session/testing/sequential-request-id-factory.js';
export { AuthAnswerMother, CredentialsMother, ApiFailureMother } from '../session/testing/session-mother.js';
export { sessionWorld } from '../session/testing/session-world.js';
export { FakeScheduler, flushMicrotasks } from '../shared/testing/fake-scheduler.js';
export { MemoryLogger, type LogEntry } from '../shared/testing/memory-logger.js';
export { InMemoryWishlistGateway } from '../wishlist/testing/in-memory-wishlist-gateway.js';
export { MemoryWishlistMergeIdStore } from '../wishlist/testing/memory-wishlist-merge-id-store.js';
export { wishlistFixture } from '../wishlist/testing/wishlist-fixture.js';
export { aWishlistProduct, aWishlist } from '../wishlist/testing/wishlist-mother.js';
