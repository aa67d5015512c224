/**
 * Product pictures: one drawing per kind of product in a 400×400 box, in the product's colours, with
 * the details a shopper looks for (collar, trims, crest, stitching, studs, fringe), and three views:
 * the front, the back (a shirt's name and number) and a close-up. Within a kind a product's id picks a
 * variant (collar, pattern, trim), so a listing of one category is not a row of copies. Everything is
 * a pure function of its input, so the same product always gets the same bytes.
 */
import { lettering, letteringWidth } from './lettering';
import type { Illustration } from '../seed/seed-data';

/** Darkens (negative) or lightens (positive) a #rrggbb colour by a factor in -1..1. */
export function shade(hex: string, factor: number): string {
  const n = parseInt(hex.slice(1), 16);
  const channel = (shift: number): string => {
    const c = (n >> shift) & 0xff;
    const v = factor < 0 ? c * (1 + factor) : c + (255 - c) * factor;
    return Math.round(Math.max(0, Math.min(255, v)))
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(16)}${channel(8)}${channel(0)}`;
}

/** True when the colour is dark enough that light details read on it. */
export function isDark(hex: string): boolean {
  const n = parseInt(hex.slice(1), 16);
  return 0.299 * ((n >> 16) & 0xff) + 0.587 * ((n >> 8) & 0xff) + 0.114 * (n & 0xff) < 140;
}

/** What a drawing gets: the colours and the variant, a number that picks collar, pattern and trims. */
export interface Art {
  /** Main colour. */
  readonly c: string;
  /** Accent colour (trims, stripes). */
  readonly a: string;
  /** Outline. */
  readonly line: string;
  /** The main colour, darker (inside, shadows). */
  readonly dark: string;
  readonly variant: number;
}

/** A drawing: its shapes, the definitions they use, and the point a close-up looks at. */
export interface Drawing {
  readonly body: string;
  readonly defs?: string;
  /** Centre and magnification of the close-up. */
  readonly focus: readonly [number, number, number];
  /** The texture of the material, laid over the close-up (clipped to the `#s` shape when given). */
  readonly texture?: 'mesh' | 'knit' | 'grain';
}

const RED = '#c8102e';
const WHITE = '#f4f4f2';
const INK = '#15171a';

/** Picks the n-th of a list by the variant (different bits for different choices). */
function pick<T>(list: readonly T[], variant: number, salt: number): T {
  // Each choice hashes the variant anew, so that choices do not go together.
  let h = Math.imul(variant ^ Math.imul(salt + 1, 0x9e3779b1), 0x85ebca6b);
  h ^= h >>> 15;
  return list[(h >>> 0) % list.length] as T;
}

const stroke = (art: Art, width = 3): string =>
  `stroke="${art.line}" stroke-width="${width}" stroke-linejoin="round"`;
const STITCH = 'fill="none" stroke-width="1.4" stroke-dasharray="4 3"';

/** The association's crest, an original shield in red-white-red; defined once, used where placed. */
const CREST_DEF =
  '<symbol id="k" viewBox="-2 -6 28 38"><circle cx="12" cy="-2" r="3.2" fill="#c9a227"/>' +
  '<path d="M0 0H24V15Q24 25 12 30Q0 25 0 15Z" fill="#c8102e" stroke="#c9a227" stroke-width="1.6"/>' +
  '<path d="M0 10H24V17.5H0Z" fill="#fff"/></symbol>';

const crest = (x: number, y: number, size: number): string =>
  `<use href="#k" x="${x - size / 2}" y="${y - size * 0.68}" width="${size}" height="${size * 1.36}"/>`;

/** An invented maker's mark: two offset chevrons. */
const makerMark = (x: number, y: number, colour: string, s = 1): string =>
  `<path d="M${x - 8 * s} ${y + 3 * s}L${x} ${y - 4 * s}L${x + 8 * s} ${y + 3 * s}M${x - 8 * s} ${y + 9 * s}L${x} ${y + 2 * s}L${x + 8 * s} ${y + 9 * s}" fill="none" stroke="${colour}" stroke-width="${2.6 * s}" stroke-linejoin="round"/>`;

/** Soft light from the left and two fold lines on a garment, clipped to its shape `#s`. */
const folds = (_x: number): string =>
  `<g clip-path="url(#cs)"><rect width="400" height="400" fill="url(#l)"/>` +
  `<path d="M150 200Q170 260 160 330M250 190Q235 250 246 320" fill="none" stroke="#000" stroke-width="3" opacity=".06"/></g>`;

const CLIP =
  '<clipPath id="cs"><use href="#s"/></clipPath><linearGradient id="l"><stop offset="0" stop-color="#fff" stop-opacity=".14"/>' +
  '<stop offset=".45" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".1"/></linearGradient>';

// Shirt outlines: short sleeves (jersey, t-shirt, polo) and long sleeves (goalkeeper, training top).
const SHORT_SLEEVES =
  'M168 56L120 70L66 112L92 170L126 152L128 338Q200 348 272 338L274 152L308 170L334 112L280 70L232 56Q200 84 168 56Z';
const LONG_SLEEVES =
  'M168 56L120 70Q96 80 90 120L70 262L98 268L120 168L128 184L128 338Q200 348 272 338L272 184L280 168L302 268L330 262L310 120Q304 80 280 70L232 56Q200 84 168 56Z';
const BACK_NECK = 'M168 56Q200 84 232 56Q200 64 168 56Z';

type Pattern = 'plain' | 'band' | 'pinstripe' | 'sash' | 'hoops' | 'yoke' | 'panels' | 'chevron';

/** The body pattern of a shirt in `colour`, clipped to the shape. */
function shirtPattern(pattern: Pattern, art: Art, colour: string): string {
  const inner = (() => {
    switch (pattern) {
      case 'band':
        return `<path d="M60 176H340V204H60Z" fill="${colour}"/>`;
      case 'pinstripe': {
        let d = '';
        for (let x = 136; x < 272; x += 14) d += `M${x} 60V345`;
        return `<path d="${d}" stroke="${colour}" stroke-width="3" opacity=".55"/>`;
      }
      case 'sash':
        return `<path d="M120 70L160 56L290 330L250 345Z" fill="${colour}"/>`;
      case 'hoops':
        return `<path d="M60 150H340V164H60ZM60 196H340V210H60ZM60 242H340V256H60Z" fill="${colour}" opacity=".9"/>`;
      case 'yoke':
        return `<path d="M60 40H340V110Q200 140 60 110Z" fill="${colour}"/>`;
      case 'panels':
        return `<path d="M120 150L148 160L150 345H120ZM280 150L252 160L250 345H280Z" fill="${colour}"/>`;
      case 'chevron': {
        let d = '';
        for (let y = 120; y < 360; y += 42)
          d += `M110 ${y}L200 ${y + 40}L290 ${y}V${y + 14}L200 ${y + 54}L110 ${y + 14}Z`;
        return `<path d="${d}" fill="${colour}" opacity=".5"/>`;
      }
      default:
        return '';
    }
  })();
  return inner && `<g clip-path="url(#cs)">${inner}</g>`;
}

