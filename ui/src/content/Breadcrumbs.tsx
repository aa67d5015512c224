import { ShopLink } from '../components/ShopLink';
import { useT } from '../i18n/i18n-context';
import type { Crumb } from './json-ld';

/** A breadcrumb trail; the last step is the current page and is not a link. */
export function Breadcrumbs({ crumbs }: { crumbs: readonly Crumb[] }) {
  const { t } = useT();
  return (
    <nav className="breadcrumbs" aria-label={t('static.breadcrumbs')}>
      <ol className="breadcrumbs__list">
        {crumbs.map((crumb, index) => (
          <li key={crumb.path} className="breadcrumbs__item">
            {index === crumbs.length - 1 ? (
              <span aria-current="page">{crumb.name}</span>
            ) : (
              <ShopLink href={crumb.path}>{crumb.name}</ShopLink>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
