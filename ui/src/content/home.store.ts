import { action, observable, observableRef, runInAction } from 'mobx';
import { makeStoreObservable } from '../app/store-observability';
import { Gender, type Language, type Logger, isLanguage } from '@fanshop/core/shared';
import { type PriceType, isPriceType } from '@fanshop/core/pricing';
import type { ProductTile, LoadListing } from '@fanshop/core/catalog';
import type { Brand, BlogPostTeaser, LoadBrands, LoadBlogListing } from '@fanshop/core/content';
import type { Hydratable } from '../app/hydration';
import { shopPaths } from './shop-paths';

/** The sections of the home page that come from the API. */
export type HomeSection = 'featured' | 'brands' | 'posts';

/** Where a section is: not asked yet, on its way, shown, or failed (with a retry). */
export type SectionStatus = 'idle' | 'loading' | 'ready' | 'failed';

/** How much of each list the home page shows. */
export const HOME_LIMITS = { featured: 8, brands: 12, posts: 3 } as const;

/** For whom and in which language the home page was loaded: a retry asks again the same way. */
export interface HomeRequest {
  readonly language: Language;
  readonly priceType: PriceType;
}

interface HomeState {
  readonly request: HomeRequest | null;
  readonly featured: readonly ProductTile[];
  readonly brands: readonly Brand[];
  readonly posts: readonly BlogPostTeaser[];
  readonly status: Readonly<Record<HomeSection, SectionStatus>>;
}

/** The use cases behind the home page's sections. */
export interface HomeUseCases {
  readonly loadListing: LoadListing;
  readonly loadBrands: LoadBrands;
  readonly loadBlogListing: LoadBlogListing;
}

const SECTIONS: readonly HomeSection[] = ['featured', 'brands', 'posts'];

/**
 * The home page: featured national-team jerseys (the jerseys listing, priced for the shopper's price
 * type), the brands strip in `data.position` order and the latest blog posts. Sections load side by
 * side and fail on their own: a failed one keeps what it showed and offers a retry, the others stay.
 */
export class HomeStore implements Hydratable {
  readonly hydrationKey = 'home';
  featured: readonly ProductTile[] = [];
  brands: readonly Brand[] = [];
  posts: readonly BlogPostTeaser[] = [];
  status: Record<HomeSection, SectionStatus> = { featured: 'idle', brands: 'idle', posts: 'idle' };
  private request: HomeRequest | null = null;
  private readonly generations: Record<HomeSection, number> = { featured: 0, brands: 0, posts: 0 };

  constructor(
    private readonly useCases: HomeUseCases,
    private readonly logger: Logger,
  ) {
    makeStoreObservable<HomeStore, 'setStatus'>(this, {
      featured: observableRef,
      brands: observableRef,
      posts: observableRef,
      status: observable,
      setStatus: action,
      hydrate: action,
    });
  }

  /** True while any section is on its way. */
  isLoading(section: HomeSection): boolean {
    return this.status[section] === 'loading';
  }

  /**
   * Loads every section for a language and price type. Sections already shown for the same request
   * are kept (client navigation back home does not fetch again); it never rejects.
   */
  async load(request: HomeRequest): Promise<void> {
    const same =
      this.request !== null &&
      this.request.language === request.language &&
      this.request.priceType === request.priceType;
    this.request = request;
    await Promise.all(
      SECTIONS.filter((section) => !same || this.status[section] !== 'ready').map((section) =>
        this.loadSection(section),
      ),
    );
  }

  /** Asks again for a failed section, the same way as before. */
  async retry(section: HomeSection): Promise<void> {
    if (this.request === null || this.status[section] === 'loading') return;
    await this.loadSection(section);
  }

  dehydrate(): HomeState {
    return {
      request: this.request,
      featured: this.featured,
      brands: this.brands,
      posts: this.posts,
      status: this.status,
    };
  }

  hydrate(state: unknown): void {
    const s = state as Partial<HomeState> | null | undefined;
    if (!s || typeof s !== 'object') return;
    if (s.request && isLanguage(s.request.language) && isPriceType(s.request.priceType)) {
      this.request = { language: s.request.language, priceType: s.request.priceType };
    }
    if (Array.isArray(s.featured)) this.featured = s.featured;
    if (Array.isArray(s.brands)) this.brands = s.brands;
    if (Array.isArray(s.posts)) this.posts = s.posts;
    for (const section of SECTIONS) {
      const status = s.status?.[section];
      // A load cut short on the server counts as failed: the shopper gets the retry.
      if (status === 'ready' || status === 'failed') this.status[section] = status;
      else if (status === 'loading') this.status[section] = 'failed';
    }
  }

  private setStatus(section: HomeSection, status: SectionStatus): void {
    this.status[section] = status;
  }

  private async loadSection(section: HomeSection): Promise<void> {
    const request = this.request;
    if (request === null) return;
    const generation = ++this.generations[section];
    this.setStatus(section, 'loading');
    try {
      const apply = await this.fetchSection(section, request);
      // A newer load of the section (another language, a retry) wins over this one.
      if (generation !== this.generations[section]) return;
      runInAction(() => {
        apply();
        this.status[section] = 'ready';
      });
    } catch (error) {
      if (generation !== this.generations[section]) return;
      this.logger.error('home section failed to load', { section, error: String(error) });
      this.setStatus(section, 'failed');
    }
  }

  /** Fetches a section through its use case and answers how to show it. */
  private async fetchSection(section: HomeSection, request: HomeRequest): Promise<() => void> {
    const paths = shopPaths(request.language);
    switch (section) {
      case 'featured': {
        const { listing } = await this.useCases.loadListing.execute({
          path: paths.jerseys,
          query: '',
          priceType: request.priceType,
          language: request.language,
        });
        return () => (this.featured = listing.products.slice(0, HOME_LIMITS.featured));
      }
      case 'brands': {
        const page = await this.useCases.loadBrands.execute(Gender.unknown, request.language);
        return () => (this.brands = page.brands.slice(0, HOME_LIMITS.brands));
      }
      case 'posts': {
        const listing = await this.useCases.loadBlogListing.execute(paths.blog, request.language, 1);
        return () => (this.posts = listing.posts.slice(0, HOME_LIMITS.posts));
      }
    }
  }
}
