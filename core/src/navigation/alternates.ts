import type { Language } from '../shared/language.js';

/**
 * The app paths of one page in each language, without language prefix (`/men/jerseys/` ↔
 * `/herren/trikots/`): listings, products and content have language-specific slugs, so the other
 * language's page is not the same path with another prefix. Languages the API did not name are left
 * out; a reader falls back to the page's own path.
 */
export type AlternatePaths = Partial<Record<Language, string>>;
