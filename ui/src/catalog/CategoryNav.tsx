import { observer } from 'mobx-react-lite';
import type { CategoryNode } from '@fanshop/core/catalog';
import { useService } from '../di/services-context';
import { useT } from '../i18n/i18n-context';
import { ShopLink } from '../components/ShopLink';

/** The categories of the listing beside the filters; the active branch shows its sub-categories. */
export const CategoryNav = observer(function CategoryNav() {
  const store = useService('listing');
  const { t } = useT();
  const tree = store.listing?.categoryTree.tree ?? [];
  if (tree.length === 0) return null;
  return (
    <nav className="category-nav" aria-label={t('listing.categories')}>
      <h2 className="category-nav__title">{t('listing.categories')}</h2>
      <CategoryList nodes={tree} />
    </nav>
  );
});

function CategoryList({ nodes }: { nodes: readonly CategoryNode[] }) {
  return (
    <ul className="category-nav__list">
      {nodes.map((node) => (
        <li key={node.id}>
          <ShopLink
            href={node.url}
            className={`category-nav__link${node.active ? ' category-nav__link--active' : ''}`}
            aria-current={node.active && node.children.every((c) => !c.active) ? 'page' : undefined}
          >
            <span>{node.name}</span>
            <span className="category-nav__count">{node.count}</span>
          </ShopLink>
          {node.active && node.children.length > 0 ? <CategoryList nodes={node.children} /> : null}
        </li>
      ))}
    </ul>
  );
}
