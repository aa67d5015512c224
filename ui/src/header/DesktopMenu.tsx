import { useEffect, useRef } from 'react';
import { observer } from 'mobx-react-lite';
import {
  hasChildren,
  isBrandItem,
  menuEntries,
  type MenuItem,
  megaMenuBanners,
  megaMenuColumns,
} from '@fanshop/core/menu';
import { useService } from '../di/services-context';
import { useT } from '../i18n/i18n-context';
import { ShopLink } from '../components/ShopLink';
import { useDismissOnLeave } from '../components/use-dismiss-on-leave';
import { listen } from '../components/listen';
import { ChevronDownIcon } from './icons';
import { DecorativeImage } from '../components/DecorativeImage';

/**
 * The desktop navigation: the top items in a row, each with children opening its mega-menu panel
 * (columns of entries, banners beside them) on hover, and by click or keyboard as a disclosure
 * (`aria-expanded`). Which item may open is the core's rule: only one with children. The page carries
 * only the top row; the panels' trees load when the pointer or focus first reaches the menu.
 */
export const DesktopMenu = observer(function DesktopMenu() {
  const menu = useService('menu');
  const { t } = useT();
  const navRef = useRef<HTMLElement>(null);
  const active = menu.activeDesktop;

  useDismissOnLeave(navRef, active !== undefined, () => menu.deactivate());

  // Escape closes the open panel and puts the focus back on its button.
  const activeId = active?.id;
  useEffect(() => {
    const nav = navRef.current;
    if (!nav || activeId === undefined) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      menu.deactivate();
      nav.querySelector<HTMLElement>(`#desktop-menu-button-${activeId}`)?.focus();
    };
    return listen(nav, 'keydown', onKeyDown);
  }, [menu, activeId]);

  if (menu.desktopItems.length === 0) return null;
  return (
    <nav
      ref={navRef}
      className="desktop-menu"
      aria-label={t('header.mainNavigation')}
      onMouseLeave={() => menu.deactivate()}
      onPointerEnter={() => void menu.loadTrees()}
      onFocus={() => void menu.loadTrees()}
    >
      <ul className="container desktop-menu__items">
        {menu.desktopItems.map((item) => {
          const open = active?.id === item.id;
          if (!item.opens) {
            return (
              <li key={item.id} className="desktop-menu__item" onMouseEnter={() => menu.activate(item)}>
                <ShopLink
                  href={item.url}
                  className="desktop-menu__top"
                  onClick={() => menu.deactivate()}
                  onFocus={() => menu.activate(item)}
                >
                  {item.name}
                </ShopLink>
              </li>
            );
          }
          return (
            <li
              key={item.id}
              className={`desktop-menu__item${open ? ' desktop-menu__item--open' : ''}`}
              onMouseEnter={() => menu.activate(item)}
            >
              <button
                type="button"
                id={`desktop-menu-button-${item.id}`}
                className="desktop-menu__top"
                aria-expanded={open}
                aria-controls={`desktop-menu-panel-${item.id}`}
                onClick={() => (open ? menu.deactivate() : menu.activate(item))}
                // Moving along the row with a panel open follows the focus, as hovering does.
                onFocus={() => {
                  if (active && !open) menu.activate(item);
                }}
              >
                {item.name}
                <ChevronDownIcon />
              </button>
              <div id={`desktop-menu-panel-${item.id}`} className="mega-menu" hidden={!open}>
                {open && active ? <MegaMenuContent item={active} onFollow={() => menu.deactivate()} /> : null}
              </div>
            </li>
          );
        })}
      </ul>
    </nav>
  );
});

/** The open panel's columns of entries and its banners. */
function MegaMenuContent({ item, onFollow }: { item: MenuItem; onFollow: () => void }) {
  const { t } = useT();
  const columns = megaMenuColumns(item);
  const banners = megaMenuBanners(item);
  const brandsOnly = isBrandItem(item);
  return (
    <div className="container mega-menu__inner">
      <div className="mega-menu__main">
        {item.url ? (
          <p className="mega-menu__all">
            <ShopLink href={item.url} onClick={onFollow}>
              {t('header.shopAll', { name: item.name })}
            </ShopLink>
          </p>
        ) : null}
        <div className={`mega-menu__columns${brandsOnly ? ' mega-menu__columns--brands' : ''}`}>
          {columns.map((column) => (
            <ul key={column.column ?? 'rest'} className="mega-menu__column">
              {column.items.map((entry) => (
                <li key={entry.id} className="mega-menu__entry">
                  <ShopLink
                    href={entry.url}
                    className={hasChildren(entry) ? 'mega-menu__heading' : 'mega-menu__link'}
                    onClick={onFollow}
                  >
                    {entry.name}
                  </ShopLink>
                  {hasChildren(entry) ? (
                    <ul className="mega-menu__sub">
                      {menuEntries(entry).map((child) => (
                        <li key={child.id}>
                          <ShopLink href={child.url} className="mega-menu__link" onClick={onFollow}>
                            {child.name}
                          </ShopLink>
                        </li>
                      ))}
                    </ul>
                  ) : null}
                </li>
              ))}
            </ul>
          ))}
        </div>
      </div>
      {banners.length > 0 ? (
        <div className="mega-menu__banners">
          {banners.map((banner) => (
            <MenuBanner key={banner.id} banner={banner} onFollow={onFollow} />
          ))}
        </div>
      ) : null}
    </div>
  );
}

/** A banner of a menu: picture, title and text, linking to its page. */
export function MenuBanner({ banner, onFollow }: { banner: MenuItem; onFollow: () => void }) {
  return (
    <ShopLink href={banner.url} className="menu-banner" onClick={onFollow}>
      {banner.data.imageData ? (
        <DecorativeImage
          className="menu-banner__image"
          src={banner.data.imageData}
          width={320}
          height={180}
        />
      ) : null}
      <span className="menu-banner__title">{banner.name}</span>
      {banner.data.description ? <span className="menu-banner__text">{banner.data.description}</span> : null}
    </ShopLink>
  );
}