type Collar = 'crew' | 'vneck' | 'polo' | 'wrap';

function collar(kind: Collar, art: Art, colour: string): string {
  switch (kind) {
    case 'vneck':
      return `<path d="M168 56L200 96L232 56" fill="${art.dark}" stroke="${colour}" stroke-width="8" stroke-linejoin="round"/>`;
    case 'polo':
      return (
        `<path d="M200 70V118" stroke="${art.line}" stroke-width="2"/><circle cx="200" cy="86" r="2.5" fill="${art.line}"/><circle cx="200" cy="104" r="2.5" fill="${art.line}"/>` +
        `<path d="M166 56L176 44Q200 52 224 44L234 56L214 88L200 72L186 88Z" fill="${colour}" ${stroke(art, 2)}/>`
      );
    case 'wrap':
      return `<path d="M168 56Q184 84 212 80L232 56Q200 90 168 56Z" fill="${colour}"/><path d="M168 56Q200 84 232 56" fill="none" stroke="${colour}" stroke-width="7"/>`;
    default:
      return `<path d="M168 56Q200 84 232 56" fill="none" stroke="${colour}" stroke-width="8"/>`;
  }
}

type Cuff = 'solid' | 'double' | 'none';

/** Sleeve-end trims of a short-sleeved shirt: a solid band, two thin stripes or none. */
const shortCuffs = (colour: string, cuff: Cuff = 'solid'): string =>
  cuff === 'none'
    ? ''
    : cuff === 'double'
      ? `<path d="M70 106L95 164M76 100L101 158M330 106L305 164M324 100L299 158" stroke="${colour}" stroke-width="3"/>`
      : `<path d="M66 112L92 170L97 161L71 103ZM334 112L308 170L303 161L329 103Z" fill="${colour}"/>`;

/** A thin piping along the shoulder seams. */
const shoulderPiping = (colour: string): string =>
  `<path d="M170 60L122 74L70 112M230 60L278 74L330 112" fill="none" stroke="${colour}" stroke-width="4"/>`;
const longCuffs = (colour: string): string =>
  `<path d="M70 262L98 268L100 256L72 250ZM330 262L302 268L300 256L328 250Z" fill="${colour}"/>`;

/** Seams stitched down the shoulders and round the hem. */
const shirtStitches = (art: Art): string =>
  `<path d="M170 62L124 76M230 62L276 76M130 330Q200 340 270 330" ${STITCH} stroke="${art.line}" opacity=".6"/>`;

export type ShirtKind = 'jersey' | 'gk-jersey' | 'shirt' | 'polo' | 'training-top';

/** Front of a shirt: body, pattern, collar, trims, crest on the left chest, no sponsor. */
function shirtFront(kind: ShirtKind, art: Art): Drawing {
  const long = kind === 'gk-jersey' || kind === 'training-top';
  const patterns: readonly Pattern[] =
    kind === 'gk-jersey'
      ? ['chevron', 'hoops', 'panels', 'sash', 'pinstripe']
      : kind === 'jersey'
        ? ['plain', 'band', 'pinstripe', 'sash', 'yoke', 'panels', 'hoops']
        : kind === 'training-top'
          ? ['panels', 'yoke', 'plain']
          : ['plain', 'plain', 'yoke', 'band'];
  const pattern = pick(patterns, art.variant, 0);
  const patternColour = pattern === 'pinstripe' || pattern === 'chevron' ? art.dark : art.a;
  const collarKind: Collar =
    kind === 'polo'
      ? 'polo'
      : kind === 'shirt'
        ? 'crew'
        : pick(['crew', 'vneck', 'wrap', 'polo'] as const, art.variant, 1);
  const crestCentre = kind === 'shirt' && art.variant % 3 === 0;
  let body =
    `<path id="s" d="${long ? LONG_SLEEVES : SHORT_SLEEVES}" fill="${art.c}"/>` +
    shirtPattern(pattern, art, patternColour) +
    folds(148) +
    `<path d="${BACK_NECK}" fill="${art.dark}"/>`;
  if (kind === 'gk-jersey')
    body += `<path d="M84 178l16 4-6 36-16-4zM316 178l-16 4 6 36 16-4z" fill="${art.dark}" opacity=".8"/>`;
  if (kind === 'training-top') {
    // Funnel neck with a quarter zip.
    body +=
      `<path d="M166 56L168 36Q200 44 232 36L234 56Q200 70 166 56Z" fill="${art.a}" ${stroke(art, 2)}/>` +
      `<path d="M200 42V132" stroke="${art.line}" stroke-width="3"/><rect x="195" y="128" width="10" height="16" rx="3" fill="${art.line}"/>`;
  } else body += collar(collarKind, art, pick([art.a, art.a, art.dark], art.variant, 2));
  const cuff = kind === 'jersey' ? pick(['solid', 'double', 'none'] as const, art.variant, 3) : 'solid';
  body += long ? longCuffs(art.a) : shortCuffs(art.a, cuff);
  if (kind === 'jersey' && pick([true, false], art.variant, 4)) body += shoulderPiping(art.a);
  body +=
    `<path id="o" d="${long ? LONG_SLEEVES : SHORT_SLEEVES}" fill="none" ${stroke(art)}/>` +
    shirtStitches(art);
  body += crestCentre ? crest(200, 150, 64) : crest(244, 122, 30);
  if (!crestCentre) body += makerMark(158, 116, art.a);
  return {
    defs: CREST_DEF + CLIP,
    body,
    focus: crestCentre ? [200, 130, 2.4] : [226, 100, 2.6],
    texture: 'mesh',
  };
}

const SURNAMES = [
  'Huber',
  'Gruber',
  'Wagner',
  'Pichler',
  'Moser',
  'Steiner',
  'Hofer',
  'Leitner',
  'Berger',
  'Fuchs',
  'Eder',
  'Winkler',
  'Schwarz',
  'Reiter',
  'Brunner',
  'Lang',
] as const;

/** What a shopper has printed on the back of a shirt: a name, a number, or both. */
export interface ShirtPrint {
  readonly name?: string;
  readonly number?: number;
}

/**
 * Back of a shirt: higher neckline, the name over the shoulders and the number below; the shopper's
 * print when there is one (only what it holds), else a name and number of the product's own.
 */
