import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { useService } from '../di/services-context';
import { useT } from '../i18n/i18n-context';
import { followLink, linkTarget, useNavigate } from './link-rules';

export interface ShopLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** An app path (unprefixed: the page's language is added), a checkout URL or an external URL. */
  readonly href: string;
  readonly children: ReactNode;
}

/**
 * A link that follows the shop's navigation rules (spec section 2): app paths navigate inside the app in
 * the current language, checkout links load the full page, external links open a new tab (one that
 * cannot reach back into the shop's).
 */
export function ShopLink({ href, children, onClick, ...rest }: ShopLinkProps) {
  const config = useService('config');
  const { language } = useT();
  const navigate = useNavigate();
  const { kind, href: to } = linkTarget(href, config, language);
  const newTab = kind === 'new-tab';
  return (
    <a
      href={to}
      target={newTab ? '_blank' : undefined}
      rel={newTab ? 'noopener noreferrer' : undefined}
      onClick={kind === 'in-app' ? followLink(to, navigate, onClick) : onClick}
      {...rest}
    >
      {children}
    </a>
  );
}
