import type { Language } from '@fanshop/core/shared';
import type { AppConfig } from '../app/app-config';
import { serializePageState } from '../app/hydration';
import { packRecords } from '../app/record-packing';
import type { RenderResult } from './render';
import { renderHead } from './page-head';
import { escapeHtml } from './escape';
import { modulesElement } from './script-loader';

type PageResult = Extract<RenderResult, { kind: 'page' }>;

const MARKERS = ['<!--app-lang-->', '<!--app-head-->', '<!--app-html-->', '<!--app-boot-->'] as const;
type Marker = (typeof MARKERS)[number];

/** A template cut at its markers (the first of each), once per template: `text[0] marker[0] text[1] …`. */
interface CutTemplate {
  readonly texts: readonly string[];
  readonly markers: readonly Marker[];
}

let lastTemplate: { readonly template: string; readonly cut: CutTemplate } | null = null;

function cutTemplate(template: string): CutTemplate {
  if (lastTemplate?.template === template) return lastTemplate.cut;
  const found = MARKERS.map((marker) => ({ marker, at: template.indexOf(marker) }))
    .filter(({ at }) => at >= 0)
    .sort((a, b) => a.at - b.at);
  const texts: string[] = [];
  let from = 0;
  for (const { marker, at } of found) {
    texts.push(template.slice(from, at));
    from = at + marker.length;
  }
  texts.push(template.slice(from));
  const cut = { texts, markers: found.map(({ marker }) => marker) };
  lastTemplate = { template, cut };
  return cut;
}

/** A page's preload links split into what stays in the head and the modules named for the loader. */
interface SplitPreloads {
  readonly head: readonly string[];
  readonly modules: readonly string[];
}

/** Per preload string: there is one per page type and language (`preloads.ts`), so this stays small. */
const splitPreloadsCache = new Map<string, SplitPreloads>();

function splitPreloads(preloads: string): SplitPreloads {
  let split = splitPreloadsCache.get(preloads);
  if (!split) {
    // The page's modules are named for the script loader, which asks for them once the page has
    // painted (script-loader.ts); stylesheets and fonts stay in the head.
    const links = preloads.split(/\n\s*/).filter(Boolean);
    const isModule = (link: string) => link.startsWith('<link rel="modulepreload"');
    split = {
      head: links.filter((link) => !isModule(link)),
      modules: links.filter(isModule).map((link) => /\bhref="([^"]*)"/.exec(link)?.[1] ?? ''),
    };
    if (splitPreloadsCache.size < 1000) splitPreloadsCache.set(preloads, split);
  }
  return split;
}

/**
 * Fills the page template: language, head tags, the rendered app, and the boot data the client starts
 * from (config, language, page and store state) as inert JSON. The texts are not in it: the browser
 * loads its language's messages as a hashed chunk it keeps. The template is cut at its markers once,
 * and each page is one concatenation: what a page inserts is never searched for markers.
 */
export function renderDocument(
  template: string,
  result: PageResult,
  config: AppConfig,
  preloads = '',
): string {
  const language = result.language as Language;
  const boot = {
    config: browserConfig(config),
    language,
    pageKey: result.pageKey,
    // Its lists of records travel packed (a third shorter); the client unpacks them before hydrating.
    state: packRecords(result.state),
  };
  const shopName = String((result.messages as { common?: { shopName?: string } }).common?.shopName ?? '');
  const { head, modules } = splitPreloads(preloads);
  const fill = (marker: Marker): string => {
    switch (marker) {
      case '<!--app-lang-->':
        return language === 'de-AT' ? 'de-AT' : 'en-US';
      case '<!--app-head-->':
        return [
          renderHead(result.head, language, config.shopOrigin, shopName),
          apiPreconnect(config),
          ...head,
        ]
          .filter(Boolean)
          .join('\n    ');
      case '<!--app-html-->':
        return result.html;
      case '<!--app-boot-->':
        return [
          `<script id="shop-boot" type="application/json">${serializePageState(boot)}</script>`,
          ...(modules.length > 0 ? [modulesElement('shop-page-modules', { preload: [...modules] })] : []),
        ].join('\n    ');
    }
  };
  const { texts, markers } = cutTemplate(template);
  let page = texts[0] ?? '';
  for (const [i, marker] of markers.entries()) page += fill(marker) + (texts[i + 1] ?? '');
  return page;
}

/**
 * Product pictures come from the API's host: opening the connection while the page loads saves a
 * round trip before the first picture (often the largest thing on screen).
 */
function apiPreconnect(config: AppConfig): string {
  let link = preconnects.get(config);
  if (link === undefined) {
    try {
      const api = new URL(config.apiBaseUrl).origin;
      link =
        api === new URL(config.shopOrigin).origin ? '' : `<link rel="preconnect" href="${escapeHtml(api)}">`;
    } catch {
      link = '';
    }
    preconnects.set(config, link);
  }
  return link;
}

const browserConfigs = new WeakMap<AppConfig, AppConfig>();

/** The config a page carries: all of it but the server's own address of the API. */
function browserConfig(config: AppConfig): AppConfig {
  let shown = browserConfigs.get(config);
  if (!shown) {
    const { apiServerUrl: _server, ...rest } = config;
    shown = rest;
    browserConfigs.set(config, shown);
  }
  return shown;
}

/** The preconnect link per config: the server has one config for its life. */
const preconnects = new WeakMap<AppConfig, string>();
