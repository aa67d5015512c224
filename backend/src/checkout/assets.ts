import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/**
 * The storefront's two typefaces, the woff2 files of its @fontsource packages (ui/src/styles/fonts.css):
 * Source Sans 3 (variable, every weight) for text, Barlow Condensed Bold for headings and prices.
 */
export const FONT_FILES = {
  text: {
    file: 'source-sans-3-latin-wght-normal.woff2',
    module: '@fontsource-variable/source-sans-3/files/source-sans-3-latin-wght-normal.woff2',
  },
  display: {
    file: 'barlow-condensed-latin-700-normal.woff2',
    module: '@fontsource/barlow-condensed/files/barlow-condensed-latin-700-normal.woff2',
  },
} as const;

const loaded = new Map<string, Uint8Array>();

/** The bytes of a font the checkout serves under `/fonts/{file}`; undefined for any other name. */
export function fontFile(file: string): Uint8Array | undefined {
  const font = Object.values(FONT_FILES).find((f) => f.file === file);
  if (!font) return undefined;
  let bytes = loaded.get(font.file);
  if (!bytes) {
    bytes = new Uint8Array(readFileSync(require.resolve(font.module)));
    loaded.set(font.file, bytes);
  }
  return bytes;
}