function shirtBack(kind: ShirtKind, art: Art, shoppers?: ShirtPrint): Drawing {
  const long = kind === 'gk-jersey' || kind === 'training-top';
  const outline = (long ? LONG_SLEEVES : SHORT_SLEEVES).replace('Q200 84 168 56Z', 'Q200 66 168 56Z');
  const print = isDark(art.c) ? WHITE : art.a === WHITE ? INK : art.a;
  const numbers = kind === 'gk-jersey' ? [1, 13, 21, 12] : [7, 9, 10, 8, 11, 4, 5, 6, 14, 17, 19, 22];
  const name = shoppers ? (shoppers.name ?? '') : pick(SURNAMES, art.variant, 2).toUpperCase();
  const number = shoppers
    ? shoppers.number === undefined
      ? ''
      : String(shoppers.number)
    : String(pick(numbers, art.variant, 3));
  const nameStyle = { size: 15, weight: 0.15, tracking: 0.22, width: 0.9 };
  const numberStyle = { size: 104, weight: 0.17, tracking: 0.1, width: 0.85 };
  const nameW = letteringWidth(name, nameStyle);
  const numberW = letteringWidth(number, numberStyle);
  let body =
    `<path id="s" d="${outline}" fill="${art.c}"/>` +
    folds(270) +
    `<path d="M168 56Q200 66 232 56" fill="none" stroke="${art.a}" stroke-width="7"/>` +
    (long ? longCuffs(art.a) : shortCuffs(art.a)) +
    `<path d="${outline}" fill="none" ${stroke(art)}/>` +
    shirtStitches(art);
  if (kind !== 'training-top') {
    body +=
      `<path d="${lettering(name, 200 - nameW / 2, 112, nameStyle)}" fill="none" stroke="${print}" stroke-width="${15 * 0.15}" stroke-linecap="round" stroke-linejoin="round"/>` +
      `<path d="${lettering(number, 200 - numberW / 2, 246, numberStyle)}" fill="none" stroke="${print}" stroke-width="${104 * 0.17}" stroke-linecap="square" stroke-linejoin="miter"/>`;
  } else body += makerMark(200, 90, art.a, 1.4);
  return { defs: CLIP, body, focus: [200, 110, 2], texture: 'mesh' };
}

function hoodie(art: Art, back: boolean): Drawing {
  const shape =
    'M150 70L110 84Q90 94 84 130L62 292L92 298L116 186L122 200L124 338Q200 348 276 338L278 200L284 186L308 298L338 292L316 130Q310 94 290 84L250 70Z';
  let body =
    `<path d="M148 74Q142 24 200 22Q258 24 252 74Z" fill="${art.dark}" ${stroke(art)}/>` +
    `<path id="s" d="${shape}" fill="${art.c}"/>` +
    folds(150) +
    `<path d="M62 292L92 298L94 284L65 278ZM338 292L308 298L306 284L335 278ZM124 318Q200 328 276 318V338Q200 348 124 338Z" fill="${art.dark}"/>` +
    `<path d="${shape}" fill="none" ${stroke(art)}/>`;
  if (!back) {
    body +=
      `<path d="M150 70Q200 130 250 70Q240 104 200 108Q160 104 150 70Z" fill="${shade(art.c, -0.35)}"/>` +
      `<path d="M186 104L182 170M214 104L218 170" stroke="${art.a}" stroke-width="4" stroke-linecap="round"/>` +
      `<path d="M146 236H254L270 300H130Z" fill="${art.c}" ${stroke(art, 2.5)}/><path d="M152 242H248L262 296H138Z" ${STITCH} stroke="${art.line}"/>` +
      crest(200, 168, 44);
  } else body += `<path d="M150 70Q200 100 250 70" fill="none" stroke="${art.line}" stroke-width="2"/>`;
  return { defs: CREST_DEF + CLIP, body, focus: back ? [200, 90, 2] : [200, 150, 2.3], texture: 'knit' };
}

export type JacketKind = 'jacket' | 'padded-jacket';

function jacket(kind: JacketKind, art: Art, back: boolean): Drawing {
  const shape =
    'M156 58L112 74Q92 84 86 124L64 296L94 302L118 188L124 200L124 344H276L276 200L282 188L306 302L336 296L314 124Q308 84 288 74L244 58Z';
  const hood = kind === 'padded-jacket' || art.variant % 4 === 1;
  let body = hood ? `<path d="M152 66Q146 18 200 16Q254 18 248 66Z" fill="${art.dark}" ${stroke(art)}/>` : '';
  body += `<path id="s" d="${shape}" fill="${art.c}"/>`;
  if (kind === 'padded-jacket') {
    let d = '';
    for (let y = 96; y < 344; y += 30) d += `M60 ${y}Q200 ${y + 8} 340 ${y}`;
    body += `<g clip-path="url(#cs)"><path d="${d}" fill="none" stroke="${art.dark}" stroke-width="3"/></g>`;
  } else {
    // Track jacket: two stripes down each sleeve, in the accent.
    const stripes = pick(['sleeve', 'yoke', 'sleeve'] as const, art.variant, 1);
    body +=
      stripes === 'sleeve'
        ? `<path d="M114 80L90 130L68 290M124 82L99 134L78 292M286 80L310 130L332 290M276 82L301 134L322 292" fill="none" stroke="${art.a}" stroke-width="5"/>`
        : `<g clip-path="url(#cs)"><path d="M60 40H340V118Q200 146 60 118Z" fill="${art.a}"/></g>`;
  }
  body +=
    folds(150) +
    `<path d="M64 296L94 302L96 288L67 282ZM336 296L306 302L304 288L333 282ZM124 330H276V344H124Z" fill="${art.dark}"/>` +
    `<path d="${shape}" fill="none" ${stroke(art)}/>`;
  if (!back) {
    body +=
      (hood
        ? ''
        : `<path d="M156 58L160 34Q200 42 240 34L244 58Q200 72 156 58Z" fill="${art.dark}" ${stroke(art, 2.5)}/>`) +
      `<path d="M200 ${hood ? 66 : 40}V344" stroke="${art.line}" stroke-width="4"/><path d="M197 ${hood ? 66 : 40}V344" ${STITCH} stroke="${art.a}"/>` +
      `<rect x="194" y="${hood ? 70 : 44}" width="12" height="20" rx="3" fill="${art.a}" ${stroke(art, 1.5)}/>` +
      `<path d="M140 244L160 290M260 244L240 290" stroke="${art.line}" stroke-width="3" stroke-linecap="round"/>` +
      crest(242, 118, 28) +
      makerMark(158, 112, art.a);
  } else {
    body +=
      `<path d="M124 118Q200 136 276 118" ${STITCH} stroke="${art.line}"/>` + makerMark(200, 96, art.a, 1.3);
  }
  return {
    defs: CREST_DEF + CLIP,
    body,
    focus: back ? [200, 110, 2] : [214, 100, 2.4],
    texture: kind === 'padded-jacket' ? 'grain' : 'mesh',
  };
}

