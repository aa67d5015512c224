/**
 * Scenes for banners and articles, 800×400, flat illustration: a stadium, a boot on grass, a training
 * session, the new kit, slopes, mountains, a run, fans. No words are drawn: the title and teaser are
 * in the page, in the reader's language.
 */
import { isDark, productDrawing, shade, type Art } from './product-art';
import type { Illustration } from '../seed/seed-data';

export type Scene =
  'stadium' | 'pitch' | 'training' | 'kit' | 'slopes' | 'mountains' | 'run' | 'fans' | 'measure' | 'eco';

const RED = '#c8102e';
const WHITE = '#f4f4f2';
const INK = '#15171a';
const GRASS = '#3f8f3a';
const GRASS_LIGHT = '#4fa246';

/** A product drawing placed in the scene (one per scene: the drawings' ids are not unique). */
function product(
  kind: Illustration,
  c: string,
  a: string,
  x: number,
  y: number,
  s: number,
  variant = 5,
): string {
  const line = isDark(c) ? shade(c, 0.45) : shade(c, -0.45);
  const art: Art = { c, a, line, dark: shade(c, -0.22), variant };
  const d = productDrawing(kind, art, 1, 'Österreich');
  return `<defs>${d.defs ?? ''}</defs><g transform="translate(${x} ${y}) scale(${s})">${d.body}</g>`;
}

const ball = (x: number, y: number, r: number): string =>
  `<g transform="translate(${x} ${y}) scale(${r / 50})"><circle r="50" fill="${WHITE}" stroke="${INK}" stroke-width="3"/>` +
  `<path d="M0-17L16-5L10 14H-10L-16-5Z" fill="${INK}"/><path d="M0-17V-47M16-5L44-16M10 14L27 40M-10 14L-27 40M-16-5L-44-16" stroke="${INK}" stroke-width="3"/></g>`;

/** Grass with mown stripes across the lower part of the picture, from `top` down. */
const grass = (top: number): string => {
  let stripes = '';
  for (let x = -40; x < 840; x += 120) stripes += `M${x} ${top}h60l${(x - 400) * 0.25} ${400 - top}h-60z`;
  return `<path d="M0 ${top}H800V400H0Z" fill="${GRASS}"/><path d="${stripes}" fill="${GRASS_LIGHT}"/>`;
};

const person = (x: number, y: number, shirt: string, s = 1, stride = 1): string =>
  `<g transform="translate(${x} ${y}) scale(${s})"><path d="M-8 40L${-18 * stride} 84M8 40L${18 * stride} 82" stroke="${INK}" stroke-width="9" stroke-linecap="round"/>` +
  `<path d="M-16 -6Q0 -14 16 -6L20 44H-20Z" fill="${shirt}"/><path d="M-16 0L-30 30M16 0L30 28" stroke="${shirt}" stroke-width="9" stroke-linecap="round"/>` +
  `<circle cy="-24" r="13" fill="#e2b48f"/><path d="M-13 -26Q-12 -40 0 -40Q13 -40 13 -26Q6 -33 -13 -26Z" fill="#4a3020"/></g>`;

const mountains = (colour: string): string =>
  `<path d="M0 300L140 140L230 230L360 80L520 260L620 170L800 320V400H0Z" fill="${shade(colour, -0.25)}"/>` +
  `<path d="M360 80L400 126L380 124L360 140L340 120L320 128ZM140 140L168 172L150 170L132 182L120 164Z" fill="${WHITE}"/>` +
  `<path d="M0 340L180 240L320 320L470 210L640 300L800 250V400H0Z" fill="${shade(colour, -0.45)}"/>`;

const sun = (x: number, y: number): string => `<circle cx="${x}" cy="${y}" r="44" fill="#f7d046"/>`;

const tree = (x: number, y: number, s: number): string =>
  `<path d="M${x} ${y - 70 * s}L${x + 26 * s} ${y}H${x - 26 * s}Z" fill="#1f5e34"/><path d="M${x - 3 * s} ${y}h${6 * s}v${12 * s}h${-6 * s}z" fill="#5a3b22"/>`;

