import { action, computed, observableRef, runInAction } from 'mobx';
import { makeStoreObservable } from '../app/store-observability';
import type { LoadMenus } from '@fanshop/core/header';
import {
  EMPTY_MENU_SETS,
  type MenuItem,
  type MenuSets,
  activateDesktopTop,
  activeDesktopItem,
  CLOSED_DESKTOP_MENU,
  deactivateDesktopMenu,
  desktopTopItems,
  readDesktopTopItems,
  type DesktopMenuState,
  type DesktopTopItem,
  CLOSED_MOBILE_MENU,
  MobileMenu,
  mobileMenuLevel,
  type MobileMenuLevel,
  type MobileMenuSelection,
  type MobileMenuState,
  type ScrollLock,
  type GenderSelection,
  NO_GENDER_SELECTION,
  recommendGender,
} from '@fanshop/core/menu';
import type { Gender } from '@fanshop/core/shared';
import type { Hydratable } from '../app/hydration';
import type { FrameLoader } from '../app/frame-loader';

/** Where the full menu trees are: pages carry only the desktop top row; the trees load on demand. */
export type MenuTreesStatus = 'missing' | 'loading' | 'loaded' | 'failed';

/**
 * The header's menus: the desktop top row (in the first HTML, so every page links its departments),
 * the full trees from `LoadMenus` (loaded with the frame on the server, and in the browser only when a
 * shopper reaches for a menu, since they are most of a page's weight), the desktop mega-menu's open
 * panel, and the mobile slide-in menu (the core's `MobileMenu`: its stack of levels, the gender
 * selection, the body scroll lock, closing on route changes and above tablet width).
 */
export class MenuStore implements Hydratable, FrameLoader {
  readonly hydrationKey = 'menus';
  menus: MenuSets = EMPTY_MENU_SETS;
  topItems: readonly DesktopTopItem[] = [];
  trees: MenuTreesStatus = 'missing';
  desktop: DesktopMenuState = CLOSED_DESKTOP_MENU;
  mobile: MobileMenuState = CLOSED_MOBILE_MENU;
  private loading: Promise<void> | null = null;
  /** The top item the pointer or focus reached while its tree was still loading. */
  private pendingDesktopId: number | null = null;
  /**
   * What the pages shown so far recommend (a listing's department), kept by the same rule as the
   * menu's own selection: an unknown value does not replace a known one. Opening the mobile menu resets
   * its gender, and this is then what the gender level starts from.
   */
  private recommended: GenderSelection = NO_GENDER_SELECTION;
  private readonly mobileMenu: MobileMenu;

  constructor(
    private readonly loadMenus: LoadMenus,
    scrollLock: ScrollLock,
  ) {
    this.mobileMenu = new MobileMenu(scrollLock);
    makeStoreObservable<MenuStore, 'setMenus' | 'setTrees' | 'mirrorMobile'>(this, {
      menus: observableRef,
      topItems: observableRef,
      trees: observableRef,
      desktop: observableRef,
      mobile: observableRef,
      activeDesktop: computed,
      mobileLevel: computed,
      activate: action,
      deactivate: action,
      hydrate: action,
      setMenus: action,
      setTrees: action,
      mirrorMobile: action,
    });
    this.mobileMenu.subscribe((state) => this.mirrorMobile(state));
  }

  /** The desktop top items. */
  get desktopItems(): readonly DesktopTopItem[] {
    return this.topItems;
  }

  /** The desktop item whose mega-menu panel is open, with its tree. */
  get activeDesktop(): MenuItem | undefined {
    return activeDesktopItem(this.desktop, this.menus.desktop);
  }

  /** What the mobile menu shows on its top level. */
  get mobileLevel(): MobileMenuLevel {
    return mobileMenuLevel(this.mobile, this.menus.mobile);
  }

  /** Loads the menus once per page (on the server: once per request). */
  loadFrame(): Promise<void> {
    return this.loadTrees();
  }

  /**
   * Makes sure the full trees are there (a shopper is about to open a menu). One load at a time; after a
   * failure the next reach tries again.
   */
  loadTrees(): Promise<void> {
    if (this.trees === 'loaded') return Promise.resolve();
    this.loading ??= this.loadOnce();
    return this.loading;
  }

  /** Hover or focus reaches a desktop top item: only an item with children opens its panel. */
  activate(item: DesktopTopItem): void {
    const next = activateDesktopTop(this.desktop, item);
    if (next.activeId === null || this.trees === 'loaded') {
      this.pendingDesktopId = null;
      this.desktop = next;
      return;
    }
    // The panel opens once its tree is there, if the shopper is still on that item.
    this.pendingDesktopId = item.id;
    void this.loadTrees().then(() =>
      runInAction(() => {
        if (this.pendingDesktopId !== item.id) return;
        this.pendingDesktopId = null;
        if (this.trees === 'loaded') this.desktop = next;
      }),
    );
  }

  /** The pointer or focus left the menu, Escape, or a link in it was followed. */
  deactivate(): void {
    this.pendingDesktopId = null;
    this.desktop = deactivateDesktopMenu();
  }

  toggleMobile(): void {
    const opening = !this.mobile.open;
    if (opening) void this.loadTrees();
    this.mobileMenu.toggle();
    // Opening resets the gender (spec section 4); the page's department then applies to the fresh menu.
    if (opening) this.mobileMenu.recommendGender(this.recommended.gender);
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

  /**
   * A page recommends a gender (a listing its department: core `listingRecommendedGender`). It shows
   * at once in an open menu and when the menu opens next; the shopper's own choice in the open menu
   * outranks it, and an unknown recommendation leaves a known one in place.
   */
  recommendGender(gender: Gender): void {
    this.recommended = recommendGender(this.recommended, gender);
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

  /** Only the top row goes into the page; the trees would be most of its weight. */
  dehydrate(): { readonly desktop: readonly DesktopTopItem[] } {
    return { desktop: this.topItems };
  }

  hydrate(state: unknown): void {
    const raw =
      typeof state === 'object' && state !== null ? (state as { desktop?: unknown }).desktop : undefined;
    this.topItems = readDesktopTopItems(raw);
  }

  private async loadOnce(): Promise<void> {
    this.setTrees('loading');
    const menus = await this.loadMenus.execute();
    runInAction(() => {
      this.loading = null;
      // `LoadMenus` answers empty menus when the API failed; with a top row known, that is a failure.
      const failed = menus.desktop.length === 0 && menus.mobile.length === 0 && this.topItems.length > 0;
      if (failed) this.setTrees('failed');
      else this.setMenus(menus);
    });
  }

  private setMenus(menus: MenuSets): void {
    this.menus = menus;
    this.topItems = desktopTopItems(menus.desktop);
    this.trees = 'loaded';
  }

  private setTrees(status: MenuTreesStatus): void {
    this.trees = status;
  }

  private mirrorMobile(state: MobileMenuState): void {
    this.mobile = state;
  }
}
