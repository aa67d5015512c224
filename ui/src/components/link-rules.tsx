import {
  createContext,
  useContext,
  useMemo,
  type MouseEvent,
  type MouseEventHandler,
  type ReactNode,
} from 'react';
import { useLocation } from 'wouter';
import { classifyLink, localisePath, type LinkConfig } from '@fanshop/core/navigation';
import type { Language } from '@fanshop/core/shared';
import type { AppConfig } from '../app/app-config';
import { useService } from '../di/services-context';
import { useT } from '../i18n/i18n-context';

/** Where a link leads by the shop's rules (spec section 2), with the address its anchor carries. */
export interface LinkTarget {
  readonly kind: 'in-app' | 'full-page' | 'new-tab';
  /** An in-app path in the page's language, or the URL as given. */
  readonly href: string;
}

/** What every `ShopLink` of a page shares: its links' targets in the page's language, and the way to follow one. */
export interface LinkRules {
  target(href: string): LinkTarget;
  /**
   * Follows an in-app link inside the app, after the link's own handler (`before`): unless that handler
   * prevented it, or the shopper asked for another tab or window (a modifier key, another button).
   */
  follow(event: MouseEvent<HTMLAnchorElement>, before?: MouseEventHandler<HTMLAnchorElement>): void;
}

const LinkRulesContext = createContext<LinkRules | null>(null);

/**
 * Gives the page's links their rules, so a link reads one context instead of the config, the language
 * and the router each (a listing has some eighty links): inside the services, i18n and the router.
 */
export function LinkRulesProvider({ children }: { children: ReactNode }) {
  const config = useService('config');
  const { language } = useT();
  const [, navigate] = useLocation();
  const rules = useMemo<LinkRules>(
    () => ({
      target: targetsOf(config, language),
      follow: (event, before) => {
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
        navigate(event.currentTarget.getAttribute('href') ?? '/');
      },
    }),
    [config, language, navigate],
  );
  return <LinkRulesContext.Provider value={rules}>{children}</LinkRulesContext.Provider>;
}

/** The page's link rules. */
export function useLinkRules(): LinkRules {
  const rules = useContext(LinkRulesContext);
  if (!rules) throw new Error('a link needs a LinkRulesProvider');
  return rules;
}

/**
 * At most this many targets are kept per config and language: the shop's menus, footer and tiles repeat
 * on every page, while a shopper's searches and filters make addresses without end.
 */
export const LINK_TARGETS_KEPT = 2000;

type Targets = (href: string) => LinkTarget;

const targetsByConfig = new WeakMap<AppConfig, Map<Language, Targets>>();

/** The targets of a config's links in a language, each worked out once while it is kept. */
function targetsOf(config: AppConfig, language: Language): Targets {
  let byLanguage = targetsByConfig.get(config);
  if (!byLanguage) targetsByConfig.set(config, (byLanguage = new Map()));
  let targets = byLanguage.get(language);
  if (!targets) {
    const linkConfig: LinkConfig = {
      checkoutUrl: config.checkoutUrl,
      shopHosts: [hostOf(config.shopOrigin)],
    };
    const kept = new Map<string, LinkTarget>();
    targets = (href) => {
      let target = kept.get(href);
      if (!target) {
        target = targetOf(href, linkConfig, language);
        if (kept.size >= LINK_TARGETS_KEPT) kept.clear();
        kept.set(href, target);
      }
      return target;
    };
    byLanguage.set(language, targets);
  }
  return targets;
}

function targetOf(href: string, config: LinkConfig, language: Language): LinkTarget {
  const target = classifyLink(href, config);
  return target.kind === 'in-app'
    ? { kind: 'in-app', href: localisePath(target.path, language) }
    : { kind: target.kind, href: target.href };
}

function hostOf(origin: string): string {
  return origin.replace(/^[a-z]+:\/\//i, '').replace(/\/.*$/, '');
}
