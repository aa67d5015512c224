import type { PersonalisationOffer } from '@fanshop/core/personalisation';
import type { CatalogueIndex } from '../index/catalogue-index';

/**
 * What the reference shop prints on a jersey, and for how much (docs/personalisation.md): a name of up
 * to 12 letters for €10 and a number from 1 to 99 for €8, the same for every price type. Fan shops
 * charge about €8–12 for a name and €6–10 for a number.
 */
export const JERSEY_PRINT: PersonalisationOffer = {
  name: { maxLength: 12, price: 1_000 },
  number: { min: 1, max: 99, price: 800 },
};

/** The category of jerseys and the sport of football in the reference catalogue. */
const JERSEYS = 10;
const FOOTBALL = 1;

/**
 * What a product can have printed: every football jersey (home, away, goalkeeper and match jerseys, for
 * women, men and kids); nothing for anything else.
 */
export function printOfferOf(index: CatalogueIndex, row: number): PersonalisationOffer | undefined {
  const drawn = index.illustration[row];
  const jersey = drawn === 'jersey' || drawn === 'gk-jersey';
  return index.category[row] === JERSEYS && index.sport[row] === FOOTBALL && jersey
    ? JERSEY_PRINT
    : undefined;
}
