import { PASSWORD_MIN_LENGTH } from '@fanshop/core/account';
import type { Language } from '../catalogue/catalogue-api';
import type { PaymentMethod } from '@fanshop/core/account';
import type { CheckoutProblem } from './order-flow';

/** Ends a sentence with its text: no second full stop after an abbreviation ("2. Dez."). */
function sentenceEnd(text: string): string {
  return text.endsWith('.') ? text : `${text}.`;
}

const EN = {
  shopName: 'Rot-Weiß-Rot Fan Shop',
  homeLabel: 'Rot-Weiß-Rot Fan Shop home',
  skipToContent: 'Skip to content',
  secureCheckout: 'Secure checkout',
  /** The other language, written in itself, for the switch in the top bar. */
  otherLanguage: { language: 'de' as Language, name: 'Deutsch', label: 'Diese Seite auf Deutsch' },
  stepsLabel: 'Your way to the order',
  steps: ['Cart', 'Your details', 'Confirmation'] as readonly [string, string, string],
  stepDone: 'done',
  stepCurrent: 'current step',
  footerLegal: 'Legal',
  imprint: 'Imprint',
  privacy: 'Privacy',
  terms: 'Terms and conditions',
  help: 'Help & FAQ',
  copyright: '© Rot-Weiß-Rot Fan Shop. All prices include VAT.',
  pages: { terms: '/static/terms/', privacy: '/static/privacy/', imprint: '/static/imprint/', faq: '/faq/' },

  cart: 'Your cart',
  emptyCart: 'Your cart is empty.',
  emptyCartHint: 'Jerseys, scarves, balls and more are waiting in the shop.',
  continueShopping: 'Continue shopping',
  size: (size: string) => `Size ${size}`,
  quantity: (count: number) => `Qty ${count}`,
  each: (price: string) => `${price} each`,
  printed: (label: string, price: string) => `Printed: ${label} (+ ${price} each)`,
  madeForYou: 'Made for you: printed goods cannot be returned (§ 18 FAGG).',
  rrp: 'Recommended price',
  unavailable: 'No longer available – will not be ordered',
  onlyLeft: (n: number) => `Only ${n} left – ${n} will be ordered`,
  itemCount: (n: number) => (n === 1 ? '1 item' : `${n} items`),
  summary: 'Order summary',
  items: 'Items',
  subtotal: 'Subtotal',
  delivery: 'Delivery',
  free: 'Free',
  total: 'Total',
  vatNote: 'Prices include VAT.',
  freeDeliveryFrom: (threshold: string) => `Free delivery in Austria from ${threshold}.`,
  missingForFree: (amount: string) => `Add ${amount} more for free delivery.`,
  shipsFree: 'Your order ships free.',
  toCheckout: 'Continue to your details',
  quantityLabel: (name: string) => `Quantity of ${name}`,
  lessOf: (name: string) => `One less ${name}`,
  moreOf: (name: string) => `One more ${name}`,
  remove: 'Remove',
  removeLabel: (name: string) => `Remove ${name}`,
  removed: (name: string) => `${name} removed.`,
  undo: 'Undo',
  undoLabel: (name: string) => `Undo removing ${name}`,
  removalLocked: 'Please wait a moment: one item is being removed.',
  undoTooLate: 'That item was already removed. You can add it again from the shop.',
  quantityRefused: (max: number) =>
    max > 0 ? `Only ${max} of this item can be ordered.` : 'This item is sold out.',
  cartChanged: 'Your cart changed meanwhile; here it is as it is now.',
  freeProgressLabel: 'On the way to free delivery',
  guestWelcome: 'No account needed: you can order as a guest.',
  haveAccount: 'Already have an account?',
  login: 'Log in',
  newCustomer: 'New here?',
  register: 'Create an account',

  checkout: 'Checkout',
  loginHint: 'Your saved addresses are then offered here.',
  contact: 'Your details',
  email: 'Email address',
  emailHint: 'Your order confirmation goes to this address.',
  firstname: 'First name',
  lastname: 'Last name',
  deliveryMethod: 'Delivery',
  home: 'Home delivery',
  clickCollect: 'Click & collect',
  homeEstimate: (from: string, to: string) => `Delivery in Austria: ${from} – ${to}`,
  collectEstimate: (from: string, to: string) => `Ready to collect: ${from} – ${to}`,
  collectFree: 'Free in one of our fan shops',
  homeAddress: 'Delivery address',
  savedAddresses: 'Your saved addresses',
  newAddress: 'A new address',
  street: 'Street',
  streetNo: 'No.',
  postal: 'Postal code',
  city: 'City',
  country: 'We deliver within Austria.',
  saveAddress: 'Save this address in my account',
  phone: 'Phone (optional)',
  phoneHint: 'Only for the carrier, if they need to reach you about the delivery.',
  collectStore: 'Fan shop to collect from',
  collectWho: (name: string) => `To be collected by ${name} with the order number and a photo ID.`,
  collectBring: 'Collect it with the order number and a photo ID.',
  payment: 'Payment',
  payments: {
    card: 'Credit card',
    paypal: 'PayPal',
    eps: 'eps online transfer',
    invoice: 'Invoice',
    collect: 'Pay on collection',
  } satisfies Record<PaymentMethod, string>,
  paymentHints: {
    card: 'Visa, Mastercard, American Express',
    paypal: 'Pay with your PayPal account',
    eps: 'Online transfer from your Austrian bank',
    invoice: 'Pay within 14 days of delivery',
    collect: 'Pay at the store’s till, by card or in cash',
  } satisfies Record<PaymentMethod, string>,
  paymentNote:
    'Card, PayPal and eps: after “Place order and pay” you confirm the payment on our payment provider’s secure page, and your order is placed once it is approved. Invoice and pay on collection place it at once.',
  pay: {
    title: 'Payment',
    sandbox: 'Test payment: approve or decline',
    sandboxNote:
      'This is the payment provider’s test page of the reference shop: no card or bank is asked for, and no money moves. A real shop shows its provider’s page here.',
    payee: 'Payment to',
    amount: 'Amount',
    method: 'Way to pay',
    approve: 'Approve payment',
    decline: 'Decline payment',
    cancel: 'Cancel and return to the checkout',
    declined:
      'Your payment was declined. No order was placed, and your cart is as it was. Choose another way to pay, or try again.',
    cancelled: 'You cancelled the payment. No order was placed, and your cart is as it was.',
    expired: 'The payment took too long and was stopped. No order was placed; please send your order again.',
    failed:
      'The payment was approved, but the order could not be placed, so nothing is charged. Your cart shows what can still be ordered.',
  },
  placeOrder: 'Place order and pay',
  legalBefore: 'By placing your order you accept our ',
  legalBetween: '. How we handle your data: ',
  legalPrivacy: 'privacy policy',
  legalAfter: '.',
  fixErrors: 'Please check these fields:',
  expired: 'The form has expired. Please check it and send it again.',
  soldOut: (name: string, size: string) =>
    `Sorry, ${name} (size ${size}) has just sold out. Your cart shows what can still be ordered.`,
  problems: {
    required: 'Please fill in this field.',
    tooLong: (max: number) => `Please use at most ${max} characters.`,
    invalidCharacters: 'This contains characters we cannot accept.',
    postalCode: 'Please enter a valid postal code.',
    postalCodeAustria: 'Please enter a four-digit Austrian postal code.',
    email: 'Please enter a valid email address.',
    choose: 'Please choose one.',
    passwordShort: (min: number) => `Please use at least ${min} characters.`,
    phone: 'Please enter a phone number of digits, spaces and + ( ) / -.',
  },

  thanks: 'Thank you for your order!',
  orderNumber: 'Order number',
  orderedOn: 'Ordered on',
  mailSent: (email: string) => `We have sent the confirmation to ${email}.`,
  nextTitle: 'What happens next',
  nextSteps: (home: boolean, estimate: string, account: boolean): readonly string[] =>
    home
      ? [
          'Your confirmation mail is on its way: keep it, it holds everything about your order.',
          `We pack your order and hand it to the carrier. Expected delivery: ${sentenceEnd(estimate)}`,
          `When it leaves our warehouse, a mail brings the carrier's tracking link${account ? ', and the order in your account shows where it is' : ''}.`,
        ]
      : [
          'Your confirmation mail is on its way: keep it, it holds everything about your order.',
          `We get your order ready in the fan shop. Ready to collect: ${sentenceEnd(estimate)}`,
          'A mail tells you when it is ready. Bring your order number and a photo ID.',
        ],
  deliveryAndPayment: 'Delivery and payment',
  deliveryTo: 'Delivery address',
  collectAt: 'Collect at',
  collectNote: 'Bring your order number and a photo ID.',
  expectedDelivery: 'Expected delivery',
  readyToCollect: 'Ready to collect',
  paymentMethod: 'Payment',
  countryName: 'Austria',
  orderDetails: 'Order details',
  myOrders: 'My orders',
  accountTitle: 'Order faster next time',
  accountIntro: (email: string, withAddress: boolean) =>
    `Create an account for ${email}: choose a password and you are logged in, with this order${withAddress ? ' and your address' : ''} in your account. We send you a mail to confirm the address.`,
  password: 'Password',
  passwordHint: `At least ${PASSWORD_MIN_LENGTH} characters.`,
  createAccount: 'Create account',

  mail: {
    subject: (number: string) => `Your order ${number}`,
    hello: (name: string) => `Hello ${name},`,
    intro: (number: string) => `thank you for your order ${number}. This is what you ordered:`,
    line: (quantity: number, name: string, size: string) => `${quantity} × ${name}, size ${size}`,
    printed: (label: string) => `printed ${label}, made for you (no return: § 18 FAGG)`,
    online: 'See your order in your account:',
    guestNote: 'Keep this mail: it holds everything about your order.',
    bye: 'Your Rot-Weiß-Rot Fan Shop',
    viewOrder: 'View your order',
    vatIncluded: (rate: number) => `Including ${rate} % VAT`,
    contact: (email: string) =>
      `Questions about your order? Write to ${email}, we answer within one working day.`,
    returns: 'Returns address',
    registered: (register: string, vatId: string) => `${register} · VAT ID ${vatId}`,
    why: 'You get this mail because you placed an order in the Rot-Weiß-Rot Fan Shop.',
  },

  invoice: {
    title: (number: string) => `Invoice ${number}`,
    seller: 'From',
    buyer: 'Billed to',
    number: 'Invoice number',
    date: 'Invoice date',
    delivered: 'Delivery',
    item: 'Item',
    quantity: 'Qty',
    unit: 'Unit price',
    amount: 'Amount',
    net: (rate: number) => `Net at ${rate} %`,
    vat: (rate: number) => `VAT ${rate} %`,
    paid: (method: string) => `Payment: ${method}`,
    invoiceDue: 'Please pay within 14 days of delivery, quoting the invoice number.',
    print: 'Print or save as PDF',
    printHint: 'Print it or save it as a PDF with your browser’s print function.',
    open: 'Invoice (printable)',
  },
  notFound: 'Page not found',
  notFoundHint: 'This page does not exist. Your cart is still there.',
  error: 'Something went wrong. Please try again.',
  toCart: 'To your cart',
  backToForm: 'Back to the checkout',
};

