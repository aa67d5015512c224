import { Container, type ContainerModule } from 'inversify';
import type { Host } from './host';
import type { LocaleStore } from '../i18n/locale.store';
import { platformModule } from './platform.module';
import { gatewaysModule } from './gateways.module';
import { sessionModule } from './session.module';
import { cartModule } from './cart.module';
import { wishlistModule } from './wishlist.module';
import { catalogModule } from './catalog.module';
import { headerModule } from './header.module';
import { contentModule } from './content.module';
import { accountModule } from './account.module';
import { appModule } from './app.module';

/**
 * The composition root: one container per server request and one per page life in the browser, built
 * from the same modules. Only here are the core's ports bound to concrete adapters; tests swap the
 * gateways for in-memory fakes. The API layer (HTTP client and gateways) comes from `host.loadApi`.
 */
export function createContainer(
  host: Host,
  locale: LocaleStore,
  overrides: { readonly gateways?: ContainerModule } = {},
): Container {
  // Everything in a container lives as long as it: one per request on the server, one per page in the browser.
  const container = new Container({ defaultScope: 'Singleton' });
  container.load(
    platformModule(host),
    overrides.gateways ?? gatewaysModule(async () => (await host.loadApi()).createApiLayer(host, container)),
    sessionModule(),
    cartModule(),
    wishlistModule(),
    catalogModule(),
    headerModule(),
    contentModule(),
    accountModule(),
    appModule(() => container, locale, host.staleCode),
  );
  return container;
}
