import { observer } from 'mobx-react-lite';
import { useService } from '../di/services-context';
import { useT } from '../i18n/i18n-context';
import { ShopLink } from '../components/ShopLink';
import { PopupHead } from './PopupHead';

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
  const name = session.loggedIn ? session.firstName : '';
  const logout = () => {
    onFollow();
    void session.logout();
  };
  return (
    <div className="account-popup">
      <PopupHead title={name ? t('header.greeting', { name }) : t('header.accountTitle')} />
      {session.loggedIn ? (
        <>
          <ul className="account-popup__links">
            {ACCOUNT_LINKS.map((link) => (
              <li key={link.key}>
                <ShopLink href={link.href} onClick={onFollow}>
                  {t(link.key)}
                </ShopLink>
              </li>
            ))}
          </ul>
          <button type="button" className="button button--secondary account-popup__action" onClick={logout}>
            {t('header.logout')}
          </button>
        </>
      ) : (
        <>
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
        </>
      )}
    </div>
  );
});
