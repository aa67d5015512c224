import type { Language } from '@fanshop/core/shared';
import type { AppConfig } from '../app/app-config';
import { serializePageState } from '../app/hydration';
import type { RenderResult } from './render';
import { renderHead } from './page-head';
import { escapeHtml } from './escape';
import { modulesElement } from './script-loader';

type PageResult = Extract<RenderResult, { kind: 'page' }>;

/**
 * Fills the page template: language, head tags, the rendered app, and the boot data the client starts
 * from (config, language, page and store state) as inert JSON. The texts are not in it: the browser
 * loads its language's messages as a hashed chunk it keeps.
 */
export function renderDocument(
  template: string,
  result: PageResult,
  config: AppConfig,
  preloads = '',
): string {
  const language = result.language as Language;
  const boot = {
    config,
    language,
    pageKey: result.pageKey,
    state: result.state,
  };
  const shopName = String((result.messages as { common?: { shopName?: string } }).common?.shopName ?? '');
  // The page's modules are named for the script loader, which asks for them once the page has painted
  // (script-loader.ts); stylesheets and fonts stay in the head.
  const links = preloads.split(/\n\s*/).filter(Boolean);
  const modules = links.flatMap((link) =>
    link.startsWith('<link rel="modulepreload"') ? [/\bhref="([^"]*)"/.exec(link)?.[1] ?? ''] : [],
  );
  const headLinks = links.filter((link) => !link.startsWith('<link rel="modulepreload"'));
  return template
    .replace('<!--app-lang-->', language === 'de-AT' ? 'de-AT' : 'en-US')
    .replace('<!--app-head-->', () =>
      [renderHead(result.head, language, config.shopOrigin, shopName), apiPreconnect(config), ...headLinks]
        .filter(Boolean)
        .join('\n    '),
    )
    .replace('<!--app-html-->', () => result.html)
    .replace('<!--app-boot-->', () =>
      [
        `<script id="shop-boot" type="application/json">${serializePageState(boot)}</script>`,
        ...(modules.length > 0 ? [modulesElement('shop-page-modules', { preload: modules })] : []),
      ].join('\n    '),
    );
}

/**
 * Product pictures come from the API's host: opening the connection while the page loads saves a
 * round trip before the first picture (often the largest thing on screen).
 */
function apiPreconnect(config: AppConfig): string {
  try {
    const api = new URL(config.apiBaseUrl).origin;
    return api === new URL(config.shopOrigin).origin
      ? ''
      : `<link rel="preconnect" href="${escapeHtml(api)}">`;
  } catch {
    return '';
  }
}
