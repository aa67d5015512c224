/**
 * Generated SVG images: product illustrations in the product's colours, brand logos and banners.
 * Every value placed in an SVG comes from the catalogue (validated hex colours, numbers, escaped
 * names written by the seed); nothing from the request except a clamped integer width.
 */
import type { Illustration } from './seed-data';

/** Escapes text for use in SVG/XML character data and attribute values. */
export function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

const HEX = /^#[0-9a-f]{6}$/;

/** A colour safe to put into an attribute; anything unexpected becomes grey. */
export function safeHex(hex: string): string {
  const lower = hex.toLowerCase();
  return HEX.test(lower) ? lower : '#8a8d91';
}

/** Darkens (negative) or lightens (positive) a hex colour by a factor in -1..1. */
export function shade(hex: string, factor: number): string {
  const n = parseInt(safeHex(hex).slice(1), 16);
  const channel = (shift: number): string => {
    const c = (n >> shift) & 0xff;
    const v = factor < 0 ? c * (1 + factor) : c + (255 - c) * factor;
    return Math.round(Math.max(0, Math.min(255, v)))
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(16)}${channel(8)}${channel(0)}`;
}

/** True when dark text would be unreadable on this colour. */
function isDark(hex: string): boolean {
  const n = parseInt(safeHex(hex).slice(1), 16);
  const r = (n >> 16) & 0xff;
  const g = (n >> 8) & 0xff;
  const b = n & 0xff;
  return 0.299 * r + 0.587 * g + 0.114 * b < 140;
}

/** Clamps a requested width to something reasonable; undefined when not given or not a number. */
export function parseWidth(raw: string | undefined): number | undefined {
  if (raw === undefined || !/^\d{1,5}$/.test(raw)) return undefined;
  return Math.max(16, Math.min(2000, Number(raw)));
}

function svgDocument(viewBox: string, width: number, height: number, body: string, title: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${viewBox}" width="${width}" height="${height}" role="img">` +
    `<title>${escapeXml(title)}</title>${body}</svg>`
  );
}

