import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { POPUP_CLOSE_DELAY_MS, WISHLIST_POPUP_AUTO_CLOSE_MS } from '../shared/constants.js';
import { FakeScheduler } from '../shared/testing/fake-scheduler.js';
import { HEADER_POPUPS, type HeaderPopup, HeaderPopups } from './header-popups.js';

const setup = () => {
  const scheduler = new FakeScheduler();
  return { scheduler, popups: new HeaderPopups(scheduler) };
};

describe('given an open cart popup', () => {
  it('when the pointer leaves, then it closes only after the delay', () => {
    const { scheduler, popups } = setup();
    popups.open('cart');
    popups.leave('cart');
    scheduler.advance(POPUP_CLOSE_DELAY_MS - 1);
    expect(popups.isOpen('cart')).toBe(true);
    scheduler.advance(1);
    expect(popups.isOpen('cart')).toBe(false);
  });

  it('when the pointer re-enters within the delay, then it stays open', () => {
    const { scheduler, popups } = setup();
    popups.open('cart');
    popups.leave('cart');
    scheduler.advance(POPUP_CLOSE_DELAY_MS - 50);
    popups.open('cart');
    scheduler.advance(POPUP_CLOSE_DELAY_MS * 10);
    expect(popups.isOpen('cart')).toBe(true);
  });

  it('when another popup opens, then the cart closes at once', () => {
    const { popups } = setup();
    popups.open('cart');
    popups.leave('cart');
    popups.open('account');
    expect(popups.state).toEqual({ wishlist: false, cart: false, account: true });
  });

  it('when closed directly, then it closes now and a pending close does nothing later', () => {
    const { scheduler, popups } = setup();
    const changes: unknown[] = [];
    popups.subscribe((s) => changes.push(s));
    popups.open('cart');
    popups.leave('cart');
    popups.close('cart');
    expect(popups.isOpen('cart')).toBe(false);
    expect(scheduler.size).toBe(0);
    expect(changes).toHaveLength(2);
  });

  it('when a closed popup is left, then nothing is scheduled', () => {
    const { scheduler, popups } = setup();
    popups.leave('account');
    expect(scheduler.size).toBe(0);
  });
});

describe('given a product was added to the wishlist', () => {
  it('when nothing else happens, then the wishlist popup shows and closes itself after 6 s', () => {
    const { scheduler, popups } = setup();
    popups.open('cart');
    popups.wishlistItemAdded();
    expect(popups.state).toEqual({ wishlist: true, cart: false, account: false });
    scheduler.advance(WISHLIST_POPUP_AUTO_CLOSE_MS - 1);
    expect(popups.isOpen('wishlist')).toBe(true);
    scheduler.advance(1);
    expect(popups.isOpen('wishlist')).toBe(false);
  });

  it('when the shopper moves into the popup, then it stays until they leave', () => {
    const { scheduler, popups } = setup();
    popups.wishlistItemAdded();
    scheduler.advance(1_000);
    popups.open('wishlist');
    scheduler.advance(WISHLIST_POPUP_AUTO_CLOSE_MS);
    expect(popups.isOpen('wishlist')).toBe(true);
    popups.leave('wishlist');
    scheduler.advance(POPUP_CLOSE_DELAY_MS);
    expect(popups.isOpen('wishlist')).toBe(false);
  });

  it('when another popup opens, then the wishlist closes and its auto-close does not touch the other', () => {
    const { scheduler, popups } = setup();
    popups.wishlistItemAdded();
    popups.open('account');
    scheduler.advance(WISHLIST_POPUP_AUTO_CLOSE_MS);
    expect(popups.state).toEqual({ wishlist: false, cart: false, account: true });
  });

  it('when a second add follows, then the auto-close counts from the second add', () => {
    const { scheduler, popups } = setup();
    popups.wishlistItemAdded();
    scheduler.advance(4_000);
    popups.wishlistItemAdded();
    scheduler.advance(WISHLIST_POPUP_AUTO_CLOSE_MS - 1);
    expect(popups.isOpen('wishlist')).toBe(true);
    scheduler.advance(1);
    expect(popups.isOpen('wishlist')).toBe(false);
  });
});

