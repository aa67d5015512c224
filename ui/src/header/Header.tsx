import { useEffect, useRef } from 'react';
import { observer } from 'mobx-react-lite';
import { localisePath, splitLanguage } from '@fanshop/core/navigation';
import { formatRoundPrice, FREE_DELIVERY_THRESHOLD } from '@fanshop/core/pricing';
import type { Language } from '@fanshop/core/shared';
import { useLocation, useSearch } from 'wouter';
import { useService, useServiceResolver } from '../di/services-context';
import { alternatePathFor } from '../app/head-for-page';
import { useT } from '../i18n/i18n-context';
import { ShopLink } from '../components/ShopLink';
import { listen } from '../components/listen';
import { HeartIcon } from '../wishlist/HeartIcon';
import { DesktopMenu } from './DesktopMenu';
import { HeaderNotices } from './HeaderNotices';
import { HeaderPopupIcon } from './HeaderPopupIcon';
import { MobileMenu, MobileMenuButton } from './MobileMenu';
import { SearchPanel } from './SearchPanel';
import { BagIcon, UserIcon } from './icons';

/** The header's popups that count what the shopper has put in them, with the badge on their icon. */
const COUNTED_POPUPS = [
  { popup: 'wishlist', Icon: HeartIcon },
  { popup: 'cart', Icon: BagIcon },
] as const;

/**
 * The sticky site header: a slim top bar (the shop's promise and the language switch, which keeps the
 * page), then the logo, the search, and the wishlist, cart and account icons with their popups, and
 * the navigation: the desktop mega-menu, or the burger and its slide-in menu on smaller screens.
 *
 * The shopper's cart and wishlist are personal, so they load here in the browser after hydration
 * (and again when the shopper logs in or out), never on the server.
 */
export const Header = observer(function Header() {
  const { t, language } = useT();
  const [path] = useLocation();
  const search = useSearch();
  const services = useServiceResolver();
  const session = useService('session');
  const cart = useService('cart');
  const wishlist = useService('wishlist');
  const menu = useService('menu');
  const popups = useService('headerPopups');
  const searchPanel = useService('searchPanel');
  const router = useService('router');

  const loggedIn = session.loggedIn;
  useEffect(() => {
    void cart.load();
    void wishlist.start();
  }, [cart, wishlist, loggedIn]);

  // A route change closes whatever the header had open.
  const firstPath = useRef(true);
  useEffect(() => {
    if (firstPath.current) {
      firstPath.current = false;
      return;
    }
    menu.routeChanged();
    popups.closeAll();
    searchPanel.close();
  }, [path, search, menu, popups, searchPanel]);

  useEffect(() => {
    return listen(window, 'resize', () => menu.viewportResized(window.innerWidth));
  }, [menu]);

  const other: Language = language === 'de-AT' ? 'en-US' : 'de-AT';
  const { path: bare } = splitLanguage(path);
  // Translated slugs: the page's own path in the other language when its head names one.
  const alternate = alternatePathFor(router.current, path, services, t, other);
  const switchHref = localisePath(alternate ?? bare, other) + (search ? `?${search}` : '');
  const counts = { wishlist: wishlist.count, cart: cart.itemCount };

  return (
    <header className="site-header">
      <div className="site-header__topbar">
        <div className="container site-header__topbar-inner">
          <p className="site-header__promise">
            {t('header.promise', { threshold: formatRoundPrice(FREE_DELIVERY_THRESHOLD, language) })}
          </p>
          <a
            className="site-header__language"
            href={switchHref}
            hrefLang={other === 'de-AT' ? 'de' : 'en'}
            lang={other}
          >
            {t('header.switchLanguage')}
          </a>
        </div>
      </div>
      <div className="site-header__bar">
        <div className="container site-header__inner">
          <MobileMenuButton />
          <ShopLink href="/" className="site-header__logo" aria-label={t('header.homeLabel')}>
            <span className="site-header__logo-mark" aria-hidden="true" />
            <span className="site-header__logo-text">{t('common.shopName')}</span>
          </ShopLink>
          <SearchPanel />
          <div className="site-header__icons">
            {COUNTED_POPUPS.map(({ popup, Icon }) => (
              <HeaderPopupIcon
                key={popup}
                popup={popup}
                label={t(`header.${popup}Label`, { count: counts[popup] })}
                title={t(`${popup}.title`)}
                icon={<Icon />}
                count={counts[popup]}
              />
            ))}
            <HeaderPopupIcon
              popup="account"
              label={
                loggedIn
                  ? t('header.accountLabelCustomer', { name: session.firstName })
                  : t('header.accountLabelGuest')
              }
              title={t('header.accountTitle')}
              icon={<UserIcon signedIn={loggedIn} />}
            />
          </div>
        </div>
        <DesktopMenu />
      </div>
      <MobileMenu languageSwitch={{ href: switchHref, lang: other }} />
      <HeaderNotices />
    </header>
  );
});