function trousers(art: Art, back: boolean): Drawing {
  const shape = 'M132 50H268L286 338Q278 352 250 352L236 352L204 140H196L164 352H150Q122 352 114 338Z';
  const tapered = art.variant % 2 === 0;
  let body =
    `<path id="s" d="${shape}" fill="${art.c}"/>` +
    folds(170) +
    `<g clip-path="url(#cs)"><path d="M${tapered ? '112 330H170V360H112ZM230 330H290V360H230Z' : '100 352H300V360H100Z'}" fill="${art.dark}"/>` +
    `<path d="M126 84L112 350M274 84L288 350" stroke="${art.a}" stroke-width="${art.variant % 3 === 0 ? 10 : 5}"/></g>` +
    `<path d="${shape}" fill="none" ${stroke(art)}/>` +
    `<path d="M132 50H268V74H132Z" fill="${art.dark}" ${stroke(art, 2.5)}/>` +
    `<path d="M140 80L136 340M260 80L264 340" ${STITCH} stroke="${art.line}" opacity=".5"/>`;
  body += back
    ? `<path d="M146 104H186V134H146ZM214 104H254V134H214Z" fill="none" ${stroke(art, 2)}/>`
    : `<path d="M194 74L192 102M206 74L208 102" stroke="${art.a}" stroke-width="3" stroke-linecap="round"/><path d="M150 82Q160 100 150 120M250 82Q240 100 250 120" fill="none" stroke="${art.line}" stroke-width="2.5"/>` +
      makerMark(150, 150, art.a, 0.9);
  return { defs: CLIP, body, focus: [200, 80, 2.4], texture: 'mesh' };
}

function shorts(art: Art, back: boolean): Drawing {
  const shape = 'M116 104H284L310 276Q260 290 214 282L200 188L186 282Q140 290 90 276Z';
  const trim = pick(['side', 'hem', 'both'] as const, art.variant, 0);
  let body =
    `<path id="s" d="${shape}" fill="${art.c}"/>` +
    folds(160) +
    `<g clip-path="url(#cs)">` +
    (trim !== 'hem'
      ? `<path d="M286 110L300 286M114 110L100 286" stroke="${art.a}" stroke-width="12"/>`
      : '') +
    (trim !== 'side'
      ? `<path d="M80 266Q140 280 188 272V290H80ZM320 266Q260 280 212 272V290H320Z" fill="${art.a}"/>`
      : '') +
    `</g><path d="${shape}" fill="none" ${stroke(art)}/>` +
    `<path d="M116 104H284V126H116Z" fill="${art.dark}" ${stroke(art, 2.5)}/>` +
    `<path d="M96 262Q140 274 184 268M304 262Q260 274 216 268" ${STITCH} stroke="${art.line}"/>`;
  body += back
    ? `<path d="${lettering(String(pick([7, 9, 10, 11, 4], art.variant, 2)), 238, 256, { size: 30, weight: 0.17, width: 0.85 })}" fill="none" stroke="${isDark(art.c) ? WHITE : INK}" stroke-width="5" stroke-linecap="square"/>`
    : `<path d="M194 126L192 150M206 126L208 150" stroke="${art.a}" stroke-width="3" stroke-linecap="round"/>` +
      crest(136, 240, 24) +
      makerMark(262, 244, art.a, 0.9);
  return { defs: CREST_DEF + CLIP, body, focus: [140, 230, 2.4], texture: 'mesh' };
}

/**
 * A knitted scarf lying aslant, with a jacquard (bars, blocks or the team's name) and tassels at both
 * ends; its knit is drawn in, as a texture laid over the close-up would not follow the slant.
 */
function scarf(art: Art, team: string, reverse: boolean): Drawing {
  const c = reverse ? art.a : art.c;
  const a = reverse ? art.c : art.a;
  const style = pick(['bars', 'blocks', 'lettered'] as const, art.variant, 0);
  let pattern = '';
  if (style === 'bars')
    for (let x = 60; x < 340; x += 48) pattern += `<path d="M${x} 150h18v96h-18z" fill="${a}"/>`;
  else if (style === 'blocks')
    pattern = `<path d="M50 150H110V246H50ZM290 150H350V246H290ZM110 186H290V210H110Z" fill="${a}"/>`;
  else {
    const text = team.toUpperCase();
    const st = { size: 30, weight: 0.19, tracking: 0.18, width: 0.95 };
    const w = letteringWidth(text, st);
    pattern =
      `<path d="M50 150H350V160H50ZM50 236H350V246H50Z" fill="${a}"/>` +
      `<path d="${lettering(text, 200 - w / 2, 213, st)}" fill="none" stroke="${a}" stroke-width="${30 * 0.19}" stroke-linecap="square"/>`;
  }
  // Tassels in both colours, so that a white scarf's fringe shows on the light ground too.
  const fringe = ['', ''];
  for (let y = 156, i = 0; y < 246; y += 9, i++) fringe[i % 2] += `M50 ${y}h-26M350 ${y}h26`;
  const knit = Array.from({ length: 14 }, (_, i) => `M${60 + i * 21} 150V246`).join('');
  const body =
    `<g transform="rotate(-14 200 198)">` +
    `<path d="${fringe[0]}" stroke="${c === WHITE ? shade(c, -0.15) : c}" stroke-width="5" stroke-linecap="round"/>` +
    `<path d="${fringe[1]}" stroke="${a}" stroke-width="5" stroke-linecap="round"/>` +
    `<path id="s" d="M50 150H350V246H50Z" fill="${c}"/>` +
    `<g clip-path="url(#cs)">${pattern}<path d="${knit}" stroke="#000" stroke-width="1.2" opacity=".12"/></g>` +
    `<path d="M50 150H350V246H50Z" fill="none" ${stroke({ ...art, line: shade(c, isDark(c) ? 0.3 : -0.35) })}/>` +
    `</g>`;
  return { defs: CLIP, body, focus: [72, 206, 2.6] };
}

function cap(art: Art, back: boolean): Drawing {
  const brimAccent = art.variant % 2 === 0;
  const crown = 'M100 236Q96 112 206 108Q312 112 308 236Z';
  let body = back
    ? `<path id="s" d="${crown}" fill="${art.c}"/>` +
      `<path d="M150 236Q150 190 206 186Q262 190 262 236Z" fill="#ececea" ${stroke(art, 2)}/><path d="M160 212H252" stroke="${art.a}" stroke-width="8"/>` +
      `<path d="${crown}" fill="none" ${stroke(art)}/><path d="M206 108V186M150 130Q160 180 156 236M262 130Q252 180 256 236" ${STITCH} stroke="${art.line}"/>` +
      `<circle cx="206" cy="106" r="8" fill="${art.c}" ${stroke(art, 2)}/>`
    : `<path id="s" d="${crown}" fill="${art.c}"/>` +
      `<path d="M206 110Q176 170 180 236M206 110Q240 170 236 236" fill="none" stroke="${art.line}" stroke-width="2.5"/>` +
      `<path d="M206 110Q176 170 180 236M206 110Q240 170 236 236M110 224Q204 204 300 224" ${STITCH} stroke="${art.line}" transform="translate(5 0)"/>` +
      `<path d="${crown}" fill="none" ${stroke(art)}/>` +
      `<path d="M92 236Q210 212 352 254Q330 284 230 276Q130 270 92 250Z" fill="${brimAccent ? art.a : art.c}" ${stroke(art)}/>` +
      `<path d="M110 246Q210 228 334 258" ${STITCH} stroke="${art.line}"/>` +
      `<circle cx="206" cy="106" r="8" fill="${art.c}" ${stroke(art, 2)}/><circle cx="150" cy="150" r="3" fill="${art.line}"/>` +
      crest(208, 172, 38);
  body += '';
  return { defs: CREST_DEF + CLIP, body, focus: [208, 168, 2.6], texture: 'mesh' };
}

