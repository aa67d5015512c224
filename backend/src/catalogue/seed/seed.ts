/**
 * Deterministic generator of the fan shop's catalogue: the same `seed` and `products` give the same
 * rows, byte for byte. Writes everything in one transaction with prepared statements, so 100,000
 * products take a few seconds.
 */
import type { Database } from 'better-sqlite3';
import { ARTICLES, BANNERS } from '../content/content-data';
import { FAQ_TOPICS } from '../content/faq-data';
import { createRandom, hashString, type Random } from './prng';
import {
  BRANDS,
  CATEGORIES,
  COLOURS,
  DESCRIPTION_EXTRAS,
  DESIGN_EDITIONS,
  GENDERS,
  GENDER_WORDS,
  JERSEY_EDITIONS,
  MODEL_NAMES,
  MODEL_SUFFIXES,
  PRODUCT_TYPES,
  SIZE_SCALES,
  SPORTS,
  TEAM,
  YEARS,
  type Domain,
  type Named,
  type ProductType,
  type SizeKind,
} from './seed-data';
import { brandLogoSvg } from '../art/svg';
import { ArticleRegistry } from './seed-articles';
import { insertMenus } from './seed-menus';
import { slugify } from './slug';

/** Options of the generator. */
export interface SeedOptions {
  /** Number of products; 2,000 by default. */
  readonly products?: number;
  /** Seed of the generator; 1 by default. */
  readonly seed?: number;
}

export const DEFAULT_PRODUCT_COUNT = 2_000;

/** Newest `added_at` of the generated catalogue; fixed so the data does not depend on the clock. */
const REFERENCE_DATE = Date.UTC(2026, 10, 1);
const DAY_MS = 86_400_000;

/** Tables the catalogue owns, children first. */
const TABLES = [
  'faq_entries',
  'content_pages',
  'menu_items',
  'banners',
  'product_prices',
  'product_options',
  'products',
  'sizes',
  'colours',
  'sports',
  'categories',
  'brand_genders',
  'brands',
  'catalogue_genders',
];

/**
 * Fills the catalogue tables. Existing catalogue rows are replaced, so run it on a fresh database
 * (rows of other areas that point at products would block the delete).
 */
export function seedCatalogue(db: Database, options: SeedOptions = {}): void {
  const productCount = Math.max(0, Math.floor(options.products ?? DEFAULT_PRODUCT_COUNT));
  const seed = options.seed ?? 1;
  const run = db.transaction(() => {
    for (const table of TABLES) db.prepare(`DELETE FROM ${table}`).run();
    insertReferenceData(db);
    const sizeIds = insertSizes(db);
    const rng = createRandom(seed);
    const brandGenders = insertProducts(db, rng, productCount, sizeIds);
    const insertBrandGender = db.prepare('INSERT INTO brand_genders (brand_id, gender_id) VALUES (?, ?)');
    for (const key of [...brandGenders].sort()) {
      const [brandId, genderId] = key.split(':').map(Number);
      insertBrandGender.run(brandId, genderId);
    }
    insertContent(db);
    insertMenus(db, brandGenders);
  });
  run();
}

