import { useId } from 'react';
import { departmentLinks, shopPaths } from '../content/shop-paths';
import { useT } from '../i18n/i18n-context';
import { ShopLink } from './ShopLink';

/**
 * The shop's most visited departments and its help, as a row of links under a heading: where a page
 * that has nothing to show (a missing page, a search without results) leads the shopper on.
 */
export function PopularLinks({ title, className }: { title: string; className?: string }) {
  const { t, language } = useT();
  const titleId = useId();
  const paths = shopPaths(language);
  const popular = [
    { key: 'errors.popularJerseys', href: paths.jerseys },
    ...departmentLinks(paths),
    { key: 'errors.popularOutlet', href: paths.outlet },
    { key: 'footer.faq', href: paths.faq },
  ];
  return (
    <nav className={`popular-links${className ? ` ${className}` : ''}`} aria-labelledby={titleId}>
      <h2 id={titleId}>{title}</h2>
      <ul>
        {popular.map((link) => (
          <li key={link.key}>
            <ShopLink href={link.href}>{t(link.key)}</ShopLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
