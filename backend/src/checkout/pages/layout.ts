import { shopLanguage } from '../../catalogue/catalogue-api';
import { html, type SafeHtml, unindexedPage } from '../../html/html';
import { FONT_FILES } from '../assets';
import { hrefIn, localHref, type Visitor } from '../visitor';

/** What every page of the checkout host is drawn with: the visitor, and where the shop and its pictures are. */
export interface PageContext {
  readonly v: Visitor;
  /** The storefront's base URL. */
  readonly shop: string;
  /** The API's base URL (product pictures). */
  readonly apiUrl: string;
  /** This page's path on the checkout host without the language, for the language switch. */
  readonly path: string;
}

/** A storefront page in the visitor's language (German under `/de/`). */
export function shopHref(ctx: PageContext, path: string): string {
  return `${ctx.shop}${ctx.v.language === 'de' ? '/de' : ''}${path}`;
}

/** A page of the checkout host in the visitor's language. */
export function hereHref(ctx: PageContext, path: string): string {
  return localHref(ctx.v, path);
}

/** The steps from the cart to the confirmation; `current` is this page's. */
function steps(ctx: PageContext, current: 0 | 1 | 2): SafeHtml {
  const { t } = ctx.v;
  return html`<ol class="co-steps" aria-label="${t.stepsLabel}">
    ${t.steps.map((name, i) => {
      if (i === current)
        return html`<li aria-current="step">
          <span class="co-steps__name">${name}</span><span class="visually-hidden"> (${t.stepCurrent})</span>
        </li>`;
      if (i < current)
        return html`<li class="is-done">
          ${
            i === 0 && current === 1
              ? html`<a class="co-steps__name" href="${hereHref(ctx, '/')}">${name}</a>`
              : html`<span class="co-steps__name">${name}</span>`
          }<span class="visually-hidden"> (${t.stepDone})</span>
        </li>`;
      return html`<li><span class="co-steps__name">${name}</span></li>`;
    })}
  </ol>`;
}

const LOCK = html`<svg aria-hidden="true" viewBox="0 0 24 24">
  <rect x="5" y="11" width="14" height="10" rx="2" />
  <path d="M8 11V7a4 4 0 0 1 8 0v4" />
</svg>`;

// The shop's mark as the tab's icon: the red-white-red shield.
const FAVICON =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 30 34'%3E%3Cpath d='M0 4a4 4 0 0 1 4-4h22a4 4 0 0 1 4 4v15a15 15 0 0 1-30 0z' fill='%23c8102e'/%3E%3Crect y='11.3' width='30' height='11.3' fill='%23fff'/%3E%3C/svg%3E";

/**
 * A whole page in the shop's look: the storefront's top bar (the secure checkout, the language
 * switch) and logo without search, menus or icons, the steps, the content, and the footer reduced to
 * the legal pages. Landmarks: banner, main, contentinfo with its navigation.
 */
export function renderPage(
  ctx: PageContext,
  page: {
    readonly title: string;
    readonly step?: 0 | 1 | 2;
    readonly content: SafeHtml;
    readonly refreshAfterSeconds?: number;
    readonly script?: boolean;
  },
): string {
  const { t } = ctx.v;
  const other = { ...t.otherLanguage, language: ctx.v.language === 'de' ? ('en' as const) : ('de' as const) };
  return unindexedPage({
    language: shopLanguage(ctx.v.language),
    title: `${page.title} · ${t.shopName}`,
    head: html`${page.refreshAfterSeconds ? html`<meta http-equiv="refresh" content="${page.refreshAfterSeconds}" />` : ''}
      <link rel="preload" href="/fonts/${FONT_FILES.text.file}" as="font" type="font/woff2" crossorigin />
      <link rel="preload" href="/fonts/${FONT_FILES.display.file}" as="font" type="font/woff2" crossorigin />
      <link rel="stylesheet" href="/checkout.css" />
      ${page.script ? html`<script type="module" src="/checkout.js"></script>` : ''}
      <link rel="icon" href="${FAVICON}" />`,
    body: html`<a class="skip-link" href="#main">${t.skipToContent}</a>
      <header>
        <div class="co-topbar">
          <div class="container co-topbar__inner">
            <p class="co-topbar__secure">${LOCK}${t.secureCheckout}</p>
            <a
              href="${hrefIn(other.language, ctx.path)}"
              lang="${shopLanguage(other.language)}"
              hreflang="${shopLanguage(other.language)}"
              aria-label="${other.label}"
              >${other.name}</a
            >
          </div>
        </div>
        <div class="co-header">
          <div class="container co-header__inner">
            <a class="co-logo" href="${shopHref(ctx, '/')}" aria-label="${t.homeLabel}"
              ><span class="co-logo__mark" aria-hidden="true"></span
              ><span class="co-logo__text">${t.shopName}</span></a
            >
          </div>
        </div>
      </header>
      <main id="main" tabindex="-1">
        <div class="container">${page.step === undefined ? '' : steps(ctx, page.step)} ${page.content}</div>
      </main>
      <footer class="co-footer">
        <div class="co-footer__stripe" aria-hidden="true"></div>
        <div class="container co-footer__inner">
          <p class="co-footer__name"><span class="co-footer__mark" aria-hidden="true"></span>${t.shopName}</p>
          <nav aria-label="${t.footerLegal}">
            <ul>
              <li><a href="${shopHref(ctx, t.pages.terms)}">${t.terms}</a></li>
              <li><a href="${shopHref(ctx, t.pages.privacy)}">${t.privacy}</a></li>
              <li><a href="${shopHref(ctx, t.pages.imprint)}">${t.imprint}</a></li>
              <li><a href="${shopHref(ctx, t.pages.faq)}">${t.help}</a></li>
            </ul>
          </nav>
          <p class="co-footer__copyright">${t.copyright}</p>
        </div>
      </footer>`,
  });
}
