import { action, computed, makeObservable, observableRef } from 'mobx';
import type { PriceType } from '@fanshop/core/pricing';
import type { Gender, Language } from '@fanshop/core/shared';
import type {
  BrandsPage,
  BlogArticle,
  BlogListing,
  FaqDetail,
  FaqOverview,
  StaticPage,
  ContentUseCases,
} from '@fanshop/core/content';
import type { Hydratable } from '../app/hydration';

/** The content page on screen, by kind. */
export type ContentPage =
  | { readonly kind: 'brands'; readonly brands: BrandsPage }
  | { readonly kind: 'blogListing'; readonly listing: BlogListing }
  | { readonly kind: 'blogArticle'; readonly article: BlogArticle }
  | { readonly kind: 'faqOverview'; readonly overview: FaqOverview }
  | { readonly kind: 'faqDetail'; readonly detail: FaqDetail }
  | { readonly kind: 'static'; readonly page: StaticPage };

const KINDS: ReadonlySet<string> = new Set([
  'brands',
  'blogListing',
  'blogArticle',
  'faqOverview',
  'faqDetail',
  'static',
]);

/**
 * The current content page: brands (and their men and women variants), blog and guide listing,
 * article, FAQ overview and detail, static and services pages. Each load runs the core's use case;
 * a missing page rejects with the core's `PageNotFoundError` for the router's 404, and the page on
 * screen stays until the next one is there. Of overlapping loads only the latest one is shown.
 */
export class ContentStore implements Hydratable {
  readonly hydrationKey = 'content';
  page: ContentPage | null = null;
  private generation = 0;

  constructor(private readonly useCases: ContentUseCases) {
    makeObservable<ContentStore, 'show'>(this, {
      page: observableRef,
      brands: computed,
      blogListing: computed,
      blogArticle: computed,
      faqOverview: computed,
      faqDetail: computed,
      staticPage: computed,
      show: action,
      hydrate: action,
    });
  }

  get brands(): BrandsPage | null {
    return this.page?.kind === 'brands' ? this.page.brands : null;
  }

  get blogListing(): BlogListing | null {
    return this.page?.kind === 'blogListing' ? this.page.listing : null;
  }

  get blogArticle(): BlogArticle | null {
    return this.page?.kind === 'blogArticle' ? this.page.article : null;
  }

  get faqOverview(): FaqOverview | null {
    return this.page?.kind === 'faqOverview' ? this.page.overview : null;
  }

  get faqDetail(): FaqDetail | null {
    return this.page?.kind === 'faqDetail' ? this.page.detail : null;
  }

  get staticPage(): StaticPage | null {
    return this.page?.kind === 'static' ? this.page.page : null;
  }

  /** The brands page for everyone (`Gender.unknown`), or its men or women variant. */
  loadBrands(gender: Gender, language: Language): Promise<void> {
    return this.run(async () => ({
      kind: 'brands',
      brands: await this.useCases.loadBrands.execute(gender, language),
    }));
  }

  /** A page (one-based) of the blog and guide listing at `path`. */
  loadBlogListing(path: string, language: Language, page: number): Promise<void> {
    return this.run(async () => ({
      kind: 'blogListing',
      listing: await this.useCases.loadBlogListing.execute(path, language, page),
    }));
  }

  /** An article; the products it is about come in the shopper's price type. */
  loadBlogArticle(path: string, language: Language, priceType?: PriceType): Promise<void> {
    return this.run(async () => ({
      kind: 'blogArticle',
      article: await this.useCases.loadBlogArticle.execute(path, language, priceType),
    }));
  }

  loadFaqOverview(path: string, language: Language): Promise<void> {
    return this.run(async () => ({
      kind: 'faqOverview',
      overview: await this.useCases.loadFaqOverview.execute(path, language),
    }));
  }

  loadFaqDetail(path: string, language: Language): Promise<void> {
    return this.run(async () => ({
      kind: 'faqDetail',
      detail: await this.useCases.loadFaqDetail.execute(path, language),
    }));
  }

  /** A static or services page. */
  loadStaticPage(path: string, language: Language): Promise<void> {
    return this.run(async () => ({
      kind: 'static',
      page: await this.useCases.loadStaticPage.execute(path, language),
    }));
  }

  dehydrate(): ContentPage | null {
    return this.page;
  }

  hydrate(state: unknown): void {
    if (isContentPage(state)) this.page = state;
  }

  private async run(load: () => Promise<ContentPage>): Promise<void> {
    const generation = ++this.generation;
    const page = await load();
    if (generation === this.generation) this.show(page);
  }

  private show(page: ContentPage): void {
    this.page = page;
  }
}

function isContentPage(state: unknown): state is ContentPage {
  if (typeof state !== 'object' || state === null) return false;
  const { kind } = state as { kind?: unknown };
  if (typeof kind !== 'string' || !KINDS.has(kind)) return false;
  const body = (state as Record<string, unknown>)[bodyKey(kind)];
  return typeof body === 'object' && body !== null;
}

function bodyKey(kind: string): string {
  switch (kind) {
    case 'brands':
      return 'brands';
    case 'blogListing':
      return 'listing';
    case 'blogArticle':
      return 'article';
    case 'faqOverview':
      return 'overview';
    case 'faqDetail':
      return 'detail';
    default:
      return 'page';
  }
}
