// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { unpackRecords } from '../app/record-packing';
import { renderDocument } from './document';
import type { RenderResult } from './render';

const TEMPLATE =
  '<html lang="<!--app-lang-->"><head><!--app-head--></head><body><div id="root"><!--app-html--></div><!--app-boot--></body></html>';

const result: Extract<RenderResult, { kind: 'page' }> = {
  kind: 'page',
  status: 200,
  showBody: true,
  language: 'en-US',
  head: { title: 'Men', canonicalPath: '/men/' },
  html: '<main>Men</main>',
  state: { listing: { count: 3 } },
  messages: { common: { shopName: 'Rot-Weiß-Rot Fan Shop' } },
  pageKey: 'listing',
  setCookies: [],
};

const config = {
  apiBaseUrl: 'https://api.shop.test/api',
  checkoutUrl: 'https://checkout.shop.test',
  shopOrigin: 'https://shop.test',
};

describe('the page document', () => {
  const html = renderDocument(TEMPLATE, result, config, '<link rel="modulepreload" href="/assets/a.js">');

  it("carries the page's state for hydration but not its texts, which load as a chunk of their own", () => {
    const boot = JSON.parse(/<script id="shop-boot" type="application\/json">(.*)<\/script>/.exec(html)![1]!);
    expect(boot).toEqual({ config, language: 'en-US', pageKey: 'listing', state: { listing: { count: 3 } } });
  });

  it('packs the lists of records in the state, and the browser gets them back whole', () => {
    const products = Array.from({ length: 12 }, (_, i) => ({
      id: i,
      name: `Jersey ${i}`,
      brand: 'Kickform',
    }));
    const page = renderDocument(TEMPLATE, { ...result, state: { listing: { products } } }, config);
    const boot = JSON.parse(/<script id="shop-boot" type="application\/json">(.*)<\/script>/.exec(page)![1]!);
    expect(boot.state.listing.products.$r).toEqual(['id', 'name', 'brand']);
    expect(unpackRecords(boot.state)).toEqual({ listing: { products } });
  });

  it("opens the connection to the API's host, where the pictures are, and names the preloads", () => {
    expect(html).toContain('<link rel="preconnect" href="https://api.shop.test">');
    expect(html).toContain('"preload":["/assets/a.js"]');
    expect(html).toContain('<main>Men</main>');
  });

  it("names the page's modules for the loader after the page and its boot data, the stylesheets in the head", () => {
    const page = renderDocument(
      TEMPLATE,
      result,
      config,
      '<link rel="stylesheet" href="/assets/tile.css">\n    <link rel="modulepreload" href="/assets/a.js">',
    );
    expect(page.indexOf('/assets/tile.css')).toBeLessThan(page.indexOf('</head>'));
    expect(page.indexOf('id="shop-boot"')).toBeLessThan(page.indexOf('/assets/a.js'));
    expect(page.indexOf('<main>Men</main>')).toBeLessThan(page.indexOf('/assets/a.js'));
    expect(page).not.toContain('rel="modulepreload"');
    const named = /<script id="shop-page-modules" type="application\/json">(.*?)<\/script>/.exec(page)?.[1];
    expect(JSON.parse(named ?? '')).toEqual({ preload: ['/assets/a.js'] });
  });

  it("fills the template's markers only, never one that the page's own markup happens to contain", () => {
    const page = renderDocument(
      TEMPLATE,
      { ...result, html: '<main><!--app-boot--> <!--app-head--></main>' },
      config,
    );
    expect(page).toContain(
      '<div id="root"><main><!--app-boot--> <!--app-head--></main></div><script id="shop-boot"',
    );
    expect(page.startsWith('<html lang="en-US"><head><title>Men</title>')).toBe(true);
    expect(page.endsWith('</script></body></html>')).toBe(true);
  });

  it('needs no preconnect when the API is on the shop origin', () => {
    const same = renderDocument(TEMPLATE, result, { ...config, apiBaseUrl: 'https://shop.test/api' });
    expect(same).not.toContain('preconnect');
  });
});

describe('the boot config a page carries', () => {
  it('never holds the server’s own address of the API, and holds the cookie domain the browser writes for', () => {
    const page = renderDocument(TEMPLATE, result, {
      ...config,
      apiServerUrl: 'http://10.0.0.5:4000',
      cookieDomain: 'fanshop.at',
    });
    expect(page).not.toContain('10.0.0.5');
    expect(page).toContain('"cookieDomain":"fanshop.at"');
  });
});
