import type { AnchorHTMLAttributes, MouseEvent, ReactNode } from 'react';
import { useLinkRules } from './link-rules';

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
  const rules = useLinkRules();
  const target = rules.target(href);

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
  // One handler for the page's links; a link with its own handler runs it first.
  const follow = onClick
    ? (event: MouseEvent<HTMLAnchorElement>) => rules.follow(event, onClick)
    : rules.follow;
  return (
    <a href={target.href} onClick={follow} {...rest}>
      {children}
    </a>
  );
}
