import { BREAKPOINTS } from '../shared/constants.js';
import { type Gender, isKnownGender } from '../shared/gender.js';
import {
  type GenderSelection,
  NO_GENDER_SELECTION,
  chooseGender,
  recommendGender,
  resetGender,
} from './gender-selection.js';
import {
  type MenuItem,
  hasChildren,
  isBannerItem,
  isBrandItem,
  menuBanners,
  menuEntries,
  menuItemRole,
  sortByPosition,
} from './menu-item.js';
import type { ScrollLock } from './scroll-lock.js';
import { Subscribable } from '../shared/subscribable.js';

/**
 * True when a viewport of `width` CSS pixels is wider than a tablet. Tablets are the `md` range
 * (577 up to 992); from `lg` (993) on the desktop mega-menu takes over, so the mobile menu closes.
 */
export function isAboveTablet(width: number): boolean {
  return width >= BREAKPOINTS.lg;
}

/**
 * The mobile slide-in menu: whether it is open, the stack of opened items below the gender
 * level (empty means the gender level itself), and the gender the gender level shows.
 */
export interface MobileMenuState {
  readonly open: boolean;
  readonly stack: readonly MenuItem[];
  readonly gender: GenderSelection;
}

/** Closed, at the gender level, no gender. */
export const CLOSED_MOBILE_MENU: MobileMenuState = { open: false, stack: [], gender: NO_GENDER_SELECTION };

/** Opening starts at the gender level with the gender reset. */
export function openMobileMenu(state: MobileMenuState): MobileMenuState {
  return { ...state, open: true, stack: [], gender: resetGender() };
}

/** Closing forgets the opened levels, so the next opening starts at the gender level. */
export function closeMobileMenu(state: MobileMenuState): MobileMenuState {
  return { ...state, open: false, stack: [] };
}

/** Opens an item's sub-level; an item without children has no level, so nothing changes. */
export function pushMobileLevel(state: MobileMenuState, item: MenuItem): MobileMenuState {
  return hasChildren(item) ? { ...state, stack: [...state.stack, item] } : state;
}

/** Goes one level back; at the gender level nothing changes (the stack never goes below it). */
export function popMobileLevel(state: MobileMenuState): MobileMenuState {
  return state.stack.length === 0 ? state : { ...state, stack: state.stack.slice(0, -1) };
}

/** Goes straight back to the gender level. */
export function backToMobileRoot(state: MobileMenuState): MobileMenuState {
  return state.stack.length === 0 ? state : { ...state, stack: [] };
}

/** What one level of the mobile menu shows. */
export interface MobileMenuLevel {
  /** 0 for the gender level, then one more per opened item. */
  readonly depth: number;
  /** The opened item (its name is the level's title), or at the gender level the selected gender's root, if any. */
  readonly item: MenuItem | null;
  /** The gender tabs (`root-gender` items); only on the gender level. */
  readonly genders: readonly MenuItem[];
  /** The `root-hot` entries shown beside the genders; only on the gender level. */
  readonly hot: readonly MenuItem[];
  /** The entries of the level, banners excluded. */
  readonly entries: readonly MenuItem[];
  /** The banners of the level; always empty for a brand list. */
  readonly banners: readonly MenuItem[];
}

/**
 * The level on top of the stack, over the mobile menu tree `items`. At the gender level the
 * selected gender's root supplies the entries; with no gender (or one the menu lacks) the other
 * top items do. A brand item's level lists its brands by position and shows no banners.
 */
export function mobileMenuLevel(state: MobileMenuState, items: readonly MenuItem[]): MobileMenuLevel {
  const top = state.stack[state.stack.length - 1];
  if (top) {
    const brand = isBrandItem(top);
    return {
      depth: state.stack.length,
      item: top,
      genders: [],
      hot: [],
      entries: brand ? sortByPosition(menuEntries(top)) : menuEntries(top),
      banners: brand ? [] : menuBanners(top),
    };
  }
  const genders = items.filter((item) => menuItemRole(item) === 'root-gender');
  const hot = items.filter((item) => menuItemRole(item) === 'root-hot');
  const selected = state.gender.gender;
  const genderRoot = isKnownGender(selected)
    ? genders.find((item) => item.data.gender === selected)
    : undefined;
  const others = items.filter(
    (item) => !genders.includes(item) && !hot.includes(item) && !isBannerItem(item),
  );
  return {
    depth: 0,
    item: genderRoot ?? null,
    genders,
    hot,
    entries: genderRoot ? menuEntries(genderRoot) : others,
    banners: menuBanners(genderRoot ?? { options: items }),
  };
}

/** What selecting an entry did: chose a gender, opened a sub-level, or followed a link (menu closed). */
export type MobileMenuSelection =
  { readonly kind: 'gender' } | { readonly kind: 'level' } | { readonly kind: 'link'; readonly url: string };

/**
 * The mobile menu's controller: the pure transitions above plus the body scroll lock. A MobX
 * view store wraps it by copying `state` on every `subscribe` notification.
 */
export class MobileMenu extends Subscribable<MobileMenuState> {
  private savedScrollY = 0;

  constructor(private readonly scrollLock: ScrollLock) {
    super(CLOSED_MOBILE_MENU);
  }

  /** Opens at the gender level, resets the gender, remembers the scroll position and locks the body. */
  open(): void {
    if (this.state.open) return;
    this.savedScrollY = this.scrollLock.scrollY();
    this.scrollLock.lock();
    this.set(openMobileMenu(this.state));
  }

  /** Closes and scrolls the page back to where it was when the menu opened. */
  close(): void {
    if (!this.state.open) return;
    this.set(closeMobileMenu(this.state));
    this.scrollLock.unlock(this.savedScrollY);
  }

  /** The burger button. */
  toggle(): void {
    if (this.state.open) this.close();
    else this.open();
  }

  /**
   * The shopper taps an entry: a gender tab toggles the gender, an item with children opens its
   * level, anything else is a link, which closes the menu and is returned for the UI to follow.
   */
  select(item: MenuItem): MobileMenuSelection {
    if (this.state.stack.length === 0 && menuItemRole(item) === 'root-gender') {
      this.chooseGender(item.data.gender);
      return { kind: 'gender' };
    }
    if (hasChildren(item)) {
      this.set(pushMobileLevel(this.state, item));
      return { kind: 'level' };
    }
    this.close();
    return { kind: 'link', url: item.url };
  }

  /** Opens an item's sub-level (ignored for an item without children). */
  push(item: MenuItem): void {
    this.set(pushMobileLevel(this.state, item));
  }

  /** One level back; ignored at the gender level. */
  pop(): void {
    this.set(popMobileLevel(this.state));
  }

  /** Straight back to the gender level. */
  backToRoot(): void {
    this.set(backToMobileRoot(this.state));
  }

  /** The shopper picks a gender tab (picking the selected one again clears it). */
  chooseGender(gender: Gender): void {
    this.setGender(chooseGender(this.state.gender, gender));
  }

  /** The server recommends a gender, which applies unless the shopper's choice outranks it. */
  recommendGender(gender: Gender): void {
    this.setGender(recommendGender(this.state.gender, gender));
  }

  /** Any route change closes the menu. */
  routeChanged(): void {
    this.close();
  }

  /** The viewport was resized; wider than a tablet the mobile menu closes. */
  viewportResized(width: number): void {
    if (isAboveTablet(width)) this.close();
  }

  private setGender(gender: GenderSelection): void {
    if (gender !== this.state.gender) this.set({ ...this.state, gender });
  }
}