function beanie(art: Art, back: boolean): Drawing {
  const pom = art.variant % 3 !== 2;
  const shape = 'M118 262Q112 118 200 112Q288 118 282 262Z';
  let ribs = '';
  for (let x = 126; x < 280; x += 12)
    ribs += `M${x} 262Q${x + (x - 200) * 0.05} 180 ${200 + (x - 200) * 0.4} 120`;
  let body =
    (pom
      ? `<circle cx="200" cy="98" r="34" fill="${art.a}" ${stroke(art, 2)}/><path d="M180 84l8 6M206 72l4 9M214 96l9 3M186 108l7-5" stroke="${shade(art.a, -0.2)}" stroke-width="3"/>`
      : '') +
    `<path id="s" d="${shape}" fill="${art.c}"/><g clip-path="url(#cs)"><path d="${ribs}" fill="none" stroke="#000" stroke-width="2" opacity=".12"/>` +
    (art.variant % 2 === 0 ? `<path d="M100 180H300V196H100Z" fill="${art.a}"/>` : '') +
    `</g><path d="${shape}" fill="none" ${stroke(art)}/>` +
    `<path d="M106 244H294V306Q200 318 106 306Z" fill="${art.dark}" ${stroke(art)}/>` +
    `<path d="M106 262H294M106 288H294" stroke="${art.a}" stroke-width="6"/>`;
  if (!back)
    body +=
      `<rect x="180" y="258" width="40" height="36" rx="4" fill="${WHITE}" ${stroke(art, 1.5)}/>` +
      crest(200, 278, 22);
  return { defs: CREST_DEF + CLIP, body, focus: [200, 272, 2.4], texture: 'knit' };
}

/** A football: panels from a pentagon-hexagon pattern, or a modern swirl, with shading. */
function ball(art: Art, view: number): Drawing {
  const modern = art.variant % 2 === 1;
  const turn = view === 2 ? 36 : 0;
  const white = art.c === WHITE || isDark(art.c) ? WHITE : art.c;
  const panel = modern ? (art.a === white ? INK : art.a) : INK;
  let panels: string;
  if (modern) {
    // Three curved seams from the centre, each with a swept graphic beside it.
    panels = [0, 120, 240]
      .map(
        (r) =>
          `<g transform="rotate(${r} 200 200)"><path d="M208 190Q266 128 228 64L248 72Q290 136 220 200Z" fill="${panel}"/>` +
          `<path d="M200 200Q252 132 206 60" fill="none" stroke="${art.line}" stroke-width="3"/></g>`,
      )
      .join('');
  } else {
    panels =
      `<path d="M200 160L238 188L224 232H176L162 188Z" fill="${panel}"/>` +
      `<path d="M200 160V96M238 188L300 168M224 232L262 286M176 232L138 286M162 188L100 168" stroke="${art.line}" stroke-width="3"/>` +
      `<path d="M170 66L200 96L230 66L214 60Q200 58 186 60ZM300 168L334 150Q340 176 336 206L312 212ZM262 286L298 296Q282 318 256 330L246 300ZM138 286L154 300L144 330Q118 318 102 296ZM100 168L88 212L64 206Q60 176 66 150Z" fill="${panel}"/>`;
  }
  const body =
    `<defs><radialGradient id="g" cx=".35" cy=".3" r=".8"><stop offset=".55" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".28"/></radialGradient></defs>` +
    `<g transform="rotate(${turn} 200 200)"><circle id="s" cx="200" cy="200" r="140" fill="${white}"/><g clip-path="url(#cs)">${panels}</g></g>` +
    `<circle cx="200" cy="200" r="140" fill="url(#g)" ${stroke(art)}/>` +
    `<path d="M200 160L238 188L224 232H176L162 188Z" ${STITCH} stroke="${art.line}" transform="rotate(${turn} 200 200) translate(200 196) scale(1.12) translate(-200 -196)" opacity=".5"/>` +
    `<ellipse cx="150" cy="128" rx="34" ry="18" fill="#fff" opacity=".35" transform="rotate(-30 150 128)"/>`;
  return { defs: CLIP, body, focus: [200, 196, 2.2], texture: 'grain' };
}

export type ShoeKind = 'boot' | 'turf-boot' | 'shoe' | 'hiking-boot' | 'sneaker';

