import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ERROR_CODES } from '../shared/error-codes.js';
import { ShopError } from '../shared/errors.js';
import { cartAddErrorOf } from './add-error.js';

const failure = (errors: Record<string, unknown>, codes: Record<string, unknown> = {}) => ({
  status: 422,
  data: { errors, codes },
});

describe('why an add failed', () => {
  it('given the API’s answers of docs/api.md, then each has its reason', () => {
    expect(
      cartAddErrorOf(failure({ productOption: 'out of stock' }, { productOption: 'out-of-stock' })),
    ).toBe('out-of-stock');
    expect(cartAddErrorOf(failure({ amount: 'only 2 in stock' }, { amount: 'stock-limit' }))).toBe(
      'stock-limit',
    );
    expect(
      cartAddErrorOf(
        failure({ productOption: 'the cart holds at most 50 lines' }, { productOption: 'cart-full' }),
      ),
    ).toBe('cart-full');
    expect(
      cartAddErrorOf(
        failure({ productOption: 'unknown product option' }, { productOption: 'unknown-product-option' }),
      ),
    ).toBe('failed');
  });

  it('given a message as a list, as the API may send several, then it is read the same', () => {
    expect(
      cartAddErrorOf(failure({ productOption: ['out of stock'] }, { productOption: ['out-of-stock'] })),
    ).toBe('out-of-stock');
  });

  it('given an amount error beside an option error, then the stock limit wins', () => {
    expect(
      cartAddErrorOf(
        failure(
          { amount: 'only 1 in stock', productOption: 'out of stock' },
          { amount: 'stock-limit', productOption: 'out-of-stock' },
        ),
      ),
    ).toBe('stock-limit');
  });

  it('given the API words its messages otherwise, then the codes still decide', () => {
    expect(cartAddErrorOf(failure({ productOption: 'Ausverkauft' }, { productOption: 'out-of-stock' }))).toBe(
      'out-of-stock',
    );
    expect(cartAddErrorOf(failure({ amount: 'nur noch 2 Stück' }, { amount: 'stock-limit' }))).toBe(
      'stock-limit',
    );
  });

  it('given messages without codes, then their words decide nothing and the add simply failed', () => {
    expect(cartAddErrorOf(failure({ productOption: 'out of stock' }))).toBe('failed');
    expect(cartAddErrorOf(failure({ amount: 'only 2 in stock' }))).toBe('failed');
    expect(cartAddErrorOf(failure({ productOption: 'the cart holds at most 50 lines' }))).toBe('failed');
  });

  it('given a failure that is not a per-field answer, then the add simply failed', () => {
    expect(cartAddErrorOf({ status: 503, data: 'down' })).toBe('failed');
    expect(cartAddErrorOf(new ShopError('cart-invalid-option', 'no'))).toBe('failed');
    expect(cartAddErrorOf(undefined)).toBe('failed');
  });

  it('given anything else, then it never throws and the add simply failed', () => {
    expect(cartAddErrorOf(new Error('Network Error'))).toBe('failed');
    fc.assert(
      fc.property(fc.anything(), (error) => {
        expect(['out-of-stock', 'stock-limit', 'cart-full', 'failed']).toContain(cartAddErrorOf(error));
      }),
    );
  });

  it('property: the reason depends on the codes alone, never on the messages beside them', () => {
    fc.assert(
      fc.property(
        fc.dictionary(fc.constantFrom('amount', 'productOption', 'other'), fc.constantFrom(...ERROR_CODES)),
        fc.dictionary(fc.constantFrom('amount', 'productOption', 'other'), fc.string()),
        fc.dictionary(fc.constantFrom('amount', 'productOption', 'other'), fc.string()),
        (codes, messages, otherMessages) => {
          expect(cartAddErrorOf(failure(messages, codes))).toBe(
            cartAddErrorOf(failure(otherMessages, codes)),
          );
        },
      ),
    );
  });
});
