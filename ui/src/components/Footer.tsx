import { PAYMENT_METHODS } from '@fanshop/core/account';
import { formatRoundPrice, FREE_DELIVERY_THRESHOLD } from '@fanshop/core/pricing';
import { useT } from '../i18n/i18n-context';
import { departmentLinks, LEGAL_LINKS, SERVICE_LINKS, serviceHref, shopPaths } from '../content/shop-paths';
import { ShopLink } from './ShopLink';

/**
 * The footer: the shop's promise, the departments, customer service and legal pages (paths the API
 * serves in each language), and the payment methods.
 */
export function Footer() {
  const { t, language } = useT();
  const paths = shopPaths(language);
  const shop = [
    ...departmentLinks(paths),
    { key: 'footer.brands', href: paths.brands },
    { key: 'footer.blog', href: paths.blog },
  ];
  const columns = [
    { id: 'footer-shop', title: 'footer.shopTitle', links: shop },
    {
      id: 'footer-service',
      title: 'footer.serviceTitle',
      links: SERVICE_LINKS.map((link) => ({ key: link.key, href: serviceHref(link, language) })),
    },
    {
      id: 'footer-legal',
      title: 'footer.legalTitle',
      links: LEGAL_LINKS.map((link) => ({ key: link.key, href: serviceHref(link, language) })),
    },
  ];
  return (
    <footer className="site-footer">
      <div className="site-footer__stripe" aria-hidden="true" />
      <div className="container site-footer__inner">
        <div className="site-footer__brand">
          <p className="site-footer__name">
            <span className="site-footer__mark" aria-hidden="true" />
            {t('common.shopName')}
          </p>
          <p className="site-footer__note">
            {t('footer.note', { threshold: formatRoundPrice(FREE_DELIVERY_THRESHOLD, language) })}
          </p>
        </div>
        {columns.map((column) => (
          <nav key={column.id} className="site-footer__column" aria-labelledby={column.id}>
            <h2 id={column.id} className="site-footer__heading">
              {t(column.title)}
            </h2>
            <ul className="site-footer__links">
              {column.links.map((link) => (
                <li key={link.key}>
                  <ShopLink href={link.href}>{t(link.key)}</ShopLink>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="site-footer__bottom">
        <div className="container site-footer__bottom-inner">
          <p className="site-footer__copyright">{t('footer.copyright')}</p>
          <div className="site-footer__payments">
            <h2 className="visually-hidden">{t('footer.paymentTitle')}</h2>
            <ul className="site-footer__payment-list" aria-label={t('footer.paymentTitle')}>
              {PAYMENT_METHODS.map((method) => (
                <li key={method} className="payment-badge">
                  {t(`footer.payment.${method}`)}
                </li>
              ))}
            </ul>
          </div>
        </div>
      </div>
    </footer>
  );
}
