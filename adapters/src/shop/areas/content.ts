import {
  LoadBlogArticle,
  LoadBlogListing,
  LoadBrands,
  LoadFaqDetail,
  LoadFaqOverview,
  LoadStaticPage,
  type ContentUseCases,
} from '@fanshop/core/content';
import type { AreaWiring } from '../shop-area.js';

/** Brands, the blog, the FAQ and the static pages. */
export const wireContent: AreaWiring<'content', ContentUseCases>['wire'] = ({ content }) => ({
  loadBrands: new LoadBrands(content),
  loadBlogListing: new LoadBlogListing(content),
  loadBlogArticle: new LoadBlogArticle(content),
  loadFaqOverview: new LoadFaqOverview(content),
  loadFaqDetail: new LoadFaqDetail(content),
  loadStaticPage: new LoadStaticPage(content),
});
