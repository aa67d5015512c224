import { Container, type ContainerModule } from 'inversify';
import { SessionRequiredError } from '@fanshop/adapters/http/http-errors';
import { readCredentials } from '@fanshop/core/session/credential-store';
import { TOKENS } from '../di/tokens';
import { HTTP_CLIENT } from './composition-tokens';
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
 * gateways for in-memory fakes.
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
    overrides.gateways ?? gatewaysModule(),
    sessionModule(),
    cartModule(),
    wishlistModule(),
    catalogModule(),
    headerModule(),
    contentModule(),
    accountModule(),
    appModule(() => container, locale, host.staleCode),
  );
  if (!overrides.gateways) wireSessionExpiry(container);
  return container;
}

/**
 * Failed answers go to the session's invalid-token policy (spec section 8). Resolved at failure time,
 * because the policy's logout itself calls the API through this client.
 */
function wireSessionExpiry(container: Container): void {
  const client = container.get(HTTP_CLIENT);
  client.onResponseError(({ error }) => {
    const signal =
      error instanceof SessionRequiredError
        ? ({
            type: 'token-required',
            credentials: readCredentials(container.get(TOKENS.CredentialStore)),
          } as const)
        : ({ type: 'response-error', error } as const);
    void container.get(TOKENS.HandleInvalidToken).execute(signal);
  });
}