/** A shoe from the outer side: upper, laces, heel, sole (studs for boots, lugs for hiking). */
function shoe(kind: ShoeKind, art: Art, view: number): Drawing {
  const hiking = kind === 'hiking-boot';
  const upper = hiking
    ? 'M60 262Q58 226 100 216L168 200Q182 150 184 96L284 94Q292 150 318 186Q344 214 346 240Q348 264 326 270L80 274Q60 272 60 262Z'
    : 'M56 258Q52 232 84 224L160 208Q200 198 232 172L250 162Q266 172 282 168L318 160Q334 160 338 176L344 236Q348 262 326 268L76 272Q58 270 56 258Z';
  let sole: string;
  if (kind === 'boot' || kind === 'turf-boot') {
    const turf = kind === 'turf-boot';
    const xs = turf ? Array.from({ length: 18 }, (_, i) => 72 + i * 15.5) : [88, 128, 168, 206, 268, 312];
    sole =
      `<defs><symbol id="t" overflow="visible"><path d="${turf ? 'M-4 0h8l-1 8h-6z' : 'M-8 0h16l-4 20h-8z'}" fill="${shade(art.a, -0.3)}"/></symbol></defs>` +
      xs.map((x) => `<use href="#t" x="${x}" y="274"/>`).join('') +
      `<path d="M54 256Q56 280 84 280H326Q350 278 348 256Z" fill="${art.a}" ${stroke(art, 2.5)}/>`;
  } else if (hiking) {
    sole =
      `<path d="M58 260Q56 300 92 302H326Q358 300 352 260Z" fill="#3a3a3a" ${stroke(art, 2.5)}/>` +
      `<path d="M76 292h22v12h-22zM118 292h22v12h-22zM160 292h22v12h-22zM250 292h22v12h-22zM292 292h22v12h-22z" fill="#222"/>`;
  } else {
    const thick = kind === 'shoe' ? 30 : 20;
    sole =
      `<path d="M52 252Q50 ${270 + thick} 90 ${270 + thick}H328Q356 ${268 + thick} 352 252Z" fill="${kind === 'sneaker' || art.variant % 2 === 0 ? WHITE : art.a}" ${stroke(art, 2.5)}/>` +
      `<path d="M60 ${262 + thick / 2}Q200 ${270 + thick / 2} 350 ${258 + thick / 2}" fill="none" stroke="${art.line}" stroke-width="2" opacity=".4"/>`;
  }
  // Laces across the instep (or up the shaft of a hiking boot).
  let laces = '';
  for (let i = 0; i < (hiking ? 6 : 5); i++) {
    if (hiking) laces += `M176 ${206 - i * 20}H${204 + i * 1.5}`;
    else {
      const x = 168 + i * 17;
      const y = 206 - i * 9.5;
      laces += `M${x - 5} ${y - 9}L${x + 5} ${y + 9}`;
    }
  }
  const stripe = pick(
    [
      `<path d="M120 250Q200 212 292 222" fill="none" stroke="${art.a}" stroke-width="11" stroke-linecap="round"/>`,
      `<path d="M150 254L196 214H214L168 254ZM184 254L230 214H248L202 254Z" fill="${art.a}"/>`,
      `<path d="M112 256L300 222V238L112 268Z" fill="${art.a}"/>`,
    ],
    art.variant,
    1,
  );
  const collar =
    !hiking && kind !== 'sneaker' && art.variant % 3 === 0
      ? `<path d="M250 162Q250 136 286 134Q318 136 318 160Q284 178 250 162Z" fill="${art.dark}" ${stroke(art, 2)}/>`
      : `<path d="M250 162Q284 180 318 160" fill="none" stroke="${art.dark}" stroke-width="7"/>`;
  const body =
    sole +
    `<path id="s" d="${upper}" fill="${art.c}"/>` +
    `<g clip-path="url(#cs)"><rect width="400" height="400" fill="url(#l)"/><path d="M298 150Q336 158 340 180L346 240Q346 262 326 268H300Q314 210 298 150Z" fill="${art.dark}"/>` +
    `<path d="M40 226Q110 232 128 280H40Z" fill="#000" opacity=".07"/></g>` +
    `<path d="${upper}" fill="none" ${stroke(art)}/>` +
    (hiking ? `<path d="M184 96H284V114H184Z" fill="${art.dark}" ${stroke(art, 2)}/>` : collar) +
    `<path d="${laces}" stroke="${isDark(art.c) ? WHITE : INK}" stroke-width="4.5" stroke-linecap="round"/>` +
    stripe +
    `<path d="M72 258Q200 266 330 256" ${STITCH} stroke="${art.line}"/>`;
  // The second view shows the other side, mirrored.
  const mirrored = view === 2 ? `<g transform="translate(400 0) scale(-1 1)">${body}</g>` : body;
  return {
    defs: CLIP,
    body: mirrored,
    focus: view === 2 ? [170, 262, 2.2] : [230, 250, 2.2],
    texture: 'grain',
  };
}

function bag(art: Art, back: boolean): Drawing {
  const shape = 'M70 170Q70 140 110 140H290Q330 140 330 170V306Q330 318 316 318H84Q70 318 70 306Z';
  const body =
    `<path d="M150 142Q150 90 200 90Q250 90 250 142" fill="none" stroke="${art.dark}" stroke-width="12"/>` +
    `<path id="s" d="${shape}" fill="${art.c}"/>` +
    `<g clip-path="url(#cs)"><path d="M60 280H340V330H60Z" fill="${art.dark}"/>` +
    (back ? '' : `<path d="M60 196H340V212H60Z" fill="${art.a}"/>`) +
    `</g><path d="${shape}" fill="none" ${stroke(art)}/>` +
    `<path d="M86 150H314" stroke="${art.line}" stroke-width="3"/><rect x="300" y="145" width="8" height="20" rx="2" fill="${art.a}"/>` +
    `<path d="M80 160Q80 150 90 150H310Q320 150 320 160V300H80Z" ${STITCH} stroke="${art.line}" opacity=".6"/>` +
    `<path d="M70 186H54V266H70M330 186H346V266H330" fill="none" stroke="${art.dark}" stroke-width="6"/>` +
    (back ? makerMark(200, 244, art.a, 1.6) : crest(200, 250, 34));
  return { defs: CREST_DEF + CLIP, body, focus: [200, 236, 2.4], texture: 'grain' };
}

function backpack(art: Art, back: boolean): Drawing {
  const shape = 'M128 110Q128 76 164 76H236Q272 76 272 110V320Q272 336 256 336H144Q128 336 128 320Z';
  const body = back
    ? `<path id="s" d="${shape}" fill="${art.dark}"/>` +
      `<path d="M150 96Q140 200 156 320M250 96Q260 200 244 320" fill="none" stroke="${art.c}" stroke-width="20" stroke-linecap="round"/>` +
      `<path d="M164 120H236V290H164Z" fill="${shade(art.dark, -0.2)}" rx="10"/><path d="${shape}" fill="none" ${stroke(art)}/>`
    : `<path d="M176 76Q200 52 224 76" fill="none" stroke="${art.dark}" stroke-width="9"/>` +
      `<path d="M128 210H110V312Q110 330 128 330ZM272 210H290V312Q290 330 272 330Z" fill="${art.dark}" ${stroke(art, 2)}/>` +
      `<path id="s" d="${shape}" fill="${art.c}"/><path d="${shape}" fill="none" ${stroke(art)}/>` +
      `<path d="M140 104Q200 90 260 104" fill="none" stroke="${art.line}" stroke-width="3"/>` +
      `<path d="M148 200Q148 186 162 186H238Q252 186 252 200V306H148Z" fill="${art.dark}" ${stroke(art, 2.5)}/>` +
      `<path d="M148 210H252" stroke="${art.a}" stroke-width="5"/><path d="M156 196H244V298H156Z" ${STITCH} stroke="${art.line}"/>` +
      makerMark(200, 150, art.a, 1.4);
  return { defs: CLIP, body, focus: [200, 200, 2.2], texture: 'grain' };
}

function bottle(art: Art, back: boolean): Drawing {
  const shape =
    'M156 128Q150 120 162 112H238Q250 120 244 128L246 190Q232 210 246 232V330Q246 346 230 346H170Q154 346 154 330V232Q168 210 154 190Z';
  const body =
    `<path d="M176 80H224V114H176Z" fill="${INK}" ${stroke(art, 2)}/><path d="M190 60H210V82H190Z" fill="${art.a}" ${stroke(art, 2)}/>` +
    `<path d="M224 88Q252 88 250 110" fill="none" stroke="${INK}" stroke-width="6"/>` +
    `<path id="s" d="${shape}" fill="${art.c}"/><g clip-path="url(#cs)"><path d="M140 250H260V300H140Z" fill="${art.a}"/>` +
    `<path d="M166 120V340" stroke="#fff" stroke-width="10" opacity=".3"/></g><path d="${shape}" fill="none" ${stroke(art)}/>` +
    (back
      ? `<path d="M184 150H216M184 162H216M184 174H210" stroke="${art.line}" stroke-width="2.5"/>`
      : makerMark(200, 270, isDark(art.a) ? WHITE : INK, 1.2));
  return { defs: CLIP, body, focus: [200, 260, 2.2] };
}

