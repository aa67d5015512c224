import type { LoadBlogArticle } from './load-blog-article.js';
import type { LoadBlogListing } from './load-blog-listing.js';
import type { LoadBrands } from './load-brands.js';
import type { LoadFaqDetail } from './load-faq-detail.js';
import type { LoadFaqOverview } from './load-faq-overview.js';
import type { LoadStaticPage } from './load-static-page.js';

/** The content area's use cases, as a frontend's composition hands them to its views. */
export interface ContentUseCases {
  readonly loadBrands: LoadBrands;
  readonly loadBlogListing: LoadBlogListing;
  readonly loadBlogArticle: LoadBlogArticle;
  readonly loadFaqOverview: LoadFaqOverview;
  readonly loadFaqDetail: LoadFaqDetail;
  readonly loadStaticPage: LoadStaticPage;
}
