import { Container, ContainerModule } from 'inversify';
import { TOKENS, type PageServicesFactory } from '../di/tokens';
import type { ProcessHost } from './host';
import { PageServices } from './page-services';

/** What lives as long as the process (its host: config, time, logging, shared answers), and the factory of each page's services on it. */
function processModule(host: ProcessHost): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind(TOKENS.ProcessHost).toConstantValue(host);
    bind(TOKENS.PageServicesFactory).toResolvedValue(
      (process) => (page, locale) => new PageServices(process, page, locale),
      [TOKENS.ProcessHost],
    );
  });
}

/**
 * The composition root: the container is built once per server process and once per page life in the
 * browser; only here are the core's ports bound to concrete adapters. Per request, it makes only what
 * holds the request's state: the page's services (`PageServices`), through the factory it holds.
 */
export function createContainer(host: ProcessHost): Container {
  const container = new Container({ defaultScope: 'Singleton' });
  container.load(processModule(host));
  return container;
}

/** The factory of each page's services, from a container built for `host`. */
export function pageServicesFactory(host: ProcessHost): PageServicesFactory {
  return createContainer(host).get(TOKENS.PageServicesFactory);
}
