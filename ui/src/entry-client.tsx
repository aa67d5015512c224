import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import type { Language } from '@fanshop/core/shared';
import type { AppConfig } from './app/app-config';
import { hydrateAll, type PageState } from './app/hydration';
import { ACCOUNT_TEXT_PAGES } from './app/page-files';
import type { PageModule } from './app/page-module';
import { loadPageModule, type PageKey } from './app/pages';
import { unpackRecords } from './app/record-packing';
import { Root } from './app/Root';
import {
  bootLoads,
  browserCookies,
  browserMessagesLoader,
  createBrowserServices,
  createPageSessionGuard,
  sendPendingRemovalsOnLeave,
  takeServerHandoffs,
  warmUp,
  watchPage,
} from './composition/browser-host';
import { rememberLanguage } from './composition/language-memory';
import { importPageStores, pageStoreFiles, warmPageStores } from './composition/page-stores';
import { loadHeaderParts } from './header/use-header-parts';
import { createI18n } from './i18n/i18n';
import { LocaleStore } from './i18n/locale.store';
import { loadAccountMessages, loadMessages } from './i18n/messages.client';
import { shownByBootState } from './session/page-session-guard';
import './styles/global.css';

/** What the server writes into the page for the client to start from. */
interface Boot {
  readonly config: AppConfig;
  readonly language: Language;
  readonly pageKey: PageKey | null;
  readonly state: PageState;
}

/** A page's module, once the code of the stores only it uses (`services`) is here as well. */
async function withItsStores(module: PageModule): Promise<PageModule> {
  await Promise.all(pageStoreFiles(module.services ?? []).map(importPageStores));
  return module;
}

async function start(): Promise<void> {
  // First thing: a shopper may leave before the page's code has come.
  const life = watchPage();
  const bootElement = document.getElementById('shop-boot');
  const boot = JSON.parse(bootElement?.textContent ?? '{}') as Boot;
  const state = unpackRecords(boot.state) as PageState;
  // A page rendered for another session than the cookies hold is an old copy (a guest's page kept while
  // the shopper signed in): the page the server renders for them is on its way, nothing here is needed.
  const sessionGuard = createPageSessionGuard(boot.config);
  if (sessionGuard.check(shownByBootState(state))) return;
  const version = document.querySelector<HTMLScriptElement>('script[type="module"][src]')?.src ?? 'dev';
  const messagesOf = browserMessagesLoader((lng) => loadMessages(lng as Language), version);
  // The page's code and texts must be there before hydrating, or React would render something else
  // than the server did (an account page's with its account texts). The server preloads them beside the
  // entry; the page's own language comes straight from its chunk (opening localStorage first would cost
  // more than it saves).
  const [messages, accountMessages, page] = await bootLoads(
    () =>
      Promise.all([
        loadMessages(boot.language),
        boot.pageKey && ACCOUNT_TEXT_PAGES.has(boot.pageKey) ? loadAccountMessages(boot.language) : undefined,
        // The page's own stores too (the server preloads them with its code).
        boot.pageKey ? loadPageModule(boot.pageKey).then(withItsStores) : undefined,
      ]),
    life,
  );
  const i18n = createI18n(boot.language, { [boot.language]: { ...messages, ...accountMessages } });
  const locale = new LocaleStore(i18n, messagesOf, loadAccountMessages);
  takeServerHandoffs(boot.config);
  const services = createBrowserServices(boot.config, locale, life);
  // Their code is here: binding them waits for nothing but a turn of the loop.
  await services.preparePage(page?.services ?? []);
  hydrateAll(services.hydratables(), state);
  const root = document.getElementById('root');
  // As a transition, hydration yields to the browser every few milliseconds instead of holding the main
  // thread for the whole page; the server's HTML is on screen meanwhile.
  if (root) startTransition(() => void hydrateRoot(root, <Root services={services} i18n={i18n} />));
  sessionGuard.watchRestores(globalThis, () => ({
    loggedIn: services.get('session').loggedIn,
    status: services.get('router').current.status,
  }));
  rememberLanguage(locale, browserCookies(boot.config));
  sendPendingRemovalsOnLeave(globalThis, services.get('cart'));
  // The header's popups and phone menu come with the API layer: nobody sees them before acting; so do
  // the other pages' stores, which the next page may need.
  warmUp([loadHeaderParts, warmPageStores]);
}

void start();
