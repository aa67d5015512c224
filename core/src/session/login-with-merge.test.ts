import { describe, expect, it } from 'vitest';
import { fieldErrors } from '../shared/errors.js';
import { ApiFailureMother, AuthAnswerMother, CredentialsMother } from './testing/session-mother.js';
import { sessionWorld } from './testing/session-world.js';

const credentials = { email: ' marko@example.at ', password: ' secret ' };

describe('given a guest with a guest cart and wishlist', () => {
  it('when the login succeeds, then token, request uuid and user hash are stored before both merges run', async () => {
    const world = sessionWorld(CredentialsMother.guest());
    const answer = AuthAnswerMother.customer();

    await world.login.execute(credentials);

    expect(world.credentials).toMatchObject({
      token: answer.token,
      requestId: answer.uuid,
      userHash: answer.hash,
    });
    expect(world.journal.entries).toEqual([
      'login',
      `set token ${answer.token}`,
      `set request id ${answer.uuid}`,
      `set user hash ${answer.hash}`,
      'merge cart',
      'merge wishlist',
    ]);
  });

  it('when logging in, then the email is sent trimmed and the password as typed', async () => {
    const world = sessionWorld(CredentialsMother.guest());
    await world.login.execute(credentials);
    expect(world.auth.logins).toEqual([{ email: 'marko@example.at', password: ' secret ' }]);
  });

  it('when the login fails, then the cart merge id is cleared and the error is rethrown with its field errors', async () => {
    const world = sessionWorld(CredentialsMother.guest());
    const failure = ApiFailureMother.validation({ email: ['These credentials do not match our records.'] });
    world.auth.failure = failure;

    const caught = await world.login.execute(credentials).then(
      () => undefined,
      (error: unknown) => error,
    );

    expect(caught).toBe(failure);
    expect(fieldErrors(caught)).toEqual({ email: 'These credentials do not match our records.' });
    expect(world.cartMergeIds.value).toBeNull();
    expect(world.wishlistMergeIds.value).toBe('guest-wishlist-uuid');
    expect(world.credentials).toMatchObject(CredentialsMother.guest());
    expect(world.cartMerge.runs + world.wishlistMerge.runs).toBe(0);
  });

  it('when neither a guest cart nor a guest wishlist waits, then no merge is asked for and nothing is logged', async () => {
    const world = sessionWorld(CredentialsMother.guest());
    world.cartMerge.waits = false;
    world.wishlistMerge.waits = false;
    world.wishlistMerge.failure = new Error('a merge asked for without a merge id');

    await world.login.execute(credentials);

    expect(world.credentials.token).toBe(AuthAnswerMother.customer().token);
    expect(world.cartMerge.runs + world.wishlistMerge.runs).toBe(0);
    expect(world.logger.errors).toEqual([]);
  });

  it('when the cart merge fails, then the login still succeeds, the wishlist still merges and the failure is logged', async () => {
    const world = sessionWorld(CredentialsMother.guest());
    world.cartMerge.failure = ApiFailureMother.serverError();

    await world.login.execute(credentials);

    expect(world.credentials.token).toBe(AuthAnswerMother.customer().token);
    expect(world.wishlistMerge.runs).toBe(1);
    expect(world.logger.errors.map((e) => e.message)).toEqual(['merging the guest cart failed']);
    expect(world.logger.errors[0]?.details?.error).toBe(world.cartMerge.failure);
  });

  it('when the wishlist merge fails, then the log names the wishlist', async () => {
    const world = sessionWorld(CredentialsMother.guest());
    world.wishlistMerge.failure = ApiFailureMother.serverError();

    await world.login.execute(credentials);

    expect(world.logger.errors.map((e) => e.message)).toEqual(['merging the guest wishlist failed']);
  });
});
