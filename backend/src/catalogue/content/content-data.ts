/**
 * Editorial content of the generated shop in English and German: blog posts, guides, static and
 * service pages (the FAQ is in faq-data.ts). Bodies are lists of blocks, rendered by the storefront without HTML.
 */

import { DELIVERY_PRICE, formatPrice, FREE_DELIVERY_THRESHOLD } from '@fanshop/core/pricing';
import { addressLine, SHOP_COMPANY } from '../../shop-company';
import type { Scene } from '../art/scene-art';

/** One block of an article body. */
export type ContentBlock =
  | { readonly type: 'heading'; readonly text: string }
  | { readonly type: 'paragraph'; readonly text: string }
  | { readonly type: 'list'; readonly items: readonly string[] };

export interface ArticleSeed {
  readonly kind: 'blog' | 'guide' | 'static' | 'services';
  readonly slug: { readonly en: string; readonly de: string };
  readonly title: { readonly en: string; readonly de: string };
  readonly teaser: { readonly en: string; readonly de: string };
  readonly body: { readonly en: readonly ContentBlock[]; readonly de: readonly ContentBlock[] };
  readonly author: string;
  readonly publishedAt: string;
}

const h = (text: string): ContentBlock => ({ type: 'heading', text });
const p = (text: string): ContentBlock => ({ type: 'paragraph', text });
const ul = (...items: string[]): ContentBlock => ({ type: 'list', items });

