import { CartLineStatus, type Cart, type CartProduct, type CartProductOption } from '../cart.js';

type CartProductOverrides = Partial<Omit<CartProduct, 'option'>> & { option?: Partial<CartProductOption> };

/** A cart line in stock, one piece, with overridable fields. */
export function aCartProduct(overrides: CartProductOverrides = {}): CartProduct {
  const option: CartProductOption = { id: 101, quantity: 1, stock: 5, title: 'M', ...overrides.option };
  return {
    relatedProducts: [],
    hash: `line-${option.id}`,
    isHeavy: false,
    isBike: false,
    isSki: false,
    genderSysname: 'unisex',
    status: CartLineStatus.available,
    name: 'Austria Home Jersey 2026',
    brand: 'Puma',
    categories: ['jerseys'],
    sports: ['football'],
    prices: { vk: 8999, rrp: 9999, vkFull: 8999 * option.quantity, rrpFull: 9999 * option.quantity },
    ...overrides,
    option,
  };
}

/** A cart with the given lines (none by default). */
export function aCart(overrides: Partial<Cart> = {}): Cart {
  return {
    uuid: 'cart-guest-1',
    products: [],
    total: { totalCartPriceFormatted: '€0.00', deliveryPriceFormatted: '€0.00' },
    ...overrides,
  };
}