/** The checkout host's texts in a language. */
export type CheckoutTexts = typeof EN;

const DE: CheckoutTexts = {
  shopName: 'Rot-Weiß-Rot Fanshop',
  homeLabel: 'Rot-Weiß-Rot Fanshop Startseite',
  skipToContent: 'Zum Inhalt springen',
  secureCheckout: 'Sichere Kasse',
  otherLanguage: { language: 'en', name: 'English', label: 'This page in English' },
  stepsLabel: 'Dein Weg zur Bestellung',
  steps: ['Warenkorb', 'Deine Daten', 'Bestätigung'],
  stepDone: 'erledigt',
  stepCurrent: 'aktueller Schritt',
  footerLegal: 'Rechtliches',
  imprint: 'Impressum',
  privacy: 'Datenschutz',
  terms: 'AGB',
  help: 'Hilfe & FAQ',
  copyright: '© Rot-Weiß-Rot Fanshop. Alle Preise inkl. MwSt.',
  pages: {
    terms: '/static/agb/',
    privacy: '/static/datenschutz/',
    imprint: '/static/impressum/',
    faq: '/faq/',
  },

  cart: 'Dein Warenkorb',
  emptyCart: 'Dein Warenkorb ist leer.',
  emptyCartHint: 'Trikots, Schals, Bälle und mehr warten im Shop auf dich.',
  continueShopping: 'Weiter einkaufen',
  size: (size) => `Größe ${size}`,
  quantity: (count) => `Menge ${count}`,
  each: (price) => `je ${price}`,
  printed: (label, price) => `Bedruckt: ${label} (+ ${price} pro Stück)`,
  madeForYou: 'Für dich angefertigt: Bedruckte Ware ist vom Rückgaberecht ausgenommen (§ 18 FAGG).',
  rrp: 'Unverbindliche Preisempfehlung',
  unavailable: 'Nicht mehr verfügbar – wird nicht bestellt',
  onlyLeft: (n) => `Nur noch ${n} verfügbar – ${n} werden bestellt`,
  itemCount: (n) => `${n} Artikel`,
  summary: 'Bestellübersicht',
  items: 'Artikel',
  subtotal: 'Zwischensumme',
  delivery: 'Versand',
  free: 'Gratis',
  total: 'Gesamt',
  vatNote: 'Preise inkl. MwSt.',
  freeDeliveryFrom: (threshold) => `Gratis Lieferung in Österreich ab ${threshold}.`,
  missingForFree: (amount) => `Noch ${amount} bis zur Gratis-Lieferung.`,
  shipsFree: 'Deine Bestellung wird gratis geliefert.',
  toCheckout: 'Weiter zu deinen Daten',
  quantityLabel: (name) => `Menge von ${name}`,
  lessOf: (name) => `Ein ${name} weniger`,
  moreOf: (name) => `Ein ${name} mehr`,
  remove: 'Entfernen',
  removeLabel: (name) => `${name} entfernen`,
  removed: (name) => `${name} wurde entfernt.`,
  undo: 'Rückgängig',
  undoLabel: (name) => `Entfernen von ${name} rückgängig machen`,
  removalLocked: 'Einen Moment bitte: ein Artikel wird gerade entfernt.',
  undoTooLate: 'Dieser Artikel wurde bereits entfernt. Du kannst ihn im Shop wieder hinzufügen.',
  quantityRefused: (max) =>
    max > 0 ? `Von diesem Artikel sind nur ${max} bestellbar.` : 'Dieser Artikel ist ausverkauft.',
  cartChanged: 'Dein Warenkorb hat sich inzwischen geändert; so sieht er jetzt aus.',
  freeProgressLabel: 'Auf dem Weg zur Gratis-Lieferung',
  guestWelcome: 'Kein Konto nötig: Du kannst als Gast bestellen.',
  haveAccount: 'Du hast schon ein Konto?',
  login: 'Anmelden',
  newCustomer: 'Neu hier?',
  register: 'Konto erstellen',

  checkout: 'Kasse',
  loginHint: 'Dann bieten wir dir hier deine gespeicherten Adressen an.',
  contact: 'Deine Daten',
  email: 'E-Mail-Adresse',
  emailHint: 'An diese Adresse schicken wir deine Bestellbestätigung.',
  firstname: 'Vorname',
  lastname: 'Nachname',
  deliveryMethod: 'Lieferung',
  home: 'Lieferung nach Hause',
  clickCollect: 'Click & Collect',
  homeEstimate: (from, to) => `Lieferung in Österreich: ${from} – ${to}`,
  collectEstimate: (from, to) => `Abholbereit: ${from} – ${to}`,
  collectFree: 'Gratis in einem unserer Fanshops',
  homeAddress: 'Lieferadresse',
  savedAddresses: 'Deine gespeicherten Adressen',
  newAddress: 'Neue Adresse',
  street: 'Straße',
  streetNo: 'Hausnummer',
  postal: 'Postleitzahl',
  city: 'Ort',
  country: 'Wir liefern innerhalb Österreichs.',
  saveAddress: 'Adresse in meinem Konto speichern',
  phone: 'Telefon (optional)',
  phoneHint: 'Nur für den Zusteller, falls er dich wegen der Lieferung erreichen muss.',
  collectStore: 'Fanshop für die Abholung',
  collectWho: (name) => `Abholung durch ${name} mit Bestellnummer und Lichtbildausweis.`,
  collectBring: 'Abholung mit Bestellnummer und Lichtbildausweis.',
  payment: 'Zahlung',
  payments: {
    card: 'Kreditkarte',
    paypal: 'PayPal',
    eps: 'eps-Überweisung',
    invoice: 'Rechnung',
    collect: 'Zahlung bei Abholung',
  },
  paymentHints: {
    card: 'Visa, Mastercard, American Express',
    paypal: 'Mit deinem PayPal-Konto bezahlen',
    eps: 'Online-Überweisung von deiner österreichischen Bank',
    invoice: 'Zahlbar innerhalb von 14 Tagen nach der Lieferung',
    collect: 'Bezahlung an der Kassa im Store, mit Karte oder bar',
  },
  paymentNote:
    'Karte, PayPal und eps: Nach „Zahlungspflichtig bestellen“ bestätigst du die Zahlung auf der sicheren Seite unseres Zahlungsanbieters; deine Bestellung geht ein, sobald sie genehmigt ist. Rechnung und Zahlung bei Abholung bestellen sofort.',
  pay: {
    title: 'Zahlung',
    sandbox: 'Testzahlung: genehmigen oder ablehnen',
    sandboxNote:
      'Das ist die Testseite des Zahlungsanbieters im Referenz-Shop: Es werden keine Karten- oder Bankdaten abgefragt, und es fließt kein Geld. Ein echter Shop zeigt hier die Seite seines Anbieters.',
    payee: 'Zahlung an',
    amount: 'Betrag',
    method: 'Zahlungsart',
    approve: 'Zahlung genehmigen',
    decline: 'Zahlung ablehnen',
    cancel: 'Abbrechen und zurück zur Kasse',
    declined:
      'Deine Zahlung wurde abgelehnt. Es wurde keine Bestellung aufgegeben, dein Warenkorb ist unverändert. Wähle eine andere Zahlungsart oder versuche es noch einmal.',
    cancelled:
      'Du hast die Zahlung abgebrochen. Es wurde keine Bestellung aufgegeben, dein Warenkorb ist unverändert.',
    expired:
      'Die Zahlung hat zu lange gedauert und wurde abgebrochen. Es wurde keine Bestellung aufgegeben; bitte sende deine Bestellung noch einmal.',
    failed:
      'Die Zahlung wurde genehmigt, aber die Bestellung konnte nicht aufgegeben werden, daher wird nichts abgebucht. Dein Warenkorb zeigt, was noch bestellbar ist.',
  },
  placeOrder: 'Zahlungspflichtig bestellen',
  legalBefore: 'Mit deiner Bestellung akzeptierst du unsere ',
  legalBetween: '. Wie wir mit deinen Daten umgehen: ',
  legalPrivacy: 'Datenschutzerklärung',
  legalAfter: '.',
  fixErrors: 'Bitte prüfe diese Felder:',
  expired: 'Das Formular ist abgelaufen. Bitte prüfe es und sende es noch einmal ab.',
  soldOut: (name, size) =>
    `Leider ist ${name} (Größe ${size}) gerade ausverkauft. Dein Warenkorb zeigt, was noch bestellt werden kann.`,
  problems: {
    required: 'Bitte füll dieses Feld aus.',
    tooLong: (max) => `Bitte verwende höchstens ${max} Zeichen.`,
    invalidCharacters: 'Hier sind Zeichen enthalten, die wir nicht annehmen können.',
    postalCode: 'Bitte gib eine gültige Postleitzahl ein.',
    postalCodeAustria: 'Bitte gib eine vierstellige österreichische Postleitzahl ein.',
    email: 'Bitte gib eine gültige E-Mail-Adresse ein.',
    choose: 'Bitte wähle eine Möglichkeit.',
    passwordShort: (min) => `Bitte verwende mindestens ${min} Zeichen.`,
    phone: 'Bitte gib eine Telefonnummer aus Ziffern, Leerzeichen und + ( ) / - ein.',
  },

  thanks: 'Danke für deine Bestellung!',
  orderNumber: 'Bestellnummer',
  orderedOn: 'Bestellt am',
  mailSent: (email) => `Die Bestätigung haben wir an ${email} geschickt.`,
  nextTitle: 'So geht es weiter',
  nextSteps: (home, estimate, account) =>
    home
      ? [
          'Deine Bestätigung ist per Mail unterwegs: Heb sie auf, sie enthält alles zu deiner Bestellung.',
          `Wir packen deine Bestellung und übergeben sie dem Paketdienst. Voraussichtliche Lieferung: ${sentenceEnd(estimate)}`,
          `Sobald sie unser Lager verlässt, bringt dir eine Mail den Link zur Sendungsverfolgung${account ? ', und die Bestellung in deinem Konto zeigt, wo sie ist' : ''}.`,
        ]
      : [
          'Deine Bestätigung ist per Mail unterwegs: Heb sie auf, sie enthält alles zu deiner Bestellung.',
          `Wir legen deine Bestellung im Fanshop bereit. Abholbereit: ${sentenceEnd(estimate)}`,
          'Eine Mail sagt dir, wann sie bereitliegt. Bring deine Bestellnummer und einen Lichtbildausweis mit.',
        ],
  deliveryAndPayment: 'Lieferung und Zahlung',
  deliveryTo: 'Lieferadresse',
  collectAt: 'Abholung in',
  collectNote: 'Bring deine Bestellnummer und einen Lichtbildausweis mit.',
  expectedDelivery: 'Voraussichtliche Lieferung',
  readyToCollect: 'Abholbereit',
  paymentMethod: 'Zahlung',
  countryName: 'Österreich',
  orderDetails: 'Bestelldetails',
  myOrders: 'Meine Bestellungen',
  accountTitle: 'Beim nächsten Mal schneller bestellen',
  accountIntro: (email, withAddress) =>
    `Erstelle ein Konto für ${email}: Wähle ein Passwort, und du bist angemeldet, mit dieser Bestellung${withAddress ? ' und deiner Adresse' : ''} in deinem Konto. Wir schicken dir eine Mail, um die Adresse zu bestätigen.`,
  password: 'Passwort',
  passwordHint: `Mindestens ${PASSWORD_MIN_LENGTH} Zeichen.`,
  createAccount: 'Konto erstellen',

  mail: {
    subject: (number) => `Deine Bestellung ${number}`,
    hello: (name) => `Hallo ${name},`,
    intro: (number) => `danke für deine Bestellung ${number}. Das hast du bestellt:`,
    line: (quantity, name, size) => `${quantity} × ${name}, Größe ${size}`,
    printed: (label) => `bedruckt mit ${label}, für dich angefertigt (keine Rückgabe: § 18 FAGG)`,
    online: 'Deine Bestellung in deinem Konto:',
    guestNote: 'Heb diese Mail auf: Sie enthält alles zu deiner Bestellung.',
    bye: 'Dein Rot-Weiß-Rot Fanshop',
    viewOrder: 'Bestellung ansehen',
    vatIncluded: (rate) => `inkl. ${rate} % MwSt.`,
    contact: (email) =>
      `Fragen zu deiner Bestellung? Schreib an ${email}, wir antworten innerhalb eines Werktags.`,
    returns: 'Rücksendeadresse',
    registered: (register, vatId) => `${register} · UID ${vatId}`,
    why: 'Du bekommst diese Mail, weil du im Rot-Weiß-Rot Fanshop bestellt hast.',
  },

  invoice: {
    title: (number) => `Rechnung ${number}`,
    seller: 'Von',
    buyer: 'Rechnung an',
    number: 'Rechnungsnummer',
    date: 'Rechnungsdatum',
    delivered: 'Lieferung',
    item: 'Artikel',
    quantity: 'Menge',
    unit: 'Einzelpreis',
    amount: 'Betrag',
    net: (rate) => `Netto zu ${rate} %`,
    vat: (rate) => `USt. ${rate} %`,
    paid: (method) => `Zahlung: ${method}`,
    invoiceDue: 'Bitte zahle innerhalb von 14 Tagen nach der Lieferung unter Angabe der Rechnungsnummer.',
    print: 'Drucken oder als PDF speichern',
    printHint: 'Drucke sie oder speichere sie als PDF über die Druckfunktion deines Browsers.',
    open: 'Rechnung (druckbar)',
  },
  notFound: 'Seite nicht gefunden',
  notFoundHint: 'Diese Seite gibt es nicht. Dein Warenkorb ist noch da.',
  error: 'Etwas ist schiefgelaufen. Bitte versuch es noch einmal.',
  toCart: 'Zum Warenkorb',
  backToForm: 'Zurück zur Kasse',
};

/** The checkout host's texts in a language. */
export function checkoutTexts(language: Language): CheckoutTexts {
  return language === 'de' ? DE : EN;
}

/** The shopper's words for a problem of a checkout field. */
export function problemText(t: CheckoutTexts, problem: CheckoutProblem): string {
  switch (problem.code) {
    case 'required':
      return t.problems.required;
    case 'too-long':
      return t.problems.tooLong(problem.max);
    case 'invalid-characters':
      return t.problems.invalidCharacters;
    case 'postal-code':
      return t.problems.postalCode;
    case 'postal-code-austria':
      return t.problems.postalCodeAustria;
    case 'invalid-email':
      return t.problems.email;
    case 'choose':
      return t.problems.choose;
    case 'too-short':
      return t.problems.passwordShort(problem.min);
    case 'invalid-phone':
      return t.problems.phone;
  }
}
