import { describe, expect, it } from 'vitest';
import { personalDataErrors, personalDataFormOf } from './personal-data-form.js';
import { SavePersonalData } from './save-personal-data.js';
import { AccountMother } from './testing/account-mother.js';
import { FakeAccountGateway } from './testing/fake-account-gateway.js';

describe('given the account-details form', () => {
  it('when a changed form is saved, then the trimmed fields are sent without the email and the local copy is updated', async () => {
    const accounts = new FakeAccountGateway();
    const current = AccountMother.customer();
    const form = { ...personalDataFormOf(current), firstName: ' David ', email: 'hijack@example.at' };

    const updated = await new SavePersonalData(accounts).execute(current, form);

    expect(accounts.calls).toEqual([
      {
        method: 'savePersonalData',
        args: [
          {
            firstName: 'David',
            lastName: current.lastName,
            phone: current.phone,
            birthday: current.birthday,
            gender: 'male',
          },
        ],
      },
    ]);
    expect(updated).toEqual({ ...current, firstName: 'David' });
    expect(updated.email).toBe(current.email);
    expect(current.firstName).toBe('Marko');
  });

  it('when nothing changed, then no call is made and the copy is returned as it was', async () => {
    const accounts = new FakeAccountGateway();
    const current = AccountMother.customer();

    const updated = await new SavePersonalData(accounts).execute(current, personalDataFormOf(current));

    expect(updated).toBe(current);
    expect(accounts.calls).toEqual([]);
  });

  it('when the server rejects a field, then the error is rethrown with the message readable for that field', async () => {
    const accounts = new FakeAccountGateway();
    accounts.failures.set('savePersonalData', {
      status: 422,
      data: { errors: { birthday: ['Not a valid date.'] } },
    });
    const current = AccountMother.customer();

    const caught: unknown = await new SavePersonalData(accounts)
      .execute(current, { ...personalDataFormOf(current), birthday: '31.02.1990' })
      .catch((e: unknown) => e);

    expect(personalDataErrors(caught)).toEqual({ birthday: 'Not a valid date.' });
  });
});
