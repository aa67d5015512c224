import { useCallback, useEffect, useRef, useState, type PointerEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { observer } from 'mobx-react-lite';
import type { HeaderPopup } from '@fanshop/core/header';
import { useService } from '../di/services-context';
import { useFocusTrap } from '../components/use-focus-trap';
import { useDismissOnLeave } from '../components/use-dismiss-on-leave';
import { useT } from '../i18n/i18n-context';
import { useHeaderParts } from './use-header-parts';

export interface HeaderPopupIconProps {
  readonly popup: HeaderPopup;
  /** The button's accessible name, with the count when there is one. */
  readonly label: string;
  /** The popup's accessible name. */
  readonly title: string;
  readonly icon: ReactNode;
  /** Shown as a badge when above zero. */
  readonly count?: number;
}

/**
 * A header icon with its popup (wishlist, cart, account). A mouse opens it by hovering and it closes
 * 300 ms after the pointer left (the core's `HeaderPopups`, which also keeps one open at a time). A
 * click or a key opens it as a dialog: focus moves in and stays there until Escape, the icon again,
 * or a click outside closes it. What it shows (`POPUP_CONTENT`) is rendered only while it is open, and
 * its code comes with the header's other parts (`use-header-parts.ts`).
 */
export const HeaderPopupIcon = observer(function HeaderPopupIcon({
  popup,
  label,
  title,
  icon,
  count = 0,
}: HeaderPopupIconProps) {
  const popups = useService('headerPopups');
  const open = popups.isOpen(popup);
  // Opened by a click or key press (rather than hover or an add): focus goes in and stays.
  const [pinned, setPinned] = useState(false);
  // Opened by the mouse passing over the icon: a peek, which never dims the page.
  const [peek, setPeek] = useState(false);
  const wrapperRef = useRef<HTMLDivElement>(null);
  const popupRef = useRef<HTMLDivElement>(null);
  const close = useCallback(() => popups.close(popup), [popups, popup]);
  const { t } = useT();
  const parts = useHeaderParts(open);
  const Content = parts?.POPUP_CONTENT[popup];
  const asDialog = { dialog: open && pinned };
  // Opened by the shop rather than the shopper (the wishlist after a heart): on phones it is a bar at
  // the bottom that taps go through, not a sheet over the page (wishlist.css).
  const announced = open && !pinned && !peek;
  // The focus can only move in once there is something to move to.
  useFocusTrap(popupRef, open && Content !== undefined, close, asDialog);
  // Tabbing out of a popup closes it; so does a press outside one opened as a dialog.
  useDismissOnLeave(wrapperRef, open, close, asDialog);

  useEffect(() => {
    if (!open) {
      setPinned(false);
      setPeek(false);
    }
  }, [open]);

  const onPointerEnter = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse') return;
    // Re-entering an open popup only cancels its closing; it stays what it was (a peek or pinned).
    if (!open) setPeek(true);
    popups.open(popup);
  };
  const onPointerLeave = (event: PointerEvent) => {
    // A keyboard user inside the popup keeps it, wherever the mouse goes.
    if (popupRef.current?.contains(document.activeElement)) return;
    if (event.pointerType === 'mouse' && !pinned) popups.leave(popup);
  };
  const id = `header-popup-${popup}`;
  return (
    <div
      ref={wrapperRef}
      className={`header-icon header-icon--${popup}`}
      onPointerEnter={onPointerEnter}
      onPointerLeave={onPointerLeave}
    >
      <button
        type="button"
        className="header-button header-icon__button"
        aria-expanded={open}
        aria-controls={id}
        aria-label={label}
        onClick={() => {
          if (open && pinned) {
            close();
            return;
          }
          popups.open(popup);
          setPinned(true);
          setPeek(false);
        }}
      >
        {icon}
        {count > 0 ? (
          <span className="header-icon__badge" aria-hidden="true">
            {Math.min(count, 99)}
            {count > 99 ? '+' : null}
          </span>
        ) : null}
      </button>
      {open && popup === 'cart' && !peek
        ? // On phones the cart covers most of the page: the page behind it dims, and a tap on it closes
          // the cart. It lies under the sticky header (in the body, below the header's layer), so the
          // header's icons and menu stay one tap away.
          createPortal(
            <div className="header-popup-backdrop" aria-hidden="true" onClick={close} />,
            document.body,
          )
        : null}
      <div
        id={id}
        ref={popupRef}
        className={`header-popup header-popup--${popup}${announced ? ' header-popup--announce' : ''}`}
        role="dialog"
        aria-label={title}
        hidden={!open}
      >
        {open && Content ? <Content onFollow={close} /> : null}
        {/* Opened before its code came (it comes at the first sign of intent): says so until it is here. */}
        {open && !Content ? <p className="header-popup__waiting">{t('common.loading')}</p> : null}
      </div>
    </div>
  );
});
