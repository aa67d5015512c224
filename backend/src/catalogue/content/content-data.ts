/**
 * Editorial content of the generated shop in English and German: blog posts, guides, FAQ topics,
 * static and service pages. Bodies are lists of blocks, rendered by the storefront without HTML.
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

export interface FaqSeed {
  readonly slug: { readonly en: string; readonly de: string };
  readonly title: { readonly en: string; readonly de: string };
  readonly teaser: { readonly en: string; readonly de: string };
  readonly entries: readonly { readonly q: [string, string]; readonly a: [string, string] }[];
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

/**
 * The FAQ, written as the shop's service team answers: what the shopper does, where in the shop, and
 * what happens next. An answer's paragraphs are separated by a blank line; the storefront shows each
 * as a paragraph. Every promise here must hold in the shop and its checkout (the guest checkout is
 * being added to the checkout host).
 */
export const FAQ_TOPICS: readonly FaqSeed[] = [
  {
    slug: { en: 'orders', de: 'bestellung' },
    title: { en: 'Orders', de: 'Bestellung' },
    teaser: {
      en: 'Placing, paying for, changing and cancelling orders.',
      de: 'Bestellen, bezahlen, ändern und stornieren.',
    },
    entries: [
      {
        q: ['Can I change my order?', 'Kann ich meine Bestellung ändern?'],
        a: [
          'Once you have sent your order, the shop itself can no longer change it: your order confirmation lists exactly what we pack. Our service team can still change a size, take an item off or correct the delivery address as long as the parcel has not left our warehouse.\n\n' +
            'Write to service@fanshop.example or call +43 1 727 18 0 (Monday to Friday 8:00 to 18:00, Saturday 9:00 to 13:00) and have your order number at hand; you find it in the confirmation email and under “My account” → “Orders”. If the parcel is already on its way, keep it and send back what you do not want within 30 days.',
          'Sobald du deine Bestellung abgeschickt hast, kann der Shop selbst sie nicht mehr ändern: Die Bestellbestätigung listet genau das, was wir einpacken. Unser Service-Team kann aber noch eine Größe tauschen, einen Artikel streichen oder die Lieferadresse korrigieren, solange das Paket unser Lager nicht verlassen hat.\n\n' +
            'Schreib an service@fanshop.example oder ruf +43 1 727 18 0 an (Montag bis Freitag 8:00 bis 18:00 Uhr, Samstag 9:00 bis 13:00 Uhr) und halte deine Bestellnummer bereit; du findest sie in der Bestätigungs-E-Mail und unter „Mein Konto“ → „Bestellungen“. Ist das Paket schon unterwegs, nimm es an und schick innerhalb von 30 Tagen zurück, was du nicht behalten möchtest.',
        ],
      },
      {
        q: ['Where can I see my orders?', 'Wo sehe ich meine Bestellungen?'],
        a: [
          'Log in and open “My account” → “Orders”. Every order you placed with your account is listed there with its date, number, status and total.\n\n' +
            'Open an order to see each item with its size and price, the delivery address or the store you collect from, and how you paid. Right after you order we also send you a confirmation email with a link to the order.',
          'Melde dich an und öffne „Mein Konto“ → „Bestellungen“. Dort steht jede Bestellung, die du mit deinem Konto aufgegeben hast, mit Datum, Nummer, Status und Summe.\n\n' +
            'Öffne eine Bestellung, um jeden Artikel mit Größe und Preis zu sehen, die Lieferadresse oder die Filiale, in der du abholst, und wie du bezahlt hast. Direkt nach der Bestellung schicken wir dir außerdem eine Bestätigung per E-Mail mit einem Link zur Bestellung.',
        ],
      },
      {
        q: ['Can I order without an account?', 'Kann ich ohne Konto bestellen?'],
        a: [
          'Yes, the checkout also works as a guest. You enter your name, email address and delivery address once for this order, and the confirmation comes by email.\n\n' +
            'An account saves you typing next time: it keeps your delivery addresses, shows all your orders in one place and keeps your wishlist on every device. You can create one at any time; the cart and wishlist you filled as a guest come along into it.',
          'Ja, die Kasse funktioniert auch als Gast. Du gibst Name, E-Mail-Adresse und Lieferadresse einmal für diese Bestellung an, die Bestätigung kommt per E-Mail.\n\n' +
            'Mit einem Konto sparst du dir das Tippen beim nächsten Mal: Es merkt sich deine Lieferadressen, zeigt alle Bestellungen an einem Ort und hält deine Merkliste auf jedem Gerät bereit. Du kannst jederzeit eines anlegen; Warenkorb und Merkliste, die du als Gast gefüllt hast, kommen mit.',
        ],
      },
      {
        q: ['How can I pay?', 'Wie kann ich bezahlen?'],
        a: [
          'You choose how to pay in the checkout: credit card, PayPal, eps online banking or invoice, and when you collect in a store also on collection. All prices include Austrian VAT.\n\n' +
            'With card, PayPal and eps you pay while you order; the card and bank details go straight to the payment provider and never reach us. With invoice you pay within 14 days of delivery, and the payment details are on the invoice in your parcel. On collection you pay at the store’s till, by card or in cash.',
          'Wie du bezahlst, wählst du an der Kasse: Kreditkarte, PayPal, eps-Überweisung oder Rechnung, und wenn du im Store abholst auch bei Abholung. Alle Preise enthalten die österreichische Umsatzsteuer.\n\n' +
            'Mit Karte, PayPal und eps bezahlst du direkt bei der Bestellung; Karten- und Bankdaten gehen direkt an den Zahlungsanbieter und nie an uns. Auf Rechnung zahlst du innerhalb von 14 Tagen nach der Lieferung, die Zahlungsdaten stehen auf der Rechnung im Paket. Bei Abholung zahlst du an der Kassa im Store, mit Karte oder bar.',
        ],
      },
    ],
  },
  {
    slug: { en: 'shipping', de: 'versand' },
    title: { en: 'Shipping', de: 'Versand' },
    teaser: { en: 'Delivery times, costs and collecting.', de: 'Lieferzeiten, Kosten und Abholung.' },
    entries: [
      {
        q: ['How long does delivery take?', 'Wie lange dauert die Lieferung?'],
        a: [
          'Within Austria your parcel arrives 2 to 3 working days after you order (Monday to Friday; weekends and public holidays do not count). Each product page shows the expected delivery days for an order placed now.\n\n' +
            'We deliver to addresses in Austria. Orders containing several items travel together in one parcel, so the delivery time is that of the whole order.',
          'Innerhalb Österreichs kommt dein Paket 2 bis 3 Werktage nach der Bestellung an (Montag bis Freitag; Wochenenden und Feiertage zählen nicht). Auf jeder Produktseite siehst du, wann eine Bestellung von jetzt voraussichtlich ankommt.\n\n' +
            'Wir liefern an Adressen in Österreich. Bestellungen mit mehreren Artikeln reisen gemeinsam in einem Paket, die Lieferzeit gilt also für die ganze Bestellung.',
        ],
      },
      {
        q: ['How much is shipping?', 'Was kostet der Versand?'],
        a: [
          'Delivery within Austria costs € 4.90 per order and is free from € 50 of goods. Each product page says whether it ships free, and the checkout shows the delivery price before you order.\n\n' +
            'Click & collect in one of our fan shops is always free, whatever the order is worth.',
          'Die Lieferung innerhalb Österreichs kostet € 4,90 pro Bestellung und ist ab € 50 Warenwert gratis. Jede Produktseite sagt dir, ob sie versandkostenfrei kommt, und die Kasse zeigt den Versandpreis, bevor du bestellst.\n\n' +
            'Click & Collect in einem unserer Fanshops ist immer kostenlos, egal wie hoch der Bestellwert ist.',
        ],
      },
      {
        q: ['Can I collect my order at the stadium?', 'Kann ich meine Bestellung im Stadion abholen?'],
        a: [
          'Yes. Choose click & collect in the checkout and pick the fan shop at the Ernst-Happel-Stadion in Vienna, or our shops in Graz or Salzburg. Collecting is free.\n\n' +
            'Bring your order number (it is in the confirmation email) and a photo ID. Someone else may collect for you if they show your order number and their own ID.',
          'Ja. Wähle an der Kasse Click & Collect und such dir den Fanshop im Ernst-Happel-Stadion in Wien oder unsere Shops in Graz oder Salzburg aus. Das Abholen ist kostenlos.\n\n' +
            'Bring deine Bestellnummer (sie steht in der Bestätigungs-E-Mail) und einen Lichtbildausweis mit. Jemand anderer kann für dich abholen, wenn er deine Bestellnummer und seinen eigenen Ausweis zeigt.',
        ],
      },
    ],
  },
  {
    slug: { en: 'returns', de: 'ruecksendung' },
    title: { en: 'Returns and refunds', de: 'Rücksendung und Erstattung' },
    teaser: {
      en: 'Sending items back and getting your money.',
      de: 'Artikel zurückschicken und Geld zurückbekommen.',
    },
    entries: [
      {
        q: ['How do I return an item?', 'Wie schicke ich einen Artikel zurück?'],
        a: [
          'You have 30 days from delivery to send back anything you do not want to keep, without giving a reason. Pack the unworn items with their labels still on, fill in the return slip in your parcel and stick the prepaid return label on the box; any post office or parcel shop in Austria takes it.\n\n' +
            "Jerseys printed with a name and number are made for you and so excluded from the 30-day return right (§ 18 FAGG, Austria's distance-selling law), unless they are faulty. Keep the receipt of the parcel shop until your refund has arrived.",
          'Du hast ab der Lieferung 30 Tage Zeit, alles zurückzuschicken, was du nicht behalten möchtest, ohne Angabe von Gründen. Pack die ungetragenen Artikel mit ihren Etiketten ein, füll den Rücksendeschein aus deinem Paket aus und kleb das vorfrankierte Rücksendeetikett auf den Karton; jede Post-Filiale und jeder Paketshop in Österreich nimmt es an.\n\n' +
            'Mit Name und Nummer beflockte Trikots werden für dich gemacht und sind daher vom 30-tägigen Rückgaberecht ausgenommen (§ 18 FAGG), außer sie sind fehlerhaft. Heb den Beleg des Paketshops auf, bis deine Erstattung da ist.',
        ],
      },
      {
        q: ['When do I get my money back?', 'Wann bekomme ich mein Geld zurück?'],
        a: [
          'We refund you within 14 days of your return arriving at our warehouse, and we send you an email when we do. The money goes back the way you paid: to your card, your PayPal account or your bank account.\n\n' +
            'Delivery costs are refunded too when you send back the whole order. If you paid by invoice and have not paid yet, we simply send you a corrected invoice.',
          'Wir erstatten dir den Betrag innerhalb von 14 Tagen, nachdem deine Rücksendung in unserem Lager angekommen ist, und schicken dir dazu eine E-Mail. Das Geld geht auf dem Weg zurück, auf dem du bezahlt hast: auf deine Karte, dein PayPal-Konto oder dein Bankkonto.\n\n' +
            'Schickst du die ganze Bestellung zurück, erstatten wir auch die Versandkosten. Hast du auf Rechnung bestellt und noch nicht bezahlt, bekommst du einfach eine korrigierte Rechnung.',
        ],
      },
    ],
  },
  {
    slug: { en: 'account', de: 'kundenkonto' },
    title: { en: 'Your account', de: 'Dein Kundenkonto' },
    teaser: { en: 'Registration, login and passwords.', de: 'Registrierung, Login und Passwörter.' },
    entries: [
      {
        q: ['I forgot my password.', 'Ich habe mein Passwort vergessen.'],
        a: [
          'Choose “Forgot your password?” on the login page and enter the email address of your account. We send you a link to set a new password; it works once and for one hour.\n\n' +
            'No email after a few minutes? Look in your spam folder, and check that you typed the address you registered with. For your security we do not say whether an address has an account, so the page looks the same either way.',
          'Wähle auf der Login-Seite „Passwort vergessen?“ und gib die E-Mail-Adresse deines Kontos ein. Wir schicken dir einen Link, mit dem du ein neues Passwort festlegst; er funktioniert einmal und eine Stunde lang.\n\n' +
            'Nach ein paar Minuten keine E-Mail da? Sieh im Spam-Ordner nach und prüf, ob du die Adresse eingegeben hast, mit der du dich registriert hast. Zu deiner Sicherheit verraten wir nicht, ob es zu einer Adresse ein Konto gibt, die Seite sieht also in beiden Fällen gleich aus.',
        ],
      },
      {
        q: ['Why confirm my email?', 'Warum muss ich meine E-Mail bestätigen?'],
        a: [
          'So that nobody can open an account with your address, and so that we know our emails reach you. After registering you can shop at once; we send you a link to confirm the address, which is valid for 7 days.\n\n' +
            'If the link has expired, you can still log in and shop as usual; write to service@fanshop.example and we confirm the address for you.',
          'Damit niemand mit deiner Adresse ein Konto anlegen kann und wir wissen, dass unsere E-Mails dich erreichen. Nach der Registrierung kannst du sofort einkaufen; wir schicken dir einen Link zur Bestätigung der Adresse, der 7 Tage gültig ist.\n\n' +
            'Ist der Link abgelaufen, kannst du dich trotzdem wie gewohnt anmelden und einkaufen; schreib an service@fanshop.example, dann bestätigen wir die Adresse für dich.',
        ],
      },
      {
        q: ['How do I delete my account?', 'Wie lösche ich mein Konto?'],
        a: [
          'Log in, open “My account” → “Account details” and choose “Delete my account” at the bottom of the page. After you confirm, your personal data, addresses, cart and wishlist are deleted at once and you are logged out.\n\n' +
            'Your past orders are kept, as the law requires us to keep invoices. You can register again with the same email address at any time.',
          'Melde dich an, öffne „Mein Konto“ → „Kontodaten“ und wähle ganz unten „Mein Konto löschen“. Nach deiner Bestätigung werden deine persönlichen Daten, Adressen, dein Warenkorb und deine Merkliste sofort gelöscht und du wirst abgemeldet.\n\n' +
            'Deine bisherigen Bestellungen bleiben erhalten, weil wir Rechnungen gesetzlich aufbewahren müssen. Du kannst dich jederzeit mit derselben E-Mail-Adresse wieder registrieren.',
        ],
      },
    ],
  },
  {
    slug: { en: 'products', de: 'produkte' },
    title: { en: 'Products and sizes', de: 'Produkte und Größen' },
    teaser: { en: 'Fits, printing and care.', de: 'Passformen, Beflockung und Pflege.' },
    entries: [
      {
        q: ['Replica or authentic jersey?', 'Replica- oder authentisches Trikot?'],
        a: [
          'The authentic jersey is the version the players wear on the pitch: a lighter, breathable fabric, a slim athletic fit and heat-pressed crest and logos. The replica has the same design in a slightly heavier fabric, a regular fit and an embroidered crest, made for the stands and everyday wear.\n\n' +
            'If you are between two sizes or like a looser fit, take one size up in the authentic jersey. The size guide on each product page gives the chest measurements.',
          'Das authentische Trikot ist die Version, die die Spieler auf dem Platz tragen: ein leichterer, atmungsaktiver Stoff, eine schmale, sportliche Passform und aufgepresstes Wappen und Logos. Das Replica hat dasselbe Design in etwas festerem Stoff, eine normale Passform und ein gesticktes Wappen, gemacht für die Tribüne und den Alltag.\n\n' +
            'Liegst du zwischen zwei Größen oder magst du es lockerer, nimm beim authentischen Trikot eine Größe größer. Die Größentabelle auf jeder Produktseite nennt die Brustumfänge.',
        ],
      },
      {
        q: ['Can I get a name and number printed?', 'Kann ich Name und Nummer beflocken lassen?'],
        a: [
          'Yes, in our fan shop at the Ernst-Happel-Stadion: bring your jersey, or buy it there, and we print any player’s name and number or your own in the official lettering, usually while you wait. The online shop does not offer printing yet.\n\n' +
            'Printed jerseys cannot be returned, so check the spelling before we print. Wash them inside out at 30 °C and do not iron over the print.',
          'Ja, in unserem Fanshop im Ernst-Happel-Stadion: Bring dein Trikot mit oder kauf es dort, und wir beflocken es mit Name und Nummer eines Spielers oder deinem eigenen in der offiziellen Schrift, meist während du wartest. Im Onlineshop gibt es die Beflockung noch nicht.\n\n' +
            'Beflockte Trikots sind vom Umtausch ausgeschlossen, prüf also die Schreibweise, bevor wir drucken. Wasch sie auf links bei 30 °C und bügle nicht über den Druck.',
        ],
      },
      {
        q: ['How do I find my size?', 'Wie finde ich meine Größe?'],
        a: [
          'Every product with sizes has a size guide on its page, and our size guide under Service explains how to measure. For jerseys and tops, measure your chest at its widest point; for kids, the size is the child’s height in centimetres.\n\n' +
            'Sizes that are sold out are shown but cannot be chosen. If your size is missing, put the product on your wishlist and look again later, as popular sizes are restocked.',
          'Jedes Produkt mit Größen hat auf seiner Seite eine Größentabelle, und unsere Größentabelle unter Service erklärt, wie du misst. Bei Trikots und Oberteilen misst du den Brustumfang an der breitesten Stelle; bei Kindern ist die Größe die Körpergröße in Zentimetern.\n\n' +
            'Ausverkaufte Größen werden angezeigt, lassen sich aber nicht wählen. Fehlt deine Größe, setz das Produkt auf deine Merkliste und schau später wieder vorbei, denn beliebte Größen kommen nach.',
        ],
      },
    ],
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
