/**
 * What the product page's details list for a generated product: material, care and fit by what the
 * product is (its illustration), and which size chart its sizes follow. The charts themselves are
 * the core's (`sizeChart`), so every frontend shows the same table.
 */
import type { SizeChartKind } from '@fanshop/core/catalog';
import type { Language } from '../catalogue-api';
import { PRODUCT_TYPES, type SizeKind } from '../seed/seed-data';

type Text = { readonly en: string; readonly de: string };

interface Facts {
  readonly material: Text;
  readonly care: Text;
  readonly fit?: Text;
}

const WASH_30: Text = {
  en: 'Machine wash at 30 °C inside out, do not tumble dry, do not iron the print.',
  de: 'Auf links bei 30 °C waschen, nicht im Trockner trocknen, Druck nicht bügeln.',
};
const WIPE: Text = {
  en: 'Wipe clean with a damp cloth; dry at room temperature, away from heaters.',
  de: 'Mit einem feuchten Tuch abwischen; bei Raumtemperatur trocknen, nicht an der Heizung.',
};
const REGULAR: Text = { en: 'Regular fit: true to size.', de: 'Regular Fit: fällt normal aus.' };
const SLIM: Text = {
  en: 'Slim fit, close to the body: for a looser fit, take one size up.',
  de: 'Slim Fit, körpernah: für mehr Weite eine Größe größer wählen.',
};
const RELAXED: Text = {
  en: 'Relaxed fit with room for a layer underneath.',
  de: 'Lockere Passform mit Platz für eine Schicht darunter.',
};
const SHOE_FIT: Text = {
  en: 'Falls true to size; for wide feet, take half a size up.',
  de: 'Fällt größengerecht aus; bei breiten Füßen eine halbe Größe größer wählen.',
};

const JERSEY: Facts = {
  material: {
    en: '100 % recycled polyester, knitted mesh panels at the sides.',
    de: '100 % recyceltes Polyester, gestrickte Mesh-Einsätze an den Seiten.',
  },
  care: WASH_30,
  fit: SLIM,
};
const TOP: Facts = {
  material: {
    en: '88 % recycled polyester, 12 % elastane.',
    de: '88 % recyceltes Polyester, 12 % Elasthan.',
  },
  care: WASH_30,
  fit: REGULAR,
};
const COTTON: Facts = {
  material: { en: '100 % organic cotton.', de: '100 % Bio-Baumwolle.' },
  care: {
    en: 'Machine wash at 40 °C with similar colours; iron on low.',
    de: 'Bei 40 °C mit ähnlichen Farben waschen; bei niedriger Stufe bügeln.',
  },
  fit: REGULAR,
};
const SWEAT: Facts = {
  material: {
    en: '80 % cotton, 20 % recycled polyester, brushed inside.',
    de: '80 % Baumwolle, 20 % recyceltes Polyester, innen angeraut.',
  },
  care: WASH_30,
  fit: RELAXED,
};
const JACKET: Facts = {
  material: {
    en: 'Shell 100 % recycled polyamide with a water-repellent finish; lining 100 % polyester.',
    de: 'Obermaterial 100 % recyceltes Polyamid, wasserabweisend ausgerüstet; Futter 100 % Polyester.',
  },
  care: {
    en: 'Machine wash at 30 °C with the zips closed; no fabric softener.',
    de: 'Bei 30 °C mit geschlossenen Reißverschlüssen waschen; keinen Weichspüler verwenden.',
  },
  fit: RELAXED,
};
const PADDED: Facts = {
  material: {
    en: 'Shell 100 % recycled polyamide; padding 100 % recycled polyester.',
    de: 'Obermaterial 100 % recyceltes Polyamid; Wattierung 100 % recyceltes Polyester.',
  },
  care: {
    en: 'Machine wash at 30 °C on a gentle cycle; tumble dry on low to fluff up the padding.',
    de: 'Bei 30 °C im Schonwaschgang waschen; bei niedriger Stufe trocknen, damit die Wattierung aufbauscht.',
  },
  fit: RELAXED,
};
const BOOT: Facts = {
  material: {
    en: 'Upper synthetic with a textured touch zone; sole plate TPU.',
    de: 'Obermaterial Synthetik mit strukturierter Ballkontaktzone; Sohlenplatte TPU.',
  },
  care: WIPE,
  fit: SHOE_FIT,
};
const SHOE: Facts = {
  material: {
    en: 'Upper textile and synthetic; outsole rubber.',
    de: 'Obermaterial Textil und Synthetik; Laufsohle Gummi.',
  },
  care: WIPE,
  fit: SHOE_FIT,
};
const KNIT: Facts = {
  material: { en: '100 % acrylic, double knit.', de: '100 % Polyacryl, doppelt gestrickt.' },
  care: {
    en: 'Hand wash cold; dry flat.',
    de: 'Kalt von Hand waschen; liegend trocknen.',
  },
};
const CAP: Facts = {
  material: { en: '100 % cotton twill.', de: '100 % Baumwoll-Twill.' },
  care: { en: 'Spot clean only.', de: 'Nur punktuell reinigen.' },
  fit: {
    en: 'Adjustable strap at the back, fits 54–60 cm.',
    de: 'Verstellbarer Riegel hinten, passt für 54–60 cm.',
  },
};
const BALL: Facts = {
  material: {
    en: 'Cover polyurethane, thermally bonded; butyl bladder.',
    de: 'Außenhaut Polyurethan, thermisch verschweißt; Butylblase.',
  },
  care: {
    en: 'Wipe clean; inflate to 0.6–0.8 bar.',
    de: 'Feucht abwischen; auf 0,6–0,8 bar aufpumpen.',
  },
};
const GLOVE: Facts = {
  material: {
    en: 'Palm 4 mm German latex; backhand synthetic.',
    de: 'Innenhand 4 mm deutscher Latex; Rückhand Synthetik.',
  },
  care: {
    en: 'Rinse the palms in lukewarm water after use; dry away from heaters.',
    de: 'Innenhände nach dem Spiel lauwarm ausspülen; nicht an der Heizung trocknen.',
  },
  fit: {
    en: 'Measure around the palm below the knuckles and pick the size from the chart.',
    de: 'Um die Handfläche unterhalb der Knöchel messen und die Größe aus der Tabelle wählen.',
  },
};
const BAG: Facts = {
  material: {
    en: '100 % recycled polyester with a coated base.',
    de: '100 % recyceltes Polyester mit beschichtetem Boden.',
  },
  care: WIPE,
};
const HARD: Facts = {
  material: {
    en: 'Food-safe, BPA-free materials.',
    de: 'Lebensmittelechte, BPA-freie Materialien.',
  },
  care: {
    en: 'Dishwasher safe (top rack).',
    de: 'Spülmaschinenfest (oberer Korb).',
  },
};
const GEAR: Facts = {
  material: {
    en: 'Impact-resistant shell, foam inner; meets EN safety standards.',
    de: 'Schlagfeste Schale, Schaumstoff innen; erfüllt die EN-Sicherheitsnormen.',
  },
  care: WIPE,
};
const SKI: Facts = {
  material: {
    en: 'Wood core, glass-fibre layers, sintered base.',
    de: 'Holzkern, Glasfaserlagen, gesinterter Belag.',
  },
  care: {
    en: 'Dry the edges after use; wax the base every few days on snow.',
    de: 'Kanten nach der Fahrt trocknen; den Belag alle paar Skitage wachsen.',
  },
  fit: {
    en: 'Choose a length about 5 to 15 cm below your height.',
    de: 'Eine Länge etwa 5 bis 15 cm unter der Körpergröße wählen.',
  },
};
const FLAG: Facts = {
  material: { en: '100 % polyester, printed on one side.', de: '100 % Polyester, einseitig bedruckt.' },
  care: {
    en: 'Machine wash at 30 °C; do not bleach.',
    de: 'Bei 30 °C waschen; nicht bleichen.',
  },
};
const FITNESS: Facts = {
  material: {
    en: 'Durable, easy-to-clean materials for everyday training.',
    de: 'Robuste, leicht zu reinigende Materialien für das tägliche Training.',
  },
  care: WIPE,
};

