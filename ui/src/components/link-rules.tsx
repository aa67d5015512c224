import type { MouseEvent, MouseEventHandler } from 'react';
import { useLocation } from 'wouter';
import { classifyLink, localisePath, type LinkConfig } from '@fanshop/core/navigation';
import type { Language } from '@fanshop/core/shared';
import type { AppConfig } from '../app/app-config';

/** Where a link leads by the shop's rules (spec section 2), with the address its anchor carries. */
export interface LinkTarget {
  readonly kind: 'in-app' | 'full-page' | 'new-tab';
  /** An in-app path in the page's language, or the URL as given. */
  readonly href: string;
}

/** Where a link of a config leads in a language, by core's `classifyLink` and `localisePath`. */
export function linkTarget(href: string, config: AppConfig, language: Language): LinkTarget {
  return import.meta.env.SSR
    ? keptTarget(href, config, language)
    : targetOf(href, linkConfigOf(config), language);
}

function targetOf(href: string, config: LinkConfig, language: Language): LinkTarget {
  const target = classifyLink(href, config);
  return target.kind === 'in-app' ? { kind: 'in-app', href: localisePath(target.path, language) } : target;
}

function linkConfigOf(config: AppConfig): LinkConfig {
  return {
    checkoutUrl: config.checkoutUrl,
    shopHosts: [config.shopOrigin.replace(/^[a-z]+:\/\//i, '').replace(/\/.*$/, '')],
  };
}

/**
 * At most this many targets are kept per config and language on a server: the shop's menus, footer and
 * tiles repeat on every page, while a shopper's searches and filters make addresses without end.
 */
export const LINK_TARGETS_KEPT = 2000;

interface Kept {
  readonly linkConfig: LinkConfig;
  readonly targets: Map<string, LinkTarget>;
}

const keptByConfig = new WeakMap<AppConfig, Map<Language, Kept>>();

/**
 * A server renders each request's links anew (a listing has some eighty, 0.5 µs each worked out): there
 * each target is worked out once while it is kept. A browser renders a page's links once.
 */
function keptTarget(href: string, config: AppConfig, language: Language): LinkTarget {
  let byLanguage = keptByConfig.get(config);
  if (!byLanguage) keptByConfig.set(config, (byLanguage = new Map()));
  let kept = byLanguage.get(language);
  if (!kept) byLanguage.set(language, (kept = { linkConfig: linkConfigOf(config), targets: new Map() }));
  let target = kept.targets.get(href);
  if (!target) {
    target = targetOf(href, kept.linkConfig, language);
    if (kept.targets.size >= LINK_TARGETS_KEPT) kept.targets.clear();
    kept.targets.set(href, target);
  }
  return target;
}

type Navigate = (path: string) => void;

/**
 * The router's way to move, for a link's click. A server follows no link: there the link asks the
 * router nothing (wouter's location hooks are several hooks for each of a page's eighty links).
 */
export const useNavigate: () => Navigate | undefined = import.meta.env.SSR
  ? () => undefined
  : () => useLocation()[1];

/**
 * The click handler of an in-app link: after the link's own handler (`before`), unless that prevented
 * it or the shopper asked for another tab or window (a modifier key, another button), it moves to `path`
 * inside the app. None on a server, which writes no handlers (a listing's eighty links made one each).
 */
export function followLink(
  path: string,
  navigate: Navigate | undefined,
  before: MouseEventHandler<HTMLAnchorElement> | undefined,
): MouseEventHandler<HTMLAnchorElement> | undefined {
  if (import.meta.env.SSR || !navigate) return undefined;
  return (event: MouseEvent<HTMLAnchorElement>) => {
    before?.(event);
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    ) {
      return;
    }
    event.preventDefault();
    navigate(path);
  };
}
