import { randomUUID } from 'node:crypto';
import {
  HttpAccountGateway,
  HttpAuthGateway,
  HttpCartGateway,
  HttpContentGateway,
  HttpHeaderGateway,
  HttpListingGateway,
  HttpProductGateway,
  HttpSitemapGateway,
  HttpWishlistGateway,
} from '@fanshop/adapters/gateways';
import { HttpClient, type ResponseErrorEvent } from '@fanshop/adapters/http';
import {
  CookieCredentialStore,
  RequestCookieJar,
  CryptoRequestIdFactory,
  MemoryStorage,
} from '@fanshop/adapters/storage';
import { SystemScheduler } from '@fanshop/adapters/time';
import { type AuthAnswer, EnsureRequestId } from '@fanshop/core/session';

/**
 * One shopper's storefront as the composition root wires it, minus the UI: the HTTP client with the
 * real axios transport, a caller context over an in-memory cookie jar, the system scheduler, and
 * every gateway. `signIn` stores an auth answer as the core's session does.
 */
export function storefront(baseUrl: string, language = 'en-US') {
  const cookies = new RequestCookieJar(undefined, false);
  const credentials = new CookieCredentialStore(cookies, new MemoryStorage());
  const scheduler = new SystemScheduler();
  const http = new HttpClient({
    baseUrl,
    scheduler,
    caller: {
      identity: () => ({ token: credentials.getToken(), requestId: credentials.getRequestId() }),
      language: () => language,
    },
  });
  const errors: ResponseErrorEvent[] = [];
  http.onResponseError((event) => errors.push(event));
  const ensureRequestId = new EnsureRequestId(credentials, new CryptoRequestIdFactory());
  const ensure = () => ensureRequestId.execute();
  return {
    http,
    credentials,
    errors,
    scheduler,
    auth: new HttpAuthGateway(http),
    account: new HttpAccountGateway(http),
    cart: new HttpCartGateway(http, ensure),
    wishlist: new HttpWishlistGateway(http, ensure, scheduler),
    header: new HttpHeaderGateway(http, scheduler),
    listing: new HttpListingGateway(http),
    product: new HttpProductGateway(http),
    content: new HttpContentGateway(http),
    sitemap: new HttpSitemapGateway(http),
    /** Keeps a login or registration answer as the session does: token, request id, user hash. */
    signIn(answer: AuthAnswer) {
      credentials.setToken(answer.token);
      credentials.setRequestId(answer.uuid);
      credentials.setUserHash(answer.hash);
    },
  };
}

export type Storefront = ReturnType<typeof storefront>;

/** A password the API accepts (8 to 128 characters). */
export const PASSWORD = 'Secret-pass-1';

/** A fresh email address for one test. */
export function newEmail(): string {
  return `fan-${randomUUID().slice(0, 12)}@example.test`;
}

/** Registers a new customer through the gateway and signs the storefront in. */
export async function registeredCustomer(
  shop: Storefront,
  email = newEmail(),
): Promise<AuthAnswer & { email: string }> {
  const answer = await shop.auth.register({
    firstName: 'Anna',
    lastName: 'Berger',
    email,
    password: PASSWORD,
    password_confirmation: PASSWORD,
  });
  shop.signIn(answer);
  return { ...answer, email };
}

/** Resolves with what a promise rejects with; fails when it resolves. */
export async function failureOf(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected the call to fail');
}
