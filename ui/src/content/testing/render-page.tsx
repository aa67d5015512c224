import type { RenderResult } from '@testing-library/react';
import { matchRoute, type RouteMatch } from '@fanshop/core/navigation';
import type { PageHead, PageModule } from '../../app/page-module';
import type { TestShop } from '../../testing/test-shop';

/** A page rendered the way the router does it: its loader ran first, then the component. */
export interface RenderedPage {
  readonly match: RouteMatch;
  readonly result: RenderResult;
  /** The page's head tags from its loaded state. */
  head(): PageHead | undefined;
}

/** Matches `url`, runs the page module's loader against the shop's services and renders the page there. */
export async function renderPage(shop: TestShop, module: PageModule, url: string): Promise<RenderedPage> {
  const match = routeOf(url);
  await module.load?.({ services: shop.services, match });
  const Page = module.default;
  const result = shop.render(<Page match={match} />, url);
  const t = (key: string, options?: Record<string, unknown>) =>
    shop.locale.i18n.t(key, options ?? {}) as string;
  return { match, result, head: () => module.head?.({ services: shop.services, match }, t) };
}

/** The route of a URL; a test URL that redirects is a mistake in the test. */
export function routeOf(url: string): RouteMatch {
  const match = matchRoute(url);
  if (match.kind !== 'route') throw new Error(`${url} redirects to ${match.location}`);
  return match;
}
