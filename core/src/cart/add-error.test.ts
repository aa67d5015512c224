import { describe, expect, it } from 'vitest';
import { ShopError } from '../shared/errors.js';
import { cartAddErrorOf } from './add-error.js';

const refused = (errors: Record<string, unknown>) => ({ status: 422, data: { errors } });

describe('why an add to the cart failed', () => {
  it('reads the API’s per-field answers', () => {
    expect(cartAddErrorOf(refused({ productOption: 'out of stock' }))).toBe('out-of-stock');
    expect(cartAddErrorOf(refused({ amount: 'only 2 in stock' }))).toBe('stock-limit');
    expect(cartAddErrorOf(refused({ productOption: 'the cart holds at most 50 lines' }))).toBe('cart-full');
    expect(cartAddErrorOf(refused({ productOption: ['out of stock'] }))).toBe('out-of-stock');
  });

  it('is a plain failure for anything else', () => {
    expect(cartAddErrorOf(refused({ productOption: 'unknown product option' }))).toBe('failed');
    expect(cartAddErrorOf({ status: 503, data: 'down' })).toBe('failed');
    expect(cartAddErrorOf(new ShopError('cart-invalid-option', 'no'))).toBe('failed');
    expect(cartAddErrorOf(undefined)).toBe('failed');
  });
});
