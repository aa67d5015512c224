// @vitest-environment node
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import arial from '@capsizecss/metrics/arial';
import arialBold from '@capsizecss/metrics/arial/700';
import { fromFile } from '@capsizecss/unpack/fs';
import { describe, expect, it } from 'vitest';

/**
 * The fallback faces of fonts.css must match the web fonts' metrics, or the swap moves the page
 * (layout shift). This recomputes each override from the font files, as capsize's `createFontStack`
 * does: size-adjust makes the fallback's average lowercase width the web font's, and the ascent,
 * descent and line gap are the web font's, divided by that adjustment.
 */
const css = readFileSync(fileURLToPath(new URL('./fonts.css', import.meta.url)), 'utf8');
const require = createRequire(import.meta.url);

interface Metrics {
  readonly ascent: number;
  readonly descent: number;
  readonly lineGap: number;
  readonly unitsPerEm: number;
  readonly xWidthAvg: number;
}

const percent = (value: number): string => `${Math.round(value * 10_000) / 100}%`;

function overrides(font: Metrics, fallback: Metrics): Record<string, string> {
  const sizeAdjust = font.xWidthAvg / font.unitsPerEm / (fallback.xWidthAvg / fallback.unitsPerEm);
  const em = font.unitsPerEm * sizeAdjust;
  return {
    'size-adjust': percent(sizeAdjust),
    'ascent-override': percent(font.ascent / em),
    'descent-override': percent(Math.abs(font.descent) / em),
    'line-gap-override': percent(font.lineGap / em),
  };
}

/** The descriptors of the @font-face rule for `family`. */
function face(family: string): Record<string, string> {
  const rule = [...css.matchAll(/@font-face\s*{([^}]*)}/g)]
    .map((m) => m[1] ?? '')
    .find((body) => body.includes(`font-family: '${family}';`));
  if (!rule) throw new Error(`no @font-face for ${family}`);
  return Object.fromEntries(
    [...rule.matchAll(/([a-z-]+):\s*([^;]+);/g)].map((m) => [m[1] ?? '', (m[2] ?? '').trim()]),
  );
}

const pick = (descriptors: Record<string, string>): Record<string, string | undefined> => ({
  'size-adjust': descriptors['size-adjust'],
  'ascent-override': descriptors['ascent-override'],
  'descent-override': descriptors['descent-override'],
  'line-gap-override': descriptors['line-gap-override'],
});

const textFile =
  require.resolve('@fontsource-variable/source-sans-3/files/source-sans-3-latin-wght-normal.woff2');
const displayFile =
  require.resolve('@fontsource/barlow-condensed/files/barlow-condensed-latin-700-normal.woff2');
// Debian's (and so the test browser's) only sans-serif; absent on other systems.
const DEJAVU = '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf';
const DEJAVU_BOLD = '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf';

describe('metric-matched fallback faces', () => {
  it('Source Sans 3 over Arial', async () => {
    expect(pick(face('Source Sans 3 Fallback'))).toEqual(overrides(await fromFile(textFile), arial));
  });

  it('Barlow Condensed Bold over Arial Bold', async () => {
    expect(pick(face('Barlow Condensed Fallback'))).toEqual(
      overrides(await fromFile(displayFile), arialBold),
    );
  });

  it.skipIf(!existsSync(DEJAVU))('Source Sans 3 over DejaVu Sans', async () => {
    expect(pick(face('Source Sans 3 Fallback DejaVu'))).toEqual(
      overrides(await fromFile(textFile), await fromFile(DEJAVU)),
    );
  });

  it.skipIf(!existsSync(DEJAVU_BOLD))('Barlow Condensed Bold over DejaVu Sans Bold', async () => {
    expect(pick(face('Barlow Condensed Fallback DejaVu'))).toEqual(
      overrides(await fromFile(displayFile), await fromFile(DEJAVU_BOLD)),
    );
  });

  it('loads only Latin woff2 files, shown at once in the fallback and swapped when they arrive', () => {
    const urls = [...css.matchAll(/url\('([^']+)'\)/g)].map((m) => m[1] ?? '');
    expect(urls).toHaveLength(2);
    for (const url of urls) expect(url).toMatch(/-latin-[a-z0-9]+-normal\.woff2$/);
    expect(face('Source Sans 3')['font-display']).toBe('swap');
    expect(face('Barlow Condensed')['font-display']).toBe('swap');
  });
});
