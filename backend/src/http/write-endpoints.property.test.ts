import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guestId, registerCustomer, type Session } from '../testing/customers';
import { expectErrorAnswer } from '../testing/error-answer';
import { startTestServer, type TestServer } from '../testing/test-server';

let server: TestServer;
let session: Session;
let addressUuid: string;
beforeAll(async () => {
  server = await startTestServer();
  session = await registerCustomer(server);
  const created = await server.request('POST', '/api/v1/user/address/shipping/', {
    token: session.token,
    body: {
      firstname: 'A',
      lastname: 'B',
      street: 'C',
      streetNo: '1',
      postal: '1010',
      city: 'Wien',
      countryId: 40,
    },
  });
  addressUuid = created.body.data.uuid;
});
afterAll(() => server.close());

interface Endpoint {
  readonly method: string;
  readonly path: () => string;
  readonly fields: readonly string[];
  readonly auth: 'none' | 'customer' | 'guest-or-customer';
}

const ENDPOINTS: readonly Endpoint[] = [
  {
    method: 'POST',
    path: () => '/api/v1/auth/register/',
    fields: ['firstName', 'lastName', 'email', 'password', 'password_confirmation'],
    auth: 'none',
  },
  { method: 'POST', path: () => '/api/v1/auth/login/', fields: ['email', 'password'], auth: 'none' },
  { method: 'POST', path: () => '/api/v1/forgotpassword/', fields: ['email'], auth: 'none' },
  {
    method: 'POST',
    path: () => '/',
    fields: ['token', 'email', 'password', 'password_confirmation'],
    auth: 'none',
  },
  { method: 'POST', path: () => '/api/v1/auth/doi/', fields: ['userHash', 'token'], auth: 'none' },
  {
    method: 'PUT',
    path: () => '/api/v1/user/personal/',
    fields: ['firstName', 'lastName', 'phone', 'birthday', 'gender'],
    auth: 'customer',
  },
  {
    method: 'POST',
    path: () => '/api/v1/user/change-password/',
    fields: ['oldPassword', 'newPassword', 'newPassword_confirmation', 'email'],
    auth: 'customer',
  },
  { method: 'DELETE', path: () => '/api/v1/user/', fields: [], auth: 'none' },
  {
    method: 'POST',
    path: () => '/api/v1/user/address/shipping/',
    fields: [
      'firstname',
      'lastname',
      'city',
      'countryId',
      'postal',
      'street',
      'streetNo',
      'deliveryType',
      'isDefault',
    ],
    auth: 'customer',
  },
  {
    method: 'PUT',
    path: () => `/api/v1/user/address/shipping/${addressUuid}/`,
    fields: [
      'firstname',
      'lastname',
      'city',
      'countryId',
      'postal',
      'street',
      'streetNo',
      'deliveryType',
      'isDefault',
    ],
    auth: 'customer',
  },
  {
    method: 'POST',
    path: () => '/api/v1/cart/',
    fields: ['productOption', 'amount', 'relatedProducts'],
    auth: 'guest-or-customer',
  },
  {
    method: 'DELETE',
    path: () => '/api/v1/cart/hash/0123456789abcdef/',
    fields: [],
    auth: 'guest-or-customer',
  },
  { method: 'POST', path: () => '/api/v1/cart/merge/', fields: ['mergeUuid'], auth: 'guest-or-customer' },
  { method: 'POST', path: () => '/api/v1/wishlist/', fields: ['productId'], auth: 'guest-or-customer' },
  { method: 'DELETE', path: () => '/api/v1/wishlist/101', fields: [], auth: 'guest-or-customer' },
  { method: 'POST', path: () => '/api/v1/wishlist/merge/', fields: ['mergeUuid'], auth: 'guest-or-customer' },
];

/** Values that stress validators: every JSON shape, plus the ones shoppers and attackers type. */
const awkward = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.constantFrom(
    '',
    ' ',
    '0',
    '-1',
    '1e309',
    'NaN',
    '🙂',
    "O'Brien",
    '"quoted"',
    '<script>',
    'a'.repeat(300),
    '\u0000',
    guestId(),
  ),
  fc.integer(),
  fc.double(),
);

const bodyFor = (endpoint: Endpoint) =>
  fc.oneof(
    fc.jsonValue({ maxDepth: 4 }),
    fc.dictionary(fc.constantFrom(...endpoint.fields, '__proto__', 'constructor', 'extra'), awkward, {
      maxKeys: 8,
    }),
  );

describe('given arbitrary JSON bodies on every write endpoint', () => {
  it.each(
    ENDPOINTS.map(
      (e) => [`${e.method} ${e.path().replace(/[0-9a-f-]{36}|undefined/, '{uuid}')}`, e] as const,
    ),
  )(
    'when %s receives them, then it never answers 5xx or HTML, and every 4xx has an errors object',
    async (_name, endpoint) => {
      await fc.assert(
        fc.asyncProperty(bodyFor(endpoint), fc.boolean(), async (body, asCustomer) => {
          const auth =
            endpoint.auth === 'customer' || (endpoint.auth === 'guest-or-customer' && asCustomer)
              ? { token: session.token, uuid: session.uuid }
              : endpoint.auth === 'guest-or-customer'
                ? { uuid: guestId() }
                : {};
          const res = await server.request(endpoint.method, endpoint.path(), {
            ...auth,
            rawBody: JSON.stringify(body) ?? 'null',
            headers: { 'Content-Type': 'application/json' },
          });
          expect(res.status).toBeLessThan(500);
          expect(res.headers.get('content-type')).toMatch(/^application\/json/);
          expect(res.text).not.toMatch(/<html|at \S+\.ts:\d+/i);
          if (res.status >= 400) expectErrorAnswer(res.body);
        }),
        { numRuns: 50 },
      );
      // The customer of the run is intact: the token still opens the account.
      expect((await server.request('GET', '/api/v1/user/', { token: session.token })).status).toBe(200);
    },
    30_000,
  );
});
