import { useEffect, useRef } from 'react';
import { observer } from 'mobx-react-lite';
import { type ProductDetail, isOptionInStock, tileName } from '@fanshop/core/catalog';
import { localisePath } from '@fanshop/core/navigation';
import { centsToEuros, displayPrice, formatPrice } from '@fanshop/core/pricing';
import { type PrintReading, printLabel, printPreviewUrl } from '@fanshop/core/personalisation';
import { CURRENCY } from '@fanshop/core/shared';
import type { ContextOf, PageHead, PageProps } from '../../app/page-module';
import { useService } from '../../di/services-context';
import { useT, type Translate } from '../../i18n/i18n-context';
import { Price } from '../../components/Price';
import { ProductGrid } from '../../catalog/ProductGrid';
import { WishlistHeart } from '../../wishlist/WishlistHeart';
import { Breadcrumbs } from './Breadcrumbs';
import { ProductGallery } from './ProductGallery';
import { SizePicker } from './SizePicker';
import { DeliveryPromise } from './DeliveryPromise';
import { ProductDetails } from './ProductDetails';
import { PersonaliseGroup } from './PersonaliseGroup';
import { StickyAddBar } from './StickyAddBar';
import { ColourSwatches } from './ColourSwatches';

/** What the page's loader, head and forms use: they get these and nothing else. */
export const services = ['config', 'product', 'session'] as const;
type Context = ContextOf<typeof services>;

/** Meta descriptions are cut here, as search engines show about this much. */
const DESCRIPTION_LENGTH = 155;

/**
 * The product detail page (`/p/…`): pictures, brand, name, price for the shopper's price type, sizes
 * with stock, add to cart, wishlist heart, description, breadcrumbs and related products.
 */
const ProductPage = observer(function ProductPage(_props: PageProps) {
  const store = useService('product');
  const analytics = useService('catalogAnalytics');
  const { t, language } = useT();
  const product = store.product;
  const addButton = useRef<HTMLButtonElement>(null);

  // One product view per product shown (effects run in the browser only).
  useEffect(() => {
    if (product) analytics.viewItem(product);
  }, [analytics, product]);

  if (!product) return null;
  const { addState } = store;
  return (
    <div className="container product-page">
      <Breadcrumbs items={product.breadcrumbs} current={product.name} />
      <div className="product-layout">
        <ProductGallery
          key={product.id}
          images={galleryImages(product, store.printReading, t)}
          name={product.name}
        />
        <div className="product-info">
          <ProductHeading name={product.name} brand={product.brand} />
          <div className="product-info__price">
            <Price prices={product.prices} size="lg" />
            <p className="product-info__tax">{t('product.taxNote')}</p>
          </div>
          <ColourSwatches product={product} />
          <SizePicker invalid={addState.kind === 'choose-size'} />
          <PersonaliseGroup checking={addState.kind === 'check-print'} />
          {product.personalisation ? (
            <p className="product-info__total">
              <span>{t('product.print.total')}</span>
              <strong>{formatPrice(store.unitPrice, language)}</strong>
            </p>
          ) : null}
          <div className="product-info__actions">
            <button
              type="button"
              ref={addButton}
              className="button product-info__add"
              disabled={store.soldOut}
              aria-disabled={store.adding || undefined}
              onClick={() => void store.addToCart()}
            >
              {t(store.soldOut ? 'product.soldOut' : store.adding ? 'product.adding' : 'product.addToCart')}
            </button>
            <WishlistHeart product={{ id: product.id, name: product.name }} />
          </div>
          <p className="product-info__status" role="status" aria-live="polite">
            {addState.kind === 'added'
              ? addState.print
                ? t('product.addedWithPrint', { size: addState.size, print: addState.print })
                : t('product.added', { size: addState.size })
              : addState.kind === 'check-print'
                ? t('product.print.check')
                : ''}
          </p>
          <DeliveryPromise prices={product.prices} />
          {addState.kind === 'error' ? (
            <p className="notice notice--error" role="alert">
              {t(addState.reason === 'stock' ? 'product.addFailedStock' : 'product.addFailed')}
            </p>
          ) : null}
          {product.description ? (
            <section className="product-description" aria-labelledby="product-description-title">
              <h2 id="product-description-title">{t('product.description')}</h2>
              {product.description
                .split(/\n{2,}/)
                .filter((paragraph) => paragraph.trim() !== '')
                .map((paragraph, index) => (
                  <p key={index}>{paragraph}</p>
                ))}
            </section>
          ) : null}
          <ProductDetails product={product} />
        </div>
      </div>
      {product.relatedProducts.length > 0 ? (
        <section className="product-related" aria-labelledby="product-related-title">
          <h2 id="product-related-title">{t('product.related')}</h2>
          <ProductGrid products={product.relatedProducts} listName="related products" wide />
        </section>
      ) : null}
      <StickyAddBar target={addButton} />
    </div>
  );
});

