import type { AnalyticsSink } from '@fanshop/core/analytics';
import type { PriceType } from '@fanshop/core/pricing';
import type { Logger } from '@fanshop/core/shared';

/** What the stores of the shopper's lists take besides their use cases: analytics, and what loading needs. */
export interface ShopperListDeps {
  readonly analytics: AnalyticsSink;
  /** The shopper's price type, for analytics values. */
  readonly priceType: () => PriceType;
  readonly logger: Logger;
  /** Whether the visitor has a token or request id; without one there is no list to load (always when absent). */
  readonly hasIdentity?: () => boolean;
}

/** What a store shows at each step of loading one of the shopper's lists. */
export interface ListLoadSteps<T> {
  /** The visitor has no identity yet: the list does not exist until a first add creates it. */
  none(): void;
  loading(): void;
  loaded(list: T): void;
  /** The load failed; what is shown stays. */
  failed(): void;
}

/**
 * Loads one of the shopper's lists (the cart, the wishlist) into a store: nothing to load before the
 * visitor has an identity, only the newest load shows its answer, and a failure is logged and keeps
 * what is shown. The cart and wishlist stores load alike through it.
 */
export class LatestListLoad<T> {
  private generation = 0;

  constructor(
    private readonly what: string,
    private readonly logger: Logger,
    private readonly hasIdentity: () => boolean = () => true,
  ) {}

  /** A load on its way no longer applies: the session ended, or a newer list came from elsewhere. */
  supersede(): void {
    this.generation++;
  }

  async run(load: () => Promise<T>, steps: ListLoadSteps<T>): Promise<void> {
    const generation = ++this.generation;
    if (!this.hasIdentity()) {
      steps.none();
      return;
    }
    steps.loading();
    try {
      const list = await load();
      if (generation === this.generation) steps.loaded(list);
    } catch (error) {
      if (generation !== this.generation) return;
      this.logger.error(`${this.what} could not be loaded`, { error: String(error) });
      steps.failed();
    }
  }
}
