/**
 * Capital letters and digits drawn as strokes, so that names and numbers in the generated pictures
 * (a shirt's back, a brand's wordmark) look the same everywhere: an SVG shown as an image cannot use
 * the page's fonts, and the system's fonts differ from machine to machine. Glyphs sit on a grid 14
 * units high (0 at the cap line, 14 on the baseline); each has its width and a path of absolute
 * M/L/H/V/Q commands that `lettering` moves and scales into place.
 */

interface Glyph {
  readonly w: number;
  readonly d: string;
}

const O = 'M4.25 0Q0 0 0 7Q0 14 4.25 14Q8.5 14 8.5 7Q8.5 0 4.25 0Z';
const P = 'M0 14V0H5Q8.5 0 8.5 3.75Q8.5 7.5 5 7.5H0';

const GLYPHS: Readonly<Record<string, Glyph>> = {
  A: { w: 8.5, d: 'M0 14L4.25 0L8.5 14M1.5 9.5H7' },
  B: { w: 8.5, d: 'M0 14V0H5Q8 0 8 3.5Q8 7 5 7H0M5 7Q8.5 7 8.5 10.5Q8.5 14 5 14H0' },
  C: { w: 8, d: 'M8 2.5Q6.8 0 4.2 0Q0 0 0 7Q0 14 4.2 14Q6.8 14 8 11.5' },
  D: { w: 8.5, d: 'M0 0V14H4Q8.5 14 8.5 7Q8.5 0 4 0Z' },
  E: { w: 7, d: 'M7 0H0V14H7M0 7H5.5' },
  F: { w: 7, d: 'M7 0H0V14M0 7H5.5' },
  G: { w: 8.5, d: 'M8 2.5Q6.8 0 4.2 0Q0 0 0 7Q0 14 4.2 14Q8.5 14 8.5 8.5V7.5H4.5' },
  H: { w: 8, d: 'M0 0V14M8 0V14M0 7H8' },
  I: { w: 0, d: 'M0 0V14' },
  J: { w: 6, d: 'M6 0V10Q6 14 3 14Q0 14 0 11' },
  K: { w: 8, d: 'M0 0V14M8 0L0 9M3 6.5L8 14' },
  L: { w: 7, d: 'M0 0V14H7' },
  M: { w: 10, d: 'M0 14V0L5 10L10 0V14' },
  N: { w: 8, d: 'M0 14V0L8 14V0' },
  O: { w: 8.5, d: O },
  P: { w: 8.5, d: P },
  Q: { w: 8.5, d: `${O}M5.5 10L8.5 14` },
  R: { w: 8.5, d: `${P}M4.5 7.5L8.5 14` },
  S: { w: 8, d: 'M8 2.5Q7 0 4 0Q0.3 0 0.3 3.5Q0.3 6.2 4 7Q8 7.8 8 10.5Q8 14 4 14Q1 14 0 11.5' },
  T: { w: 8, d: 'M0 0H8M4 0V14' },
  U: { w: 8, d: 'M0 0V9.5Q0 14 4 14Q8 14 8 9.5V0' },
  V: { w: 8.5, d: 'M0 0L4.25 14L8.5 0' },
  W: { w: 11, d: 'M0 0L2.6 14L5.5 3.5L8.4 14L11 0' },
  X: { w: 8, d: 'M0 0L8 14M8 0L0 14' },
  Y: { w: 8, d: 'M0 0L4 7L8 0M4 7V14' },
  Z: { w: 8, d: 'M0 0H8L0 14H8' },
  '0': { w: 8, d: 'M4 0Q0 0 0 7Q0 14 4 14Q8 14 8 7Q8 0 4 0Z' },
  '1': { w: 4, d: 'M0 3L4 0V14' },
  '2': { w: 8, d: 'M0.3 3.2Q0.8 0 4 0Q8 0 8 3.8Q8 6.5 0 14H8' },
  '3': { w: 8, d: 'M0.3 2Q1.5 0 4 0Q7.7 0 7.7 3.5Q7.7 6.8 3.5 6.8Q8 6.8 8 10.3Q8 14 4 14Q1 14 0 11.8' },
  '4': { w: 8, d: 'M6 14V0L0 10H8' },
  '5': { w: 8, d: 'M7.5 0H1L0.5 6.3Q2 5.5 4 5.5Q8 5.5 8 9.8Q8 14 4 14Q1 14 0 11.8' },
  '6': { w: 8, d: 'M7.3 1.5Q6 0 4.2 0Q0 0 0 8Q0 14 4 14Q8 14 8 10Q8 6 4 6Q1 6 0 8.5' },
  '7': { w: 8, d: 'M0 0H8L3 14' },
  '8': {
    w: 8,
    d: 'M4 7Q0.5 7 0.5 3.5Q0.5 0 4 0Q7.5 0 7.5 3.5Q7.5 7 4 7Q0 7 0 10.5Q0 14 4 14Q8 14 8 10.5Q8 7 4 7Z',
  },
  '9': { w: 8, d: 'M0.7 12.5Q2 14 3.8 14Q8 14 8 6Q8 0 4 0Q0 0 0 4Q0 8 4 8Q7 8 8 5.5' },
  '.': { w: 0, d: 'M0 13.6V14' },
  "'": { w: 0, d: 'M0 0V3.5' },
  '-': { w: 5, d: 'M0 8.5H5' },
  '&': {
    w: 9,
    d: 'M9 14L1.5 4.5Q1 3.5 1 2.8Q1 0 4 0Q6.8 0 6.8 2.8Q6.8 5 3 7Q0 8.6 0 10.8Q0 14 3.8 14Q6.5 14 8.5 9.5',
  },
  ' ': { w: 4, d: '' },
};