function kettlebell(art: Art): Drawing {
  const body =
    `<path d="M140 180Q120 80 200 80Q280 80 260 180" fill="none" stroke="${INK}" stroke-width="26"/>` +
    `<path id="s" d="M200 150Q300 150 304 250Q304 330 240 340H160Q96 330 96 250Q100 150 200 150Z" fill="${INK}"/>` +
    `<path d="M200 150Q300 150 304 250Q304 330 240 340H160Q96 330 96 250Q100 150 200 150Z" fill="none" ${stroke(art)}/>` +
    `<circle cx="200" cy="248" r="40" fill="${art.c}"/><path d="${lettering('16', 180, 262, { size: 28, weight: 0.16, width: 0.9 })}" fill="none" stroke="${isDark(art.c) ? WHITE : INK}" stroke-width="4.5"/>` +
    `<ellipse cx="150" cy="210" rx="16" ry="30" fill="#fff" opacity=".12"/>`;
  return { defs: CLIP, body, focus: [200, 248, 2.2], texture: 'grain' };
}

function glove(art: Art, back: boolean): Drawing {
  const shape =
    'M130 350L130 230Q110 170 120 120Q132 105 145 120L155 190L160 80Q172 65 185 80L188 180L195 65Q208 50 220 65L220 180L230 80Q243 68 255 82L252 200L275 160Q292 150 300 168L265 270L262 350Z';
  const body =
    `<path id="s" d="${shape}" fill="${back ? art.c : WHITE}"/>` +
    `<g clip-path="url(#cs)">${back ? `<path d="M120 180H300V206H120Z" fill="${art.a}"/>` : `<path d="M150 100H240V260H150Z" fill="#d8d8d4"/>`}</g>` +
    `<path d="${shape}" fill="none" ${stroke(art)}/>` +
    `<path d="M157 190Q150 240 140 262M188 180V250M220 180L226 250" ${STITCH} stroke="${art.line}"/>` +
    `<path d="M126 296H268V352H126Z" fill="${art.c}" ${stroke(art)}/><path d="M126 318H268" stroke="${art.a}" stroke-width="8"/>` +
    makerMark(196, 276, art.a, 1.2);
  return { defs: CLIP, body, focus: [196, 290, 2.2], texture: 'grain' };
}

/** A pair of skis standing, with bindings and the topsheet's graphic. */
function skis(art: Art, back: boolean): Drawing {
  const ski = (x: number) =>
    `<path d="M${x} 40Q${x + 20} 30 ${x + 40} 40L${x + 36} 360Q${x + 20} 366 ${x + 4} 360Z" fill="${back ? INK : art.c}" ${stroke(art)}/>` +
    (back
      ? `<path d="M${x + 8} 60L${x + 12} 350M${x + 32} 60L${x + 28} 350" stroke="#555" stroke-width="2"/>`
      : `<path d="M${x + 4} 120L${x + 38} 90V130L${x + 4} 160ZM${x + 4} 280L${x + 36} 250V276L${x + 4} 306Z" fill="${art.a}"/>` +
        `<rect x="${x + 2}" y="196" width="38" height="54" rx="6" fill="${INK}"/><rect x="${x + 8}" y="204" width="26" height="12" rx="3" fill="${art.a}"/>`);
  const body = ski(140) + ski(220);
  return { body, focus: [200, 220, 2] };
}

/** Ski or bike helmet from the side, with vents and the strap. */
function helmet(art: Art, back: boolean): Drawing {
  const body =
    `<path id="s" d="M95 250Q95 110 210 110Q315 110 315 240L300 265L110 265Z" fill="${art.c}"/>` +
    `<g clip-path="url(#cs)"><path d="M90 230Q200 212 320 228V270H90Z" fill="${art.a}"/><path d="M220 100Q300 120 320 230H260Q250 150 220 100Z" fill="#000" opacity=".08"/></g>` +
    `<path d="M95 250Q95 110 210 110Q315 110 315 240L300 265L110 265Z" fill="none" ${stroke(art)}/>` +
    `<path d="M150 135Q210 120 260 140M135 170Q210 150 290 175" stroke="${art.dark}" stroke-width="8" fill="none" stroke-linecap="round"/>` +
    (back
      ? ''
      : `<path d="M150 262Q160 310 200 320Q236 312 244 262" fill="none" stroke="${INK}" stroke-width="5"/>`) +
    `<ellipse cx="150" cy="150" rx="26" ry="12" fill="#fff" opacity=".25" transform="rotate(-25 150 150)"/>`;
  return { defs: CLIP, body, focus: [200, 160, 2] };
}

function goggles(art: Art): Drawing {
  const body =
    `<path d="M54 200Q54 150 110 150L290 150Q346 150 346 200" fill="none" stroke="${art.c}" stroke-width="26"/>` +
    `<path d="M95 150Q200 130 305 150Q320 210 290 250Q240 255 215 230Q200 220 185 230Q160 255 110 250Q80 210 95 150Z" fill="${INK}" ${stroke(art)}/>` +
    `<path id="s" d="M105 160Q200 142 295 160Q306 208 282 238Q240 242 218 222Q200 210 182 222Q160 242 118 238Q94 208 105 160Z" fill="${art.a}"/>` +
    `<path d="M120 176Q200 160 280 176" stroke="#fff" stroke-width="6" opacity=".55" fill="none"/>`;
  return { body, focus: [200, 196, 2] };
}

