import type { Container, ContainerModule } from 'inversify';
import type { ServiceName } from '../di/services';

/** A file under `page-stores/`: the bindings of stores only some pages use. */
export interface PageStoresFile {
  readonly stores: ContainerModule;
}

/**
 * The stores only some pages use, by the file under `page-stores/` that binds them. Each file is a
 * chunk of its own that comes with the first page declaring one of its stores (`services` of the page's
 * module), so a page's first load carries its own stores and no other page's (ADR 0014). The stores
 * every page uses (router, session, cart, wishlist, menus, popups) are bound in `stores-module.ts`.
 */
export const PAGE_STORE_FILES = {
  listing: 'listing',
  product: 'product',
  home: 'home',
  content: 'content',
  account: 'account',
  orders: 'account',
  doubleOptIn: 'double-opt-in',
  quickAdd: 'quick-add',
} as const satisfies Partial<Record<ServiceName, string>>;

type PageStoreName = keyof typeof PAGE_STORE_FILES;
export type PageStoresFileName = (typeof PAGE_STORE_FILES)[PageStoreName];

const imports = import.meta.glob<PageStoresFile>('./page-stores/*.ts');

const isPageStore = (name: ServiceName): name is PageStoreName => name in PAGE_STORE_FILES;

/** The page-stores files binding the stores among `names`, each once. */
export function pageStoreFiles(names: readonly ServiceName[]): PageStoresFileName[] {
  const files = new Set<PageStoresFileName>();
  for (const name of names) if (isPageStore(name)) files.add(PAGE_STORE_FILES[name]);
  return [...files];
}

/** A page-stores file as the build knows it (its manifest key). */
export function pageStoresSource(file: PageStoresFileName): string {
  return `src/composition/page-stores/${file}.ts`;
}

/** Imports a page-stores file (the module system loads each once). */
export function importPageStores(file: PageStoresFileName): Promise<PageStoresFile> {
  const load = imports[`./page-stores/${file}.ts`];
  if (!load) return Promise.reject(new Error(`no page stores named ${file}`));
  return load();
}

/**
 * The page stores bound in one process's container so far. A page's stores are bound before its loader
 * runs (`prepare`), once per process, and from then on answer every shopper like the stores of every page.
 */
export class PageStores {
  private readonly bound = new Set<PageStoresFileName>();

  constructor(private readonly container: Container) {}

  /**
   * Binds the page stores among `names` that are not bound yet, importing their code first. Nothing to
   * wait for (undefined) when all of them are bound, as for every request but a process's first of a page.
   */
  prepare(names: readonly ServiceName[]): Promise<void> | undefined {
    const missing = pageStoreFiles(names).filter((file) => !this.bound.has(file));
    if (missing.length === 0) return undefined;
    return Promise.all(
      missing.map(async (file) => this.add(file, (await importPageStores(file)).stores)),
    ).then(() => undefined);
  }

  /** Binds a page-stores file already at hand; binding one twice does nothing (two pages may race to it). */
  add(file: PageStoresFileName, stores: ContainerModule): void {
    if (this.bound.has(file)) return;
    this.bound.add(file);
    this.container.load(stores);
  }

  /** Whether the store `name` can be made: a store of every page, or a page store already bound. */
  has(name: ServiceName): boolean {
    return !isPageStore(name) || this.bound.has(PAGE_STORE_FILES[name]);
  }
}

/** Imports every page-stores file, so that no next page waits for its stores' code after its own. */
export async function warmPageStores(): Promise<void> {
  await Promise.all(Object.values(imports).map((load) => load()));
}
