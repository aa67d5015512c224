import { LoadMenus } from '@fanshop/core/header';
import { HttpHeaderGateway } from '../../gateways/http-header-gateway.js';
import type { ShopArea } from '../shop-area.js';

export interface HeaderUseCases {
  readonly loadMenus: LoadMenus;
}

/** The header's menus. */
export const headerArea: ShopArea<'header', HeaderUseCases> = {
  overHttp: { header: ({ client, scheduler }) => new HttpHeaderGateway(client, scheduler) },
  wire: ({ header }, { logger }) => ({ loadMenus: new LoadMenus(header, logger) }),
};
