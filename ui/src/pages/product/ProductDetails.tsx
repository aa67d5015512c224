import type { ProductDetail } from '@fanshop/core/catalog';
import { useT } from '../../i18n/i18n-context';

/**
 * The details accordion under the description: material, care, fit and the article number, each a
 * disclosure the shopper opens (the browser's `<details>`: keyboard and screen readers for free).
 */
export function ProductDetails({ product }: { readonly product: ProductDetail }) {
  const { t } = useT();
  const { facts, articleNumber } = product;
  const sections: { key: string; title: string; text: string }[] = [];
  if (facts) {
    sections.push({ key: 'material', title: t('product.material'), text: facts.material });
    sections.push({ key: 'care', title: t('product.care'), text: facts.care });
    if (facts.fit) sections.push({ key: 'fit', title: t('product.fit'), text: facts.fit });
  }
  if (articleNumber)
    sections.push({ key: 'article', title: t('product.articleNumber'), text: articleNumber });
  if (sections.length === 0) return null;
  return (
    <section className="pdp-details" aria-labelledby="pdp-details-title">
      <h2 id="pdp-details-title" className="visually-hidden">
        {t('product.details')}
      </h2>
      {sections.map((section) => (
        <details key={section.key} className="pdp-details__item">
          <summary className="pdp-details__summary">{section.title}</summary>
          <p className="pdp-details__text">{section.text}</p>
        </details>
      ))}
    </section>
  );
}
