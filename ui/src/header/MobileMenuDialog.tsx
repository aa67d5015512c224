import { type ReactNode, useCallback, useEffect, useRef } from 'react';
import { observer } from 'mobx-react-lite';
import { hasChildren, isBrandItem, type MenuItem } from '@fanshop/core/menu';
import { useService } from '../di/services-context';
import { useT } from '../i18n/i18n-context';
import { ShopLink } from '../components/ShopLink';
import { MenuBanner } from './DesktopMenu';
import { ChevronLeftIcon, ChevronRightIcon, UserIcon } from './icons';
import { CloseButton } from '../components/CloseButton';
import { RetryAlert } from '../components/RetryAlert';
import { useFocusTrap } from '../components/use-focus-trap';
import { shopPaths } from '../content/shop-paths';
import { HeartIcon } from '../wishlist/HeartIcon';
import { DecorativeImage } from '../components/DecorativeImage';

/** The other language's version of the current page, as the header's language switch links it. */
export interface LanguageSwitchLink {
  readonly href: string;
  /** The BCP 47 tag of the other language (`de-AT`, `en-US`). */
  readonly lang: string;
}

/**
 * The mobile slide-in menu, open: a modal dialog with a stack of levels (the core's `MobileMenu`). The
 * first level has the gender tabs (choosing one shows its departments; choosing it again clears it),
 * the entries and the hot links; an entry with children opens its level, a brand entry a plain list
 * of brands without banners. The back button goes one level up. Focus stays inside while it is open,
 * Escape closes it, and it closes on a route change and above tablet width (see `Header`).
 */
export const MobileMenuDialog = observer(function MobileMenuDialog({
  id,
  languageSwitch,
}: {
  /** The dialog's id, which the burger button controls. */
  readonly id: string;
  readonly languageSwitch: LanguageSwitchLink;
}) {
  const menu = useService('menu');
  const { t } = useT();
  const dialogRef = useRef<HTMLDivElement>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const close = useCallback(() => menu.closeMobile(), [menu]);
  useFocusTrap(dialogRef, true, close);

  const level = menu.mobileLevel;
  const depth = level.depth;
  // Opening it, and each new level, is announced by moving the focus to its title.
  useEffect(() => {
    titleRef.current?.focus();
  }, [depth]);

  const parent = depth > 1 ? menu.mobile.stack[depth - 2] : undefined;
  const title = depth === 0 ? t('header.menu') : (level.item?.name ?? t('header.menu'));
  const select = (item: MenuItem) => menu.selectMobile(item);

  return (
    <div className="mobile-menu">
      <div className="mobile-menu__backdrop" aria-hidden="true" onClick={close} />
      <div
        id={id}
        ref={dialogRef}
        className="mobile-menu__panel"
        role="dialog"
        aria-modal="true"
        aria-labelledby="mobile-menu-title"
      >
        <div className="mobile-menu__head">
          {depth > 0 ? (
            <button
              type="button"
              className="header-button mobile-menu__back"
              aria-label={t('header.backTo', { name: parent?.name ?? t('header.menu') })}
              onClick={() => menu.backMobile()}
            >
              <ChevronLeftIcon />
            </button>
          ) : null}
          <h2 id="mobile-menu-title" className="mobile-menu__title" ref={titleRef} tabIndex={-1}>
            {title}
          </h2>
          <CloseButton
            className="header-button mobile-menu__close"
            label={t('header.closeMenu')}
            onClick={close}
          />
        </div>
        <div className="mobile-menu__body">
          <MenuTreesNotice />
          {level.genders.length > 0 ? (
            <div className="mobile-menu__genders" role="group" aria-label={t('header.chooseDepartment')}>
              {level.genders.map((gender) => (
                <button
                  key={gender.id}
                  type="button"
                  className="mobile-menu__gender"
                  aria-pressed={menu.mobile.gender.gender === gender.data.gender}
                  onClick={() => select(gender)}
                >
                  {gender.name}
                </button>
              ))}
            </div>
          ) : null}
          <ul className="mobile-menu__entries">
            {level.item?.url ? (
              <li>
                <ShopLink
                  href={level.item.url}
                  className="mobile-menu__entry mobile-menu__entry--all"
                  onClick={close}
                >
                  {t('header.shopAll', { name: level.item.name })}
                </ShopLink>
              </li>
            ) : null}
            {level.entries.map((entry) => (
              <li key={entry.id}>
                <MobileMenuEntry entry={entry} onSelect={select} />
              </li>
            ))}
          </ul>
          {level.hot.length > 0 ? (
            <ul className="mobile-menu__hot">
              {level.hot.map((item) => (
                <li key={item.id}>
                  <ShopLink href={item.url} className="mobile-menu__hot-link" onClick={() => select(item)}>
                    {item.name}
                  </ShopLink>
                </li>
              ))}
            </ul>
          ) : null}
          {level.banners.length > 0 ? (
            <div className="mobile-menu__banners">
              {level.banners.map((banner) => (
                <MenuBanner key={banner.id} banner={banner} onFollow={close} />
              ))}
            </div>
          ) : null}
          {depth === 0 ? <MobileServiceLinks languageSwitch={languageSwitch} onFollow={close} /> : null}
        </div>
      </div>
    </div>
  );
});

