import type { Clock } from '@fanshop/core/shared';
import type { ListingGateway, ProductGateway } from '@fanshop/core/catalog';
import type { ContentGateway } from '@fanshop/core/content';
import { SharedAnswers } from './shared-answers';

/**
 * How long the server hands one catalogue answer to every guest asking the same: far shorter than the
 * shared cache keeps the page itself (`cache-policy.ts`: 60 s and more), so it adds no staleness a
 * guest could notice, yet a burst of guests on one listing costs the API one call per few seconds.
 */
export const SERVER_GUEST_READ_TTL_MS = 5_000;

/** At most this many answers are kept; the oldest goes first (a crawler walking every page). */
export const SERVER_GUEST_READ_ENTRIES = 500;

/**
 * A guest's catalogue answers (listings, products, content pages) are the same for every guest who asks
 * the same thing in the same language: on the server, one answer serves all requests that ask for it
 * within `SERVER_GUEST_READ_TTL_MS`, and requests arriving while it loads wait for that one call.
 * A customer's reads are never shared (the API prices them for the customer's role), nor is a failed
 * answer. The answers are domain values the stores only read (docs/adr/0013-shared-guest-reads.md).
 */
export class SharedGuestReads {
  private readonly answers: SharedAnswers;

  constructor(clock: Clock, ttlMs = SERVER_GUEST_READ_TTL_MS, maxEntries = SERVER_GUEST_READ_ENTRIES) {
    this.answers = new SharedAnswers(clock, ttlMs, maxEntries);
  }

  /** How many answers are kept now. */
  get size(): number {
    return this.answers.size;
  }

  /** The listing gateway of one request: shared while `isGuest()`, the request's own otherwise. */
  listing(inner: ListingGateway, isGuest: () => boolean): ListingGateway {
    return {
      getListing: (request) =>
        this.read(isGuest(), `listing|${JSON.stringify(request)}`, () => inner.getListing(request)),
    };
  }

  /** The product gateway of one request: shared while `isGuest()`. */
  product(inner: ProductGateway, isGuest: () => boolean): ProductGateway {
    return {
      getProduct: (path, language, priceType) =>
        this.read(isGuest(), `product|${path}|${language}|${priceType}`, () =>
          inner.getProduct(path, language, priceType),
        ),
    };
  }

  /** The content gateway of one request: shared while `isGuest()`. */
  content(inner: ContentGateway, isGuest: () => boolean): ContentGateway {
    const share = <T>(key: string, load: () => Promise<T>) => this.read(isGuest(), `content|${key}`, load);
    return {
      brands: (gender, language) =>
        share(`brands|${gender}|${language}`, () => inner.brands(gender, language)),
      blogListing: (path, language, page) =>
        share(`blog|${path}|${language}|${page}`, () => inner.blogListing(path, language, page)),
      blogArticle: (path, language, priceType) =>
        share(`article|${path}|${language}|${priceType}`, () => inner.blogArticle(path, language, priceType)),
      faqOverview: (path, language) =>
        share(`faq|${path}|${language}`, () => inner.faqOverview(path, language)),
      faqDetail: (path, language) =>
        share(`faq-detail|${path}|${language}`, () => inner.faqDetail(path, language)),
      staticPage: (path, language) =>
        share(`static|${path}|${language}`, () => inner.staticPage(path, language)),
    };
  }

  private read<T>(shared: boolean, key: string, load: () => Promise<T>): Promise<T> {
    return shared ? this.answers.get(key, load) : load();
  }
}