export const ARTICLES: readonly ArticleSeed[] = [
  {
    kind: 'blog',
    slug: { en: 'new-home-jersey-2026', de: 'neues-heimtrikot-2026' },
    title: {
      en: 'Red, white, red: the new home jersey 2026',
      de: 'Rot, Weiß, Rot: das neue Heimtrikot 2026',
    },
    teaser: {
      en: 'The team will run out in a new home shirt this season. Here is the story behind the design.',
      de: 'Das Team läuft in dieser Saison in einem neuen Heimtrikot auf. Die Geschichte hinter dem Design.',
    },
    body: {
      en: [
        p(
          'After eighteen months of work with the players, the kit team presents the new home jersey. The deep red is inspired by the first jerseys of 1902, the white band across the chest by the national flag.',
        ),
        h('What is new'),
        ul(
          'A lighter knitted fabric with 30% more ventilation',
          'The eagle crest woven instead of printed',
          'A sleeve cuff in red-white-red',
        ),
        p(
          'The jersey is available for women, men and kids, as a replica and as the authentic match version.',
        ),
      ],
      de: [
        p(
          'Nach achtzehn Monaten Arbeit mit den Spielern präsentiert das Ausrüsterteam das neue Heimtrikot. Das tiefe Rot ist von den ersten Trikots aus 1902 inspiriert, das weiße Band über der Brust von der Nationalflagge.',
        ),
        h('Was neu ist'),
        ul(
          'Ein leichteres Strickgewebe mit 30 % mehr Belüftung',
          'Das Adler-Wappen gewebt statt gedruckt',
          'Ein Ärmelbündchen in Rot-Weiß-Rot',
        ),
        p('Das Trikot gibt es für Damen, Herren und Kinder, als Replica und als authentische Spielversion.'),
      ],
    },
    author: 'Lena Huber',
    publishedAt: '2026-10-28T09:00:00Z',
  },
  {
    kind: 'blog',
    slug: { en: 'away-day-checklist', de: 'checkliste-auswaertsspiel' },
    title: { en: 'Your away-day checklist', de: 'Deine Checkliste fürs Auswärtsspiel' },
    teaser: {
      en: 'Travelling with the team? Pack these and you are set for the whole trip.',
      de: 'Unterwegs mit dem Team? Mit dieser Liste bist du für die ganze Reise gerüstet.',
    },
    body: {
      en: [
        p('Away games are the best games. Here is what our fan club takes along every time.'),
        ul(
          'Scarf and flag (check the stadium rules for flag sizes)',
          'A rain jacket that packs small',
          'Your ticket on paper and on the phone',
          'A power bank',
        ),
        p('See you in the away end!'),
      ],
      de: [
        p('Auswärtsspiele sind die besten Spiele. Das nimmt unser Fanclub jedes Mal mit.'),
        ul(
          'Schal und Fahne (Stadionordnung zu Fahnengrößen beachten)',
          'Eine klein verpackbare Regenjacke',
          'Das Ticket auf Papier und am Handy',
          'Eine Powerbank',
        ),
        p('Wir sehen uns im Gästesektor!'),
      ],
    },
    author: 'Markus Gruber',
    publishedAt: '2026-10-14T08:00:00Z',
  },
  {
    kind: 'blog',
    slug: { en: 'womens-team-qualifies', de: 'frauen-team-qualifiziert' },
    title: { en: 'The women’s team is through!', de: 'Das Frauen-Nationalteam ist qualifiziert!' },
    teaser: {
      en: 'A 2–0 win in Linz seals the ticket for the finals. Celebrate in the new kit.',
      de: 'Ein 2:0 in Linz sichert das Ticket für die Endrunde. Feiere im neuen Trikot.',
    },
    body: {
      en: [
        p(
          'In front of a sold-out crowd the women’s team beat Norway 2–0 and qualified for the finals for the third time in a row.',
        ),
        p('The women’s cut of the home jersey is back in stock in all sizes.'),
      ],
      de: [
        p(
          'Vor ausverkauftem Haus schlug das Frauen-Nationalteam Norwegen mit 2:0 und qualifizierte sich zum dritten Mal in Folge für die Endrunde.',
        ),
        p('Das Heimtrikot im Damenschnitt ist wieder in allen Größen verfügbar.'),
      ],
    },
    author: 'Sarah Steiner',
    publishedAt: '2026-09-30T18:30:00Z',
  },
  {
    kind: 'blog',
    slug: { en: 'winter-is-coming-ski-season', de: 'skisaison-startet' },
    title: { en: 'The ski season starts: our picks', de: 'Die Skisaison startet: unsere Favoriten' },
    teaser: {
      en: 'From all-mountain skis to warm jackets: what our team skis this winter.',
      de: 'Von All-Mountain-Ski bis zur warmen Jacke: damit fährt unser Team diesen Winter.',
    },
    body: {
      en: [
        p('The first lifts open in Sölden and on the Stubai glacier. Time to get your gear ready.'),
        h('Our picks'),
        ul(
          'All-mountain skis for groomers and fresh snow',
          'A helmet with a dial fit',
          'Goggles with a contrast lens for flat light',
        ),
      ],
      de: [
        p('In Sölden und am Stubaier Gletscher öffnen die ersten Lifte. Zeit, die Ausrüstung vorzubereiten.'),
        h('Unsere Favoriten'),
        ul(
          'All-Mountain-Ski für Piste und Neuschnee',
          'Ein Helm mit Drehverschluss',
          'Eine Brille mit Kontrastscheibe für diffuses Licht',
        ),
      ],
    },
    author: 'Thomas Berger',
    publishedAt: '2026-09-12T07:00:00Z',
  },
  {
    kind: 'blog',
    slug: { en: 'kids-football-camp', de: 'kinder-fussballcamp' },
    title: { en: 'Summer football camp: the highlights', de: 'Fußballcamp im Sommer: die Höhepunkte' },
    teaser: {
      en: '400 kids, 12 coaches and one surprise visit from the national team.',
      de: '400 Kinder, 12 Trainer und ein Überraschungsbesuch des Nationalteams.',
    },
    body: {
      en: [
        p(
          'For a week in July the training centre belonged to the next generation. Every child went home with a signed ball.',
        ),
      ],
      de: [
        p(
          'Eine Woche im Juli gehörte das Trainingszentrum der nächsten Generation. Jedes Kind ging mit einem signierten Ball nach Hause.',
        ),
      ],
    },
    author: 'Markus Gruber',
    publishedAt: '2026-08-05T10:00:00Z',
  },
  {
    kind: 'blog',
    slug: { en: 'sustainable-kit', de: 'nachhaltige-ausruestung' },
    title: { en: 'How our kit becomes more sustainable', de: 'Wie unsere Ausrüstung nachhaltiger wird' },
    teaser: {
      en: 'Recycled polyester, fewer air miles and a repair service.',
      de: 'Recyceltes Polyester, weniger Luftfracht und ein Reparaturservice.',
    },
    body: {
      en: [
        p(
          'Since this season every jersey is made from at least 50% recycled polyester. Orders are shipped from our warehouse in Lower Austria by rail wherever possible.',
        ),
      ],
      de: [
        p(
          'Seit dieser Saison besteht jedes Trikot aus mindestens 50 % recyceltem Polyester. Bestellungen verlassen unser Lager in Niederösterreich wo möglich per Bahn.',
        ),
      ],
    },
    author: 'Lena Huber',
    publishedAt: '2026-07-20T09:00:00Z',
  },
  {
    kind: 'guide',
    slug: { en: 'find-your-jersey-size', de: 'trikotgroesse-finden' },
    title: { en: 'Guide: finding your jersey size', de: 'Ratgeber: die richtige Trikotgröße finden' },
    teaser: {
      en: 'Replica or authentic, slim or regular: how jerseys fit and how to measure.',
      de: 'Replica oder authentisch, schmal oder normal: wie Trikots sitzen und wie man misst.',
    },
    body: {
      en: [
        p('Authentic jerseys are cut slim, like the players wear them. Replica jerseys have a regular fit.'),
        h('How to measure'),
        ul(
          'Chest: around the widest part, under the arms',
          'Waist: around the narrowest part',
          'Compare with the size chart on the product page',
        ),
        p(
          'Between two sizes? Take the larger one for the replica, the smaller one for the authentic jersey.',
        ),
      ],
      de: [
        p(
          'Authentische Trikots sind schmal geschnitten, so wie die Spieler sie tragen. Replica-Trikots haben eine normale Passform.',
        ),
        h('So misst du'),
        ul(
          'Brust: an der breitesten Stelle unter den Armen',
          'Taille: an der schmalsten Stelle',
          'Mit der Größentabelle auf der Produktseite vergleichen',
        ),
        p('Zwischen zwei Größen? Beim Replica die größere, beim authentischen Trikot die kleinere wählen.'),
      ],
    },
    author: 'Kit team',
    publishedAt: '2026-06-01T08:00:00Z',
  },
  {
    kind: 'guide',
    slug: { en: 'choosing-football-boots', de: 'fussballschuhe-waehlen' },
    title: { en: 'Guide: choosing football boots', de: 'Ratgeber: Fußballschuhe richtig wählen' },
    teaser: {
      en: 'FG, AG or TF? Which sole suits which pitch.',
      de: 'FG, AG oder TF? Welche Sohle zu welchem Platz passt.',
    },
    body: {
      en: [
        h('Soles'),
        ul(
          'FG (firm ground): natural grass, dry to slightly wet',
          'AG (artificial grass): modern artificial pitches',
          'TF (turf): hard artificial turf and ash pitches',
        ),
        p('Boots should fit snugly with about half a centimetre of room in front of the toes.'),
      ],
      de: [
        h('Sohlen'),
        ul(
          'FG (firm ground): Naturrasen, trocken bis leicht feucht',
          'AG (artificial grass): moderne Kunstrasenplätze',
          'TF (turf): harter Kunstrasen und Hartplätze',
        ),
        p('Schuhe sollen eng sitzen, mit etwa einem halben Zentimeter Platz vor den Zehen.'),
      ],
    },
    author: 'Kit team',
    publishedAt: '2026-05-10T08:00:00Z',
  },
  {
    kind: 'guide',
    slug: { en: 'running-shoe-guide', de: 'laufschuh-ratgeber' },
    title: { en: 'Guide: the right running shoe', de: 'Ratgeber: der richtige Laufschuh' },
    teaser: { en: 'Cushioning, drop and fit explained.', de: 'Dämpfung, Sprengung und Passform erklärt.' },
    body: {
      en: [
        p(
          'Most runners are best served by a neutral shoe with medium cushioning. Replace your shoes every 600 to 800 kilometres.',
        ),
      ],
      de: [
        p(
          'Die meisten Läuferinnen und Läufer sind mit einem neutralen Schuh mit mittlerer Dämpfung gut bedient. Tausche die Schuhe alle 600 bis 800 Kilometer.',
        ),
      ],
    },
    author: 'Running team',
    publishedAt: '2026-04-18T08:00:00Z',
  },
  {
    kind: 'guide',
    slug: { en: 'layering-in-the-mountains', de: 'zwiebelprinzip-am-berg' },
    title: { en: 'Guide: layering in the mountains', de: 'Ratgeber: das Zwiebelprinzip am Berg' },
    teaser: {
      en: 'Base layer, mid-layer, shell: stay warm and dry on every hike.',
      de: 'Funktionsshirt, Zwischenschicht, Hardshell: warm und trocken auf jeder Tour.',
    },
    body: {
      en: [
        ul(
          'Base layer: wicks sweat away',
          'Mid-layer: fleece or light down keeps you warm',
          'Shell: keeps wind and rain out',
        ),
        p('Take the mid-layer off before you start sweating on the ascent.'),
      ],
      de: [
        ul(
          'Funktionsshirt: leitet Schweiß ab',
          'Zwischenschicht: Fleece oder leichte Daune wärmt',
          'Hardshell: hält Wind und Regen ab',
        ),
        p('Zieh die Zwischenschicht aus, bevor du beim Aufstieg ins Schwitzen kommst.'),
      ],
    },
    author: 'Outdoor team',
    publishedAt: '2026-03-22T08:00:00Z',
  },
  {
    kind: 'static',
    slug: { en: 'imprint', de: 'impressum' },
    title: { en: 'Imprint', de: 'Impressum' },
    teaser: { en: 'Who runs this shop.', de: 'Wer diesen Shop betreibt.' },
    body: {
      en: [
        p(`${addressLine(SHOP_COMPANY.seat, 'en')}.`),
        p(
          `Commercial register ${SHOP_COMPANY.register.number}, ${SHOP_COMPANY.register.court.en}. VAT ID ${SHOP_COMPANY.vatId}.`,
        ),
        p(`Managing director: ${SHOP_COMPANY.director}. Email: ${SHOP_COMPANY.email}`),
      ],
      de: [
        p(`${addressLine(SHOP_COMPANY.seat, 'de')}.`),
        p(
          `Firmenbuch ${SHOP_COMPANY.register.number}, ${SHOP_COMPANY.register.court.de}. UID ${SHOP_COMPANY.vatId}.`,
        ),
        p(`Geschäftsführung: ${SHOP_COMPANY.director}. E-Mail: ${SHOP_COMPANY.email}`),
      ],
    },
    author: '',
    publishedAt: '2026-01-01T00:00:00Z',
  },
  {
    kind: 'static',
    slug: { en: 'privacy', de: 'datenschutz' },
    title: { en: 'Privacy policy', de: 'Datenschutzerklärung' },
    teaser: { en: 'How we handle your data.', de: 'Wie wir mit deinen Daten umgehen.' },
    body: {
      en: [
        h('What we store'),
        p(
          'We store the data you give us for your account and your orders, and nothing else. Payment data is handled by the payment provider.',
        ),
        h('Your rights'),
        ul('Access to your data', 'Correction and deletion', 'Objection to processing'),
        p('Write to privacy@fanshop.example to exercise your rights.'),
      ],
      de: [
        h('Was wir speichern'),
        p(
          'Wir speichern die Daten, die du uns für dein Konto und deine Bestellungen gibst, und nichts anderes. Zahlungsdaten verarbeitet der Zahlungsanbieter.',
        ),
        h('Deine Rechte'),
        ul('Auskunft über deine Daten', 'Berichtigung und Löschung', 'Widerspruch gegen die Verarbeitung'),
        p('Schreib an privacy@fanshop.example, um deine Rechte auszuüben.'),
      ],
    },
    author: '',
    publishedAt: '2026-01-01T00:00:00Z',
  },
  {
    kind: 'static',
    slug: { en: 'terms', de: 'agb' },
    title: { en: 'Terms and conditions', de: 'Allgemeine Geschäftsbedingungen' },
    teaser: { en: 'The terms of every order.', de: 'Die Bedingungen jeder Bestellung.' },
    body: {
      en: [
        p('These terms apply to all orders placed in this shop by consumers in Austria and the EU.'),
        h('Contract'),
        p('The contract is concluded when we confirm your order by email.'),
        h('Right of withdrawal'),
        p('You may withdraw from the contract within 30 days without giving reasons.'),
      ],
      de: [
        p(
          'Diese Bedingungen gelten für alle Bestellungen von Verbraucherinnen und Verbrauchern aus Österreich und der EU.',
        ),
        h('Vertrag'),
        p('Der Vertrag kommt zustande, wenn wir deine Bestellung per E-Mail bestätigen.'),
        h('Rücktrittsrecht'),
        p('Du kannst innerhalb von 30 Tagen ohne Angabe von Gründen vom Vertrag zurücktreten.'),
      ],
    },
    author: '',
    publishedAt: '2026-01-01T00:00:00Z',
  },
  {
    kind: 'services',
    slug: { en: 'shipping', de: 'versand' },
    title: { en: 'Shipping', de: 'Versand' },
    teaser: { en: 'Delivery times and costs.', de: 'Lieferzeiten und Kosten.' },
    body: {
      en: [
        // What the cart and the checkout charge (core `deliveryPrice`): the page cannot promise otherwise.
        ul(
          `Austria: 2–3 working days, ${formatPrice(DELIVERY_PRICE, 'en-US')}, free from ${formatPrice(FREE_DELIVERY_THRESHOLD, 'en-US')}`,
          'We deliver within Austria only.',
        ),
        p('Click & collect at one of our fan shops is free.'),
      ],
      de: [
        ul(
          `Österreich: 2–3 Werktage, ${formatPrice(DELIVERY_PRICE, 'de-AT')}, ab ${formatPrice(FREE_DELIVERY_THRESHOLD, 'de-AT')} versandkostenfrei`,
          'Wir liefern nur innerhalb Österreichs.',
        ),
        p('Click & Collect in einem unserer Fanshops ist kostenlos.'),
      ],
    },
    author: '',
    publishedAt: '2026-01-01T00:00:00Z',
  },
  {
    kind: 'services',
    slug: { en: 'returns', de: 'ruecksendung' },
    title: { en: 'Returns', de: 'Rücksendung' },
    teaser: { en: '30 days to change your mind.', de: '30 Tage Rückgaberecht.' },
    body: {
      en: [
        p(
          'Return unworn items within 30 days with the label in the parcel. The refund reaches you within 14 days.',
        ),
        p('Printed jerseys (name and number) cannot be returned.'),
      ],
      de: [
        p(
          'Ungetragene Artikel kannst du innerhalb von 30 Tagen mit dem beiliegenden Etikett zurückschicken. Die Erstattung erhältst du innerhalb von 14 Tagen.',
        ),
        p('Beflockte Trikots (Name und Nummer) sind vom Umtausch ausgeschlossen.'),
      ],
    },
    author: '',
    publishedAt: '2026-01-01T00:00:00Z',
  },
  {
    kind: 'services',
    slug: { en: 'contact', de: 'kontakt' },
    title: { en: 'Contact us', de: 'Kontakt' },
    teaser: {
      en: 'Our customer service by e-mail and phone.',
      de: 'Unser Kundenservice per E-Mail und Telefon.',
    },
    body: {
      en: [
        p(
          'Questions about an order, a size or a return? Our customer service team in Vienna is glad to help.',
        ),
        h('E-mail'),
        p('service@fanshop.example – we answer within one working day.'),
        h('Phone'),
        p('+43 1 727 18 0 (calls within Austria at the local rate)'),
        h('Opening hours'),
        ul(
          'Monday to Friday: 8:00 to 18:00',
          'Saturday: 9:00 to 13:00',
          'Sundays and public holidays: closed',
        ),
        p(
          'Please have your order number at hand; you find it in the order confirmation and under My orders.',
        ),
      ],
      de: [
        p(
          'Fragen zu einer Bestellung, einer Größe oder einer Rücksendung? Unser Kundenservice in Wien hilft dir gern.',
        ),
        h('E-Mail'),
        p('service@fanshop.example – wir antworten innerhalb eines Werktags.'),
        h('Telefon'),
        p('+43 1 727 18 0 (innerhalb Österreichs zum Ortstarif)'),
        h('Öffnungszeiten'),
        ul(
          'Montag bis Freitag: 8:00 bis 18:00 Uhr',
          'Samstag: 9:00 bis 13:00 Uhr',
          'Sonn- und Feiertage: geschlossen',
        ),
        p(
          'Halte bitte deine Bestellnummer bereit; du findest sie in der Bestellbestätigung und unter Meine Bestellungen.',
        ),
      ],
    },
    author: '',
    publishedAt: '2026-01-01T00:00:00Z',
  },
  {
    kind: 'services',
    slug: { en: 'size-guide', de: 'groessentabelle' },
    title: { en: 'Size guide', de: 'Größentabelle' },
    teaser: { en: 'Clothing, shoe and kids sizes.', de: 'Bekleidungs-, Schuh- und Kindergrößen.' },
    body: {
      en: [
        h('Clothing'),
        ul('S: chest 88–96 cm', 'M: chest 96–104 cm', 'L: chest 104–112 cm', 'XL: chest 112–124 cm'),
        h('Kids'),
        p('Kids sizes are body heights in centimetres: 116 fits about 6 years, 176 about 16 years.'),
        h('Shoes'),
        p('EU sizes 36 to 47; measure your foot in the evening.'),
      ],
      de: [
        h('Bekleidung'),
        ul(
          'S: Brustumfang 88–96 cm',
          'M: Brustumfang 96–104 cm',
          'L: Brustumfang 104–112 cm',
          'XL: Brustumfang 112–124 cm',
        ),
        h('Kinder'),
        p(
          'Kindergrößen sind Körpergrößen in Zentimetern: 116 passt etwa mit 6 Jahren, 176 mit etwa 16 Jahren.',
        ),
        h('Schuhe'),
        p('EU-Größen 36 bis 47; miss deinen Fuß am besten abends.'),
      ],
    },
    author: '',
    publishedAt: '2026-01-01T00:00:00Z',
  },
];

