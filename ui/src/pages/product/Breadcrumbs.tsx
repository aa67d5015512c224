import type { Breadcrumb } from '@fanshop/core/catalog';
import { useT } from '../../i18n/i18n-context';
import { ShopLink } from '../../components/ShopLink';

/** The path from home to the product; the last step is the page itself. Styled as the shop's other trails. */
export function Breadcrumbs({ items, current }: { items: readonly Breadcrumb[]; current: string }) {
  const { t } = useT();
  // The API may or may not end the trail with the product itself.
  const trail = items.filter((item, index) => !(index === items.length - 1 && item.name === current));
  return (
    <nav className="breadcrumbs" aria-label={t('product.breadcrumbs')}>
      <ol className="breadcrumbs__list">
        <li className="breadcrumbs__item">
          <ShopLink href="/">{t('product.home')}</ShopLink>
        </li>
        {trail.map((item) => (
          <li key={item.url} className="breadcrumbs__item">
            <ShopLink href={item.url}>{item.name}</ShopLink>
          </li>
        ))}
        <li className="breadcrumbs__item">
          <span aria-current="page">{current}</span>
        </li>
      </ol>
    </nav>
  );
}
