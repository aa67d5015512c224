import type { Context, Hono } from 'hono';
import {
  addressFieldProblem,
  DELIVERY_TYPES,
  EMAIL_MAX_LENGTH,
  nameProblem,
  phoneProblem,
  USER_GENDERS,
  type AddressTextField,
  type ShippingAddressDraft,
} from '@fanshop/core/account';
import type { AppEnv } from '../http/context';
import { ApiError, failure, invalidToken, notFound, refused } from '../http/errors';
import { requireCustomer } from '../http/identity';
import { jsonObject } from '../http/json-body';
import { Validator } from '../http/validation';
import type { Services } from '../services';
import { accountView } from './account-view';
import { MAX_ADDRESSES } from './address-store';

const UUID_PATH = '{[0-9a-fA-F-]{36}}';

/**
 * An address of the account, read with core's address rules (`addressFieldProblem`): the checkout
 * host reads the addresses it delivers to with the same rules, so the two cannot disagree.
 */
function readAddress(body: Record<string, unknown>): ShippingAddressDraft {
  const v = new Validator(body);
  const countryId = v.positiveInt('countryId', { required: true, max: 999 }) ?? 0;
  const text = (field: AddressTextField) =>
    v.checked(field, (value) => addressFieldProblem(field, value, countryId));
  const address: ShippingAddressDraft = {
    firstname: text('firstname'),
    lastname: text('lastname'),
    street: text('street'),
    streetNo: text('streetNo'),
    postal: text('postal'),
    city: text('city'),
    countryId,
    deliveryType: v.oneOf('deliveryType', DELIVERY_TYPES, 'home'),
    isDefault: v.flag('isDefault', false),
  };
  v.done();
  return address;
}

/** The account of the caller, for `data.data`. */
function viewOf(s: Services, customerId: number) {
  const row = s.accounts.findById(customerId);
  // A token outliving its account cannot happen (cascade), but answer as for a revoked token.
  if (!row) throw invalidToken();
  return accountView(row, s.addresses.list(customerId));
}

/** Account data, password change, account deletion and shipping addresses; all authenticated. */
export function registerUserRoutes(app: Hono<AppEnv>, s: Services): void {
  app.get('/api/v1/user/', (c) => {
    const customer = requireCustomer(c);
    return c.json({ data: viewOf(s, customer.id) });
  });

  app.put('/api/v1/user/personal/', (c) => {
    const customer = requireCustomer(c);
    const current = viewOf(s, customer.id);
    const v = new Validator(jsonObject(c));
    // Missing fields keep their value; the email is read-only and ignored.
    const firstName = v.has('firstName') ? v.checked('firstName', nameProblem) : current.firstName;
    const lastName = v.has('lastName') ? v.checked('lastName', nameProblem) : current.lastName;
    const phone = v.has('phone') ? v.checked('phone', phoneProblem) : current.phone;
    const birthday = v.has('birthday') ? v.birthday('birthday', new Date(s.now())) : current.birthday;
    const gender = v.has('gender') ? v.oneOf('gender', USER_GENDERS, '') : current.gender;
    v.done();
    s.accounts.updatePersonal(customer.id, { firstName, lastName, phone, birthday, gender });
    return c.json({ data: viewOf(s, customer.id) });
  });

  app.delete('/api/v1/user/', (c) => {
    const customer = requireCustomer(c);
    s.accounts.delete(customer.id);
    return c.json({ data: { message: 'account deleted' } });
  });

  app.post('/api/v1/user/change-password/', async (c) => {
    const customer = requireCustomer(c);
    const row = s.accounts.findById(customer.id);
    if (!row) throw invalidToken();
    const v = new Validator(jsonObject(c));
    const oldPassword = v.password('oldPassword', { check: false });
    const newPassword = v.password('newPassword');
    v.confirmation('newPassword_confirmation', newPassword);
    if (v.has('email')) {
      const email = v.text('email', { max: EMAIL_MAX_LENGTH });
      if (email !== '' && email.toLowerCase() !== row.email.toLowerCase())
        v.fail('email', failure('not-own-email'));
    }
    if (!v.failures.newPassword && oldPassword !== '' && newPassword === oldPassword) {
      v.fail('newPassword', failure('same-password'));
    }
    v.done();

    const key = `customer:${customer.id}`;
    const wait = s.passwordChangeLimit.retryAfterMs(key);
    if (wait > 0) {
      throw new ApiError(
        429,
        { oldPassword: failure('too-many-attempts') },
        { 'Retry-After': String(Math.max(1, Math.ceil(wait / 1000))) },
      );
    }
    if (!(await s.passwords.verify(oldPassword, row.password_hash))) {
      s.passwordChangeLimit.fail(key);
      throw refused('oldPassword', 'incorrect-password');
    }
    const passwordHash = await s.passwords.hash(newPassword);
    // The new token replaces every earlier session of the account, the caller's included.
    const token = s.db.transaction(() => {
      s.accounts.setPasswordHash(customer.id, passwordHash);
      s.accounts.revokeAllSessions(customer.id);
      return s.accounts.createSession(customer.id, s.config.sessionTtlMs);
    })();
    return c.json({ data: { token } });
  });

  app.post('/api/v1/user/address/shipping/', (c) => {
    const customer = requireCustomer(c);
    const input = readAddress(jsonObject(c));
    if (s.addresses.count(customer.id) >= MAX_ADDRESSES) {
      throw refused('address', 'too-many-addresses', MAX_ADDRESSES);
    }
    return c.json({ data: s.addresses.add(customer.id, input) }, 201);
  });

  const addressUuid = (c: Context<AppEnv>) => (c.req.param('uuid') ?? '').toLowerCase();

  app.put(`/api/v1/user/address/shipping/:uuid${UUID_PATH}/`, (c) => {
    const customer = requireCustomer(c);
    const input = readAddress(jsonObject(c));
    const updated = s.addresses.update(customer.id, addressUuid(c), input);
    if (!updated) throw notFound('address');
    return c.json({ data: updated });
  });

  app.delete(`/api/v1/user/address/shipping/:uuid${UUID_PATH}/`, (c) => {
    const customer = requireCustomer(c);
    if (!s.addresses.delete(customer.id, addressUuid(c))) throw notFound('address');
    return c.json({ data: { addresses: { shipping: s.addresses.list(customer.id) } } });
  });
}
