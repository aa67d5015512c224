import { observer } from 'mobx-react-lite';
import { useService } from '../di/services-context';
import { useT } from '../i18n/i18n-context';
import { MenuIcon } from './icons';
import type { LanguageSwitchLink } from './MobileMenuDialog';
import { useHeaderParts } from './use-header-parts';

const MOBILE_MENU_ID = 'mobile-menu';

/** The burger button that opens the mobile menu (hidden from tablet landscape up). */
export const MobileMenuButton = observer(function MobileMenuButton() {
  const menu = useService('menu');
  const { t } = useT();
  return (
    <button
      type="button"
      className="header-button mobile-menu-button"
      aria-expanded={menu.mobile.open}
      aria-controls={MOBILE_MENU_ID}
      aria-label={t('header.openMenu')}
      onClick={() => menu.toggleMobile()}
    >
      <MenuIcon />
    </button>
  );
});

/**
 * The mobile slide-in menu's place in the header: nothing to see while it is closed, the dialog
 * (`MobileMenuDialog`) while it is open. The dialog's code comes with the header's other parts
 * (`use-header-parts.ts`), so the phone menu opens as soon as it is there.
 */
export const MobileMenu = observer(function MobileMenu({
  languageSwitch,
}: {
  readonly languageSwitch: LanguageSwitchLink;
}) {
  const menu = useService('menu');
  const open = menu.mobile.open;
  const parts = useHeaderParts(open);
  if (!open || !parts) return <div id={MOBILE_MENU_ID} hidden />;
  return <parts.MobileMenuDialog id={MOBILE_MENU_ID} languageSwitch={languageSwitch} />;
});
