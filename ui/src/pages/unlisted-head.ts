import type { PageHead } from '../app/page-module';
import { shopTitle } from '../app/shop-title';

type Translate = (key: string) => string;

/**
 * The head of a page no search engine is to list (the sign-in, password and account pages): its title
 * followed by the shop's name, and its own address where it has one worth naming.
 */
export function unlistedHead(title: string, t: Translate, canonicalPath?: string): PageHead {
  const own = shopTitle(title, t);
  return canonicalPath === undefined
    ? { title: own, noindex: true }
    : { title: own, canonicalPath, noindex: true };
}

/** The `head` of such a page whose title is always the one message `titleKey`. */
export function unlistedHeadOf(
  titleKey: string,
  canonicalPath?: string,
): (context: unknown, t: Translate) => PageHead {
  return (_context, t) => unlistedHead(t(titleKey), t, canonicalPath);
}
