// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createPreloadLinks, type Manifest } from './preloads';

const manifest: Manifest = {
  'index.html': {
    file: 'assets/index-1.js',
    isEntry: true,
    imports: ['_shared.js'],
    css: ['assets/index-1.css'],
  },
  '_shared.js': { file: 'assets/shared-1.js' },
  'src/pages/listing/listing-page.tsx': {
    file: 'assets/listing-page-1.js',
    imports: ['_shared.js', '_tile.js'],
  },
  '_tile.js': { file: 'assets/tile-1.js', imports: ['_shared.js'], css: ['assets/tile-1.css'] },
  'src/i18n/bundles/en-US.ts': { file: 'assets/en-US-1.js', imports: ['_assembly.js'] },
  'src/i18n/bundles/de-AT.ts': { file: 'assets/de-AT-1.js', imports: ['_assembly.js'] },
  'src/pages/auth/login-page.tsx': { file: 'assets/login-page-1.js', imports: ['_shared.js'] },
  'src/i18n/bundles/account/de-AT.ts': { file: 'assets/account-de-AT-1.js' },
  '_assembly.js': { file: 'assets/assembly-1.js' },
};

describe('preload links of a page', () => {
  const links = createPreloadLinks(manifest);

  it("names the page's chunk, its imports and the language's messages, but nothing the entry loads", () => {
    const html = links('listing', 'de-AT');
    expect(html.match(/href="[^"]+"/g)).toEqual([
      'href="/assets/tile-1.css"',
      'href="/assets/listing-page-1.js"',
      'href="/assets/tile-1.js"',
      'href="/assets/de-AT-1.js"',
      'href="/assets/assembly-1.js"',
    ]);
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/listing-page-1.js">');
    expect(html).not.toContain('shared-1.js');
  });

  it('names only the messages for a page without a module, or one the build does not know', () => {
    expect(links(null, 'en-US')).toContain('/assets/en-US-1.js');
    expect(links('home', 'en-US').match(/href=/g)).toHaveLength(2);
    expect(links('home', 'xx')).toBe('');
  });

  it('names the account texts beside the messages on the sign-in and account pages, and only there', () => {
    expect(links('login', 'de-AT').match(/href="[^"]+"/g)).toEqual([
      'href="/assets/login-page-1.js"',
      'href="/assets/de-AT-1.js"',
      'href="/assets/assembly-1.js"',
      'href="/assets/account-de-AT-1.js"',
    ]);
    expect(links('listing', 'de-AT')).not.toContain('account-de-AT');
    expect(links(null, 'de-AT')).not.toContain('account-de-AT');
  });

  it('preloads the fonts of the entry stylesheet on every page, as CORS requests', () => {
    const withFonts = createPreloadLinks({
      ...manifest,
      'index.html': { ...manifest['index.html']!, assets: ['assets/text-1.woff2', 'assets/logo-1.svg'] },
      '_tile.js': { ...manifest['_tile.js']!, assets: ['assets/other-1.woff2'] },
    });
    const font = '<link rel="preload" href="/assets/text-1.woff2" as="font" type="font/woff2" crossorigin>';
    for (const html of [withFonts('listing', 'de-AT'), withFonts(null, 'en-US'), withFonts('home', 'xx')]) {
      expect(html).toContain(font);
      expect(html).not.toContain('logo-1.svg');
      expect(html).not.toContain('other-1.woff2');
    }
    expect(withFonts('listing', 'de-AT').indexOf(font)).toBe(0);
  });

  it("names the code of the page's own stores beside its chunk, and not what the entry loads", () => {
    const withStores = createPreloadLinks(
      {
        ...manifest,
        'src/composition/page-stores/listing.ts': {
          file: 'assets/listing-stores-1.js',
          imports: ['_shared.js', '_filters.js'],
        },
        '_filters.js': { file: 'assets/filters-1.js' },
      },
      { listing: ['src/composition/page-stores/listing.ts'] },
    );
    expect(withStores('listing', 'en-US').match(/href="[^"]+"/g)).toEqual([
      'href="/assets/tile-1.css"',
      'href="/assets/listing-page-1.js"',
      'href="/assets/tile-1.js"',
      'href="/assets/listing-stores-1.js"',
      'href="/assets/filters-1.js"',
      'href="/assets/en-US-1.js"',
      'href="/assets/assembly-1.js"',
    ]);
    expect(withStores('login', 'en-US')).not.toContain('stores');
  });
});
