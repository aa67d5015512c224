import { Container, ContainerModule, type ServiceIdentifier } from 'inversify';
import {
  bindProvided,
  SHOP,
  SHOP_WIRING,
  ShopperScope,
  shopperContainer,
  shopModules,
} from '@fanshop/adapters/container';
import { createShopIdentity, SessionEvents } from '@fanshop/adapters/shop';
import { HydrationRegistry } from '../app/hydration';
import type { ServiceName, ServiceResolver, Services } from '../di/services';
import { TOKENS } from '../di/tokens';
import type { LocaleStore } from '../i18n/locale.store';
import { COMPOSITION } from './composition-tokens';
import type { PageHost, ProcessHost } from './host';
import { PageStores } from './page-stores';
import { ShownSessionState } from './shown-session-state';
import { HYDRATABLE_SERVICES, storesModule } from './stores-module';

/** What lives as long as the process: its host (config, time, logging, the answers shared between requests). */
function processModule(host: ProcessHost, pageStores: PageStores): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind(COMPOSITION.host).toConstantValue(host);
    bind(COMPOSITION.pageStores).toConstantValue(pageStores);
    bind(TOKENS.config).toConstantValue(host.config);
    bind(TOKENS.scheduler).toConstantValue(host.scheduler);
    bind(TOKENS.logger).toConstantValue(host.logger);
    bind(SHOP.scheduler).toConstantValue(host.scheduler);
    bind(SHOP.logger).toConstantValue(host.logger);
    // What each shopper brings along (`openShopper`), answered by their child container too.
    bindProvided(bind, COMPOSITION.shownState);
    bindProvided(bind, COMPOSITION.locale);
    bindProvided(bind, COMPOSITION.tabStorage);
    bindProvided(bind, COMPOSITION.hydration);
    bindProvided(bind, COMPOSITION.resolver);
    bindProvided(bind, TOKENS.navigator);
    bindProvided(bind, TOKENS.scrollLock);
    bindProvided(bind, TOKENS.analytics);
  });
}

/**
 * The composition root, built once per server process and once per page life in the browser: the
 * process's parts, the adapters' modules of the shop's areas, and the view stores every page uses, each
 * bound once; the stores only some pages use are bound as the first such page opens (`PageStores`). Only
 * here are the core's ports bound to concrete adapters.
 */
export function createContainer(host: ProcessHost): Container {
  const container = new Container({ defaultScope: 'Singleton' });
  container.load(processModule(host, new PageStores(container)), shopModules(SHOP_WIRING), storesModule);
  return container;
}

/** One shopper's services, as the app reads them, and what the composition hands the browser. */
export interface ShopperServices extends ServiceResolver {
  /** The hydratable stores this shopper's page made so far (the server dehydrates these). */
  readonly hydration: HydrationRegistry;
  /**
   * Binds the stores among `names` that only some pages use (a page's `services`), importing their code
   * first; undefined when they are bound already.
   */
  preparePage(names: readonly ServiceName[]): Promise<void> | undefined;
  /**
   * Every hydratable store that is bound, made if not yet: the browser hands each its part of the page
   * state (after `preparePage` of the page on screen).
   */
  hydratables(): ReturnType<HydrationRegistry['stores']>;
  /** Anything else the shopper's container holds (an area's use cases), for the composition's own use. */
  resolve<T>(token: ServiceIdentifier<T>): T;
}

/**
 * Opens one shopper on the process's container: their scope with their cookies and storage (their
 * identity), the page's language, the ways to move them, and their API layer; the stores and use cases
 * bound in the process are made in this scope as they are first asked for. The scope's child container
 * is opened when something asks the container for a shopper's service: making an inversify container
 * costs a server request about a quarter of its rendering (docs/benchmarks.md), and the page itself reads
 * its services from the scope. One per server request, one per page life in the browser.
 */
export function openShopper(process: Container, page: PageHost, locale: LocaleStore): ShopperServices {
  const host = process.get(COMPOSITION.host);
  const identity = createShopIdentity({ cookies: page.cookies, storage: page.storage });
  const events = new SessionEvents();
  const api = host.connectApi({
    identity,
    language: () => page.language(),
    onSessionSignal: (signal) => events.answerFailed(signal),
  });
  const hydration = new HydrationRegistry();
  const shownState = new ShownSessionState();
  const scope = new ShopperScope(process)
    .provide(SHOP.identity, identity)
    .provide(SHOP.events, events)
    .provide(SHOP.gateways, api.gateways)
    .provide(SHOP.navigator, page.navigator)
    .provide(SHOP.localState, shownState)
    .provide(COMPOSITION.shownState, shownState)
    .provide(COMPOSITION.locale, locale)
    .provide(COMPOSITION.tabStorage, page.tabStorage)
    .provide(COMPOSITION.hydration, hydration)
    .provide(TOKENS.navigator, page.navigator)
    .provide(TOKENS.scrollLock, page.scrollLock)
    .provide(TOKENS.analytics, page.analytics);
  const resolver = new ShopperResolver(
    scope,
    () => shopperContainer(scope, process),
    hydration,
    scope.get(COMPOSITION.pageStores),
  );
  scope.provide(COMPOSITION.resolver, resolver);
  return resolver;
}

/**
 * Reads a shopper's services from their scope (which makes each once), and anything else from their
 * child container, opened on first need.
 */
class ShopperResolver implements ShopperServices {
  private container: Container | undefined;

  constructor(
    private readonly scope: ShopperScope,
    private readonly openContainer: () => Container,
    readonly hydration: HydrationRegistry,
    private readonly pageStores: PageStores,
  ) {}

  get<K extends ServiceName>(name: K): Services[K] {
    return this.scope.get(TOKENS[name]);
  }

  pick<K extends ServiceName>(names: readonly K[]): Pick<Services, K> {
    const picked = {} as Record<K, unknown>;
    for (const name of names) picked[name] = this.get(name);
    return picked as Pick<Services, K>;
  }

  preparePage(names: readonly ServiceName[]): Promise<void> | undefined {
    return this.pageStores.prepare(names);
  }

  hydratables() {
    return HYDRATABLE_SERVICES.filter((name) => this.pageStores.has(name)).map((name) => this.get(name));
  }

  resolve<T>(token: ServiceIdentifier<T>): T {
    this.container ??= this.openContainer();
    return this.container.get(token);
  }
}