function stadium(c: string): string {
  const tiers = `<path d="M40 250Q400 120 760 250V300H40Z" fill="${shade(c, -0.45)}"/><path d="M90 262Q400 160 710 262V300H90Z" fill="${shade(c, -0.3)}"/>`;
  let crowd = '';
  for (let i = 0; i < 60; i++) {
    const x = 100 + i * 10.2;
    const y = 226 - Math.sin((i / 59) * Math.PI) * 46 + (i % 3) * 6;
    crowd += `M${x.toFixed(1)} ${y.toFixed(1)}h4`;
  }
  const light = (x: number) =>
    `<path d="M${x} 40V250" stroke="${INK}" stroke-width="6"/><rect x="${x - 24}" y="30" width="48" height="20" rx="3" fill="${WHITE}"/>` +
    `<path d="M${x - 24} 50L${x - 120} 330H${x + 120}L${x + 24} 50Z" fill="#fff" opacity=".08"/>`;
  return (
    `<rect width="800" height="400" fill="${shade(c, -0.55)}"/>` +
    light(120) +
    light(680) +
    tiers +
    `<path d="${crowd}" stroke="#fff" stroke-width="5" opacity=".35" stroke-linecap="round"/>` +
    `<path d="M60 300H740L800 400H0Z" fill="${GRASS}"/><path d="M60 300H740L800 400H0Z" fill="none" stroke="#fff" stroke-width="3" opacity=".7"/>` +
    `<path d="M400 300V400M340 350Q400 330 460 350" fill="none" stroke="#fff" stroke-width="3" opacity=".7"/>` +
    ball(470, 372, 16)
  );
}

function pitch(c: string): string {
  let blades = '';
  for (let x = 10; x < 800; x += 17) blades += `M${x} 400l${(x % 7) - 3} -${22 + (x % 13)}`;
  return (
    `<rect width="800" height="400" fill="${c}"/><circle cx="600" cy="120" r="220" fill="${shade(c, 0.12)}"/>` +
    grass(290) +
    `<path d="${blades}" stroke="${shade(GRASS, -0.25)}" stroke-width="4" stroke-linecap="round"/>` +
    product('boot', RED, WHITE, 330, 30, 1.05, 3) +
    ball(200, 318, 54)
  );
}

function training(c: string): string {
  const cone = (x: number, y: number) =>
    `<path d="M${x - 14} ${y}L${x} ${y - 32}L${x + 14} ${y}Z" fill="#ef7a1a"/><path d="M${x - 20} ${y}h40" stroke="#ef7a1a" stroke-width="5"/>`;
  return (
    `<rect width="800" height="400" fill="${shade(c, 0.55)}"/>` +
    `<path d="M0 200Q200 170 400 190T800 180V240H0Z" fill="${shade('#7fb2d9', 0.3)}"/>` +
    grass(230) +
    `<path d="M560 180V300M560 180H740V300M560 180L600 220H720L740 180" fill="none" stroke="${WHITE}" stroke-width="7"/>` +
    `<path d="M600 220V300M720 220V300M560 300H740" stroke="${WHITE}" stroke-width="3" opacity=".6"/>` +
    cone(140, 340) +
    cone(240, 320) +
    cone(340, 340) +
    cone(440, 320) +
    person(230, 200, RED, 1.15, 1) +
    person(420, 210, '#1f2a44', 1.05, -1) +
    ball(300, 304, 15) +
    ball(660, 290, 12)
  );
}

function kit(c: string): string {
  let rays = '';
  for (let i = 0; i < 12; i++) {
    const a = (i / 12) * Math.PI * 2;
    rays += `M400 200L${(400 + Math.cos(a) * 600).toFixed(0)} ${(200 + Math.sin(a) * 600).toFixed(0)}L${(400 + Math.cos(a + 0.18) * 600).toFixed(0)} ${(200 + Math.sin(a + 0.18) * 600).toFixed(0)}Z`;
  }
  return (
    // A dark ground, so that the red shirt stands out from the red of a news item.
    `<rect width="800" height="400" fill="${shade(c, -0.55)}"/><path d="${rays}" fill="#fff" opacity=".07"/>` +
    `<path d="M360 22Q400 -8 440 22L470 52H330Z" fill="none" stroke="#9a9a9a" stroke-width="6"/>` +
    product('jersey', RED, WHITE, 220, 20, 0.92, 9) +
    `<path d="M0 360H800V400H0Z" fill="${shade(c, -0.7)}"/>`
  );
}

function slopes(c: string): string {
  return (
    `<rect width="800" height="400" fill="${shade(c, 0.35)}"/>` +
    sun(660, 80) +
    mountains(c) +
    `<path d="M0 290Q300 250 800 360V400H0Z" fill="${WHITE}"/><path d="M120 400Q300 320 520 300" fill="none" stroke="#d7e3ef" stroke-width="10"/>` +
    tree(80, 300, 1) +
    tree(118, 306, 0.8) +
    tree(720, 350, 1.1) +
    `<g transform="rotate(-20 420 320)"><rect x="300" y="310" width="240" height="12" rx="6" fill="${RED}"/><rect x="310" y="330" width="240" height="12" rx="6" fill="${RED}"/></g>` +
    `<path d="M330 380L380 160M370 380L420 170" stroke="${INK}" stroke-width="5"/>`
  );
}

