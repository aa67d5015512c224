import { ContainerModule } from 'inversify';
import { LoadBrands } from '@fanshop/core/content/load-brands';
import { LoadBlogListing } from '@fanshop/core/content/load-blog-listing';
import { LoadBlogArticle } from '@fanshop/core/content/load-blog-article';
import { LoadFaqOverview } from '@fanshop/core/content/load-faq-overview';
import { LoadFaqDetail } from '@fanshop/core/content/load-faq-detail';
import { LoadStaticPage } from '@fanshop/core/content/load-static-page';
import { TOKENS } from '../di/tokens';

/** Content use cases (brands, blog and guide, FAQ, static and services pages) and their view stores. */
export function contentModule(): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind(TOKENS.LoadBrands).toResolvedValue((g) => new LoadBrands(g), [TOKENS.ContentGateway]);
    bind(TOKENS.LoadBlogListing).toResolvedValue((g) => new LoadBlogListing(g), [TOKENS.ContentGateway]);
    bind(TOKENS.LoadBlogArticle).toResolvedValue((g) => new LoadBlogArticle(g), [TOKENS.ContentGateway]);
    bind(TOKENS.LoadFaqOverview).toResolvedValue((g) => new LoadFaqOverview(g), [TOKENS.ContentGateway]);
    bind(TOKENS.LoadFaqDetail).toResolvedValue((g) => new LoadFaqDetail(g), [TOKENS.ContentGateway]);
    bind(TOKENS.LoadStaticPage).toResolvedValue((g) => new LoadStaticPage(g), [TOKENS.ContentGateway]);
  });
}
