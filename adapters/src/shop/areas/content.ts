import {
  LoadBlogArticle,
  LoadBlogListing,
  LoadBrands,
  LoadFaqDetail,
  LoadFaqOverview,
  LoadStaticPage,
  type ContentUseCases,
} from '@fanshop/core/content';
import { HttpContentGateway } from '../../gateways/http-content-gateway.js';
import type { ShopArea } from '../shop-area.js';

/** Brands, the blog, the FAQ and the static pages. */
export const contentArea: ShopArea<'content', ContentUseCases> = {
  overHttp: { content: ({ client }) => new HttpContentGateway(client) },
  wire: ({ content }) => ({
    loadBrands: new LoadBrands(content),
    loadBlogListing: new LoadBlogListing(content),
    loadBlogArticle: new LoadBlogArticle(content),
    loadFaqOverview: new LoadFaqOverview(content),
    loadFaqDetail: new LoadFaqDetail(content),
    loadStaticPage: new LoadStaticPage(content),
  }),
};
