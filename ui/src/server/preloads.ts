import { LANGUAGES } from '@fanshop/core/shared';
import { ACCOUNT_TEXT_PAGES, PAGE_FILES, pageSource, type PageKey } from '../app/page-files';
import { escapeHtml } from './escape';

/** One entry of Vite's build manifest (`dist/client/.vite/manifest.json`). */
export interface ManifestChunk {
  readonly file: string;
  readonly imports?: readonly string[];
  readonly css?: readonly string[];
  /** Files the chunk's code or styles refer to, e.g. the fonts of its stylesheet. */
  readonly assets?: readonly string[];
  readonly isEntry?: boolean;
}

export type Manifest = Readonly<Record<string, ManifestChunk>>;

/** The script files a chunk needs (itself, then its static imports), each once, and their styles. */
function closure(manifest: Manifest, key: string, scripts: Set<string>, styles: Set<string>): void {
  const chunk = manifest[key];
  if (!chunk || scripts.has(chunk.file)) return;
  scripts.add(chunk.file);
  for (const css of chunk.css ?? []) styles.add(css);
  for (const imported of chunk.imports ?? []) closure(manifest, imported, scripts, styles);
}

/** The links a page needs beside the entry: returns `<link>` tags as one string. */
export type PreloadLinks = (pageKey: string | null, language: string) => string;

/**
 * The fonts of the entry's stylesheet (fonts.css: one text face, one display face). Every page's first
 * paint uses both, and the browser would find them only once the stylesheet is parsed and the text
 * laid out: preloading them lets them arrive with the stylesheet, before the first paint, so the
 * fallback is rarely seen at all.
 */
function fontLinks(manifest: Manifest): string[] {
  const fonts = new Set<string>();
  for (const chunk of Object.values(manifest)) {
    if (!chunk.isEntry) continue;
    for (const asset of chunk.assets ?? []) if (asset.endsWith('.woff2')) fonts.add(asset);
  }
  // Fonts are always fetched in CORS mode: without `crossorigin` the preload would not be used.
  return [...fonts].map(
    (f) => `<link rel="preload" href="/${escapeHtml(f)}" as="font" type="font/woff2" crossorigin>`,
  );
}

/**
 * Preload links for the entry's fonts, the current page's chunk, the code of the stores only it uses
 * (`storesOf`: the build's source names by page) and its language's messages (with the account texts on
 * the pages that use them), so the browser fetches them beside the entry instead of after it has run. What the entry already loads is
 * left out; the answers are computed once per page and language.
 */
export function createPreloadLinks(
  manifest: Manifest,
  storesOf: Readonly<Partial<Record<PageKey, readonly string[]>>> = {},
): PreloadLinks {
  const entryScripts = new Set<string>();
  const entryStyles = new Set<string>();
  for (const [key, chunk] of Object.entries(manifest)) {
    if (chunk.isEntry) closure(manifest, key, entryScripts, entryStyles);
  }
  const fonts = fontLinks(manifest);
  const linksOf = (keys: readonly string[]): string => {
    const scripts = new Set<string>();
    const styles = new Set<string>();
    for (const key of keys) closure(manifest, key, scripts, styles);
    const tags = [
      ...fonts,
      ...[...styles]
        .filter((f) => !entryStyles.has(f))
        .map((f) => `<link rel="stylesheet" href="/${escapeHtml(f)}">`),
      ...[...scripts]
        .filter((f) => !entryScripts.has(f))
        .map((f) => `<link rel="modulepreload" crossorigin href="/${escapeHtml(f)}">`),
    ];
    return tags.join('\n    ');
  };
  const cache = new Map<string, string>();
  for (const language of LANGUAGES) {
    const messages = `src/i18n/bundles/${language}.ts`;
    cache.set(`|${language}`, linksOf([messages]));
    // The sign-in and account pages hydrate with their texts too (`account`, `auth`, `forms`), which
    // the other pages never load.
    const accountTexts = `src/i18n/bundles/account/${language}.ts`;
    for (const page of Object.keys(PAGE_FILES) as PageKey[]) {
      const texts = ACCOUNT_TEXT_PAGES.has(page) ? [messages, accountTexts] : [messages];
      cache.set(`${page}|${language}`, linksOf([pageSource(page), ...(storesOf[page] ?? []), ...texts]));
    }
  }
  return (pageKey, language) => cache.get(`${pageKey ?? ''}|${language}`) ?? fonts.join('\n    ');
}
