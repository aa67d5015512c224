import type { AnchorHTMLAttributes, MouseEvent, ReactNode } from 'react';
import { useLocation } from 'wouter';
import { classifyLink, localisePath, type LinkConfig } from '@fanshop/core/navigation';
import type { AppConfig } from '../app/app-config';
import { useService } from '../di/services-context';
import { useT } from '../i18n/i18n-context';

export interface ShopLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** An app path (unprefixed: the page's language is added), a checkout URL or an external URL. */
  readonly href: string;
  readonly children: ReactNode;
}

/**
 * A link that follows the shop's navigation rules (spec section 2): app paths navigate inside the app in
 * the current language, checkout links load the full page, external links open a new tab.
 */
export function ShopLink({ href, children, onClick, ...rest }: ShopLinkProps) {
  const config = useService('config');
  const { language } = useT();
  const [, navigate] = useLocation();
  const target = classifyLink(href, linkConfigOf(config));

  if (target.kind === 'new-tab') {
    return (
      <a href={target.href} target="_blank" rel="noopener noreferrer" onClick={onClick} {...rest}>
        {children}
      </a>
    );
  }
  if (target.kind === 'full-page') {
    return (
      <a href={target.href} onClick={onClick} {...rest}>
        {children}
      </a>
    );
  }
  const path = localisePath(target.path, language);
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
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
  return (
    <a href={path} onClick={follow} {...rest}>
      {children}
    </a>
  );
}

const linkConfigs = new WeakMap<AppConfig, LinkConfig>();

/** The link rules' view of the shop's config, made once per config (a listing has hundreds of links). */
function linkConfigOf(config: AppConfig): LinkConfig {
  let linkConfig = linkConfigs.get(config);
  if (!linkConfig) {
    linkConfig = { checkoutUrl: config.checkoutUrl, shopHosts: [hostOf(config.shopOrigin)] };
    linkConfigs.set(config, linkConfig);
  }
  return linkConfig;
}

function hostOf(origin: string): string {
  return origin.replace(/^[a-z]+:\/\//i, '').replace(/\/.*$/, '');
}
