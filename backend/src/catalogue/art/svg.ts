/**
 * Generated SVG images: product pictures in the product's colours (product-art.ts), brand logos
 * (brand-art.ts) and the scenes of banners and articles (scene-art.ts). Every value placed in an SVG
 * comes from the catalogue (validated hex colours, numbers, escaped names written by the seed); nothing
 * from the request except a clamped integer width and the view.
 */
import { wordmark } from './brand-art';
import { isDark, productDrawing, shade, TEXTURES, type Art, type ShirtPrint } from './product-art';
import { sceneBody, sceneOfIllustration, type Scene } from './scene-art';
import { TEAM, type Illustration } from '../seed/seed-data';

export { shade } from './product-art';

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

/** Clamps a requested width to something reasonable; undefined when not given or not a number. */
export function parseWidth(raw: string | undefined): number | undefined {
  if (raw === undefined || !/^\d{1,5}$/.test(raw)) return undefined;
  return Math.max(16, Math.min(2000, Number(raw)));
}

function svgDocument(viewBox: string, width: number, height: number, body: string, title?: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${viewBox}" width="${width}" height="${height}"` +
    (title === undefined ? ' aria-hidden="true">' : ` role="img"><title>${escapeXml(title)}</title>`) +
    `${body}</svg>`
  );
}

/** Spreads the bits of a product id, so that neighbouring ids get unrelated variants. */
function mix(id: number): number {
  let h = Math.imul(id ^ 0x9e3779b9, 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

/** What a product image needs: the product's id (it picks the variant), drawing and colours. */
export interface ProductImageInput {
  readonly id: number;
  readonly illustration: Illustration;
  readonly colour: string;
  readonly accent: string;
  readonly name: string;
  /**
   * A shopper's print for the back of a shirt (the product page's preview, issue 36); without it the back
   * shows a name and number of the product's own.
   */
  readonly print?: ShirtPrint;
}

/**
 * The product image, 400×400: `view` 1 the front, 2 the back (a shirt's name and number) or the
 * other side, 3 a close-up of the detail that sells it (crest and collar, studs, knit, fringe).
 */
export function productSvg(input: ProductImageInput, view: number, width?: number): string {
  const c = safeHex(input.colour);
  let a = safeHex(input.accent);
  if (a === c) a = isDark(c) ? '#f4f4f2' : '#15171a';
  const light = !isDark(c);
  const art: Art = {
    c,
    a,
    line: light ? shade(c, -0.5) : shade(c, -0.45),
    dark: shade(c, light ? -0.12 : -0.25),
    variant: mix(input.id),
  };
  const drawing = productDrawing(input.illustration, art, view, TEAM.de, input.print);
  let body: string;
  if (view === 3) {
    const [fx, fy, k] = drawing.focus;
    const place = `translate(200 200) scale(${k}) translate(${-fx} ${-fy})`;
    const texture = drawing.texture && drawing.defs?.includes('id="cs"') ? drawing.texture : undefined;
    body =
      `<defs>${drawing.defs ?? ''}${texture ? TEXTURES[texture] : ''}</defs>` +
      `<rect width="400" height="400" fill="${shade(c, light ? -0.06 : 0.8)}"/>` +
      `<g transform="${place}">${drawing.body}` +
      (texture ? `<rect width="400" height="400" fill="url(#x)" clip-path="url(#cs)"/>` : '') +
      `</g>`;
  } else {
    body =
      (drawing.defs ? `<defs>${drawing.defs}</defs>` : '') +
      `<rect width="400" height="400" fill="${view === 2 ? '#ebebe7' : '#f2f2ef'}"/>` +
      `<ellipse cx="200" cy="366" rx="120" ry="10" fill="#000" opacity=".07"/>` +
      drawing.body;
  }
  const size = width ?? 400;
  return svgDocument('0 0 400 400', size, size, body, input.name);
}

/** A brand logo: an invented mark and the name as a drawn wordmark, 240×96. */
export function brandLogoSvg(name: string, colour: string, hash: number): string {
  const c = safeHex(colour);
  const body = `<rect width="240" height="96" fill="#fff"/>${wordmark(name, c, '#15171a', Math.abs(hash))}`;
  return svgDocument('0 0 240 96', 240, 96, body, name);
}

function sceneSvg(scene: Scene, colour: string, width?: number): string {
  const w = width ?? 800;
  return svgDocument('0 0 800 400', w, Math.round(w / 2), sceneBody(scene, safeHex(colour)));
}

/** A banner of the menu or home page, 800×400: a scene without words (the title is in the page). */
export function bannerSvg(colour: string, illustration: Illustration, width?: number): string {
  return sceneSvg(sceneOfIllustration(illustration), colour, width);
}

/** An article's picture, 800×400: a scene of what it is about, without words. */
export function articleSvg(scene: Scene, colour: string, width?: number): string {
  return sceneSvg(scene, colour, width);
}
