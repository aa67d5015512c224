import type { Language } from './catalogue/catalogue-api';

/** A postal address of the company, in the shopper's language where it differs. */
export interface CompanyAddress {
  readonly name: string;
  readonly street: string;
  readonly postal: string;
  readonly city: Readonly<Record<Language, string>>;
  readonly country: Readonly<Record<Language, string>>;
}

const COMPANY_NAME = 'Fan Shop GmbH';

const AUSTRIA = { en: 'Austria', de: 'Österreich' } as const;

/**
 * The company behind the shop, as the imprint, the order mails and the invoices name it: one place, so
 * the imprint and a mail's footer never disagree.
 */
export const SHOP_COMPANY = {
  seat: {
    name: COMPANY_NAME,
    street: 'Ernst-Happel-Straße 1',
    postal: '1020',
    city: { en: 'Vienna', de: 'Wien' },
    country: AUSTRIA,
  },
  /** Where returned parcels go: the shop's warehouse. */
  returns: {
    name: `${COMPANY_NAME}, Retouren`,
    street: 'Lagerstraße 5',
    postal: '2100',
    city: { en: 'Korneuburg', de: 'Korneuburg' },
    country: AUSTRIA,
  },
  register: { number: 'FN 123456a', court: { en: 'Commercial Court Vienna', de: 'Handelsgericht Wien' } },
  vatId: 'ATU12345678',
  director: 'Anna Leitner',
  email: 'service@fanshop.example',
} as const satisfies {
  seat: CompanyAddress;
  returns: CompanyAddress;
  [key: string]: unknown;
};

/** An address on one line: `Fan Shop GmbH, Ernst-Happel-Straße 1, 1020 Wien, Österreich`. */
export function addressLine(address: CompanyAddress, language: Language): string {
  return `${address.name}, ${address.street}, ${address.postal} ${address.city[language]}, ${address.country[language]}`;
}
