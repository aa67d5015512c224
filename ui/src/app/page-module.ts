import type { ComponentType } from 'react';
import type { AlternatePaths, RouteMatch } from '@fanshop/core/navigation';
import type { Language } from '@fanshop/core/shared';
import type { PageServices } from '../composition/page-services';
import type { PageActions } from './form-action';

/** What a route loader gets: the page's services and the matched route. */
export interface LoadContext {
  readonly services: PageServices;
  readonly match: RouteMatch;
}

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
  readonly load?: (context: LoadContext) => Promise<void>;
  /** The page's forms by name, which the server also answers when they are posted natively. */
  readonly actions?: PageActions;
  readonly head?: (
    context: LoadContext,
    t: (key: string, options?: Record<string, unknown>) => string,
  ) => PageHead;
}
