import { isOptionInStock, optionsInStock, type ProductDetail, type ProductOption } from './product.js';

/**
 * The size chosen for the shopper when a size picker opens: the only size in stock, when there is
 * exactly one (nothing to ask), otherwise none and the shopper chooses.
 */
export function preselectedSize(product: Pick<ProductDetail, 'options'>): ProductOption | null {
  const inStock = optionsInStock(product);
  return inStock.length === 1 ? (inStock[0] ?? null) : null;
}

/** The size a shopper's choice lands on: one of the product's sizes in stock, or `null` (a sold-out size cannot be chosen). */
export function chooseSize(product: Pick<ProductDetail, 'options'>, optionId: number): ProductOption | null {
  const option = product.options.find((o) => o.id === optionId);
  return option && isOptionInStock(option) ? option : null;
}
