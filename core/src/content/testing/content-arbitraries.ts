import fc from 'fast-check';
import type { Brand } from '../brand.js';
import { brand } from './content-mother.js';

/** Any list of brands: unique ids, positions sometimes missing, repeated or not finite. */
export const brandsArbitrary: fc.Arbitrary<Brand[]> = fc
  .array(
    fc.option(
      fc.oneof(
        fc.integer({ min: -5, max: 5 }),
        fc.constant(Number.NaN),
        fc.constant(Number.POSITIVE_INFINITY),
      ),
      {
        nil: undefined,
      },
    ),
    { maxLength: 25 },
  )
  .map((positions) => positions.map((position, i) => brand(i + 1, `Brand ${i + 1}`, position)));
