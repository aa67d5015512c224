import { describe, expect, it } from 'vitest';
import { FakeAccountGateway } from '../account/testing/fake-account-gateway.js';
import { DeleteAccount } from './delete-account.js';
import { CredentialsMother, ApiFailureMother } from './testing/session-mother.js';
import { sessionWorld } from './testing/session-world.js';

describe('given a logged-in customer', () => {
  it('when the account is deleted, then the customer is logged out and sent home', async () => {
    const world = sessionWorld(CredentialsMother.customer());
    const accounts = new FakeAccountGateway();

    await new DeleteAccount(accounts, world.logout).execute();

    expect(accounts.count('deleteAccount')).toBe(1);
    expect(world.credentials.isEmpty).toBe(true);
    expect(world.navigator.homeVisits).toBe(1);
    // The deletion ended the session on the server: no logout call with a token that is gone.
    expect(world.auth.logouts).toBe(0);
  });

  it('when the deletion fails, then the error is rethrown and the customer stays logged in', async () => {
    const world = sessionWorld(CredentialsMother.customer());
    const accounts = new FakeAccountGateway();
    const failure = ApiFailureMother.serverError();
    accounts.failures.set('deleteAccount', failure);

    await expect(new DeleteAccount(accounts, world.logout).execute()).rejects.toBe(failure);

    expect(world.credentials.token).toBe(CredentialsMother.customer().token);
    expect(world.navigator.homeVisits).toBe(0);
  });
});