/** Drawing of one illustration in a 400×400 box; `c` is the main colour, `a` the accent. */
function drawing(kind: Illustration, c: string, a: string): string {
  const dark = shade(c, -0.25);
  const line = isDark(c) ? shade(c, 0.35) : shade(c, -0.45);
  const stroke = `stroke="${line}" stroke-width="4" stroke-linejoin="round"`;
  switch (kind) {
    case 'jersey':
    case 'shirt': {
      const sleeve = kind === 'jersey' ? 'L50 135 L82 190 L115 170' : 'L70 150 L100 185 L115 175';
      return (
        `<path d="M140 70 L110 80 ${sleeve} L115 340 L285 340 L285 ${kind === 'jersey' ? 170 : 175} ` +
        `L${kind === 'jersey' ? '318 190 L350 135' : '300 185 L330 150'} L290 80 L260 70 Q200 112 140 70 Z" fill="${c}" ${stroke}/>` +
        `<path d="M140 70 Q200 112 260 70 Q200 96 140 70 Z" fill="${a}"/>` +
        (kind === 'jersey'
          ? `<rect x="117" y="205" width="166" height="26" fill="${a}" opacity="0.9"/>`
          : '') +
        `<circle cx="243" cy="145" r="15" fill="${a}" stroke="${line}" stroke-width="3"/>`
      );
    }
    case 'hoodie':
      return (
        `<path d="M145 85 L110 95 L55 300 L95 310 L120 200 L118 340 L282 340 L280 200 L305 310 L345 300 L290 95 L255 85 Z" fill="${c}" ${stroke}/>` +
        `<path d="M145 85 Q145 35 200 35 Q255 35 255 85 Q230 120 200 120 Q170 120 145 85 Z" fill="${dark}" ${stroke}/>` +
        `<rect x="150" y="250" width="100" height="55" rx="10" fill="${dark}"/>` +
        `<path d="M188 120 L186 170 M212 120 L214 170" stroke="${a}" stroke-width="5"/>`
      );
    case 'jacket':
      return (
        `<path d="M145 65 L105 80 L55 310 L95 318 L118 195 L116 345 L284 345 L282 195 L305 318 L345 310 L295 80 L255 65 Z" fill="${c}" ${stroke}/>` +
        `<path d="M145 65 L165 40 L235 40 L255 65 L200 95 Z" fill="${dark}" ${stroke}/>` +
        `<path d="M200 95 L200 345" stroke="${a}" stroke-width="6"/>` +
        `<path d="M130 250 L175 250 M225 250 L270 250" stroke="${line}" stroke-width="4"/>` +
        `<path d="M55 310 L95 318 L97 305 L58 297 Z" fill="${a}"/><path d="M345 310 L305 318 L303 305 L342 297 Z" fill="${a}"/>`
      );
    case 'trousers':
      return (
        `<path d="M130 55 H270 L292 355 H215 L200 150 L185 355 H108 Z" fill="${c}" ${stroke}/>` +
        `<rect x="130" y="55" width="140" height="22" fill="${dark}"/>` +
        `<path d="M281 90 L300 350 M119 90 L100 350" stroke="${a}" stroke-width="6"/>`
      );
    case 'shorts':
      return (
        `<path d="M115 110 H285 L310 280 H215 L200 185 L185 280 H90 Z" fill="${c}" ${stroke}/>` +
        `<rect x="115" y="110" width="170" height="22" fill="${dark}"/>` +
        `<path d="M297 190 L307 278 M103 190 L93 278" stroke="${a}" stroke-width="6"/>`
      );
    case 'scarf': {
      let stripes = '';
      for (let i = 0; i < 6; i++) {
        stripes += `<rect x="${95 + i * 40}" y="170" width="20" height="60" fill="${a}"/>`;
      }
      let fringe = '';
      for (let i = 0; i < 6; i++) {
        fringe += `<path d="M70 ${178 + i * 9} h-18" stroke="${c}" stroke-width="4"/>`;
        fringe += `<path d="M330 ${178 + i * 9} h18" stroke="${c}" stroke-width="4"/>`;
      }
      return `<g transform="rotate(-18 200 200)"><rect x="70" y="170" width="260" height="60" rx="6" fill="${c}" ${stroke}/>${stripes}${fringe}</g>`;
    }
    case 'cap':
      return (
        `<path d="M105 235 Q105 115 205 115 Q300 115 300 235 Z" fill="${c}" ${stroke}/>` +
        `<path d="M205 115 Q170 170 175 235 M205 115 Q240 170 240 235" stroke="${line}" stroke-width="3" fill="none"/>` +
        `<path d="M95 235 Q220 215 345 255 Q220 275 95 250 Z" fill="${a}" ${stroke}/>` +
        `<circle cx="205" cy="113" r="9" fill="${a}"/>`
      );
    case 'beanie':
      return (
        `<path d="M115 260 Q115 120 200 120 Q285 120 285 260 Z" fill="${c}" ${stroke}/>` +
        `<rect x="105" y="245" width="190" height="55" rx="12" fill="${a}" ${stroke}/>` +
        `<circle cx="200" cy="100" r="32" fill="${a}" ${stroke}/>`
      );
    case 'flag':
      return (
        `<rect x="80" y="60" width="10" height="300" fill="#6b6b6b"/>` +
        `<rect x="90" y="70" width="240" height="60" fill="#c8102e"/><rect x="90" y="130" width="240" height="60" fill="#f4f4f2"/>` +
        `<rect x="90" y="190" width="240" height="60" fill="#c8102e"/><rect x="90" y="70" width="240" height="180" fill="none" ${stroke}/>`
      );
    case 'mug':
      return (
        `<path d="M270 160 Q330 160 330 215 Q330 270 270 270" fill="none" stroke="${c}" stroke-width="22"/>` +
        `<rect x="110" y="120" width="170" height="200" rx="18" fill="${c}" ${stroke}/>` +
        `<path d="M150 200 L195 185 L240 200 L235 250 L195 275 L155 250 Z" fill="${a}"/>`
      );
    case 'keyring':
      return (
        `<circle cx="200" cy="110" r="45" fill="none" stroke="#9a9a9a" stroke-width="10"/>` +
        `<path d="M140 170 L260 170 L255 260 Q200 320 200 320 Q145 290 145 260 Z" fill="${c}" ${stroke}/>` +
        `<path d="M165 200 H235 V225 H165 Z" fill="${a}"/>`
      );
    case 'ball': {
      return (
        `<circle cx="200" cy="200" r="140" fill="${c}" ${stroke}/>` +
        `<path d="M200 150 L240 180 L225 228 L175 228 L160 180 Z" fill="${a}"/>` +
        `<path d="M200 150 L200 62 M240 180 L325 150 M225 228 L280 300 M175 228 L120 300 M160 180 L75 150" stroke="${a}" stroke-width="8"/>` +
        `<path d="M170 70 L200 62 L230 70 M315 125 L325 150 L318 180 M300 285 L280 300 L250 312 M150 312 L120 300 L100 285 M82 180 L75 150 L85 125" stroke="${a}" stroke-width="8" fill="none"/>`
      );
    }
    case 'boot':
    case 'shoe':
    case 'hiking-boot': {
      const upper =
        kind === 'hiking-boot'
          ? 'M70 260 Q70 215 115 205 L180 190 L190 95 L285 95 Q300 180 335 220 Q350 255 325 270 L85 275 Q70 272 70 260 Z'
          : 'M60 255 Q60 205 110 195 L200 172 Q230 125 272 125 L302 130 Q320 205 340 232 Q352 262 322 275 L80 280 Q60 276 60 255 Z';
      const sole =
        kind === 'boot'
          ? `<rect x="60" y="272" width="282" height="12" rx="5" fill="${dark}"/>` +
            [90, 130, 170, 250, 290, 320]
              .map((x) => `<rect x="${x}" y="282" width="14" height="16" rx="3" fill="${dark}"/>`)
              .join('')
          : `<path d="M58 262 Q58 300 90 300 L325 300 Q355 298 352 262 Z" fill="${kind === 'shoe' ? '#f4f4f2' : '#3a3a3a'}" ${stroke}/>`;
      return (
        sole +
        `<path d="${upper}" fill="${c}" ${stroke}/>` +
        `<path d="M120 245 Q200 200 300 215" stroke="${a}" stroke-width="12" fill="none" stroke-linecap="round"/>` +
        `<path d="M205 175 L225 195 M225 160 L245 182 M248 148 L265 170" stroke="${line}" stroke-width="4"/>`
      );
    }
    case 'glove':
      return (
        `<path d="M130 350 L130 230 Q110 170 120 120 Q132 105 145 120 L155 190 L160 80 Q172 65 185 80 L188 180 L195 65 Q208 50 220 65 ` +
        `L220 180 L230 80 Q243 68 255 82 L252 200 L275 160 Q292 150 300 168 L265 270 L262 350 Z" fill="${c}" ${stroke}/>` +
        `<rect x="128" y="300" width="136" height="50" fill="${a}" ${stroke}/>`
      );
    case 'shinguard':
      return (
        `<path d="M140 70 Q200 50 260 70 L270 300 Q200 360 130 300 Z" fill="${c}" ${stroke}/>` +
        `<path d="M160 110 Q200 95 240 110 L245 280 Q200 320 155 280 Z" fill="${a}" opacity="0.85"/>`
      );
    case 'goal': {
      let net = '';
      for (let x = 70; x <= 330; x += 26)
        net += `<path d="M${x} 110 L${x} 300" stroke="#bbbbbb" stroke-width="2"/>`;
      for (let y = 110; y <= 300; y += 24)
        net += `<path d="M60 ${y} L340 ${y}" stroke="#bbbbbb" stroke-width="2"/>`;
      return (
        net +
        `<path d="M60 310 L60 100 L340 100 L340 310" fill="none" stroke="${c === '#f4f4f2' ? '#dddddd' : c}" stroke-width="14"/><path d="M60 310 L340 310" stroke="${a}" stroke-width="6"/>`
      );
    }
    case 'bag':
      return (
        `<path d="M140 150 Q140 95 200 95 Q260 95 260 150" fill="none" stroke="${dark}" stroke-width="12"/>` +
        `<rect x="70" y="150" width="260" height="150" rx="40" fill="${c}" ${stroke}/>` +
        `<rect x="90" y="240" width="80" height="40" rx="8" fill="${a}"/><path d="M100 180 H300" stroke="${line}" stroke-width="4"/>`
      );
    case 'backpack':
      return (
        `<path d="M170 80 Q200 55 230 80" fill="none" stroke="${dark}" stroke-width="10"/>` +
        `<rect x="120" y="80" width="160" height="250" rx="45" fill="${c}" ${stroke}/>` +
        `<rect x="145" y="210" width="110" height="90" rx="18" fill="${dark}" ${stroke}/>` +
        `<path d="M150 150 H250" stroke="${a}" stroke-width="8"/>`
      );
    case 'ski':
      return (
        `<g transform="rotate(-35 200 200)"><rect x="60" y="165" width="300" height="26" rx="13" fill="${c}" ${stroke}/>` +
        `<rect x="40" y="215" width="300" height="26" rx="13" fill="${c}" ${stroke}/>` +
        `<rect x="180" y="160" width="50" height="36" rx="6" fill="${a}"/><rect x="160" y="210" width="50" height="36" rx="6" fill="${a}"/></g>`
      );
    case 'helmet':
      return (
        `<path d="M95 250 Q95 110 210 110 Q315 110 315 240 L300 265 L110 265 Z" fill="${c}" ${stroke}/>` +
        `<path d="M150 135 Q210 120 260 140 M135 170 Q210 150 290 175" stroke="${dark}" stroke-width="8" fill="none"/>` +
        `<path d="M100 245 Q200 225 315 240 L310 265 Q200 250 105 268 Z" fill="${a}"/>`
      );
    case 'goggles':
      return (
        `<path d="M60 200 Q60 150 110 150 L290 150 Q340 150 340 200" fill="none" stroke="${c}" stroke-width="26"/>` +
        `<path d="M95 150 Q200 130 305 150 Q320 210 290 250 Q240 255 215 230 Q200 220 185 230 Q160 255 110 250 Q80 210 95 150 Z" fill="${a}" ${stroke}/>` +
        `<path d="M120 170 Q200 155 280 170" stroke="#ffffff" stroke-width="6" opacity="0.6" fill="none"/>`
      );
    case 'bike':
      return (
        `<circle cx="110" cy="260" r="65" fill="none" stroke="#2a2a2a" stroke-width="12"/>` +
        `<circle cx="295" cy="260" r="65" fill="none" stroke="#2a2a2a" stroke-width="12"/>` +
        `<path d="M110 260 L175 165 L275 165 L295 260 M175 165 L205 260 L275 165 M205 260 L110 260" fill="none" stroke="${c}" stroke-width="12" stroke-linejoin="round"/>` +
        `<path d="M160 140 H200 M275 165 L265 120 L295 115" stroke="${a}" stroke-width="10" stroke-linecap="round" fill="none"/>`
      );
    case 'bottle':
      return (
        `<rect x="150" y="110" width="100" height="230" rx="30" fill="${c}" ${stroke}/>` +
        `<rect x="170" y="70" width="60" height="45" rx="8" fill="${a}" ${stroke}/>` +
        `<rect x="150" y="190" width="100" height="40" fill="${a}" opacity="0.8"/>`
      );
    case 'mat':
      return (
        `<rect x="70" y="170" width="240" height="90" rx="10" fill="${c}" ${stroke}/>` +
        `<circle cx="310" cy="215" r="55" fill="${c}" ${stroke}/><circle cx="310" cy="215" r="25" fill="${dark}"/>` +
        `<path d="M90 200 H280" stroke="${a}" stroke-width="6"/>`
      );
  }
}

