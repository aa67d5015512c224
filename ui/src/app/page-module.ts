import type { ComponentType } from 'react';
import type { Container } from 'inversify';
import type { RouteMatch } from '@fanshop/core/navigation/routes';

/** What a route loader gets: the page's container and the matched route. */
export interface LoadContext {
  readonly container: Container;
  readonly match: RouteMatch;
}

/** Tags of the document head for one page. */
export interface PageHead {
  readonly title: string;
  readonly description?: string;
  /** The canonical path (unprefixed); the server turns it into absolute URLs with hreflang alternates. */
  readonly canonicalPath?: string;
  readonly noindex?: boolean;
  /** JSON-LD objects to embed. */
  readonly jsonLd?: readonly object[];
  readonly image?: string;
}

/** The props every page component gets. */
export interface PageProps {
  readonly match: RouteMatch;
}

/**
 * A page of the shop: its component, the loader that fills its stores before rendering (on the server
 * and on client navigation), and its head tags computed from the loaded state.
 */
export interface PageModule {
  readonly default: ComponentType<PageProps>;
  readonly load?: (context: LoadContext) => Promise<void>;
  readonly head?: (
    context: LoadContext,
    t: (key: string, options?: Record<string, unknown>) => string,
  ) => PageHead;
}
