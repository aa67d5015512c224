import { shop } from '../../support/shop';

/** A product of the seeded catalogue as the API lists it. */
export interface ListedProduct {
  readonly name: string;
  readonly url: string;
  readonly prices: { readonly vk: number };
  readonly sizes: readonly { readonly title: string; readonly available: boolean }[];
}

/** The API's listing of a path, as a guest or as the customer whose token is given (their role's prices). */
export async function listing(path: string, token?: string): Promise<readonly ListedProduct[]> {
  const res = await fetch(`${shop.api}/api/v1/listing/?path=${encodeURIComponent(path)}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  if (!res.ok) throw new Error(`listing ${path}: ${res.status}`);
  return ((await res.json()) as { products: ListedProduct[] }).products;
}

/** A product of the men's listing with a size in stock, the `skip`-th such (so tests can take different ones). */
export async function productInStock(skip = 0): Promise<ListedProduct> {
  const fit = (await listing('/men/')).filter((p) => p.sizes.some((s) => s.available));
  const product = fit[skip % fit.length];
  if (!product) throw new Error('the seeded men listing has no product in stock');
  return product;
}

/** Euro amounts in a text, in order, in either language's format (`€1,234.50`, `€ 1.234,50`). */
export function euros(text: string, language: 'en' | 'de' = 'en'): number[] {
  const group = language === 'en' ? /,/g : /\./g;
  return [...text.matchAll(/€\s?([\d.,]+)/g)].map((m) => {
    const plain = m[1]!.replace(group, '');
    return Number(language === 'en' ? plain : plain.replace(',', '.'));
  });
}

/** A demo customer whose role is the premium price type (README). */
export const PREMIUM = { email: 'premium@fanshop.test', password: 'Fanshop2026!' } as const;

/** A home jersey of the men's jerseys that can be printed, with a size in stock (docs/personalisation.md). */
export async function printableHomeJersey(): Promise<ListedProduct> {
  const jerseys = await listing('/men/jerseys/');
  for (const product of jerseys) {
    if (!/Home Jersey/.test(product.name) || !product.sizes.some((s) => s.available)) continue;
    const res = await fetch(`${shop.api}/api/v1/product/?path=${encodeURIComponent(product.url)}`);
    const detail = (await res.json()) as { personalisation?: unknown };
    if (detail.personalisation) return product;
  }
  throw new Error('the seeded men jerseys have no printable home jersey in stock');
}