/**
 * An entry of a level: one with children is a button opening its level, any other a link to its page
 * (a brand's with its logo).
 */
function MobileMenuEntry({ entry, onSelect }: { entry: MenuItem; onSelect: (item: MenuItem) => void }) {
  if (hasChildren(entry)) {
    return (
      <button type="button" className="mobile-menu__entry" onClick={() => onSelect(entry)}>
        <span>{entry.name}</span>
        <ChevronRightIcon />
      </button>
    );
  }
  return (
    <ShopLink
      href={entry.url}
      className={`mobile-menu__entry${isBrandItem(entry) ? ' mobile-menu__entry--brand' : ''}`}
      onClick={() => onSelect(entry)}
    >
      {isBrandItem(entry) && entry.data.logo ? (
        <DecorativeImage className="mobile-menu__logo" src={entry.data.logo} width={72} height={36} />
      ) : null}
      <span>{entry.name}</span>
    </ShopLink>
  );
}

/** While the menu's trees are on their way, or could not be loaded, the open menu says so. */
const MenuTreesNotice = observer(function MenuTreesNotice() {
  const menu = useService('menu');
  const { t } = useT();
  if (menu.trees === 'loaded') return null;
  if (menu.trees === 'failed') {
    return (
      <RetryAlert className="mobile-menu__notice" onRetry={() => void menu.loadTrees()}>
        <p>{t('header.menuFailed')}</p>
      </RetryAlert>
    );
  }
  return (
    <p className="mobile-menu__notice" role="status">
      {t('header.menuLoading')}
    </p>
  );
});

/**
 * The first level's service row: what the phone header has no room for beside the icons. The account
 * (log in for a guest), the wishlist with its count, the other language (a full page load, as the top
 * bar's switch) and help.
 */
const MobileServiceLinks = observer(function MobileServiceLinks({
  languageSwitch,
  onFollow,
}: {
  readonly languageSwitch: LanguageSwitchLink;
  readonly onFollow: () => void;
}) {
  const session = useService('session');
  const wishlist = useService('wishlist');
  const { t, language } = useT();
  return (
    <nav className="mobile-menu__service" aria-label={t('header.serviceNavigation')}>
      <ul>
        <li>
          <ShopLink
            href={session.loggedIn ? '/my-account/' : '/login/'}
            className="mobile-menu__service-link"
            onClick={onFollow}
          >
            <UserIcon />
            <span>{session.loggedIn ? t('header.accountTitle') : t('header.login')}</span>
          </ShopLink>
        </li>
        <li>
          <ShopLink href="/wishlist/" className="mobile-menu__service-link" onClick={onFollow}>
            <HeartIcon />
            <span>{t('header.wishlistLabel', { count: wishlist.count })}</span>
          </ShopLink>
        </li>
        <li>
          <ShopLink href={shopPaths(language).faq} className="mobile-menu__service-link" onClick={onFollow}>
            <HelpIcon />
            <span>{t('header.help')}</span>
          </ShopLink>
        </li>
        <li>
          <a
            className="mobile-menu__service-link"
            href={languageSwitch.href}
            hrefLang={languageSwitch.lang === 'de-AT' ? 'de' : 'en'}
            lang={languageSwitch.lang}
          >
            <GlobeIcon />
            <span>{t('header.switchLanguage')}</span>
          </a>
        </li>
      </ul>
    </nav>
  );
});

/** The ring the service links' icons are drawn in; what each shows goes inside. */
function RingIcon({ children }: { children: ReactNode }) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="2" />
      {children}
    </svg>
  );
}

function HelpIcon() {
  return (
    <RingIcon>
      <path
        d="M9.5 9.5a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.6v.6"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
      />
      <circle cx="12" cy="17.2" r="1.2" fill="currentColor" />
    </RingIcon>
  );
}

function GlobeIcon() {
  return (
    <RingIcon>
      <path
        d="M3 12h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3z"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      />
    </RingIcon>
  );
}