function mountainScene(c: string): string {
  return (
    `<rect width="800" height="400" fill="${shade(c, 0.55)}"/>` +
    sun(150, 90) +
    mountains(c) +
    `<path d="M250 400Q330 330 300 300T380 250" fill="none" stroke="#d9c9a8" stroke-width="14" stroke-linecap="round"/>` +
    tree(620, 360, 1.2) +
    tree(670, 372, 0.9) +
    tree(90, 380, 1) +
    product('backpack', '#ef7a1a', INK, 420, 110, 0.7, 2)
  );
}

function run(c: string): string {
  let skyline = '';
  [60, 110, 150, 220, 260, 330, 380, 450, 520, 560, 630, 700, 750].forEach((x, i) => {
    const h = 60 + ((i * 37) % 90);
    skyline += `M${x} 250V${250 - h}h${30 + (i % 3) * 10}V250Z`;
  });
  return (
    `<rect width="800" height="400" fill="${shade(c, 0.3)}"/>` +
    `<path d="${skyline}" fill="${shade(c, -0.2)}"/>` +
    `<path d="M0 250H800V400H0Z" fill="#b8473a"/><path d="M0 280H800M0 320H800M0 366H800" stroke="#fff" stroke-width="3" opacity=".8"/>` +
    product('shoe', '#1e5bc6', '#ef7a1a', 250, 90, 0.85, 4)
  );
}

function fans(c: string): string {
  let heads = '';
  let bodies = '';
  let scarves = '';
  for (let row = 0; row < 3; row++) {
    for (let i = 0; i < 11; i++) {
      const x = 30 + i * 74 + (row % 2) * 36;
      const y = 230 + row * 60;
      heads += `<circle cx="${x}" cy="${y}" r="17"/>`;
      bodies += `M${x - 28} ${y + 80}Q${x - 28} ${y + 20} ${x} ${y + 20}Q${x + 28} ${y + 20} ${x + 28} ${y + 80}Z`;
      if ((i + row) % 3 === 0)
        scarves += `<path d="M${x - 30} ${y - 40}L${x + 30} ${y - 60}" stroke="${RED}" stroke-width="14"/><path d="M${x - 10} ${y - 47}l12 -4" stroke="${WHITE}" stroke-width="14"/>`;
    }
  }
  return (
    `<rect width="800" height="400" fill="${shade(c, -0.5)}"/>` +
    `<circle cx="650" cy="80" r="120" fill="#fff" opacity=".06"/>` +
    `<g fill="${shade(c, -0.2)}">${heads}</g><path d="${bodies}" fill="${RED}" opacity=".85"/>${scarves}`
  );
}

function measure(c: string): string {
  let ticks = '';
  for (let x = 110; x < 690; x += 12) ticks += `M${x} 0v${(x - 110) % 60 === 0 ? 14 : 7}`;
  return (
    `<rect width="800" height="400" fill="${shade(c, 0.7)}"/>` +
    product('jersey', RED, WHITE, 210, 10, 0.95, 2) +
    `<g transform="rotate(-4 400 200)"><path d="M100 190H700V222H100Z" fill="#f2c200"/><g transform="translate(0 190)"><path d="${ticks}" stroke="${INK}" stroke-width="2"/></g></g>`
  );
}

function eco(c: string): string {
  const leaf = (x: number, y: number, r: number) =>
    `<path d="M0 0Q40 -40 80 0Q40 40 0 0Z" fill="#2e7d32" transform="translate(${x} ${y}) rotate(${r})"/>`;
  return (
    `<rect width="800" height="400" fill="${shade('#2e7d32', 0.75)}"/>` +
    `<circle cx="400" cy="200" r="170" fill="none" stroke="#2e7d32" stroke-width="12" stroke-dasharray="240 28"/>` +
    product('jersey', c === RED ? RED : '#2e7d32', WHITE, 240, 40, 0.8, 7) +
    leaf(90, 120, -20) +
    leaf(620, 300, 200) +
    leaf(660, 90, 30) +
    leaf(110, 320, 160)
  );
}

/** The drawing of each scene. */
const SCENES: Readonly<Record<Scene, (colour: string) => string>> = {
  stadium,
  pitch,
  training,
  kit,
  slopes,
  mountains: mountainScene,
  run,
  fans,
  measure,
  eco,
};

/** The body of a scene (800×400), coloured after `colour`. */
export function sceneBody(scene: Scene, colour: string): string {
  return SCENES[scene](colour);
}

/** The scenes of the illustrations that have one of their own; the others show the stadium. */
const SCENE_OF_ILLUSTRATION: Partial<Readonly<Record<Illustration, Scene>>> = {
  jersey: 'kit',
  ski: 'slopes',
  boot: 'pitch',
  shoe: 'run',
  backpack: 'mountains',
  ball: 'training',
};

/** The scene a banner of the menu shows, from the illustration it was seeded with. */
export function sceneOfIllustration(illustration: Illustration): Scene {
  return SCENE_OF_ILLUSTRATION[illustration] ?? 'stadium';
}