function generic(kind: Illustration, art: Art): Drawing {
  const { c, a } = art;
  const s = stroke(art, 4);
  switch (kind) {
    case 'flag':
      return {
        body:
          `<rect x="80" y="60" width="10" height="300" fill="#6b6b6b"/>` +
          `<path d="M90 70Q210 50 330 70V130Q210 110 90 130Z" fill="${RED}"/><path d="M90 130Q210 110 330 130V190Q210 170 90 190Z" fill="${WHITE}"/>` +
          `<path d="M90 190Q210 170 330 190V250Q210 230 90 250Z" fill="${RED}"/><path d="M90 70Q210 50 330 70V250Q210 230 90 250Z" fill="none" ${s}/>`,
        focus: [200, 150, 2],
      };
    case 'mug':
      return {
        defs: CREST_DEF,
        body:
          `<path d="M270 160Q330 160 330 215Q330 270 270 270" fill="none" stroke="${c}" stroke-width="22"/>` +
          `<rect x="110" y="120" width="170" height="200" rx="18" fill="${c}" ${s}/><ellipse cx="195" cy="124" rx="80" ry="10" fill="${shade(c, -0.3)}"/>` +
          crest(195, 224, 70),
        focus: [195, 220, 2],
      };
    case 'keyring':
      return {
        defs: CREST_DEF,
        body: `<circle cx="200" cy="96" r="40" fill="none" stroke="#9a9a9a" stroke-width="9"/><path d="M200 136V150" stroke="#9a9a9a" stroke-width="6"/>${crest(200, 240, 150)}`,
        focus: [200, 230, 1.8],
      };
    case 'shinguard':
      return {
        body:
          `<path d="M140 70Q200 50 260 70L270 300Q200 360 130 300Z" fill="${c}" ${s}/>` +
          `<path d="M160 110Q200 95 240 110L245 280Q200 320 155 280Z" fill="${a}" opacity=".85"/><path d="M150 96Q200 80 250 96" ${STITCH} stroke="${art.line}"/>`,
        focus: [200, 180, 2],
      };
    case 'goal': {
      let net = '';
      for (let x = 70; x <= 330; x += 26) net += `M${x} 110V300`;
      for (let y = 110; y <= 300; y += 24) net += `M60 ${y}H340`;
      return {
        body:
          `<path d="${net}" stroke="#bbb" stroke-width="2"/><path d="M50 320H350" stroke="#4c8b3a" stroke-width="10"/>` +
          `<path d="M60 310V100H340V310" fill="none" stroke="${c === WHITE ? '#ddd' : c}" stroke-width="14"/>`,
        focus: [200, 200, 1.6],
      };
    }
    case 'bike': {
      // Rear hub, bottom bracket, seat and head tube as a real frame; thick tyres for a mountain bike.
      const mtb = art.variant % 2 === 0;
      const tyre = mtb ? 13 : 8;
      const wheel = (x: number) =>
        `<circle cx="${x}" cy="262" r="66" fill="none" stroke="#2a2a2a" stroke-width="${tyre}"/><circle cx="${x}" cy="262" r="${60 - tyre / 2}" fill="none" stroke="#9a9a9a" stroke-width="2"/><circle cx="${x}" cy="262" r="6" fill="#555"/>`;
      return {
        body:
          wheel(108) +
          wheel(296) +
          `<path d="M108 262L192 264L172 158ZM172 158L272 150L282 182L192 264M282 182L296 262" fill="none" stroke="${c}" stroke-width="11" stroke-linejoin="round" stroke-linecap="round"/>` +
          `<path d="M170 158L166 142M150 140Q170 134 190 140" fill="none" stroke="#2a2a2a" stroke-width="8" stroke-linecap="round"/>` +
          (mtb
            ? `<path d="M272 150L278 134M258 132H300" fill="none" stroke="#2a2a2a" stroke-width="7" stroke-linecap="round"/>`
            : `<path d="M272 150L280 136Q306 134 304 152Q302 168 290 166" fill="none" stroke="#2a2a2a" stroke-width="7" stroke-linecap="round"/>`) +
          `<circle cx="192" cy="264" r="17" fill="none" stroke="#555" stroke-width="5"/><path d="M192 264L108 262" stroke="#777" stroke-width="3"/>` +
          `<path d="M200 210L256 190" stroke="${a}" stroke-width="6" stroke-linecap="round"/>`,
        focus: [200, 220, 2],
      };
    }
    default:
      // A rolled mat standing on its end, with the spiral on top and two straps.
      return {
        body:
          `<path d="M150 120V320Q150 342 200 342Q250 342 250 320V120Z" fill="${c}" ${s}/>` +
          `<path d="M150 180Q200 196 250 180V196Q200 212 150 196ZM150 270Q200 286 250 270V286Q200 302 150 286Z" fill="${a}"/>` +
          `<ellipse cx="200" cy="120" rx="50" ry="20" fill="${shade(c, 0.25)}" ${s}/>` +
          `<path d="M200 120m-6 0a6 3 0 1 1 12 0a14 7 0 1 1 -28 0a24 12 0 1 1 48 0" fill="none" stroke="${art.dark}" stroke-width="3"/>` +
          `<path d="M162 140V320" stroke="#fff" stroke-width="8" opacity=".18"/>`,
        focus: [200, 130, 2.2],
      };
  }
}

/** The other side of a product that looks the same from behind: its mirror image. */
function mirrorIf(mirror: boolean, drawing: Drawing): Drawing {
  if (!mirror) return drawing;
  const [x, y, k] = drawing.focus;
  return {
    ...drawing,
    body: `<g transform="translate(400 0) scale(-1 1)">${drawing.body}</g>`,
    focus: [400 - x, y, k],
  };
}

/** The drawing of one kind of product for a view (1 front, 2 back or other side, 3 close-up). */
export function productDrawing(
  kind: Illustration,
  art: Art,
  view: number,
  team: string,
  print?: ShirtPrint,
): Drawing {
  const back = view === 2;
  switch (kind) {
    case 'jersey':
    case 'gk-jersey':
    case 'shirt':
    case 'polo':
    case 'training-top':
      return back ? shirtBack(kind, art, print) : shirtFront(kind, art);
    case 'hoodie':
      return hoodie(art, back);
    case 'jacket':
    case 'padded-jacket':
      return jacket(kind, art, back);
    case 'trousers':
      return trousers(art, back);
    case 'shorts':
      return shorts(art, back);
    case 'scarf':
      return scarf(art, team, back);
    case 'cap':
      return cap(art, back);
    case 'beanie':
      return beanie(art, back);
    case 'ball':
      return ball(art, view);
    case 'boot':
    case 'turf-boot':
    case 'shoe':
    case 'sneaker':
    case 'hiking-boot':
      return shoe(kind, art, view);
    case 'bag':
      return bag(art, back);
    case 'backpack':
      return backpack(art, back);
    case 'bottle':
      return bottle(art, back);
    case 'kettlebell':
      return mirrorIf(back, kettlebell(art));
    case 'glove':
      return glove(art, back);
    case 'ski':
      return skis(art, back);
    case 'helmet':
      return helmet(art, back);
    case 'goggles':
      return mirrorIf(back, goggles(art));
    default:
      return mirrorIf(back, generic(kind, art));
  }
}

/** Textures laid over a close-up, so it reads as fabric, knit or leather up close. */
export const TEXTURES: Readonly<Record<NonNullable<Drawing['texture']>, string>> = {
  mesh: '<pattern id="x" width="2.6" height="2.6" patternUnits="userSpaceOnUse"><circle cx="1.3" cy="1.3" r=".5" fill="#000" opacity=".18"/></pattern>',
  knit: '<pattern id="x" width="4" height="4" patternUnits="userSpaceOnUse"><path d="M0 0L2 3L4 0" fill="none" stroke="#000" stroke-width=".5" opacity=".2"/></pattern>',
  grain:
    '<pattern id="x" width="2.4" height="2.4" patternUnits="userSpaceOnUse"><circle cx=".6" cy=".6" r=".4" fill="#000" opacity=".14"/><circle cx="1.8" cy="1.8" r=".3" fill="#fff" opacity=".2"/></pattern>',
};