/** What a product image needs: its illustration and colours. */
export interface ProductImageInput {
  readonly illustration: Illustration;
  readonly colour: string;
  readonly accent: string;
  readonly name: string;
}

/** The product image; `view` 1 is the front on a light ground, 2 a close-up, 3 on a coloured ground. */
export function productSvg(input: ProductImageInput, view: number, width?: number): string {
  const c = safeHex(input.colour);
  let a = safeHex(input.accent);
  if (a === c) a = isDark(c) ? '#f4f4f2' : '#15171a';
  const ground = view === 3 ? shade(c, 0.82) : '#f2f2ef';
  const transform = view === 2 ? ' transform="translate(-40 -40) scale(1.2)"' : '';
  const body =
    `<rect width="400" height="400" fill="${ground}"/>` +
    `<ellipse cx="200" cy="362" rx="130" ry="14" fill="#000000" opacity="0.08"/>` +
    `<g${transform}>${drawing(input.illustration, c, a)}</g>`;
  const size = width ?? 400;
  return svgDocument('0 0 400 400', size, size, body, input.name);
}

const LOGO_SHAPES = [
  (c: string) => `<circle cx="44" cy="48" r="30" fill="${c}"/>`,
  (c: string) => `<path d="M16 22 H72 V52 Q72 74 44 84 Q16 74 16 52 Z" fill="${c}"/>`,
  (c: string) => `<path d="M44 16 L72 32 L72 64 L44 80 L16 64 L16 32 Z" fill="${c}"/>`,
  (c: string) => `<path d="M12 70 L38 22 L52 46 L62 32 L80 70 Z" fill="${c}"/>`,
  (c: string) => `<path d="M14 60 L44 30 L74 60 L64 70 L44 50 L24 70 Z" fill="${c}"/>`,
  (c: string) => `<rect x="16" y="20" width="56" height="56" rx="14" fill="${c}"/>`,
];

