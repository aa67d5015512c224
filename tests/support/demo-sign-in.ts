import { REQUEST_ID_COOKIE, TOKEN_COOKIE } from '@fanshop/core/shared';
import { DEMO_PASSWORD } from '../../backend/src/accounts/demo-customers';

/**
 * Signs a demo customer in through the API, as the storefront's login form does, and answers the
 * `Cookie` header the storefront then reads (token and request id). Fails on any other answer than 200.
 */
export async function demoCustomerCookies(
  apiUrl: string,
  email: string,
  password = DEMO_PASSWORD,
): Promise<string> {
  const res = await fetch(`${apiUrl}/api/v1/auth/login/`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'X-Client': 'storefront-web',
      uuid: `u${crypto.randomUUID()}`,
    },
    body: JSON.stringify({ email, password }),
  });
  if (res.status !== 200) throw new Error(`the login of ${email} answered ${res.status}`);
  const { token, uuid } = (await res.json()) as { token: string; uuid: string };
  return `${TOKEN_COOKIE}=${token}; ${REQUEST_ID_COOKIE}=${uuid}`;
}
