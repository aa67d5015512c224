import type { Logger } from '../shared/logger.js';
import { EMPTY_MENU_SETS, type MenuSets, withSortedBrands } from '../menu/menu-item.js';
import type { HeaderGateway } from './header-gateway.js';

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
      const menus = await this.gateway.menu();
      return { desktop: withSortedBrands(menus.desktop), mobile: withSortedBrands(menus.mobile) };
    } catch (error) {
      this.logger.error('menu could not be loaded', { error });
      return EMPTY_MENU_SETS;
    }
  }
}
