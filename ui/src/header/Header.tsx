import { observer } from 'mobx-react-lite';
import { localisePath, splitLanguage, type Language } from '@fanshop/core/navigation/language';
import { useLocation, useSearch } from 'wouter';
import { useT } from '../i18n/i18n-context';
import { ShopLink } from '../components/ShopLink';

/** The sticky site header: logo, and the language switch that keeps the page. */
export const Header = observer(function Header() {
  const { t, language } = useT();
  const [path] = useLocation();
  const search = useSearch();
  const other: Language = language === 'de-AT' ? 'en-US' : 'de-AT';
  const { path: bare } = splitLanguage(path);
  const switchHref = localisePath(bare, other) + (search ? `?${search}` : '');
  return (
    <header className="site-header">
      <div className="container site-header__inner">
        <ShopLink href="/" className="site-header__logo" aria-label={t('header.homeLabel')}>
          <span className="site-header__logo-mark" aria-hidden="true" />
          <span className="site-header__logo-text">{t('common.shopName')}</span>
        </ShopLink>
        <a
          className="site-header__language"
          href={switchHref}
          hrefLang={other === 'de-AT' ? 'de' : 'en'}
          lang={other}
        >
          {t('header.switchLanguage')}
        </a>
      </div>
    </header>
  );
});