const BY_ILLUSTRATION: Readonly<Record<string, Facts>> = {
  jersey: JERSEY,
  'gk-jersey': JERSEY,
  'training-top': TOP,
  bike: TOP,
  shorts: TOP,
  trousers: TOP,
  shirt: COTTON,
  polo: COTTON,
  hoodie: SWEAT,
  jacket: JACKET,
  'padded-jacket': PADDED,
  boot: BOOT,
  'turf-boot': BOOT,
  shoe: SHOE,
  sneaker: SHOE,
  'hiking-boot': SHOE,
  scarf: KNIT,
  beanie: KNIT,
  cap: CAP,
  ball: BALL,
  glove: GLOVE,
  bag: BAG,
  backpack: BAG,
  bottle: HARD,
  mug: HARD,
  keyring: HARD,
  helmet: GEAR,
  shinguard: GEAR,
  goggles: GEAR,
  ski: SKI,
  flag: FLAG,
  goal: FITNESS,
  mat: FITNESS,
  kettlebell: FITNESS,
};

/** How each kind of product is sized, as the seed offers it (one scale per illustration). */
const SIZES_BY_ILLUSTRATION: ReadonlyMap<string, SizeKind> = new Map(
  PRODUCT_TYPES.map((type) => [type.illustration, type.sizes]),
);

/** Sized S to XL, but by the head or shin, not the body: the clothing chart would mislead. */
const NOT_BODY_SIZED = new Set(['helmet', 'shinguard']);

/** The chart of each size scale; one-size goods have none. */
const CHART_OF_SCALE: Readonly<Record<SizeKind, SizeChartKind | null>> = {
  clothing: 'adult-clothing',
  kids: 'kids-clothing',
  shoe: 'shoes',
  glove: 'gloves',
  ball: 'balls',
  ski: 'skis',
  onesize: null,
};

/** Material, care and fit of a product in a language (absent for an illustration nobody described). */
export function productFacts(
  illustration: string,
  language: Language,
): { material: string; care: string; fit?: string } | undefined {
  const facts = BY_ILLUSTRATION[illustration];
  if (!facts) return undefined;
  return {
    material: facts.material[language],
    care: facts.care[language],
    ...(facts.fit ? { fit: facts.fit[language] } : {}),
  };
}

/** The size chart a product's sizes follow: kids' clothing for the kids' department (gender 3). */
export function sizeChartOf(illustration: string, gender: number): SizeChartKind | null {
  const scale = SIZES_BY_ILLUSTRATION.get(illustration);
  if (!scale || NOT_BODY_SIZED.has(illustration)) return null;
  return CHART_OF_SCALE[scale === 'clothing' && gender === 3 ? 'kids' : scale];
}
