import { LoadMenus } from '@fanshop/core/header';
import type { AreaWiring } from '../shop-area.js';

export interface HeaderUseCases {
  readonly loadMenus: LoadMenus;
}

/** The header's menus. */
export const wireHeader: AreaWiring<'header', HeaderUseCases>['wire'] = ({ header }, { logger }) => ({
  loadMenus: new LoadMenus(header, logger),
});