/** What each article's picture shows, by its English slug; others show the stadium. */
export const ARTICLE_SCENES: Readonly<Record<string, Scene>> = {
  'new-home-jersey-2026': 'kit',
  'away-day-checklist': 'fans',
  'womens-team-qualifies': 'stadium',
  'winter-is-coming-ski-season': 'slopes',
  'kids-football-camp': 'training',
  'sustainable-kit': 'eco',
  'find-your-jersey-size': 'measure',
  'choosing-football-boots': 'pitch',
  'running-shoe-guide': 'run',
  'layering-in-the-mountains': 'mountains',
};

/**
 * What an article is about, as a catalogue search (by English slug): its best sellers show under the
 * article as "shop this look". Articles about no particular product have none.
 */
export const ARTICLE_LOOKS: Readonly<Record<string, string>> = {
  'new-home-jersey-2026': 'home jersey 2026',
  'away-day-checklist': 'scarf',
  'winter-is-coming-ski-season': 'ski',
  'kids-football-camp': 'kids football boots',
  'find-your-jersey-size': 'jersey',
  'choosing-football-boots': 'football boots',
  'running-shoe-guide': 'running shoes',
  'layering-in-the-mountains': 'jacket',
};

/** Menu and homepage banners. */
export const BANNERS = [
  {
    id: 1,
    title: { en: 'The new home jersey', de: 'Das neue Heimtrikot' },
    description: { en: 'Red, white, red. Now in all sizes.', de: 'Rot, Weiß, Rot. Jetzt in allen Größen.' },
    colour: 3,
    illustration: 'jersey',
    url: { en: '/jerseys/', de: '/trikots/' },
  },
  {
    id: 2,
    title: { en: 'Ready for the slopes', de: 'Bereit für die Piste' },
    description: { en: 'Skis, helmets and jackets.', de: 'Ski, Helme und Jacken.' },
    colour: 5,
    illustration: 'ski',
    url: { en: '/sport/ski/', de: '/sport/ski/' },
  },
  {
    id: 3,
    title: { en: 'Outlet: up to 50% off', de: 'Outlet: bis zu 50 % Rabatt' },
    description: { en: 'Last season’s favourites.', de: 'Die Favoriten der letzten Saison.' },
    colour: 1,
    illustration: 'boot',
    url: { en: '/outlet/', de: '/outlet/' },
  },
  {
    id: 4,
    title: { en: 'Run the city', de: 'Lauf durch die Stadt' },
    description: { en: 'New running shoes for every distance.', de: 'Neue Laufschuhe für jede Distanz.' },
    colour: 8,
    illustration: 'shoe',
    url: { en: '/running-shoes/', de: '/laufschuhe/' },
  },
  {
    id: 5,
    title: { en: 'Into the mountains', de: 'Ab in die Berge' },
    description: { en: 'Hiking boots and rain jackets.', de: 'Wanderschuhe und Regenjacken.' },
    colour: 6,
    illustration: 'backpack',
    url: { en: '/sport/outdoor/', de: '/sport/outdoor/' },
  },
  {
    id: 6,
    title: { en: 'Young fans', de: 'Junge Fans' },
    description: { en: 'Jerseys in kids sizes 116 to 176.', de: 'Trikots in Kindergrößen 116 bis 176.' },
    colour: 7,
    illustration: 'ball',
    url: { en: '/kids/jerseys/', de: '/kinder/trikots/' },
  },
] as const;

/**
 * The banners each gender's menu promotes, by gender id, first one first (the phone menu shows only
 * the first). The national team's shop leads with football: the home jersey for women and men, the
 * young fans' jerseys for kids; the seasonal promotions come second.
 */
export const GENDER_MENU_BANNERS: Readonly<Record<number, readonly [number, number]>> = {
  1: [1, 4],
  2: [1, 2],
  3: [6, 3],
};
