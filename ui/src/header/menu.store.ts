import { action, computed, makeObservable, observableRef, runInAction } from 'mobx';
import type { LoadMenus } from '@fanshop/core/header/load-menus';
import { EMPTY_MENU_SETS, readMenuSets, type MenuItem, type MenuSets } from '@fanshop/core/menu/menu-item';
import {
  activateDesktopItem,
  activeDesktopItem,
  CLOSED_DESKTOP_MENU,
  deactivateDesktopMenu,
  type DesktopMenuState,
} from '@fanshop/core/menu/desktop-menu';
import {
  CLOSED_MOBILE_MENU,
  MobileMenu,
  mobileMenuLevel,
  type MobileMenuLevel,
  type MobileMenuSelection,
  type MobileMenuState,
} from '@fanshop/core/menu/mobile-menu';
import type { ScrollLock } from '@fanshop/core/menu/scroll-lock';
import type { Gender } from '@fanshop/core/shared/gender';
import type { Hydratable } from '../app/hydration';
import type { FrameLoader } from '../app/frame-loader';

/**
 * The header's menus: the trees from `LoadMenus` (loaded with the page frame on the server and handed
 * to the browser, so the menu is in the first HTML), the desktop mega-menu's open panel, and the
 * mobile slide-in menu (the core's `MobileMenu`: its stack of levels, the gender selection, the body
 * scroll lock, closing on route changes and above tablet width).
 */
export class MenuStore implements Hydratable, FrameLoader {
  readonly hydrationKey = 'menus';
  menus: MenuSets = EMPTY_MENU_SETS;
  desktop: DesktopMenuState = CLOSED_DESKTOP_MENU;
  mobile: MobileMenuState = CLOSED_MOBILE_MENU;
  private loading: Promise<void> | null = null;
  private readonly mobileMenu: MobileMenu;

  constructor(
    private readonly loadMenus: LoadMenus,
    scrollLock: ScrollLock,
  ) {
    this.mobileMenu = new MobileMenu(scrollLock);
    makeObservable<MenuStore, 'setMenus' | 'mirrorMobile'>(this, {
      menus: observableRef,
      desktop: observableRef,
      mobile: observableRef,
      activeDesktop: computed,
      mobileLevel: computed,
      activate: action,
      deactivate: action,
      setMenus: action,
      mirrorMobile: action,
    });
    this.mobileMenu.subscribe((state) => this.mirrorMobile(state));
  }

  /** The desktop top items. */
  get desktopItems(): readonly MenuItem[] {
    return this.menus.desktop;
  }

  /** The desktop item whose mega-menu panel is open. */
  get activeDesktop(): MenuItem | undefined {
    return activeDesktopItem(this.desktop, this.menus.desktop);
  }

  /** What the mobile menu shows on its top level. */
  get mobileLevel(): MobileMenuLevel {
    return mobileMenuLevel(this.mobile, this.menus.mobile);
  }

  /** Loads the menus once per container (on the server: once per request). */
  loadFrame(): Promise<void> {
    this.loading ??= this.loadMenus.execute().then((menus) => runInAction(() => this.setMenus(menus)));
    return this.loading;
  }

  /** Hover or focus reaches a desktop top item: only an item with children opens its panel. */
  activate(item: MenuItem): void {
    this.desktop = activateDesktopItem(this.desktop, item);
  }

  /** The pointer or focus left the menu, Escape, or a link in it was followed. */
  deactivate(): void {
    this.desktop = deactivateDesktopMenu();
  }

  toggleMobile(): void {
    this.mobileMenu.toggle();
  }

  closeMobile(): void {
    this.mobileMenu.close();
  }

  /** A tap on a mobile entry: a gender tab, a sub-level, or a link (which closes the menu). */
  selectMobile(item: MenuItem): MobileMenuSelection {
    return this.mobileMenu.select(item);
  }

  /** The back button: one level up. */
  backMobile(): void {
    this.mobileMenu.pop();
  }

  /** The shopper picks a gender tab (again to clear it). */
  chooseGender(gender: Gender): void {
    this.mobileMenu.chooseGender(gender);
  }

  /** A page recommends a gender (e.g. its department); the shopper's own choice outranks it. */
  recommendGender(gender: Gender): void {
    this.mobileMenu.recommendGender(gender);
  }

  /** Any route change closes the menus. */
  routeChanged(): void {
    this.mobileMenu.routeChanged();
    this.deactivate();
  }

  /** The viewport changed width; above tablet width the mobile menu closes. */
  viewportResized(width: number): void {
    this.mobileMenu.viewportResized(width);
  }

  dehydrate(): MenuSets {
    return this.menus;
  }

  hydrate(state: unknown): void {
    try {
      this.setMenus(readMenuSets(state));
      this.loading = Promise.resolve();
    } catch {
      // Unreadable state: the browser loads the menus itself.
    }
  }

  private setMenus(menus: MenuSets): void {
    this.menus = menus;
  }

  private mirrorMobile(state: MobileMenuState): void {
    this.mobile = state;
  }
}
