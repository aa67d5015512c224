// First: components are evaluated (and `observer()` decides how to wrap them) after it.
import './static-rendering';
import { renderToString } from 'react-dom/server';
import { splitLanguage, showsErrorPage } from '@fanshop/core/navigation';
import { DEFAULT_LANGUAGE, type Language } from '@fanshop/core/shared';
import type { i18n as I18n } from 'i18next';
import type { SitemapPage } from '@fanshop/core/catalog';
import type { AppConfig } from '../app/app-config';
import { dehydrateAll, type PageState } from '../app/hydration';
import { pageContext, type PageHead } from '../app/page-module';
import { headForPage } from '../app/head-for-page';
import { createRequestServices, loadSitemap } from '../composition/server-host';
import { createI18n } from '../i18n/i18n';
import { translate } from '../i18n/translate';
import { LocaleStore } from '../i18n/locale.store';
import { allMessages, messagesOf } from '../i18n/messages.server';
import { Root } from '../app/Root';
import { KeptTilesContext } from '../catalog/kept-tiles';
import { loadPageModule } from '../app/pages';
import { PAGE_FILES, type PageKey } from '../app/page-files';
import { pageStoreFiles, pageStoresSource } from '../composition/page-stores';
import { refuseFormAction, runFormAction } from '../app/form-action';
import { keptTilesFor } from './kept-tiles';

const instances = new Map<Language, I18n>();

/**
 * One i18next instance per language for every request: on the server it is only read (a request's
 * language is its URL's, and both languages' messages are loaded), so it is built once and its
 * translations stay warm.
 */
function i18nOf(language: Language): I18n {
  let instance = instances.get(language);
  if (!instance) instances.set(language, (instance = createI18n(language, allMessages)));
  return instance;
}

/** One storefront request as the renderer needs it. */
export interface RenderRequest {
  /** Path with query, as requested. */
  readonly url: string;
  readonly cookieHeader: string | undefined;
  readonly userAgent: string | undefined;
  readonly secure: boolean;
  readonly config: AppConfig;
  /** The API cannot be reached: the page is the server error page (503) with its retry, loading nothing. */
  readonly apiUnavailable?: boolean;
  /**
   * A form of the page posted natively (sent before the page's script was ready): its fields, and whether
   * the shopper may send now (`refused`: too many failed attempts from their address).
   */
  readonly form?: { readonly fields: Readonly<Record<string, string>>; readonly refused?: boolean };
}

/** What the server sends back: a redirect, or a page with its status, head, body and state. */
export type RenderResult =
  | {
      readonly kind: 'redirect';
      /** 303 after a posted form: the browser follows it with a GET. */
      readonly status: 301 | 302 | 303;
      readonly location: string;
      readonly setCookies: string[];
    }
  | {
      readonly kind: 'page';
      readonly status: number;
      /** False when the visitor is a bot and the page is an error: the server sends the bare status. */
      readonly showBody: boolean;
      readonly language: string;
      readonly head: PageHead;
      readonly html: string;
      readonly state: PageState;
      readonly messages: unknown;
      readonly pageKey: string | null;
      readonly setCookies: string[];
      /** A posted form the shop refused (its input, or the shopper's attempts): counts towards the limit. */
      readonly formFailed?: boolean;
    };

/**
 * Renders one request: the services of this request with the visitor's identity from its cookies, the
 * route's loader run through the core use cases, then React to a string and the stores' state beside it.
 */
export async function render(request: RenderRequest): Promise<RenderResult> {
  const { language } = splitLanguage(request.url);
  const i18n = i18nOf(language);
  const locale = new LocaleStore(i18n, async (lng) => messagesOf(lng));
  // The language cookie is written by the browser (`rememberLanguage`), so that a guest's page sets no
  // cookie and a shared cache may keep it.
  const { services, setCookieHeaders, redirectTo } = createRequestServices(request, locale);

  const router = services.get('router');
  const posted = request.form;
  let page;
  let status: number | undefined;
  let formFailed = false;
  if (request.apiUnavailable) {
    page = router.showError(request.url, 503);
  } else {
    const resolution = await router.resolve(request.url);
    if (resolution.kind === 'redirect') {
      const moved = posted ? 303 : 301;
      return {
        kind: 'redirect',
        status: moved,
        location: resolution.location,
        setCookies: setCookieHeaders(),
      };
    }
    const moved = posted ? 303 : 302;
    const wanted = redirectTo();
    if (wanted) return { kind: 'redirect', status: moved, location: wanted, setCookies: setCookieHeaders() };
    page = resolution.page;
    if (posted && page.page !== null && page.match) {
      const module = await loadPageModule(page.page);
      const { actions } = module;
      const context = pageContext(module, page.match, services);
      const postedForms = services.get('postedForms');
      if (posted.refused) {
        refuseFormAction(actions, posted.fields, context, postedForms);
        status = 429;
        formFailed = true;
      } else {
        const outcome = await runFormAction(actions, posted.fields, context, postedForms);
        // A post the page has no form for: the page itself, as a GET would show it.
        if (outcome.kind === 'none') {
          return { kind: 'redirect', status: 303, location: request.url, setCookies: setCookieHeaders() };
        }
        const next = redirectTo();
        if (next) return { kind: 'redirect', status: 303, location: next, setCookies: setCookieHeaders() };
        status = outcome.status;
        formFailed = !outcome.succeeded;
      }
    }
  }
  const t = (key: string, options?: Record<string, unknown>) => translate(i18n, key, options);
  const head = headForPage(page, services, t);
  const tiles = keptTilesFor(request.config, services, i18n);
  const html = renderToString(
    <KeptTilesContext value={tiles}>
      <Root services={services} i18n={i18n} url={request.url} />
    </KeptTilesContext>,
  );
  tiles.keepRendered();
  return {
    kind: 'page',
    status: status ?? page.status,
    showBody: page.status < 400 || showsErrorPage(request.userAgent),
    language,
    head,
    html,
    // The stores this page made; the browser makes any other afresh (`HydrationRegistry`).
    state: dehydrateAll(services.hydration.stores()),
    messages: messagesOf(language),
    pageKey: page.page,
    setCookies: setCookieHeaders(),
    formFailed,
  };
}

/**
 * The shop's indexable pages for `sitemap.xml`, through the core's `LoadSitemap` in services of
 * their own (a guest's: no cookies).
 */
export async function loadSitemapPages(config: AppConfig): Promise<readonly SitemapPage[]> {
  const i18n = i18nOf(DEFAULT_LANGUAGE);
  const locale = new LocaleStore(i18n, async (lng) => messagesOf(lng));
  return loadSitemap(config, locale);
}

/**
 * The code of the stores only some pages use, by page, as the build names it: the server preloads a
 * page's own beside its code (`createPreloadLinks`), since the browser binds them before hydrating.
 */
export async function pageStoreSources(): Promise<Readonly<Partial<Record<PageKey, readonly string[]>>>> {
  const sources: Partial<Record<PageKey, readonly string[]>> = {};
  for (const key of Object.keys(PAGE_FILES) as PageKey[]) {
    sources[key] = pageStoreFiles((await loadPageModule(key)).services ?? []).map(pageStoresSource);
  }
  return sources;
}
