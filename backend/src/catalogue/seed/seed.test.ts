import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { seededDatabase } from '../testing/catalogue-fixture';
import type { Database } from '../../db/database';
import { slugify } from './slug';

const TABLES = [
  'catalogue_genders',
  'brands',
  'brand_genders',
  'categories',
  'sports',
  'colours',
  'sizes',
  'products',
  'product_options',
  'product_prices',
  'content_pages',
  'faq_entries',
  'menu_items',
  'banners',
];

function fingerprint(db: Database): string {
  const hash = createHash('sha256');
  for (const table of TABLES) {
    for (const row of db.prepare(`SELECT * FROM ${table} ORDER BY 1, 2`).raw().all())
      hash.update(JSON.stringify(row));
  }
  return hash.digest('hex');
}

describe('given the catalogue generator', () => {
  const db = seededDatabase(400, 11);

  it('when run twice with the same seed, then it writes the same rows', () => {
    expect(fingerprint(seededDatabase(400, 11))).toBe(fingerprint(db));
  });

  it('when run with another seed, then the products differ', () => {
    expect(fingerprint(seededDatabase(400, 12))).not.toBe(fingerprint(db));
  });

  it('when run, then it writes the requested number of products, 30+ brands with SVG logos and three departments', () => {
    expect(db.prepare('SELECT count(*) FROM products').pluck().get()).toBe(400);
    const brands = db.prepare('SELECT name, logo_svg, position FROM brands ORDER BY position').all() as {
      name: string;
      logo_svg: string;
      position: number;
    }[];
    expect(brands.length).toBeGreaterThanOrEqual(30);
    for (const b of brands)
      expect(b.logo_svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[\s\S]*<\/svg>$/);
    expect(new Set(brands.map((b) => b.position)).size).toBe(brands.length);
    expect(db.prepare('SELECT id, slug_en FROM catalogue_genders ORDER BY id').raw().all()).toEqual([
      [1, 'women'],
      [2, 'men'],
      [3, 'kids'],
    ]);
  });

  it('when prices are written, then vk ≥ premium ≥ pro ≥ staff > 0, rrp ≥ vk and about 30% are discounted', () => {
    const rows = db.prepare('SELECT vk, premium, staff, pro, rrp FROM product_prices').all() as Record<
      string,
      number
    >[];
    for (const p of rows) {
      expect(p.vk).toBeGreaterThanOrEqual(p.premium!);
      expect(p.premium).toBeGreaterThanOrEqual(p.pro!);
      expect(p.pro).toBeGreaterThanOrEqual(p.staff!);
      expect(p.staff).toBeGreaterThan(0);
      expect(p.rrp).toBeGreaterThanOrEqual(p.vk!);
      expect(p.vk! / 100).toBeLessThanOrEqual(1200);
    }
    const discounted = rows.filter((p) => p.vk! < p.rrp!).length / rows.length;
    expect(discounted).toBeGreaterThan(0.2);
    expect(discounted).toBeLessThan(0.4);
  });

  it('when options are written, then clothing, shoe and kids sizes exist with stock, some sold out', () => {
    const kinds = db
      .prepare('SELECT DISTINCT s.kind FROM product_options o JOIN sizes s ON s.id = o.size_id')
      .pluck()
      .all();
    expect(kinds).toEqual(expect.arrayContaining(['clothing', 'shoe', 'kids', 'onesize']));
    expect(db.prepare('SELECT count(*) FROM product_options WHERE stock = 0').pluck().get()).toBeGreaterThan(
      0,
    );
    expect(db.prepare('SELECT count(*) FROM product_options WHERE stock > 0').pluck().get()).toBeGreaterThan(
      0,
    );
    expect(
      db
        .prepare(
          'SELECT count(*) FROM products p WHERE NOT EXISTS (SELECT 1 FROM product_options o WHERE o.product_id = p.id)',
        )
        .pluck()
        .get(),
    ).toBe(0);
  });

  it('when content is written, then blog, guide, FAQ, static and service pages exist in both languages', () => {
    const kinds = db.prepare('SELECT kind, count(*) FROM content_pages GROUP BY kind').raw().all();
    expect(Object.fromEntries(kinds as [string, number][])).toMatchObject({
      blog: expect.any(Number),
      guide: expect.any(Number),
      faq: expect.any(Number),
      static: 3,
      services: 4,
    });
    const untranslated = db
      .prepare(
        "SELECT count(*) FROM content_pages WHERE title_en = '' OR title_de = '' OR title_en = title_de AND kind = 'blog'",
      )
      .pluck()
      .get();
    expect(untranslated).toBe(0);
  });

  it('when menus are written, then the first banner under Men and Women promotes football, in both sets', () => {
    for (const menu of ['desktop', 'mobile']) {
      for (const gender of [1, 2]) {
        const first = db
          .prepare(
            "SELECT url_en FROM menu_items WHERE menu = ? AND gender_id = ? AND type = 'banner' ORDER BY position LIMIT 1",
          )
          .pluck()
          .get(menu, gender);
        expect(first, `${menu} menu, gender ${gender}`).toBe('/jerseys/');
      }
    }
  });

  it('when menus are written, then both sets have gender roots, category columns, brands and banners', () => {
    for (const menu of ['desktop', 'mobile']) {
      const types = db.prepare('SELECT DISTINCT type FROM menu_items WHERE menu = ?').pluck().all(menu);
      expect(types).toEqual(
        expect.arrayContaining(['root-gender', 'gender-category', 'brand', 'banners', 'banner', 'root-hot']),
      );
    }
    expect(
      db
        .prepare(
          "SELECT count(*) FROM menu_items WHERE menu = 'desktop' AND type = 'gender-category' AND column_no IS NULL",
        )
        .pluck()
        .get(),
    ).toBe(0);
  });

  it('when names are drawn, then two products share a name only as one article in two colours at one price', () => {
    const shared = db
      .prepare(
        `SELECT p.name_en, count(*) AS n, count(DISTINCT p.article_id) AS articles, count(DISTINCT p.colour_id) AS colours,
                count(DISTINCT pr.vk || '/' || pr.rrp || '/' || pr.staff || '/' || pr.pro || '/' || pr.premium) AS prices,
                count(DISTINCT p.is_outlet) AS outlet
           FROM products p JOIN product_prices pr ON pr.product_id = p.id
          GROUP BY p.name_en HAVING n > 1`,
      )
      .all() as {
      name_en: string;
      n: number;
      articles: number;
      colours: number;
      prices: number;
      outlet: number;
    }[];
    expect(shared.length).toBeGreaterThan(0);
    for (const group of shared) {
      expect(group, group.name_en).toMatchObject({ articles: 1, colours: group.n, prices: 1, outlet: 1 });
    }
    expect(
      db.prepare('SELECT max(n) FROM (SELECT count(*) AS n FROM products GROUP BY article_id)').pluck().get(),
    ).toBeLessThanOrEqual(4);
    // The German names follow the English ones: one name per article in either language.
    expect(db.prepare('SELECT count(DISTINCT name_de) FROM products').pluck().get()).toBe(
      db.prepare('SELECT count(DISTINCT name_en) FROM products').pluck().get(),
    );
  });

  it("when names are drawn, then a product's brand is in its name once", () => {
    const rows = db
      .prepare('SELECT p.name_en, b.name FROM products p JOIN brands b ON b.id = p.brand_id')
      .all() as {
      name_en: string;
      name: string;
    }[];
    for (const row of rows) expect(row.name_en.split(row.name).length - 1, row.name_en).toBe(1);
  });

  it('when slugs are made, then umlauts are transliterated and punctuation dropped', () => {
    expect(slugify('Österreich Fahne 90 × 150 cm')).toBe('oesterreich-fahne-90-150-cm');
    expect(slugify('Arlberg Ski Co.')).toBe('arlberg-ski-co');
    expect(slugify('Fußballschuhe')).toBe('fussballschuhe');
  });
});