export default ProductPage;

/**
 * The gallery's pictures: once the shopper has typed a print that can be printed, the back of the shirt
 * shows it there too (and so in the full-screen zoom), not only in the small preview beside the fields.
 */
function galleryImages(product: ProductDetail, reading: PrintReading, t: Translate): ProductDetail['images'] {
  const preview = product.personalisation?.preview;
  const print = reading.ok ? reading.print : null;
  if (!preview || !print) return product.images;
  return product.images.map((image) =>
    image.url === preview
      ? {
          url: printPreviewUrl(preview, print),
          alt: t('product.print.previewAlt', { print: printLabel(print) }),
        }
      : image,
  );
}

/**
 * The brand on its own line above the name, said once: a name that starts with its brand shows the
 * brand as the heading's first line (so the heading still reads as the product's whole name), any
 * other name has the brand as a line of its own above it.
 */
function ProductHeading({ name, brand }: { name: string; brand: string }) {
  const rest = tileName(name, brand);
  if (rest === name.trim()) {
    return (
      <>
        <p className="product-info__brand">{brand}</p>
        <h1 className="product-info__name">{name}</h1>
      </>
    );
  }
  return (
    <h1 className="product-info__name">
      <span className="product-info__brand">{brand}</span> <span>{rest}</span>
    </h1>
  );
}

/** Loads the product of the route's path; an unknown one is the 404 page. */
export async function load({ services, match }: Context): Promise<void> {
  await services.product.load(match.path, match.language);
}

/** Title, description, canonical, and JSON-LD `Product` (with its offer) and `BreadcrumbList`. */
export function head({ services, match }: Context, t: Translate): PageHead {
  const product = services.product.product;
  if (!product) return { title: t('common.shopName'), noindex: true };
  const origin = services.config.shopOrigin;
  const priceType = services.session.priceType;
  const language = match.language;
  const absolute = (path: string) => origin + localisePath(path, language);
  const description =
    metaDescription(product.description) ||
    t('product.metaDescription', { name: product.name, brand: product.brand });
  return {
    title: t('product.metaTitle', { name: product.name }),
    description,
    canonicalPath: product.url,
    ...(product.alternates ? { alternates: product.alternates } : {}),
    image: product.images[0]?.url ?? product.image,
    jsonLd: [productJsonLd(product, absolute, priceType), breadcrumbJsonLd(product, absolute, t)],
  };
}

function productJsonLd(
  product: ProductDetail,
  absolute: (path: string) => string,
  priceType: Parameters<typeof displayPrice>[1],
): object {
  const inStock = product.options.some(isOptionInStock);
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    sku: String(product.id),
    brand: { '@type': 'Brand', name: product.brand },
    image: product.images.length > 0 ? product.images.map((image) => image.url) : [product.image],
    description: product.description,
    ...(product.colour ? { color: product.colour } : {}),
    offers: {
      '@type': 'Offer',
      url: absolute(product.url),
      price: centsToEuros(displayPrice(product.prices, priceType).price).toFixed(2),
      priceCurrency: CURRENCY,
      availability: inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      itemCondition: 'https://schema.org/NewCondition',
    },
  };
}

function breadcrumbJsonLd(product: ProductDetail, absolute: (path: string) => string, t: Translate): object {
  const trail = product.breadcrumbs.filter(
    (item, index) => !(index === product.breadcrumbs.length - 1 && item.name === product.name),
  );
  const steps = [{ name: t('product.home'), url: '/' }, ...trail, { name: product.name, url: product.url }];
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: steps.map((step, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: step.name,
      item: absolute(step.url),
    })),
  };
}

function metaDescription(text: string): string {
  const plain = text.replace(/\s+/g, ' ').trim();
  if (plain.length <= DESCRIPTION_LENGTH) return plain;
  const cut = plain.slice(0, DESCRIPTION_LENGTH - 1);
  const space = cut.lastIndexOf(' ');
  return `${space > 80 ? cut.slice(0, space) : cut}…`;
}
