/**
 * Brands, blog and guide articles, FAQ and static pages, and the use cases that load them.
 *
 * @module
 */
export { type BlogPostTeaser, type BlogListing, type BlogArticle } from './blog.js';
export {
  BRANDS_PAGE_GENDERS,
  sortBrands,
  brandsPagePath,
  type BrandData,
  type Brand,
  type BrandsPage,
} from './brand.js';
export { type ContentGateway } from './content-gateway.js';
export { contentPath, fetchPageOrNotFound, type PageSeo, type TitledPage } from './content-page.js';
export { type FaqLink, type FaqCategory, type FaqOverview, type FaqEntry, type FaqDetail } from './faq.js';
export type { ContentUseCases } from './content-use-cases.js';
export { LoadBlogArticle } from './load-blog-article.js';
export { LoadBlogListing } from './load-blog-listing.js';
export { LoadBrands } from './load-brands.js';
export { LoadFaqDetail } from './load-faq-detail.js';
export { LoadFaqOverview } from './load-faq-overview.js';
export { LoadStaticPage } from './load-static-page.js';
export { type StaticPage } from './static-page.js';
