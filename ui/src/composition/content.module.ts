import { ContainerModule } from 'inversify';
import {
  LoadBrands,
  LoadBlogListing,
  LoadBlogArticle,
  LoadFaqOverview,
  LoadFaqDetail,
  LoadStaticPage,
} from '@fanshop/core/content';
import { TOKENS } from '../di/tokens';
import { bindHydratable } from './bind-hydratable';
import { ContentStore } from '../content/content.store';
import { HomeStore } from '../content/home.store';

/** Content use cases (brands, blog and guide, FAQ, static and services pages), the content and home view stores. */
export function contentModule(): ContainerModule {
  return new ContainerModule((options) => {
    const { bind } = options;
    bind(TOKENS.LoadBrands).toResolvedValue((g) => new LoadBrands(g), [TOKENS.ContentGateway]);
    bind(TOKENS.LoadBlogListing).toResolvedValue((g) => new LoadBlogListing(g), [TOKENS.ContentGateway]);
    bind(TOKENS.LoadBlogArticle).toResolvedValue((g) => new LoadBlogArticle(g), [TOKENS.ContentGateway]);
    bind(TOKENS.LoadFaqOverview).toResolvedValue((g) => new LoadFaqOverview(g), [TOKENS.ContentGateway]);
    bind(TOKENS.LoadFaqDetail).toResolvedValue((g) => new LoadFaqDetail(g), [TOKENS.ContentGateway]);
    bind(TOKENS.LoadStaticPage).toResolvedValue((g) => new LoadStaticPage(g), [TOKENS.ContentGateway]);
    bind(TOKENS.ContentStore).toResolvedValue(
      (loadBrands, loadBlogListing, loadBlogArticle, loadFaqOverview, loadFaqDetail, loadStaticPage) =>
        new ContentStore({
          loadBrands,
          loadBlogListing,
          loadBlogArticle,
          loadFaqOverview,
          loadFaqDetail,
          loadStaticPage,
        }),
      [
        TOKENS.LoadBrands,
        TOKENS.LoadBlogListing,
        TOKENS.LoadBlogArticle,
        TOKENS.LoadFaqOverview,
        TOKENS.LoadFaqDetail,
        TOKENS.LoadStaticPage,
      ],
    );
    bindHydratable(options, TOKENS.ContentStore);
    // The home page's sections: featured jerseys come through the catalogue's listing use case.
    bind(TOKENS.HomeStore).toResolvedValue(
      (loadListing, loadBrands, loadBlogListing, logger) =>
        new HomeStore({ loadListing, loadBrands, loadBlogListing }, logger),
      [TOKENS.LoadListing, TOKENS.LoadBrands, TOKENS.LoadBlogListing, TOKENS.Logger],
    );
    bindHydratable(options, TOKENS.HomeStore);
  });
}