type Action =
  | { kind: 'open' | 'leave' | 'close'; popup: HeaderPopup }
  | { kind: 'added' }
  | { kind: 'closeAll' }
  | { kind: 'advance'; ms: number };

const popupArb = fc.constantFrom(...HEADER_POPUPS);
const actionArb: fc.Arbitrary<Action> = fc.oneof(
  fc.record({ kind: fc.constantFrom('open' as const, 'leave' as const, 'close' as const), popup: popupArb }),
  fc.constant({ kind: 'added' as const }),
  fc.constant({ kind: 'closeAll' as const }),
  fc.record({
    kind: fc.constant('advance' as const),
    ms: fc.oneof(
      fc.integer({ min: 0, max: 7_000 }),
      fc.constantFrom(POPUP_CLOSE_DELAY_MS - 1, POPUP_CLOSE_DELAY_MS, WISHLIST_POPUP_AUTO_CLOSE_MS),
    ),
  }),
);

/** The rules as a model: the one open popup and when it is due to close. */
interface Model {
  now: number;
  open: HeaderPopup | null;
  closeAt: number | null;
}

function step(model: Model, action: Action): Model {
  switch (action.kind) {
    case 'open':
      return { ...model, open: action.popup, closeAt: null };
    case 'leave':
      return model.open === action.popup ? { ...model, closeAt: model.now + POPUP_CLOSE_DELAY_MS } : model;
    case 'close':
      return model.open === action.popup ? { ...model, open: null, closeAt: null } : model;
    case 'closeAll':
      return { ...model, open: null, closeAt: null };
    case 'added':
      return { ...model, open: 'wishlist', closeAt: model.now + WISHLIST_POPUP_AUTO_CLOSE_MS };
    case 'advance': {
      const now = model.now + action.ms;
      const due = model.closeAt !== null && model.closeAt <= now;
      return due ? { now, open: null, closeAt: null } : { ...model, now };
    }
  }
}

describe('given listeners', () => {
  it('then they hear of every change and of nothing else, until they unsubscribe (property)', () => {
    fc.assert(
      fc.property(fc.array(actionArb, { maxLength: 40 }), (actions) => {
        const { scheduler, popups } = setup();
        const heard: boolean[] = [];
        const unsubscribe = popups.subscribe(() => heard.push(true));
        for (const action of actions) {
          const before = popups.state;
          heard.length = 0;
          if (action.kind === 'advance') scheduler.advance(action.ms);
          else if (action.kind === 'added') popups.wishlistItemAdded();
          else if (action.kind === 'closeAll') popups.closeAll();
          else popups[action.kind](action.popup);
          const changed = HEADER_POPUPS.some((p) => popups.state[p] !== before[p]);
          expect(heard.length).toBe(changed ? 1 : 0);
        }
        unsubscribe();
        heard.length = 0;
        popups.open('cart');
        popups.open('account');
        expect(heard).toEqual([]);
      }),
    );
  });
});

describe('given any sequence of opens, leaves, closes, adds and time passing', () => {
  it('then at most one popup is ever open and the popups agree with the model (property)', () => {
    fc.assert(
      fc.property(fc.array(actionArb, { maxLength: 50 }), (actions) => {
        const { scheduler, popups } = setup();
        let model: Model = { now: 0, open: null, closeAt: null };
        for (const action of actions) {
          if (action.kind === 'advance') scheduler.advance(action.ms);
          else if (action.kind === 'added') popups.wishlistItemAdded();
          else if (action.kind === 'closeAll') popups.closeAll();
          else popups[action.kind](action.popup);
          model = step(model, action);

          const open = HEADER_POPUPS.filter((p) => popups.isOpen(p));
          expect(open.length).toBeLessThanOrEqual(1);
          expect(open[0] ?? null).toBe(model.open);
          // No timer outlives the popup it would close.
          if (model.open === null) expect(scheduler.size).toBe(0);
        }
      }),
    );
  });
});
