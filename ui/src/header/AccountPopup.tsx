import { observer } from 'mobx-react-lite';
import { useService } from '../di/services-context';
import { useT } from '../i18n/i18n-context';
import { ShopLink } from '../components/ShopLink';

const ACCOUNT_LINKS = [
  { key: 'header.myAccount', href: '/my-account/' },
  { key: 'header.orders', href: '/my-account/orders/' },
  { key: 'header.deliveryAddress', href: '/my-account/delivery-address/' },
  { key: 'header.accountDetails', href: '/my-account/account-details/' },
] as const;

/**
 * The account popup: login and registration for guests; for customers a greeting, the my-account
 * pages and logout (which clears the cart and the wishlist and goes home).
 */
export const AccountPopup = observer(function AccountPopup({ onFollow }: { onFollow: () => void }) {
  const session = useService('session');
  const { t } = useT();
  if (!session.loggedIn) {
    return (
      <div className="account-popup">
        <div className="header-popup__head">
          <h2 className="header-popup__title">{t('header.accountTitle')}</h2>
        </div>
        <p className="account-popup__intro">{t('header.guestIntro')}</p>
        <ShopLink href="/login/" className="button account-popup__action" onClick={onFollow}>
          {t('header.login')}
        </ShopLink>
        <ShopLink
          href="/register/"
          className="button button--secondary account-popup__action"
          onClick={onFollow}
        >
          {t('header.register')}
        </ShopLink>
      </div>
    );
  }
  return (
    <div className="account-popup">
      <div className="header-popup__head">
        <h2 className="header-popup__title">
          {session.firstName ? t('header.greeting', { name: session.firstName }) : t('header.accountTitle')}
        </h2>
      </div>
      <ul className="account-popup__links">
        {ACCOUNT_LINKS.map((link) => (
          <li key={link.key}>
            <ShopLink href={link.href} onClick={onFollow}>
              {t(link.key)}
            </ShopLink>
          </li>
        ))}
      </ul>
      <button
        type="button"
        className="button button--secondary account-popup__action"
        onClick={() => {
          onFollow();
          void session.logout();
        }}
      >
        {t('header.logout')}
      </button>
    </div>
  );
});
