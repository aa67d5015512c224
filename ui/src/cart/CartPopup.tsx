import type { MouseEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { isDeliveryFree, lineQuantityRange, type CartProduct } from '@fanshop/core/cart';
import { useService } from '../di/services-context';
import { useT } from '../i18n/i18n-context';
import { Price } from '../components/Price';
import { ShopLink } from '../components/ShopLink';
import { StartShoppingLink } from '../components/StartShoppingLink';
import { BagIcon, CloseIcon } from '../header/icons';
import { CountedPopup } from '../header/PopupHead';
import { DecorativeImage } from '../components/DecorativeImage';
import { useSwappedFocus } from '../components/use-swapped-focus';

/**
 * Where the cart goes on: the checkout host, its checkout form for customers, its cart for guests, in
 * the page's language (the checkout reads `lang`; English is its default and needs none).
 */
function checkoutHref(checkoutUrl: string, loggedIn: boolean, language: string): string {
  const base = checkoutUrl.replace(/\/+$/, '');
  return loggedIn ? `${base}/checkout/${langQuery(language)}` : cartHref(checkoutUrl, language);
}

/** The full cart: the checkout host's first step, where quantities change and lines go. */
function cartHref(checkoutUrl: string, language: string): string {
  return `${checkoutUrl.replace(/\/+$/, '')}/${langQuery(language)}`;
}

function langQuery(language: string): string {
  return language === 'de-AT' ? '?lang=de' : '';
}

/**
 * The cart popup: the lines (picture, name linking to the product, brand, size, quantity, price;
 * unavailable ones marked), each removable with the 2-second undo, the totals from the API, and the
 * way to the checkout host (a full page load). Empty, loading and failed carts say so.
 */
export const CartPopup = observer(function CartPopup({ onFollow }: { onFollow: () => void }) {
  const cart = useService('cart');
  const session = useService('session');
  const config = useService('config');
  const navigator = useService('navigator');
  const { t, language } = useT();
  const checkout = checkoutHref(config.checkoutUrl, session.loggedIn, language);

  /**
   * A removal still waiting for its 2 seconds is carried out before the shopper leaves for the checkout
   * host (spec section 4: they asked for the line to go), so the checkout never shows it.
   */
  const leaveFor = (target: string) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (!cart.removing || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    void cart.sendPendingRemoval().then(() => navigator.leaveTo(target));
  };
  const fullCart = cartHref(config.checkoutUrl, language);

  let body;
  if (!cart.cart && cart.status === 'error') {
    body = (
      <div className="cart-popup__state">
        <p role="alert">{t('cart.loadFailed')}</p>
        <button type="button" className="button button--secondary" onClick={() => void cart.retry()}>
          {t('common.retry')}
        </button>
      </div>
    );
  } else if (!cart.cart && cart.status !== 'ready') {
    body = <p className="cart-popup__state">{t('common.loading')}</p>;
  } else if (!cart.cart || cart.isEmpty) {
    // Ready without a cart: a first-time guest has no identity yet, so no cart to load.
    body = (
      <div className="cart-popup__state cart-popup__empty">
        <BagIcon />
        <p>{t('cart.empty')}</p>
        <StartShoppingLink onClick={onFollow} />
      </div>
    );
  } else {
    const { total } = cart.cart;
    body = (
      <>
        <ul className="cart-lines">
          {cart.lines.map((line) => (
            <CartLine key={line.hash} line={line} onFollow={onFollow} />
          ))}
        </ul>
        {cart.hasUnavailable ? <p className="notice cart-popup__note">{t('cart.unavailableNote')}</p> : null}
        <dl className="cart-totals">
          <div className="cart-totals__row">
            <dt>{t('cart.delivery')}</dt>
            <dd>{isDeliveryFree(total) ? t('cart.free') : total.deliveryPriceFormatted}</dd>
          </div>
          <div className="cart-totals__row cart-totals__row--total">
            <dt>{t('cart.total')}</dt>
            <dd>{total.totalCartPriceFormatted}</dd>
          </div>
        </dl>
        <p className="cart-popup__vat">{t('cart.vatNote')}</p>
        <ShopLink href={checkout} className="button cart-popup__checkout" onClick={leaveFor(checkout)}>
          {t('cart.checkout')}
        </ShopLink>
        {session.loggedIn ? (
          <ShopLink href={fullCart} className="cart-popup__view" onClick={leaveFor(fullCart)}>
            {t('cart.viewCart')}
          </ShopLink>
        ) : null}
        <button type="button" className="button button--secondary cart-popup__continue" onClick={onFollow}>
          {t('cart.continueShopping')}
        </button>
      </>
    );
  }

  return (
    <CountedPopup of="cart" count={cart.itemCount}>
      {body}
    </CountedPopup>
  );
});

/** One cart line, or, while its removal waits, the line's name with the undo button. */
const CartLine = observer(function CartLine({ line, onFollow }: { line: CartProduct; onFollow: () => void }) {
  const cart = useService('cart');
  const { t } = useT();
  const removing = cart.isRemoving(line);
  const available = cart.isAvailable(line);
  // The pressed button disappears: the focus moves to the one taking its place.
  const { swappedRef: undoRef, restoredRef: removeRef } = useSwappedFocus(removing);

  if (removing) {
    return (
      <li className="cart-line cart-line--removing">
        <p className="cart-line__removing-text">{t('cart.removing', { name: line.name })}</p>
        <button
          ref={undoRef}
          type="button"
          className="button button--secondary cart-line__undo"
          aria-label={t('cart.undoLabel', { name: line.name })}
          onClick={() => cart.undo()}
        >
          {t('cart.undo')}
        </button>
      </li>
    );
  }
  return (
    <li className={`cart-line${available ? '' : ' cart-line--unavailable'}`}>
      <span className="cart-line__media" aria-hidden="true">
        {line.image ? (
          <DecorativeImage className="cart-line__image" src={line.image} width={64} height={64} />
        ) : (
          <BagIcon />
        )}
      </span>
      <div className="cart-line__body">
        <p className="cart-line__brand">{line.brand}</p>
        <p className="cart-line__name">
          {line.url ? (
            <ShopLink href={line.url} onClick={onFollow}>
              {line.name}
            </ShopLink>
          ) : (
            line.name
          )}
        </p>
        <p className="cart-line__meta">{t('cart.size', { size: line.option.title })}</p>
        {line.personalisation ? (
          <p className="cart-line__print">
            {t('cart.print', {
              print: line.personalisation.label,
              price: line.personalisation.priceFormatted,
            })}
          </p>
        ) : null}
        {available ? null : <p className="cart-line__status">{t('cart.unavailable')}</p>}
        <div className="cart-line__foot">
          {available ? <QuantityStepper line={line} /> : null}
          <Price prices={line.prices} size="sm" />
        </div>
      </div>
      <button
        ref={removeRef}
        type="button"
        className="header-button cart-line__remove"
        aria-label={
          line.personalisation
            ? t('cart.removePrintedLine', {
                name: line.name,
                size: line.option.title,
                print: line.personalisation.label,
              })
            : t('cart.removeLine', { name: line.name, size: line.option.title })
        }
        onClick={() => void cart.remove(line)}
      >
        <CloseIcon size={18} />
      </button>
    </li>
  );
});

/**
 * A line's quantity with one fewer and one more. The buttons stay focusable at their limits (marked
 * `aria-disabled`), so the focus never drops out of the popup; going below one is the remove button's.
 */
const QuantityStepper = observer(function QuantityStepper({ line }: { line: CartProduct }) {
  const cart = useService('cart');
  const { t } = useT();
  const quantity = line.option.quantity;
  const { max } = lineQuantityRange(line);
  const busy = cart.changing !== null;
  const canLower = quantity > 1 && !busy;
  const canRaise = quantity < max && !busy;
  const step = (by: 1 | -1) => void cart.changeQuantity(line, quantity + by);
  return (
    <div
      className="quantity-stepper"
      role="group"
      aria-label={t('cart.quantityOf', { name: line.name, size: line.option.title })}
      aria-busy={cart.changing === line.hash || undefined}
    >
      <StepButton label={t('cart.decrease')} sign="−" enabled={canLower} onStep={() => step(-1)} />
      <span className="quantity-stepper__value">
        <span aria-hidden="true">{quantity}</span>
        <span className="visually-hidden">{t('cart.quantityValue', { count: quantity })}</span>
      </span>
      <StepButton label={t('cart.increase')} sign="+" enabled={canRaise} onStep={() => step(1)} />
    </div>
  );
});

/** One of the stepper's buttons: named by its label, marked `aria-disabled` (not disabled) at a limit. */
function StepButton({
  label,
  sign,
  enabled,
  onStep,
}: {
  label: string;
  sign: string;
  enabled: boolean;
  onStep: () => void;
}) {
  return (
    <button
      type="button"
      className="quantity-stepper__button"
      aria-label={label}
      aria-disabled={!enabled || undefined}
      onClick={() => {
        if (enabled) onStep();
      }}
    >
      <span aria-hidden="true">{sign}</span>
    </button>
  );
}
