/** "Shop this look": the products an article is about, under the article. */
import type { PriceType } from '@fanshop/core/pricing';
import type { Language } from '../catalogue-api';
import type { CatalogueIndex } from '../index/catalogue-index';
import { queryTokens, searchRows } from '../index/text-index';
import { topRows } from '../index/top-rows';
import { tilesOf } from '../product/tiles';
import type { ContentAnswer, ContentStore } from './content';
import { ARTICLE_LOOKS } from './content-data';

/** Products under an article ("shop this look"): one row of tiles. */
const LOOK_PRODUCTS = 4;

/** An editorial page; an article about products carries them as `products`. */
export function contentWithLook(
  index: CatalogueIndex,
  content: ContentStore,
  path: unknown,
  language: Language,
  page: number,
  priceType: PriceType,
): ContentAnswer | undefined {
  const answer = content.byPath(path, language, page);
  if (answer?.type !== 'article') return answer;
  const look = ARTICLE_LOOKS[content.imageOf(answer.article.id)?.slug ?? ''];
  if (!look) return answer;
  const rows = topRows(index, searchRows(index.text, queryTokens(look)), LOOK_PRODUCTS);
  return { ...answer, products: tilesOf(index, rows, language, priceType) };
}
