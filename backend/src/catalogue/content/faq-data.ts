/** The FAQ of the generated shop in English and German, by topic. */
import { DELIVERY_PRICE, formatRoundPrice, FREE_DELIVERY_THRESHOLD } from '@fanshop/core/pricing';
import { shopLanguage } from '../catalogue-api';

export interface FaqSeed {
  readonly slug: { readonly en: string; readonly de: string };
  readonly title: { readonly en: string; readonly de: string };
  readonly teaser: { readonly en: string; readonly de: string };
  readonly entries: readonly { readonly q: [string, string]; readonly a: [string, string] }[];
}

/** An amount as the shop writes it in each language (`€4.90`, `€ 4,90`; whole euros without cents). */
function amount(cents: number): { readonly en: string; readonly de: string } {
  return { en: formatRoundPrice(cents, shopLanguage('en')), de: formatRoundPrice(cents, shopLanguage('de')) };
}

// What the cart and the checkout charge (core's `deliveryPrice`): the answers cannot promise otherwise.
const delivery = amount(DELIVERY_PRICE);
const freeFrom = amount(FREE_DELIVERY_THRESHOLD);

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
          `Delivery within Austria costs ${delivery.en} per order and is free from ${freeFrom.en} of goods. Each product page says whether it ships free, and the checkout shows the delivery price before you order.\n\n` +
            'Click & collect in one of our fan shops is always free, whatever the order is worth.',
          `Die Lieferung innerhalb Österreichs kostet ${delivery.de} pro Bestellung und ist ab ${freeFrom.de} Warenwert gratis. Jede Produktseite sagt dir, ob sie versandkostenfrei kommt, und die Kasse zeigt den Versandpreis, bevor du bestellst.\n\n` +
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
