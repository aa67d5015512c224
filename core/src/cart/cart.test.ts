import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  CartLineStatus,
  cartItemCount,
  isCartEmpty,
  isLineAvailable,
  isOptionAvailable,
  unavailableLines,
  withLineStatuses,
} from './cart.js';
import { aCart, aCartProduct } from './testing/cart-mother.js';

const optionArb = fc.record({
  id: fc.integer({ min: 1, max: 10_000 }),
  quantity: fc.integer({ min: -2, max: 20 }),
  stock: fc.integer({ min: -2, max: 20 }),
  title: fc.constantFrom('S', 'M', '42'),
});
const lineArb = fc
  .tuple(optionArb, fc.constantFrom(CartLineStatus.available, CartLineStatus.unavailable))
  .map(([option, status]) => aCartProduct({ option, status, hash: `line-${option.id}` }));
const cartArb = fc.array(lineArb, { maxLength: 6 }).map((products) => aCart({ products }));

describe('given a cart line', () => {
  it('when its option has stock and a quantity, then it is available, otherwise not', () => {
    fc.assert(
      fc.property(optionArb, (option) => {
        expect(isOptionAvailable(option)).toBe(option.stock > 0 && option.quantity > 0);
      }),
    );
    expect(isLineAvailable(aCartProduct({ option: { stock: 0, quantity: 1 } }))).toBe(false);
    expect(isLineAvailable(aCartProduct({ option: { stock: 3, quantity: 0 } }))).toBe(false);
    expect(isLineAvailable(aCartProduct({ option: { stock: 1, quantity: 1 } }))).toBe(true);
  });

  it('when the server status disagrees with the option, then the option decides', () => {
    const soldOut = aCartProduct({ option: { stock: 0 }, status: CartLineStatus.available });
    expect(isLineAvailable(soldOut)).toBe(false);
    const cart = withLineStatuses(aCart({ products: [soldOut] }));
    expect(cart.products[0]?.status).toBe(CartLineStatus.unavailable);
  });
});

describe('given any cart', () => {
  it('when statuses are derived, then each matches its option, nothing else changes, and deriving again changes nothing', () => {
    fc.assert(
      fc.property(cartArb, (cart) => {
        const derived = withLineStatuses(cart);
        derived.products.forEach((line, i) => {
          const original = cart.products[i];
          expect(line.status).toBe(isOptionAvailable(line.option) ? 2 : 1);
          expect({ ...line, status: original?.status }).toEqual(original);
        });
        expect(withLineStatuses(derived)).toBe(derived);
        expect(unavailableLines(derived).length).toBe(derived.products.filter((l) => l.status === 1).length);
      }),
    );
  });

  it('when nothing disagrees, then the same cart object comes back', () => {
    const cart = aCart({ products: [aCartProduct()] });
    expect(withLineStatuses(cart)).toBe(cart);
  });

  it('when counted, then pieces and line totals add up over the lines', () => {
    const cart = aCart({
      products: [
        aCartProduct({ option: { id: 1, quantity: 2 } }),
        aCartProduct({ option: { id: 2, quantity: 3 } }),
      ],
    });
    expect(cartItemCount(cart)).toBe(5);
    expect(isCartEmpty(cart)).toBe(false);
    expect(isCartEmpty(aCart())).toBe(true);
  });
});
