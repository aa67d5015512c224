import { afterAll, beforeAll } from 'vitest';
import { createCheckoutApp } from '../checkout/checkout-app';
import { listen, startTestServer, type TestServer } from './test-server';

/** An answer of the checkout host: status, headers, HTML. */
export interface CheckoutPage {
  readonly status: number;
  readonly headers: Headers;
  readonly text: string;
}

/** A browser's view of the checkout host beside a test API: its cookies and its pages. */
export interface CheckoutClient {
  readonly url: string;
  page(path: string, cookies: Record<string, string>, init?: RequestInit): Promise<CheckoutPage>;
  post(
    path: string,
    cookies: Record<string, string>,
    form: Record<string, string>,
    headers?: Record<string, string>,
  ): Promise<CheckoutPage>;
  /**
   * Posts the checkout form as `post` does; when the answer leads to the payment provider (card, PayPal,
   * eps), approves the payment on the sandbox's page as the shopper would, and answers that answer.
   */
  order(
    path: string,
    cookies: Record<string, string>,
    form: Record<string, string>,
    headers?: Record<string, string>,
  ): Promise<CheckoutPage>;
  close(): Promise<void>;
}

/** Starts the checkout host over the test API's services. */
export async function startCheckout(api: TestServer): Promise<CheckoutClient> {
  const server = await listen(createCheckoutApp(api.services));
  const page = async (path: string, cookies: Record<string, string>, init: RequestInit = {}) => {
    const cookie = Object.entries(cookies)
      .map(([k, v]) => `${k}=${encodeURIComponent(v)}`)
      .join('; ');
    const res = await fetch(`${server.url}${path}`, {
      ...init,
      redirect: 'manual',
      headers: { Cookie: cookie, ...(init.headers as Record<string, string>) },
    });
    return { status: res.status, headers: res.headers, text: await res.text() };
  };
  const post: CheckoutClient['post'] = (path, cookies, form, headers = {}) =>
    page(path, cookies, {
      method: 'POST',
      body: new URLSearchParams(form).toString(),
      // A browser names the page's origin on every form post.
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: server.url, ...headers },
    });
  return {
    url: server.url,
    page,
    post,
    order: async (path, cookies, form, headers = {}) => {
      const sent = await post(path, cookies, form, headers);
      const provider = sent.headers.get('location') ?? '';
      if (sent.status !== 303 || !/\/pay\/[0-9a-f-]{36}\/$/.test(provider)) return sent;
      const paying = await page(provider, cookies);
      return post(`${provider}approve/`, cookies, { csrf: csrfOf(paying.text) }, headers);
    },
    close: server.close,
  };
}

/** A test API and the checkout host over it, for one test file. */
export interface CheckoutHost {
  readonly api: TestServer;
  readonly checkout: CheckoutClient;
}

/**
 * Starts a test API and the checkout host over it before the file's tests, and stops both after them.
 * Read `api` and `checkout` inside the tests: they exist once the file's tests run.
 */
export function checkoutHostForTests(): CheckoutHost {
  let api: TestServer | undefined;
  let checkout: CheckoutClient | undefined;
  beforeAll(async () => {
    api = await startTestServer();
    checkout = await startCheckout(api);
  });
  afterAll(async () => {
    await checkout?.close();
    await api?.close();
  });
  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('the checkout host starts before the file’s tests');
    return value;
  };
  return {
    get api() {
      return started(api);
    },
    get checkout() {
      return started(checkout);
    },
  };
}

/** A home delivery to Linz, paid by invoice, as a checkout form sends it. */
export const HOME_IN_LINZ = {
  deliveryType: 'home',
  street: 'Landstraße',
  streetNo: '5',
  postal: '4020',
  city: 'Linz',
  paymentMethod: 'invoice',
} as const;

/** The form token of a page's form. */
export function csrfOf(html: string): string {
  const token = /name="csrf"\s+value="([^"]+)"/.exec(html)?.[1];
  if (!token) throw new Error('the page has no form token');
  return token;
}

/** The order uuid of a redirect to the confirmation page (`/checkout/done/{uuid}/`, also under `/de/`). */
export function orderUuidOf(location: string | null): string {
  const uuid = /^(?:\/de)?\/checkout\/done\/([0-9a-f-]{36})\/$/.exec(location ?? '')?.[1];
  if (!uuid) throw new Error(`not a confirmation: ${location}`);
  return uuid;
}

/** The text of a page without its tags, spaces collapsed: what a person reads. */
export function readable(html: string): string {
  return html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ')
    .trim();
}
