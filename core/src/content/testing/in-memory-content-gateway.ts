import type { Gender } from '../../shared/gender.js';
import type { Language } from '../../shared/language.js';
import type { PriceType } from '../../pricing/role.js';
import type { BlogArticle, BlogListing } from '../blog.js';
import type { Brand } from '../brand.js';
import type { ContentGateway } from '../content-gateway.js';
import type { FaqDetail, FaqOverview } from '../faq.js';
import type { StaticPage } from '../static-page.js';

type PageKind = 'blogListing' | 'blogArticle' | 'faqOverview' | 'faqDetail' | 'staticPage';

interface Pages {
  blogListing: BlogListing;
  blogArticle: BlogArticle;
  faqOverview: FaqOverview;
  faqDetail: FaqDetail;
  staticPage: StaticPage;
}

/** One call the gateway received, for assertions on what was asked. */
export interface ContentCall {
  readonly method: keyof ContentGateway;
  readonly key: string;
  readonly language: Language;
  readonly page?: number;
  readonly priceType?: PriceType;
}

/**
 * Content held in memory, keyed exactly by path and language (as a real API would be), so tests
 * see what path the core actually asks for. `failWith` makes every call reject.
 */
export class InMemoryContentGateway implements ContentGateway {
  readonly calls: ContentCall[] = [];
  private readonly pages = new Map<string, unknown>();
  private readonly brandLists = new Map<string, readonly Brand[]>();
  failWith: unknown = undefined;

  /** Stores a page of a kind under a path and language. */
  withPage<K extends PageKind>(kind: K, path: string, language: Language, page: Pages[K]): this {
    this.pages.set(`${kind} ${language} ${path}`, page);
    return this;
  }

  /** Stores the brands the API sends for a gender and language, in the API's order. */
  withBrands(gender: Gender, language: Language, brands: readonly Brand[]): this {
    this.brandLists.set(`${gender} ${language}`, brands);
    return this;
  }

  async brands(gender: Gender, language: Language): Promise<readonly Brand[]> {
    this.record({ method: 'brands', key: String(gender), language });
    return this.brandLists.get(`${gender} ${language}`) ?? [];
  }

  async blogListing(path: string, language: Language, page: number): Promise<BlogListing | null> {
    this.record({ method: 'blogListing', key: path, language, page });
    return this.find('blogListing', path, language);
  }

  async blogArticle(path: string, language: Language, priceType: PriceType): Promise<BlogArticle | null> {
    this.record({ method: 'blogArticle', key: path, language, priceType });
    return this.find('blogArticle', path, language);
  }

  async faqOverview(path: string, language: Language): Promise<FaqOverview | null> {
    this.record({ method: 'faqOverview', key: path, language });
    return this.find('faqOverview', path, language);
  }

  async faqDetail(path: string, language: Language): Promise<FaqDetail | null> {
    this.record({ method: 'faqDetail', key: path, language });
    return this.find('faqDetail', path, language);
  }

  async staticPage(path: string, language: Language): Promise<StaticPage | null> {
    this.record({ method: 'staticPage', key: path, language });
    return this.find('staticPage', path, language);
  }

  private record(call: ContentCall): void {
    this.calls.push(call);
    if (this.failWith !== undefined) throw this.failWith;
  }

  private find<K extends PageKind>(kind: K, path: string, language: Language): Pages[K] | null {
    return (this.pages.get(`${kind} ${language} ${path}`) as Pages[K] | undefined) ?? null;
  }
}
