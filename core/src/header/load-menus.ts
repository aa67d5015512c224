import type { Logger } from '../shared/logger.js';
import { EMPTY_MENU_SETS, type MenuSets, withSortedBrands } from '../menu/menu-item.js';
import type { HeaderGateway } from './header-gateway.js';

/**
 * Sorted menus by the gateway's answer they came from: a server shares one answer between requests
 * (the menus are the same for every visitor of a language), so its trees are sorted once, not per page.
 */
const sortedByAnswer = new WeakMap<MenuSets, MenuSets>();

function sorted(menus: MenuSets): MenuSets {
  let result = sortedByAnswer.get(menus);
  if (!result) {
    result = { desktop: withSortedBrands(menus.desktop), mobile: withSortedBrands(menus.mobile) };
    sortedByAnswer.set(menus, result);
  }
  return result;
}

/**
 * Loads the header menus with every brand list sorted by `data.position`. A failure is logged
 * and yields empty menus, so the page still renders (the header just has no menu entries).
 */
export class LoadMenus {
  constructor(
    private readonly gateway: HeaderGateway,
    private readonly logger: Logger,
  ) {}

  async execute(): Promise<MenuSets> {
    try {
      return sorted(await this.gateway.menu());
    } catch (error) {
      this.logger.error('menu could not be loaded', { error });
      return EMPTY_MENU_SETS;
    }
  }
}
