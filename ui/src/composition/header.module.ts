import { ContainerModule } from 'inversify';
import { LoadMenus } from '@fanshop/core/header';
import { TOKENS } from '../di/tokens';
import { bindHydratable } from './bind-hydratable';
import { HeaderPopupsStore } from '../header/header-popups.store';
import { SearchPanelStore } from '../header/search-panel.store';
import { MenuStore } from '../header/menu.store';

/** Header use cases and view stores: menus, search panel, icon popups. */
export function headerModule(): ContainerModule {
  return new ContainerModule((options) => {
    const { bind } = options;
    bind(TOKENS.LoadMenus).toResolvedValue(
      (g, l) => new LoadMenus(g, l),
      [TOKENS.HeaderGateway, TOKENS.Logger],
    );
    bind(TOKENS.HeaderPopupsStore)
      .toResolvedValue((scheduler) => new HeaderPopupsStore(scheduler), [TOKENS.Scheduler])
      .inSingletonScope();
    bind(TOKENS.SearchPanelStore)
      .toResolvedValue(
        (gateway, scheduler, logger, navigator, analytics) =>
          new SearchPanelStore({ gateway, scheduler, logger, navigator, analytics }),
        [TOKENS.HeaderGateway, TOKENS.Scheduler, TOKENS.Logger, TOKENS.Navigator, TOKENS.AnalyticsSink],
      )
      .inSingletonScope();
    bind(TOKENS.MenuStore)
      .toResolvedValue(
        (load, scrollLock) => new MenuStore(load, scrollLock),
        [TOKENS.LoadMenus, TOKENS.ScrollLock],
      )
      .inSingletonScope();
    // The menus are part of the first HTML: loaded with the page frame, handed to the browser.
    bind(TOKENS.FrameLoader).toService(TOKENS.MenuStore);
    bindHydratable(options, TOKENS.MenuStore);
  });
}
