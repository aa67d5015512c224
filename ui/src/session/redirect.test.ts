import { describe, expect, it } from 'vitest';
import { loginPathFor, redirectAfterSignIn, safeInAppPath } from './redirect';

describe('redirectAfterSignIn', () => {
  it('given an in-app page, then it goes there, without the language prefix', () => {
    expect(redirectAfterSignIn('?redirect=%2Fwishlist%2F')).toBe('/wishlist/');
    expect(redirectAfterSignIn('redirect=/de/my-account/orders/')).toBe('/my-account/orders/');
    expect(redirectAfterSignIn('?redirect=/p/austria-home-jersey-2026-101/?size=M')).toBe(
      '/p/austria-home-jersey-2026-101/?size=M',
    );
  });

  it('given nothing, another site, a scheme or a sign-in page, then it goes to the account overview', () => {
    for (const search of [
      '',
      '?redirect=',
      '?redirect=//evil.example/',
      '?redirect=https://evil.example/',
      '?redirect=javascript:alert(1)',
      '?redirect=/\\evil.example/',
      '?redirect=%2F%2Fevil.example%2F',
      '?redirect=/login/',
      '?redirect=/de/register/',
      '?redirect=/my-account/order-details/not-a-uuid/',
    ]) {
      expect(redirectAfterSignIn(search), search).toBe('/my-account/');
    }
  });
});

describe('loginPathFor', () => {
  it('brings the shopper back to a page, but not to home', () => {
    expect(loginPathFor('/my-account/orders/')).toBe('/login/?redirect=%2Fmy-account%2Forders%2F');
    expect(loginPathFor('/')).toBe('/login/');
    expect(safeInAppPath('//x/')).toBeNull();
  });
});
