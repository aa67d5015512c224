import { ContainerModule } from 'inversify';
import { LoadMenus } from '@fanshop/core/header/load-menus';
import { TOKENS } from '../di/tokens';

/** Header use cases and view stores: menus, search panel, icon popups. */
export function headerModule(): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind(TOKENS.LoadMenus).toResolvedValue(
      (g, l) => new LoadMenus(g, l),
      [TOKENS.HeaderGateway, TOKENS.Logger],
    );
  });
}
