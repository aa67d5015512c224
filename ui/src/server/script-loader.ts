import { createHash } from 'node:crypto';
import { PAGE_LEFT_AT } from '../app/page-left';

/**
 * The latest the loader waits: a picture that never finishes loading (or a tab in the background,
 * where frames do not run) must not keep the page from becoming interactive.
 */
const LATEST_MS = 3000;

/**
 * The one inline script of a page. The page's HTML is complete without JavaScript; scripts only make it
 * interactive. So that they never compete with what the first paint needs (stylesheet, fonts, the
 * largest picture), the page names its modules in inert JSON and this loader asks for them once the
 * page has loaded and its first contentful paint is on screen (then one frame more): the page's own
 * chunks (`#shop-page-modules`) as module preloads, then the build's (`#shop-scripts`: preloads, and the
 * entry as a module script), at the latest after `LATEST_MS`. The load event alone is not enough: on a
 * fast connection it can come before the first paint (a busy main thread styling a long page), and then
 * the scripts were asked for first (Lighthouse charged them to home's first paint, LCP 1.5 → 2.7 s in
 * some runs). A browser without paint timing goes by the load event. It also notes when the shopper
 * begins leaving the page (`PAGE_LEFT_AT`), which the page's code, still on its way then, cannot see.
 * Its text never changes, so the content security policy allows it by hash instead of allowing inline
 * scripts.
 */
export const SCRIPT_LOADER =
  "(function(){var d=document,done=0,loaded=0,painted=0;function list(id){var e=d.getElementById(id);return e?JSON.parse(e.textContent||'{}'):{}}" +
  `function left(){window.${PAGE_LEFT_AT}=Date.now()}addEventListener('beforeunload',left);addEventListener('pagehide',left);` +
  `addEventListener('pageshow',function(){window.${PAGE_LEFT_AT}=void 0});` +
  "function go(){if(done)return;done=1;var b=list('shop-scripts'),p=list('shop-page-modules');" +
  "(p.preload||[]).concat(b.preload||[]).forEach(function(h){var l=d.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=h;d.head.appendChild(l)});" +
  "(b.scripts||[]).forEach(function(h){var s=d.createElement('script');s.type='module';s.crossOrigin='';s.src=h;d.body.appendChild(s)})}" +
  'function later(){if(loaded&&painted)requestAnimationFrame(function(){setTimeout(go,0)})}' +
  "var P=window.PerformanceObserver;if(P&&(P.supportedEntryTypes||[]).indexOf('paint')>=0){var o=new P(function(l){" +
  "if(l.getEntriesByName('first-contentful-paint').length){painted=1;o.disconnect();later()}});o.observe({type:'paint',buffered:true})}else painted=1;" +
  'function onLoad(){loaded=1;later()}' +
  `if(d.readyState==='complete')onLoad();else addEventListener('load',onLoad);setTimeout(go,${LATEST_MS})})()`;

/** The CSP source allowing the loader (`'sha256-…'`). */
export const SCRIPT_LOADER_HASH = `'sha256-${createHash('sha256').update(SCRIPT_LOADER).digest('base64')}'`;

/** The module files a page names: its module scripts in order, and the modules to preload. */
export interface PageModules {
  readonly scripts?: readonly string[];
  readonly preload?: readonly string[];
}

/** Inert JSON naming modules for the loader; `<` is escaped so it cannot close its element. */
export function modulesElement(id: string, modules: PageModules): string {
  return `<script id="${id}" type="application/json">${JSON.stringify(modules).replace(/</g, '\\u003c')}</script>`;
}
