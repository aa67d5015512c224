import { useEffect, useRef, type ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import type { RouteName } from '@fanshop/core/navigation';
import { useService } from '../di/services-context';
import { useT } from '../i18n/i18n-context';
import { ShopLink } from '../components/ShopLink';
import { LogoutButton } from '../session/LogoutButton';
import { revealCurrentTab } from './reveal-tab';

/** The sections of the my-account area, in the order the navigation shows them. */
const SECTIONS: readonly { route: RouteName; href: string; label: string }[] = [
  { route: 'accountOverview', href: '/my-account/', label: 'account.nav.overview' },
  { route: 'orders', href: '/my-account/orders/', label: 'account.nav.orders' },
  { route: 'deliveryAddress', href: '/my-account/delivery-address/', label: 'account.nav.addresses' },
  { route: 'accountDetails', href: '/my-account/account-details/', label: 'account.nav.details' },
];

/**
 * The frame of every my-account page: the section navigation (tabs that scroll sideways on phones, a
 * sidebar on desktops) with the logout button, and the page's content.
 */
export const AccountLayout = observer(function AccountLayout({
  active,
  titleId,
  title,
  children,
  actions,
}: {
  /** The section this page belongs to (order details belong to orders). */
  active: RouteName;
  titleId: string;
  title: ReactNode;
  children: ReactNode;
  /** Buttons beside the page title. */
  actions?: ReactNode;
}) {
  const { t } = useT();
  const session = useService('session');
  const listRef = useRef<HTMLUListElement>(null);
  // On a phone the tabs scroll sideways: the page's own tab is scrolled clear of the fading edge.
  useEffect(() => revealCurrentTab(listRef.current), [active]);
  return (
    <div className="container page account">
      <nav className="account-nav" aria-label={t('account.nav.label')}>
        {session.firstName ? (
          <p className="account-nav__greeting">{t('account.nav.greeting', { name: session.firstName })}</p>
        ) : null}
        <ul className="account-nav__list" ref={listRef}>
          {SECTIONS.map((section) => (
            <li key={section.route}>
              <ShopLink
                className="account-nav__link"
                href={section.href}
                aria-current={section.route === active ? 'page' : undefined}
              >
                {t(section.label)}
              </ShopLink>
            </li>
          ))}
        </ul>
        <LogoutButton className="account-nav__logout button button--link" />
      </nav>
      <section className="account__content" aria-labelledby={titleId}>
        <div className="account__heading">
          <h1 id={titleId}>{title}</h1>
          {actions}
        </div>
        {children}
      </section>
    </div>
  );
});

/** Shown while an account page has no account to show (e.g. on the way home after a failure). */
export function AccountPlaceholder() {
  const { t } = useT();
  return (
    <div className="container page account account--empty" role="status">
      <span className="form-spinner" aria-hidden="true" />
      <span>{t('common.loading')}</span>
    </div>
  );
}
