/** What the catalogue answers from between two builds: the index and everything derived from the tables. */
import type { Database } from 'better-sqlite3';
import { ContentStore } from './content/content';
import { loadIndex, type CatalogueIndex } from './index/catalogue-index';
import { buildFacetModel, type FacetModel } from './listing/listing';
import { buildSuggestIndex, type SuggestIndex } from './search/suggest';
import type { Illustration } from './seed/seed-data';

export interface CatalogueState {
  readonly index: CatalogueIndex;
  readonly model: FacetModel;
  readonly suggestions: SuggestIndex;
  readonly content: ContentStore;
  readonly logos: Map<number, string>;
  readonly banners: Map<number, { title: string; colour: string; illustration: Illustration }>;
  readonly buildMs: number;
}

export function buildState(db: Database): CatalogueState {
  const started = performance.now();
  const index = loadIndex(db);
  const model = buildFacetModel(index);
  const suggestions = buildSuggestIndex(index);
  const content = new ContentStore(db);
  const logos = new Map(
    (db.prepare('SELECT id, logo_svg FROM brands').all() as { id: number; logo_svg: string }[]).map((r) => [
      r.id,
      r.logo_svg,
    ]),
  );
  const banners = new Map(
    (
      db
        .prepare(
          'SELECT b.id, b.title_en, c.hex, b.illustration FROM banners b JOIN colours c ON c.id = b.colour_id',
        )
        .all() as {
        id: number;
        title_en: string;
        hex: string;
        illustration: Illustration;
      }[]
    ).map((r) => [r.id, { title: r.title_en, colour: r.hex, illustration: r.illustration }]),
  );
  return { index, model, suggestions, content, logos, banners, buildMs: performance.now() - started };
}
