/**
 * Brand logos as wordmarks: the brand's name drawn in strokes (lettering.ts) with its own weight,
 * width, slant and spacing, beside or above an invented mark. Each brand's look follows from a hash
 * of its name, so it never changes between seeds, and no real trademark is imitated.
 */
import { lettering, letteringWidth, type LetteringStyle } from './lettering';

/** Invented marks in a 40×40 box at the origin. */
const MARKS: readonly ((c: string) => string)[] = [
  // Twin peaks.
  (c) => `<path d="M0 36L14 10L22 22L28 14L40 36Z" fill="${c}"/>`,
  // A ball's arc with a dot.
  (c) =>
    `<path d="M6 32A17 17 0 1 1 34 32" fill="none" stroke="${c}" stroke-width="6"/><circle cx="20" cy="22" r="5" fill="${c}"/>`,
  // Two slanted bars, speed.
  (c) => `<path d="M10 36L22 4H32L20 36ZM0 36L8 16H16L8 36Z" fill="${c}"/>`,
  // A ring cut by a diagonal.
  (c) =>
    `<circle cx="20" cy="20" r="15" fill="none" stroke="${c}" stroke-width="6"/><path d="M4 36L36 4" stroke="#fff" stroke-width="5"/>`,
  // A wing.
  (c) => `<path d="M0 30Q18 30 40 6Q34 30 12 36Q4 38 0 30Z" fill="${c}"/>`,
  // Shield with a star.
  (c) =>
    `<path d="M4 2H36V20Q36 32 20 38Q4 32 4 20Z" fill="${c}"/><path d="M20 9L23 17H31L25 22L27 30L20 25L13 30L15 22L9 17H17Z" fill="#fff"/>`,
  // Stacked chevrons.
  (c) => `<path d="M2 22L20 6L38 22M2 36L20 20L38 36" fill="none" stroke="${c}" stroke-width="6"/>`,
  // A wave over a bar.
  (c) =>
    `<path d="M0 16Q10 4 20 16T40 16" fill="none" stroke="${c}" stroke-width="6"/><path d="M0 28H40V36H0Z" fill="${c}"/>`,
];

interface Look {
  readonly style: LetteringStyle;
  readonly slant: number;
  readonly cap: 'round' | 'square';
  readonly stacked: boolean;
  readonly underline: boolean;
}

function lookOf(hash: number): Look {
  const weights = [0.1, 0.13, 0.16, 0.19];
  const widths = [0.78, 0.9, 1, 1.15];
  return {
    style: {
      size: 28,
      weight: weights[hash % 4] ?? 0.13,
      width: widths[(hash >>> 2) % 4] ?? 1,
      tracking: [0.08, 0.14, 0.26][(hash >>> 4) % 3] ?? 0.14,
    },
    slant: (hash >>> 6) % 3 === 0 ? -12 : 0,
    cap: (hash >>> 8) % 2 === 0 ? 'round' : 'square',
    stacked: (hash >>> 9) % 3 === 0,
    underline: (hash >>> 11) % 4 === 0,
  };
}

/** The logo's drawing in a 240×96 box: the mark and the wordmark, fitted to the box. */
export function wordmark(name: string, colour: string, ink: string, hash: number): string {
  const look = lookOf(hash);
  const mark =
    MARKS[(hash >>> 13) % MARKS.length] ?? ((c: string) => `<circle cx="20" cy="20" r="16" fill="${c}"/>`);
  const textW = letteringWidth(name, look.style);
  const size = look.style.size;
  // Mark beside the name (40 + 10 gap) or above it; then scale the whole to fit with margins.
  const totalW = look.stacked ? Math.max(40, textW) : 50 + textW;
  const totalH = look.stacked ? 40 + 10 + size : Math.max(40, size);
  const scale = Math.min(216 / totalW, 76 / totalH, 1.6);
  const x0 = (240 - totalW * scale) / 2;
  const y0 = (96 - totalH * scale) / 2;
  const markX = look.stacked ? (totalW - 40) / 2 : 0;
  const markY = look.stacked ? 0 : (totalH - 40) / 2;
  const textX = look.stacked ? (totalW - textW) / 2 : 50;
  const baseline = look.stacked ? totalH : (totalH + size) / 2;
  const skew = look.slant
    ? ` transform="skewX(${look.slant}) translate(${(baseline * Math.tan((-look.slant * Math.PI) / 180)).toFixed(1)} 0)"`
    : '';
  const path = lettering(name, textX, baseline, look.style);
  const join = look.cap === 'round' ? 'round' : 'miter';
  return (
    `<g transform="translate(${x0.toFixed(1)} ${y0.toFixed(1)}) scale(${scale.toFixed(3)})">` +
    `<g transform="translate(${markX} ${markY})">${mark(colour)}</g>` +
    `<g${skew}><path d="${path}" fill="none" stroke="${ink}" stroke-width="${(size * look.style.weight).toFixed(2)}" stroke-linecap="${look.cap}" stroke-linejoin="${join}"/>` +
    (look.underline
      ? `<path d="M${textX} ${baseline + 7}h${textW.toFixed(1)}" stroke="${colour}" stroke-width="3"/>`
      : '') +
    `</g></g>`
  );
}