/** Umlauts: the base letter with two dots above the cap line. */
const UMLAUTS: Readonly<Record<string, string>> = { Ä: 'A', Ö: 'O', Ü: 'U' };

/** Moves and scales an absolute path (M, L, H, V, Q, Z) by (x, y) and factor (sx, sy). */
function place(d: string, x: number, y: number, sx: number, sy: number): string {
  let out = '';
  let command = '';
  let index = 0;
  const round = (n: number) => String(Math.round(n * 10) / 10);
  for (const [token] of d.matchAll(/[MLHVQZ]|-?\d*\.?\d+/g)) {
    if (/[A-Z]/.test(token)) {
      command = token;
      index = 0;
      out += token;
      continue;
    }
    const n = Number(token);
    const isX = command === 'H' || (command !== 'V' && index % 2 === 0);
    const value = isX ? x + n * sx : y + n * sy;
    out += (index > 0 || /\d$/.test(out) ? ' ' : '') + round(value);
    index++;
  }
  return out.replace(/ (?=-)/g, '');
}

export interface LetteringStyle {
  /** Cap height in SVG units. */
  readonly size: number;
  /** Horizontal scale of the letters: below 1 condensed, above 1 extended. */
  readonly width?: number;
  /** Extra space between letters, in units of the cap height. */
  readonly tracking?: number;
  /** Stroke width in units of the cap height; sets the weight. */
  readonly weight: number;
}

/** Letters whose base is no decomposition away: drawn as the letter they are made from. */
const BASES: Readonly<Record<string, string>> = { Ł: 'L', Ø: 'O', Đ: 'D', Æ: 'A', Œ: 'O' };

/**
 * The glyphs of a text that can be drawn: upper case, ß as SS, an accented letter other than Ä Ö Ü as
 * its base letter (Ć as C), anything unknown left out.
 */
function glyphsOf(text: string): string[] {
  return [...text.toUpperCase().replace(/ß/g, 'SS')].flatMap((ch) => {
    if (ch in GLYPHS || ch in UMLAUTS) return [ch];
    const base = BASES[ch] ?? ch.normalize('NFD')[0] ?? '';
    return base in GLYPHS ? [base] : [];
  });
}

/** The width a text takes, stroke included. */
export function letteringWidth(text: string, style: LetteringStyle): number {
  const unit = style.size / 14;
  const sx = unit * (style.width ?? 1);
  const gap = style.size * (style.tracking ?? 0.12) + style.size * style.weight;
  const chars = glyphsOf(text);
  const total = chars.reduce((sum, ch) => sum + (GLYPHS[UMLAUTS[ch] ?? ch]?.w ?? 0) * sx, 0);
  return total + gap * Math.max(0, chars.length - 1) + style.size * style.weight;
}

/**
 * One path drawing `text` with its baseline's left end at (x, y), for a stroked `<path>`:
 * `stroke-width` is `style.size * style.weight`.
 */
export function lettering(text: string, x: number, y: number, style: LetteringStyle): string {
  const unit = style.size / 14;
  const sx = unit * (style.width ?? 1);
  const half = (style.size * style.weight) / 2;
  const gap = style.size * (style.tracking ?? 0.12) + style.size * style.weight;
  let cursor = x + half;
  let d = '';
  for (const ch of glyphsOf(text)) {
    const base = UMLAUTS[ch] ?? ch;
    const glyph = GLYPHS[base];
    if (!glyph) continue;
    if (glyph.d) d += place(glyph.d, cursor, y - style.size, sx, unit);
    if (base !== ch) {
      // Short strokes above the cap line; the stroke's width makes them dots.
      const dots = `M${glyph.w * 0.2} -3.4V-3M${glyph.w * 0.8} -3.4V-3`;
      d += place(dots, cursor, y - style.size, sx, unit);
    }
    cursor += glyph.w * sx + gap;
  }
  return d;
}