/** A brand logo: an emblem and the name, 240×96. */
export function brandLogoSvg(name: string, colour: string, shapeIndex: number): string {
  const c = safeHex(colour);
  const shape = LOGO_SHAPES[Math.abs(shapeIndex) % LOGO_SHAPES.length] ?? LOGO_SHAPES[0];
  const initial = escapeXml(name.trim().charAt(0).toUpperCase());
  const size = name.length > 12 ? 18 : 22;
  const body =
    `<rect width="240" height="96" fill="#ffffff"/>${shape?.(c) ?? ''}` +
    `<text x="44" y="56" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-size="26" font-weight="700" fill="#ffffff">${initial}</text>` +
    `<text x="86" y="56" font-family="Arial, Helvetica, sans-serif" font-size="${size}" font-weight="800" fill="#15171a">${escapeXml(name)}</text>`;
  return svgDocument('0 0 240 96', 240, 96, body, name);
}

/** A banner (menu, blog): coloured ground, title, and an illustration, 800×400. */
export function bannerSvg(title: string, colour: string, illustration: Illustration, width?: number): string {
  const c = safeHex(colour);
  const text = isDark(c) ? '#ffffff' : '#15171a';
  const accent = isDark(c) ? '#f4f4f2' : '#15171a';
  const words = title.split(' ');
  const lines: string[] = [];
  for (const word of words) {
    const last = lines[lines.length - 1];
    if (last !== undefined && (last + ' ' + word).length <= 18) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  const tspans = lines
    .slice(0, 4)
    .map((l, i) => `<tspan x="48" dy="${i === 0 ? 0 : 52}">${escapeXml(l)}</tspan>`)
    .join('');
  const body =
    `<rect width="800" height="400" fill="${c}"/>` +
    `<circle cx="600" cy="200" r="170" fill="${shade(c, isDark(c) ? 0.15 : -0.1)}"/>` +
    `<g transform="translate(420 20) scale(0.9)">${drawing(illustration, shade(c, isDark(c) ? 0.25 : -0.3), accent)}</g>` +
    `<text x="48" y="150" font-family="Arial, Helvetica, sans-serif" font-size="44" font-weight="800" fill="${text}">${tspans}</text>`;
  const w = width ?? 800;
  return svgDocument('0 0 800 400', w, Math.round(w / 2), body, title);
}
