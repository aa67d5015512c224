/**
 * Menus: the desktop mega-menu, the mobile menu's levels, gender selection and the scroll lock (spec sections 2, 3 and 4).
 *
 * @module
 */
export {
  CLOSED_DESKTOP_MENU,
  activateDesktopItem,
  deactivateDesktopMenu,
  activeDesktopItem,
  megaMenuColumns,
  megaMenuBanners,
  desktopTopItems,
  readDesktopTopItems,
  activateDesktopTop,
  type DesktopMenuState,
  type MegaMenuColumn,
  type DesktopTopItem,
} from './desktop-menu.js';
export {
  NO_GENDER_SELECTION,
  chooseGender,
  recommendGender,
  resetGender,
  type GenderSelection,
} from './gender-selection.js';
export {
  MENU_ITEM_ROLES,
  EMPTY_MENU_SETS,
  menuItemRole,
  menuItemKind,
  isBrandItem,
  isBannerItem,
  hasChildren,
  menuEntries,
  menuBanners,
  sortByPosition,
  withSortedBrands,
  type MenuItemRole,
  type MenuItemKind,
  type MenuItemData,
  type MenuItem,
  type MenuSets,
} from './menu-item.js';
export {
  isAboveTablet,
  CLOSED_MOBILE_MENU,
  openMobileMenu,
  closeMobileMenu,
  pushMobileLevel,
  popMobileLevel,
  backToMobileRoot,
  mobileMenuLevel,
  MobileMenu,
  type MobileMenuState,
  type MobileMenuLevel,
  type MobileMenuSelection,
} from './mobile-menu.js';
export { type ScrollLock } from './scroll-lock.js';
