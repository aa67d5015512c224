import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useService } from '../di/services-context';
import { useT } from '../i18n/i18n-context';

/**
 * Logs the customer out: credentials, cart, wishlist and merge ids are cleared and the shop goes home
 * (the core's `Logout`). Shows that it is working; the session ends even if the API call fails.
 */
export const LogoutButton = observer(function LogoutButton({ className }: { className?: string }) {
  const { t } = useT();
  const session = useService('session');
  const [busy, setBusy] = useState(false);
  const logout = () => {
    if (busy) return;
    setBusy(true);
    void session.logout().finally(() => setBusy(false));
  };
  return (
    <button
      type="button"
      className={className ?? 'button button--secondary'}
      onClick={logout}
      aria-disabled={busy ? true : undefined}
    >
      {busy ? <span className="form-spinner" aria-hidden="true" /> : null}
      {t(busy ? 'auth.logout.busy' : 'auth.logout.label')}
    </button>
  );
});
