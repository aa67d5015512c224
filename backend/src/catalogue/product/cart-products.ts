/* eslint-disable @typescript-eslint/no-non-null-assertion -- typed-array reads in hot loops, indexes bounded by the arrays' lengths (rows < size, words < bitset length) */
/** What cart, wishlist, orders and checkout ask of the catalogue (`CatalogueApi`), and the stock they take. */
import type { Database } from 'better-sqlite3';
import type { PersonalisationOffer } from '@fanshop/core/personalisation';
import type { CartProductInfo, CatalogueApi, Language } from '../catalogue-api';
import { FLAG, rowOf, updateOptionStock, type CatalogueIndex } from '../index/catalogue-index';
import { printOfferOf } from './print-offer';
import { categoryNames, genderSysname, productUrl, sizeTitle, sportNames, tilesOf } from './tiles';

interface OptionRow {
  id: number;
  product_id: number;
  title: string;
  stock: number;
}

/** The `CatalogueApi` over the database and the index `current()` answers at the time of each call. */
export function cartProducts(db: Database, current: () => CatalogueIndex): CatalogueApi {
  const optionStmt = db.prepare('SELECT id, product_id, title, stock FROM product_options WHERE id = ?');
  const takeStmt = db.prepare('UPDATE product_options SET stock = stock - ? WHERE id = ? AND stock >= ?');
  const stockStmt = db.prepare('SELECT stock FROM product_options WHERE id = ?');
  return {
    cartProductByOption(optionId: number, language: Language): CartProductInfo | undefined {
      if (!Number.isSafeInteger(optionId)) return undefined;
      const option = optionStmt.get(optionId) as OptionRow | undefined;
      return option ? cartProductInfo(current(), option, language) : undefined;
    },

    productTiles(productIds, language, priceType): unknown[] {
      const index = current();
      const rows = productIds.map((id) => rowOf(index, id)).filter((row) => row >= 0);
      return tilesOf(index, rows, language, priceType);
    },

    productExists(productId: number): boolean {
      return rowOf(current(), productId) >= 0;
    },

    takeStock(optionId: number, quantity: number): boolean {
      if (!Number.isSafeInteger(optionId) || !Number.isSafeInteger(quantity) || quantity <= 0) return false;
      const changed = takeStmt.run(quantity, optionId, quantity).changes === 1;
      if (changed) {
        const left = stockStmt.get(optionId) as { stock: number } | undefined;
        if (left) updateOptionStock(current(), optionId, left.stock);
      }
      return changed;
    },
  };
}

function cartProductInfo(
  index: CatalogueIndex,
  option: OptionRow,
  language: Language,
): CartProductInfo | undefined {
  const row = rowOf(index, option.product_id);
  if (row < 0) return undefined;
  return {
    optionId: option.id,
    productId: option.product_id,
    optionTitle: sizeTitle(option.title, language),
    stock: option.stock,
    name: index.name[language][row]!,
    brand: index.brands.get(index.brand[row]!)?.name ?? '',
    url: productUrl(index, row, language),
    image: `/images/products/${option.product_id}.svg`,
    categories: categoryNames(index, row, language),
    sports: sportNames(index, row, language),
    genderSysname: genderSysname(index, row),
    isHeavy: (index.flags[row]! & FLAG.heavy) !== 0,
    isBike: (index.flags[row]! & FLAG.bike) !== 0,
    isSki: (index.flags[row]! & FLAG.ski) !== 0,
    prices: {
      vk: index.price.vk[row]!,
      premium: index.price.premium[row]!,
      staff: index.price.staff[row]!,
      pro: index.price.pro[row]!,
    },
    rrp: index.rrp[row]!,
    ...withPrintOffer(index, row),
  };
}

/** The offer of a product row for the cart's product info: present only for a product that prints. */
function withPrintOffer(index: CatalogueIndex, row: number): { personalisation?: PersonalisationOffer } {
  const offer = printOfferOf(index, row);
  return offer ? { personalisation: offer } : {};
}
