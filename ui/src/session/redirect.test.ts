import { describe, expect, it } from 'vitest';
import { safeInAppPath } from '@fanshop/core/navigation';
import { RecordingNavigator } from '@fanshop/core/testing';
import { goOnAfterSignIn, loginPathFor } from './redirect';

const OWN = { shopOrigin: 'https://www.fanshop.test', checkoutUrl: 'https://checkout.fanshop.test' };

describe('goOnAfterSignIn', () => {
  it('goes to a storefront page in the app, to the checkout host with a full page load, else to the account', () => {
    const navigator = new RecordingNavigator();

    goOnAfterSignIn(navigator, '?redirect=%2Fwishlist%2F', OWN);
    goOnAfterSignIn(navigator, '?redirect=https%3A%2F%2Fcheckout.fanshop.test%2Fcheckout%2F', OWN);
    goOnAfterSignIn(navigator, '?redirect=https%3A%2F%2Fevil.example%2F', OWN);

    expect(navigator.visits).toEqual([
      '/wishlist/',
      'https://checkout.fanshop.test/checkout/',
      '/my-account/',
    ]);
  });
});

describe('loginPathFor', () => {
  it('brings the shopper back to a page, but not to home', () => {
    expect(loginPathFor('/my-account/orders/')).toBe('/login/?redirect=%2Fmy-account%2Forders%2F');
    expect(loginPathFor('/')).toBe('/login/');
    expect(safeInAppPath('//x/')).toBeNull();
  });
});
