import { useT } from '../i18n/i18n-context';
import { ShopLink } from './ShopLink';

const FOOTER_LINKS = [
  { key: 'footer.shipping', href: '/services/shipping/' },
  { key: 'footer.returns', href: '/services/returns/' },
  { key: 'footer.sizeGuide', href: '/services/size-guide/' },
  { key: 'footer.faq', href: '/faq/' },
  { key: 'footer.imprint', href: '/static/imprint/' },
  { key: 'footer.privacy', href: '/static/privacy/' },
  { key: 'footer.terms', href: '/static/terms/' },
] as const;

/** The footer: service and legal pages, and the shop's promise. */
export function Footer() {
  const { t } = useT();
  return (
    <footer className="site-footer">
      <div className="container site-footer__inner">
        <nav aria-label={t('footer.navLabel')}>
          <ul className="site-footer__links">
            {FOOTER_LINKS.map((link) => (
              <li key={link.key}>
                <ShopLink href={link.href}>{t(link.key)}</ShopLink>
              </li>
            ))}
          </ul>
        </nav>
        <p className="site-footer__note">{t('footer.note')}</p>
      </div>
    </footer>
  );
}
