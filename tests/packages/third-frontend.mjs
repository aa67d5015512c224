// A third frontend of the shop, as another team would write it: plain Node, the installed packages,
// nothing else. Run in a folder where `@fanshop/core` and `@fanshop/adapters` are installed:
//   node third-frontend.mjs <api base url> <premium customer's email> <password>
import { createShopClient } from '@fanshop/adapters/shop';
import { RequestCookieJar } from '@fanshop/adapters/storage';
import { displayPrice } from '@fanshop/core/pricing';

const [apiBaseUrl, email, password] = process.argv.slice(2);

// The wiring: a cookie jar over a plain header string stands in for the browser's cookies.
const cookies = new RequestCookieJar('', false);
const shop = createShopClient({ apiBaseUrl, language: 'en-US', cookies });

/** The first products of /men/ with the prices the session's role pays. */
async function men() {
  const { priceType } = await shop.session.restore.execute();
  const request = { path: '/men/', query: '', priceType, language: 'en-US' };
  const { listing } = await shop.catalog.loadListing.execute(request);
  const prices = listing.products.slice(0, 3).map((tile) => displayPrice(tile.prices, priceType).price);
  return { priceType, products: listing.products, prices };
}

const asGuest = await men();
const [first, second] = asGuest.products;
const product = await shop.catalog.loadProduct.execute({
  path: first.url,
  language: 'en-US',
  priceType: 'vk',
});
const size = product.options.find((option) => option.stock > 0);
await shop.cart.add.execute({ productOption: size.id, amount: 1 });
await shop.wishlist.add.execute(second.id);

await shop.session.login.execute({ email, password });
const asCustomer = await men();
const merged = { cart: await shop.cart.load.execute(), wishlist: await shop.wishlist.start.execute() };

await shop.cart.add.execute({ productOption: size.id, amount: 1 });
const cart = await shop.cart.load.execute();
await shop.session.logout.execute();

console.log(
  JSON.stringify({
    guest: { priceType: asGuest.priceType, prices: asGuest.prices },
    customer: { priceType: asCustomer.priceType, prices: asCustomer.prices },
    merged: {
      cart: merged.cart.products.map((line) => [line.option.id, line.option.quantity]),
      wishlist: merged.wishlist.products.map((item) => item.id),
    },
    added: { option: size.id, wishlisted: second.id },
    cart: cart.products.map((line) => [line.option.id, line.option.quantity]),
    afterLogout: { token: cookies.get('__uul') ?? null, restored: await shop.session.restore.execute() },
  }),
);
