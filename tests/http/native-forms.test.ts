import { describe, expect, inject, it } from 'vitest';
import { TOKEN_COOKIE } from '@fanshop/core/shared';
import { demoCustomerCookies } from '../support/demo-sign-in';

/**
 * A form sent before its page's script ran, as the browser sends it (issue: nothing a shopper sends is
 * lost): the storefront's server answers it through the page's own action against the real API. The
 * browser journeys without the script are in tests/e2e/engines/no-script.spec.ts.
 */

const shop = inject('shop');

function post(path: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
  return fetch(`${shop.storefront}${path}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: shop.storefront, ...headers },
    body: new URLSearchParams(fields).toString(),
  });
}

async function registered(label: string): Promise<{ email: string; password: string }> {
  const unique = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
  const customer = { email: `${label}-${unique}@fanshop.test`, password: `Fanshop-${unique}!` };
  const res = await fetch(`${shop.api}/api/v1/auth/register/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'X-Client': 'storefront-web', uuid: `u${unique}` },
    body: JSON.stringify({
      firstName: 'Toni',
      lastName: 'Polster',
      ...customer,
      password_confirmation: customer.password,
    }),
  });
  expect(res.status).toBe(200);
  return customer;
}

describe('a login posted before the page’s script ran', () => {
  it('with the right password, then the session cookies are set as the script sets them and the shopper goes back', async () => {
    const customer = await registered('native-login');
    const res = await post('/login/?redirect=%2Fwishlist%2F', { _form: 'login', ...customer });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/wishlist/');
    expect(res.headers.get('cache-control')).toBe('no-store');
    const cookies = res.headers.getSetCookie().join('\n');
    expect(cookies).toMatch(new RegExp(`^${TOKEN_COOKIE}=[^;]+; Max-Age=\\d+; Path=/; SameSite=Lax`, 'm'));
    expect(cookies).not.toMatch(/HttpOnly/);
  });

  it('with a wrong password, then the page again (422) with the email kept, no password, and the message in the page’s language', async () => {
    const customer = await registered('native-wrong');
    for (const [path, message] of [
      ['/login/', 'The email address or password is not correct.'],
      ['/de/login/', 'E-Mail-Adresse oder Passwort ist nicht korrekt.'],
    ] as const) {
      const res = await post(path, { _form: 'login', email: customer.email, password: 'not-it' });
      expect(res.status).toBe(422);
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(res.headers.getSetCookie().join()).not.toContain(TOKEN_COOKIE);
      const html = await res.text();
      expect(html).toContain(`value="${customer.email}"`);
      expect(html).not.toContain('not-it');
      expect(html).toContain(message);
    }
  });
});

describe('a post from another site', () => {
  it('is refused with 403 and changes nothing: no session, no address saved', async () => {
    const customer = await registered('native-csrf');
    const login = await post('/login/', { _form: 'login', ...customer }, { Origin: 'https://evil.example' });
    expect(login.status).toBe(403);
    expect(login.headers.getSetCookie()).toEqual([]);

    const cookie = await demoCustomerCookies(shop.api, customer.email, customer.password);
    const address = {
      _form: 'address',
      deliveryType: 'home',
      firstname: 'Toni',
      lastname: 'Polster',
      street: 'Fremdgasse',
      streetNo: '1',
      postal: '1010',
      city: 'Wien',
      countryId: '40',
    };
    const forged = await post('/my-account/delivery-address/?edit=new', address, {
      Origin: 'https://evil.example',
      Cookie: cookie,
    });
    expect(forged.status).toBe(403);
    const page = await fetch(`${shop.storefront}/my-account/delivery-address/`, {
      headers: { Cookie: cookie },
    });
    expect(await page.text()).not.toContain('Fremdgasse');

    // From the shop's own page the same post saves it.
    const own = await post('/my-account/delivery-address/?edit=new', address, { Cookie: cookie });
    expect(own.status).toBe(200);
    expect(await own.text()).toContain('Fremdgasse');
  });
});

describe('the account details posted before the page’s script ran', () => {
  it('save the personal data, and change the password with a new session cookie; the old password is refused at its field', async () => {
    const customer = await registered('native-details');
    const cookie = await demoCustomerCookies(shop.api, customer.email, customer.password);
    const personal = await post(
      '/my-account/account-details/',
      { _form: 'personal', firstName: 'Herbert', lastName: 'Prohaska', phone: '', birthday: '', gender: '' },
      { Cookie: cookie },
    );
    expect(personal.status).toBe(200);
    const saved = await personal.text();
    expect(saved).toContain('Your details are saved.');
    expect(saved).toContain('value="Herbert"');

    const wrong = await post(
      '/my-account/account-details/',
      {
        _form: 'password',
        oldPassword: 'not-it',
        newPassword: 'Another-1234!',
        newPassword_confirmation: 'Another-1234!',
      },
      { Cookie: cookie },
    );
    expect(wrong.status).toBe(422);
    expect(await wrong.text()).not.toContain('Another-1234!');

    const changed = await post(
      '/my-account/account-details/',
      {
        _form: 'password',
        oldPassword: customer.password,
        newPassword: 'Another-1234!',
        newPassword_confirmation: 'Another-1234!',
      },
      { Cookie: cookie },
    );
    expect(changed.status).toBe(200);
    expect(await changed.text()).toContain('Your password is changed.');
    expect(changed.headers.getSetCookie().join()).toContain(`${TOKEN_COOKIE}=`);
  });
});

describe('a search sent by the header’s form without the script', () => {
  it('lands on the query’s normal form with a 301, in both languages', async () => {
    const typed = `  home   jersey ${'x'.repeat(54)}`;
    for (const prefix of ['', '/de']) {
      const res = await fetch(`${shop.storefront}${prefix}/search/?q=${encodeURIComponent(typed)}`, {
        redirect: 'manual',
      });
      expect(res.status).toBe(301);
      expect(res.headers.get('location')).toBe(`${prefix}/search/?q=home+jersey+${'x'.repeat(34)}`);
    }
  });
});
