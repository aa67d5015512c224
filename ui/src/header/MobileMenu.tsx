import { useCallback, useEffect, useRef } from 'react';
import { observer } from 'mobx-react-lite';
import { hasChildren, isBrandItem, type MenuItem } from '@fanshop/core/menu';
import { useService } from '../di/container-context';
import { TOKENS } from '../di/tokens';
import { useT } from '../i18n/i18n-context';
import { ShopLink } from '../components/ShopLink';
import { MenuBanner } from './DesktopMenu';
import { ChevronLeftIcon, ChevronRightIcon, CloseIcon, MenuIcon } from './icons';
import { useFocusTrap } from '../components/use-focus-trap';

const DIALOG_ID = 'mobile-menu';

/** The burger button that opens the mobile menu (hidden from tablet landscape up). */
export const MobileMenuButton = observer(function MobileMenuButton() {
  const menu = useService(TOKENS.MenuStore);
  const { t } = useT();
  return (
    <button
      type="button"
      className="header-button mobile-menu-button"
      aria-expanded={menu.mobile.open}
      aria-controls={DIALOG_ID}
      aria-label={t('header.openMenu')}
      onClick={() => menu.toggleMobile()}
    >
      <MenuIcon />
    </button>
  );
});

/**
 * The mobile slide-in menu: a modal dialog with a stack of levels (the core's `MobileMenu`). The
 * first level has the gender tabs (choosing one shows its departments; choosing it again clears it),
 * the entries and the hot links; an entry with children opens its level, a brand entry a plain list
 * of brands without banners. The back button goes one level up. Focus stays inside while it is open,
 * Escape closes it, and it closes on a route change and above tablet width (see `Header`).
 */
export const MobileMenu = observer(function MobileMenu() {
  const menu = useService(TOKENS.MenuStore);
  const { t } = useT();
  const dialogRef = useRef<HTMLDivElement>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const open = menu.mobile.open;
  const close = useCallback(() => menu.closeMobile(), [menu]);
  useFocusTrap(dialogRef, open, close);

  const level = menu.mobileLevel;
  const depth = level.depth;
  // A new level is announced by moving the focus to its title.
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    if (open) titleRef.current?.focus();
  }, [depth, open]);

  if (!open) return <div id={DIALOG_ID} hidden />;

  const parent = depth > 1 ? menu.mobile.stack[depth - 2] : undefined;
  const title = depth === 0 ? t('header.menu') : (level.item?.name ?? t('header.menu'));
  const select = (item: MenuItem) => menu.selectMobile(item);

  return (
    <div className="mobile-menu">
      <div className="mobile-menu__backdrop" aria-hidden="true" onClick={close} />
      <div
        id={DIALOG_ID}
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
          <button
            type="button"
            className="header-button mobile-menu__close"
            aria-label={t('header.closeMenu')}
            onClick={close}
          >
            <CloseIcon />
          </button>
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
                {hasChildren(entry) ? (
                  <button type="button" className="mobile-menu__entry" onClick={() => select(entry)}>
                    <span>{entry.name}</span>
                    <ChevronRightIcon />
                  </button>
                ) : (
                  <ShopLink
                    href={entry.url}
                    className={`mobile-menu__entry${isBrandItem(entry) ? ' mobile-menu__entry--brand' : ''}`}
                    onClick={() => select(entry)}
                  >
                    {isBrandItem(entry) && entry.data.logo ? (
                      <img
                        className="mobile-menu__logo"
                        src={entry.data.logo}
                        alt=""
                        width={72}
                        height={36}
                        loading="lazy"
                      />
                    ) : null}
                    <span>{entry.name}</span>
                  </ShopLink>
                )}
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
        </div>
      </div>
    </div>
  );
});

/** While the menu's trees are on their way, or could not be loaded, the open menu says so. */
const MenuTreesNotice = observer(function MenuTreesNotice() {
  const menu = useService(TOKENS.MenuStore);
  const { t } = useT();
  if (menu.trees === 'loaded') return null;
  if (menu.trees === 'failed') {
    return (
      <div className="mobile-menu__notice" role="alert">
        <p>{t('header.menuFailed')}</p>
        <button type="button" className="button button--secondary" onClick={() => void menu.loadTrees()}>
          {t('common.retry')}
        </button>
      </div>
    );
  }
  return (
    <p className="mobile-menu__notice" role="status">
      {t('header.menuLoading')}
    </p>
  );
});
