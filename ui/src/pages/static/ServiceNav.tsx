import { useT } from '../../i18n/i18n-context';
import { ShopLink } from '../../components/ShopLink';
import { CONTACT_LINK, SERVICE_LINKS, serviceHref } from '../../content/shop-paths';

/** "Need more help?": the way to the contact page, then the customer service pages, below FAQ and service pages. */
export function ServiceNav({ currentPath }: { currentPath?: string }) {
  const { t, language } = useT();
  return (
    <aside className="service-nav" aria-labelledby="service-nav-title">
      <h2 id="service-nav-title" className="service-nav__title">
        {t('static.helpTitle')}
      </h2>
      <p className="service-nav__text">{t('static.helpText')}</p>
      {currentPath?.toLowerCase() === serviceHref(CONTACT_LINK, language) ? null : (
        <ShopLink href={serviceHref(CONTACT_LINK, language)} className="button service-nav__contact">
          {t(CONTACT_LINK.key)}
        </ShopLink>
      )}
      <ul className="service-nav__links">
        {SERVICE_LINKS.map((link) => {
          const href = serviceHref(link, language);
          return (
            <li key={link.key}>
              <ShopLink
                href={href}
                className="service-nav__link"
                aria-current={currentPath?.toLowerCase() === href ? 'page' : undefined}
              >
                {t(link.key)}
              </ShopLink>
            </li>
          );
        })}
      </ul>
    </aside>
  );
}
