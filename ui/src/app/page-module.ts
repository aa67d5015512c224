import type { ComponentType } from 'react';
import type { AlternatePaths, RouteMatch } from '@fanshop/core/navigation';
import type { Language } from '@fanshop/core/shared';
import type { ServiceName, ServiceResolver, Services } from '../di/services';
import type { PageActions } from './form-action';

/**
 * What a page's loader, head and forms get: only the services the page declares (`services` of its
 * module), and the matched route.
 */
export interface LoadContext<N extends ServiceName> {
  readonly services: Pick<Services, N>;
  readonly match: RouteMatch;
}

/** The context of a page that declares `services` (`export const services = ['listing'] as const`). */
export type ContextOf<S extends readonly ServiceName[]> = LoadContext<S[number]>;

/** Tags of the document head for one page. */
export interface PageHead {
  readonly title: string;
  readonly description?: string;
  /** The canonical path (unprefixed); the server turns it into absolute URLs with hreflang alternates. */
  readonly canonicalPath?: string;
  /**
   * The page's path in each language (unprefixed), when its slugs are translated (`/men/` ↔
   * `/herren/`): the `hreflang` links and the language switch use it; a language missing here gets
   * `canonicalPath` with that language's prefix.
   */
  readonly alternates?: AlternatePaths;
  readonly noindex?: boolean;
  /** JSON-LD objects to embed. */
  readonly jsonLd?: readonly object[];
  readonly image?: string;
}

/**
 * The unprefixed path of the page in a language: the canonical path in the page's own language, the
 * alternate for another when the page names one, else the canonical path (same slugs, other prefix).
 * Undefined for a page without a canonical path.
 */
export function pathInLanguage(head: PageHead, language: Language, current: Language): string | undefined {
  if (head.canonicalPath === undefined) return undefined;
  if (language === current) return head.canonicalPath;
  return head.alternates?.[language] ?? head.canonicalPath;
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
  /**
   * The services its loader, head and forms use; they get these and nothing else. The stores only some
   * pages use (a listing's, a product's) are bound when a page declaring them opens, so a page declares
   * every such store its components read as well.
   */
  readonly services?: readonly ServiceName[];
  readonly load?: (context: LoadContext<ServiceName>) => Promise<void>;
  /** The page's forms by name, which the server also answers when they are posted natively. */
  readonly actions?: PageActions;
  readonly head?: (
    context: LoadContext<ServiceName>,
    t: (key: string, options?: Record<string, unknown>) => string,
  ) => PageHead;
}

/** The context of a page's module for a route: the services it declares, from one shopper's. */
export function pageContext(
  module: Pick<PageModule, 'services'>,
  match: RouteMatch,
  resolver: ServiceResolver,
): LoadContext<ServiceName> {
  // A page that declares nothing gets nothing; the cast is what the declaration promises its functions.
  return { services: resolver.pick(module.services ?? []) as Services, match };
}