function insertReferenceData(db: Database): void {
  const gender = db.prepare(
    'INSERT INTO catalogue_genders (id, sysname, slug_en, slug_de, name_en, name_de, position) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  GENDERS.forEach((g, i) => gender.run(g.id, g.sysname, g.slug.en, g.slug.de, g.name.en, g.name.de, i + 1));

  const category = db.prepare(
    'INSERT INTO categories (id, parent_id, position, slug_en, slug_de, name_en, name_de) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  CATEGORIES.forEach((c, i) =>
    category.run(c.id, c.parent, i + 1, c.slug.en, c.slug.de, c.name.en, c.name.de),
  );

  const sport = db.prepare(
    'INSERT INTO sports (id, parent_id, position, slug_en, slug_de, name_en, name_de) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  SPORTS.forEach((s, i) => sport.run(s.id, s.parent, i + 1, s.slug.en, s.slug.de, s.name.en, s.name.de));

  const colour = db.prepare(
    'INSERT INTO colours (id, sysname, hex, name_en, name_de, position) VALUES (?, ?, ?, ?, ?, ?)',
  );
  COLOURS.forEach((c, i) => colour.run(c.id, c.sysname, c.hex, c.name.en, c.name.de, i + 1));

  const brand = db.prepare(
    'INSERT INTO brands (id, name, slug, logo_svg, position, description_en, description_de) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  const logoColours = COLOURS.filter((c) => !['white', 'beige', 'yellow'].includes(c.sysname));
  BRANDS.forEach((b, i) => {
    const h = hashString(b.name);
    const logoColour = logoColours[h % logoColours.length]?.hex ?? '#c8102e';
    brand.run(i + 1, b.name, slugify(b.name), brandLogoSvg(b.name, logoColour, h >>> 8), i + 1, b.en, b.de);
  });

  const banner = db.prepare(
    'INSERT INTO banners (id, title_en, title_de, colour_id, illustration) VALUES (?, ?, ?, ?, ?)',
  );
  for (const b of BANNERS) banner.run(b.id, b.title.en, b.title.de, b.colour, b.illustration);
}

/** Inserts the size scales; answers the id of each size by kind and title. */
function insertSizes(db: Database): Map<string, number> {
  const insert = db.prepare('INSERT INTO sizes (id, kind, title, position) VALUES (?, ?, ?, ?)');
  const ids = new Map<string, number>();
  let id = 0;
  for (const [kind, titles] of Object.entries(SIZE_SCALES)) {
    titles.forEach((title, i) => {
      id++;
      insert.run(id, kind, title, i + 1);
      ids.set(`${kind}:${title}`, id);
    });
  }
  return ids;
}

/** The sizes a product of this type is offered in for a department. */
function sizeScale(type: ProductType, gender: number): { kind: SizeKind; titles: readonly string[] } {
  let kind = type.sizes;
  let titles = SIZE_SCALES[kind];
  if (gender === 3) {
    if (kind === 'clothing') {
      kind = 'kids';
      titles = SIZE_SCALES.kids;
    } else if (kind === 'shoe') titles = titles.slice(0, 5);
    else if (kind === 'glove') titles = titles.slice(0, 3);
  } else if (kind === 'clothing' && type.illustration === 'bike') {
    titles = titles.slice(1, 5);
  } else if (kind === 'clothing' && gender === 1) titles = titles.slice(0, 5);
  else if (kind === 'clothing' && gender === 2) titles = titles.slice(1);
  else if (kind === 'shoe' && gender === 1) titles = titles.slice(0, 7);
  else if (kind === 'shoe' && gender === 2) titles = titles.slice(3);
  return { kind, titles };
}

/** Rounds euros to a shop price ending in .95 (at least 1.95). */
function shopPriceCents(euros: number): number {
  return Math.max(195, Math.floor(euros) * 100 + 95);
}

function insertProducts(db: Database, rng: Random, count: number, sizeIds: Map<string, number>): Set<string> {
  const product = db.prepare(
    `INSERT INTO products (id, sku, slug_en, slug_de, name_en, name_de, description_en, description_de, brand_id,
       category_id, gender_id, sport_id, sub_sport_id, colour_id, accent_colour_id, illustration, is_heavy, is_bike,
       is_ski, is_outlet, sales_rank, added_at, article_id)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const option = db.prepare(
    'INSERT INTO product_options (id, product_id, size_id, title, stock, position) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const price = db.prepare(
    'INSERT INTO product_prices (product_id, vk, premium, staff, pro, rrp) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const brandsByDomain = new Map<Domain, number[]>();
  BRANDS.forEach((b, i) => {
    for (const d of b.domains) {
      const list = brandsByDomain.get(d) ?? [];
      list.push(i + 1);
      brandsByDomain.set(d, list);
    }
  });
  const officialBrand = 1;
  const colourIds = COLOURS.map((c) => c.id);
  const colourName = new Map<number, Named>(COLOURS.map((c) => [c.id, c.name]));
  const brandGenders = new Set<string>();
  const articles = new ArticleRegistry(YEARS);
  let optionId = 0;

  for (let id = 1; id <= count; id++) {
    const type = rng.weighted(PRODUCT_TYPES, (t) => t.weight);
    const domainBrands = brandsByDomain.get(type.domain) ?? [officialBrand];
    const usesTeam = type.name.en.includes('{team}');
    const brandId = usesTeam && rng.chance(0.7) ? officialBrand : rng.pick(domainBrands);
    const brand = BRANDS[brandId - 1];
    const gender = rng.pick(type.genders);
    const model = rng.pick(MODEL_NAMES) + rng.pick(MODEL_SUFFIXES);
    const year = rng.weighted(YEARS, (y) => y - 2020);
    const genderWord = GENDER_WORDS[gender];
    const nameOf = (season: number, edition: Named | undefined, language: keyof Named): string => {
      const base = type.name[language]
        .replace('{team}', TEAM[language])
        .replace('{model}', model)
        .replace('{year}', String(season));
      const words = [brand?.name ?? '', base, edition?.[language], genderWord?.[language]];
      return words.filter((word) => word !== undefined && word !== '').join(' ');
    };

    const colourId = rng.pick(type.colours);
    let accentId: number;
    if (type.domain === 'fan') accentId = colourId === 3 ? 2 : 3;
    else {
      accentId = rng.pick(colourIds);
      if (accentId === colourId) accentId = colourId === 1 ? 2 : 1;
    }
    const extra = rng.pick(DESCRIPTION_EXTRAS);
    const colour = colourName.get(colourId) ?? { en: '', de: '' };
    const descriptionEn = `${type.features.en} ${extra.en} Colour: ${colour.en}.`;
    const descriptionDe = `${type.features.de} ${extra.de} Farbe: ${colour.de}.`;

    // Prices: rrp in the type's range; about 30% discounted by 10–50%; role prices below vk.
    const rrp = shopPriceCents(type.price[0] + rng.next() * (type.price[1] - type.price[0]));
    const discounted = rng.chance(0.3);
    const vk = discounted
      ? Math.min(rrp - 100, shopPriceCents((rrp / 100) * (1 - (0.1 + rng.next() * 0.4))))
      : rrp;
    const own = {
      vk,
      premium: Math.round(vk * 0.9),
      pro: Math.round(vk * 0.7425),
      staff: Math.round(vk * 0.675),
      rrp,
      outlet: discounted && rng.chance(0.3),
    };
    const jersey = type.illustration === 'jersey' || type.illustration === 'gk-jersey';
    const place = articles.place(
      id,
      colourId,
      {
        build: (season, edition) => ({
          en: nameOf(season, edition, 'en'),
          de: nameOf(season, edition, 'de'),
        }),
        year: type.name.en.includes('{year}') ? year : undefined,
        editions: jersey ? JERSEY_EDITIONS : DESIGN_EDITIONS,
      },
      own,
    );
    const { en: nameEn, de: nameDe } = place.name;
    // Another colour of an article costs what the article costs.
    const prices = place.prices ?? own;
    const outlet = prices.outlet;

    const ageDays = outlet ? rng.int(180, 730) : rng.int(0, 600);
    const addedAt = new Date(REFERENCE_DATE - ageDays * DAY_MS - rng.int(0, 86_399) * 1000).toISOString();
    const salesRank = Math.floor(rng.next() * 1_000_000 * (0.4 + type.weight / 15));

    product.run(
      id,
      `FS-${String(id).padStart(7, '0')}`,
      slugify(nameEn),
      slugify(nameDe),
      nameEn,
      nameDe,
      descriptionEn,
      descriptionDe,
      brandId,
      type.category,
      gender,
      type.sport,
      type.subSport,
      colourId,
      accentId,
      type.illustration,
      type.flags?.heavy ? 1 : 0,
      type.flags?.bike ? 1 : 0,
      type.flags?.ski ? 1 : 0,
      outlet ? 1 : 0,
      salesRank,
      addedAt,
      place.articleId,
    );
    price.run(id, prices.vk, prices.premium, prices.staff, prices.pro, prices.rrp);

    const soldOut = rng.chance(0.03);
    const scale = sizeScale(type, gender);
    scale.titles.forEach((title, i) => {
      optionId++;
      const stock = soldOut || rng.chance(0.15) ? 0 : rng.int(1, 40);
      option.run(optionId, id, sizeIds.get(`${scale.kind}:${title}`), title, stock, i + 1);
    });

    for (const g of gender === 0 ? [1, 2, 3] : [gender]) brandGenders.add(`${brandId}:${g}`);
  }
  return brandGenders;
}

function insertContent(db: Database): void {
  const page = db.prepare(
    `INSERT INTO content_pages (id, kind, slug_en, slug_de, title_en, title_de, teaser_en, teaser_de, body_en, body_de,
       author, published_at, position) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const entry = db.prepare(
    `INSERT INTO faq_entries (page_id, position, question_en, question_de, answer_en, answer_de)
     VALUES (?, ?, ?, ?, ?, ?)`,
  );
  let id = 0;
  ARTICLES.forEach((a, i) => {
    id++;
    page.run(
      id,
      a.kind,
      a.slug.en,
      a.slug.de,
      a.title.en,
      a.title.de,
      a.teaser.en,
      a.teaser.de,
      JSON.stringify(a.body.en),
      JSON.stringify(a.body.de),
      a.author,
      a.publishedAt,
      i + 1,
    );
  });
  FAQ_TOPICS.forEach((topic, i) => {
    id++;
    page.run(
      id,
      'faq',
      topic.slug.en,
      topic.slug.de,
      topic.title.en,
      topic.title.de,
      topic.teaser.en,
      topic.teaser.de,
      '[]',
      '[]',
      '',
      '2026-01-01T00:00:00Z',
      i + 1,
    );
    topic.entries.forEach((e, j) => entry.run(id, j + 1, e.q[0], e.q[1], e.a[0], e.a[1]));
  });
}
