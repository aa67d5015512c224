import { action, observableRef, runInAction } from 'mobx';
import { makeStoreObservable } from '../app/store-observability';
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

/** What each kind of content page holds: its use case's answer. */
export interface ContentBodies {
  readonly brands: BrandsPage;
  readonly blogListing: BlogListing;
  readonly blogArticle: BlogArticle;
  readonly faqOverview: FaqOverview;
  readonly faqDetail: FaqDetail;
  readonly staticPage: StaticPage;
}

/** The kinds of content page, by the name the store shows each one under. */
export type ContentKind = keyof ContentBodies;

/** The content page on screen, by kind. */
export type ContentPage = {
  [K in ContentKind]: { readonly kind: K; readonly body: ContentBodies[K] };
}[ContentKind];

const KINDS: ReadonlySet<string> = new Set<ContentKind>([
  'brands',
  'blogListing',
  'blogArticle',
  'faqOverview',
  'faqDetail',
  'staticPage',
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
    makeStoreObservable(this, {
      page: observableRef,
      hydrate: action,
    });
  }

  /** The brands page for everyone (`Gender.unknown`), or its men or women variant. */
  loadBrands(gender: Gender, language: Language): Promise<void> {
    return this.run('brands', this.useCases.loadBrands.execute(gender, language));
  }

  /** A page (one-based) of the blog and guide listing at `path`. */
  loadBlogListing(path: string, language: Language, page: number): Promise<void> {
    return this.run('blogListing', this.useCases.loadBlogListing.execute(path, language, page));
  }

  /** An article; the products it is about come in the shopper's price type. */
  loadBlogArticle(path: string, language: Language, priceType?: PriceType): Promise<void> {
    return this.run('blogArticle', this.useCases.loadBlogArticle.execute(path, language, priceType));
  }

  loadFaqOverview(path: string, language: Language): Promise<void> {
    return this.run('faqOverview', this.useCases.loadFaqOverview.execute(path, language));
  }

  loadFaqDetail(path: string, language: Language): Promise<void> {
    return this.run('faqDetail', this.useCases.loadFaqDetail.execute(path, language));
  }

  /** A static or services page. */
  loadStaticPage(path: string, language: Language): Promise<void> {
    return this.run('staticPage', this.useCases.loadStaticPage.execute(path, language));
  }

  dehydrate(): ContentPage | null {
    return this.page;
  }

  hydrate(state: unknown): void {
    if (isContentPage(state)) this.page = state;
  }

  /** The page on screen when it is of `kind`. */
  pageOf<K extends ContentKind>(kind: K): ContentBodies[K] | null {
    const page = this.page;
    return page?.kind === kind ? (page.body as ContentBodies[K]) : null;
  }

  /** Shows what `loading` brings as the page of `kind`, unless a newer load started meanwhile. */
  private async run<K extends ContentKind>(kind: K, loading: Promise<ContentBodies[K]>): Promise<void> {
    const generation = ++this.generation;
    const body = await loading;
    if (generation === this.generation) runInAction(() => (this.page = { kind, body } as ContentPage));
  }
}

function isContentPage(state: unknown): state is ContentPage {
  if (typeof state !== 'object' || state === null) return false;
  const { kind, body } = state as { kind?: unknown; body?: unknown };
  return typeof kind === 'string' && KINDS.has(kind) && typeof body === 'object' && body !== null;
}
