import type { Gender } from '../shared/gender.js';
import type { Language } from '../shared/language.js';
import type { PriceType } from '../pricing/role.js';
import type { BlogArticle, BlogListing } from './blog.js';
import type { Brand } from './brand.js';
import type { FaqDetail, FaqOverview } from './faq.js';
import type { StaticPage } from './static-page.js';

/**
 * The shop's editorial content, in the requested language. Pages are looked up by their path
 * without language prefix (`/faq/delivery/`); a page that does not exist is `null` (an adapter
 * may also let an API 404 through). Brands come in the API's order; sorting is a rule of the core.
 */
export interface ContentGateway {
  /** Brands, all or of one department (`Gender.unknown` for all). */
  brands(gender: Gender, language: Language): Promise<readonly Brand[]>;
  /** One page (one-based) of a blog or guide listing. */
  blogListing(path: string, language: Language, page: number): Promise<BlogListing | null>;
  /** An article; the products it is about (if any) come priced for `priceType`. */
  blogArticle(path: string, language: Language, priceType: PriceType): Promise<BlogArticle | null>;
  faqOverview(path: string, language: Language): Promise<FaqOverview | null>;
  faqDetail(path: string, language: Language): Promise<FaqDetail | null>;
  /** Static and services pages alike. */
  staticPage(path: string, language: Language): Promise<StaticPage | null>;
}
