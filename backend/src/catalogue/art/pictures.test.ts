import { describe, expect, it } from 'vitest';
import { createCatalogue } from '../catalogue';
import { ARTICLE_SCENES, BANNERS } from '../content/content-data';
import { lettering, letteringWidth } from './lettering';
import { hashString } from '../seed/prng';
import { BRANDS, PRODUCT_TYPES, type Illustration } from '../seed/seed-data';
import { articleSvg, bannerSvg, brandLogoSvg, productSvg } from './svg';
import { seededDatabase } from '../testing/catalogue-fixture';

const KINDS = [...new Set(PRODUCT_TYPES.map((t) => t.illustration))];
const typeByKey = new Map(PRODUCT_TYPES.map((t) => [t.key, t]));

const picture = (illustration: Illustration, view = 1, id = 1, colour = '#c8102e', accent = '#f4f4f2') =>
  productSvg({ id, illustration, colour, accent, name: 'Product' }, view);

/** The drawing without the document's frame and ground, to compare what is drawn. */
const drawn = (svg: string) =>
  svg
    .replace(/^<svg[^>]*>(<title>[^<]*<\/title>)?/, '')
    .replace(/<rect width="400" height="400" fill="#[0-9a-f]{6}"\/>/, '');

describe('given the product pictures', () => {
  it('when the same product is drawn twice, then the bytes are the same', () => {
    for (const kind of KINDS)
      for (const view of [1, 2, 3]) expect(picture(kind, view, 42)).toBe(picture(kind, view, 42));
  });

  it('when two seeded catalogues answer the same picture, then it is identical', () => {
    const one = createCatalogue(seededDatabase(300, 5));
    const two = createCatalogue(seededDatabase(300, 5));
    for (const file of ['1.svg', '17-2.svg', '123-3.svg', '300.svg'])
      expect(one.productImage(file)).toBe(two.productImage(file));
  });

  it('when every kind of product is drawn in the same colours, then each has its own drawing', () => {
    const fronts = KINDS.map((kind) => drawn(picture(kind)));
    expect(new Set(fronts).size).toBe(KINDS.length);
  });

  it('when the types a shopper tells apart are drawn, then their silhouettes differ', () => {
    const kindOf = (key: string) => typeByKey.get(key)?.illustration;
    const distinct = [
      'home-jersey',
      'gk-jersey',
      'training-top',
      'track-jacket',
      'padded-jacket',
      'shorts',
      'training-pants',
      'fg-boots',
      'tf-boots',
      'running-shoes',
      'sneakers',
      'hiking-boots',
      'match-ball',
      'scarf',
      'cap',
      'beanie',
      'sports-bag',
      'backpack',
      'bottle',
      'kettlebell',
      'all-mountain-skis',
      'ski-helmet',
      'ski-goggles',
    ].map(kindOf);
    expect(distinct).not.toContain(undefined);
    expect(new Set(distinct).size).toBe(distinct.length);
    // Home and away share the cut and differ in colour, as the real ones do.
    expect(kindOf('away-jersey')).toBe(kindOf('home-jersey'));
  });

  it('when a product is shown in the gallery, then front, back and close-up are three different pictures', () => {
    for (const kind of KINDS) {
      const views = [1, 2, 3].map((view) => drawn(picture(kind, view, 7)));
      expect(new Set(views).size, kind).toBe(3);
    }
  });

  it('when a shirt is seen from the back, then it carries a name and a number, drawn as paths', () => {
    for (const kind of ['jersey', 'gk-jersey'] as const) {
      const back = picture(kind, 2, 3);
      expect(back).not.toContain('<text');
      expect(back).not.toContain('font-family');
      // Name and number are the two lettering paths of the back.
      expect(back.match(/stroke-linecap="square" stroke-linejoin="miter"/g)?.length, kind).toBe(1);
      expect(back.length).toBeGreaterThan(picture(kind, 1, 3).length * 0.5);
    }
  });

  it('when a listing shows several jerseys of one colour, then they are not copies', () => {
    const grid = Array.from({ length: 8 }, (_, i) => picture('jersey', 1, 100 + i));
    expect(new Set(grid).size).toBeGreaterThanOrEqual(5);
  });

  it('when any picture is made, then it stays small and never depends on a font', () => {
    for (const kind of KINDS)
      for (const view of [1, 2, 3])
        for (const colour of ['#c8102e', '#f4f4f2', '#15171a', '#f2c200']) {
          const svg = picture(kind, view, 9, colour, '#1e5bc6');
          expect(svg.length, `${kind} view ${view}`).toBeLessThan(6_000);
          expect(svg).not.toMatch(/<text|font-family|<image|@import|url\((?!#)/);
        }
  });
});

describe('given the brand logos', () => {
  const logos = BRANDS.map((b) => brandLogoSvg(b.name, '#c8102e', hashString(b.name) >>> 8));

  it('when drawn, then each is a wordmark of paths, its own, and small', () => {
    expect(new Set(logos).size).toBe(BRANDS.length);
    for (const svg of logos) {
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 240 96"/);
      expect(svg).not.toMatch(/<text|font-family|<image/);
      expect(svg.length).toBeLessThan(4_000);
    }
  });

  it('when the looks are compared, then weights and slants vary across brands', () => {
    const widths = new Set(logos.map((svg) => /stroke-width="([\d.]+)" stroke-linecap/.exec(svg)?.[1]));
    expect(widths.size).toBeGreaterThanOrEqual(3);
    expect(logos.some((svg) => svg.includes('skewX'))).toBe(true);
    expect(logos.some((svg) => !svg.includes('skewX'))).toBe(true);
  });
});

describe('given the banners and article pictures', () => {
  it('when drawn, then they carry no words, differ by subject and stay small', () => {
    const pictures = [
      ...BANNERS.map((b) => bannerSvg('#1e5bc6', b.illustration)),
      ...Object.values(ARTICLE_SCENES).map((scene) => articleSvg(scene, '#c8102e')),
    ];
    for (const svg of pictures) {
      expect(svg).not.toMatch(/<text|<title|font-family/);
      expect(svg).toContain('aria-hidden="true"');
      expect(svg.length).toBeLessThan(6_000);
    }
    expect(new Set(BANNERS.map((b) => bannerSvg('#1e5bc6', b.illustration))).size).toBe(BANNERS.length);
    expect(new Set(Object.values(ARTICLE_SCENES).map((s) => articleSvg(s, '#c8102e'))).size).toBe(
      new Set(Object.values(ARTICLE_SCENES)).size,
    );
  });
});

describe('given the drawn lettering', () => {
  const style = { size: 14, weight: 0.15 };

  it('when a name is drawn, then every letter adds to its width and unknown signs are left out', () => {
    expect(letteringWidth('HUBER', style)).toBeGreaterThan(letteringWidth('HUB', style));
    expect(lettering('A€B', 0, 14, style)).toBe(lettering('AB', 0, 14, style));
    expect(lettering('straße', 0, 14, style)).toBe(lettering('STRASSE', 0, 14, style));
  });

  it('when umlauts are drawn, then they are the letter with two dots', () => {
    const plain = lettering('O', 0, 14, style);
    const umlaut = lettering('Ö', 0, 14, style);
    expect(umlaut.startsWith(plain)).toBe(true);
    expect(umlaut.match(/M/g)?.length).toBe((plain.match(/M/g)?.length ?? 0) + 2);
  });
});
