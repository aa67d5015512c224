import { describe, expect, it } from 'vitest';
import { fieldErrors } from '../shared/errors.js';
import { ApiFailureMother, AuthAnswerMother, CredentialsMother } from './testing/session-mother.js';
import { sessionWorld } from './testing/session-world.js';

const registration = {
  firstName: ' Marko ',
  lastName: 'Arnautović ',
  email: 'marko@example.at ',
  password: 'correct horse',
  password_confirmation: 'correct horse',
};

describe('given a guest registering', () => {
  it('when the registration succeeds, then names and email go out trimmed, credentials are stored and both merges run', async () => {
    const world = sessionWorld(CredentialsMother.guest());

    await world.register.execute(registration);

    expect(world.auth.registrations).toEqual([
      {
        firstName: 'Marko',
        lastName: 'Arnautović',
        email: 'marko@example.at',
        password: 'correct horse',
        password_confirmation: 'correct horse',
      },
    ]);
    expect(world.credentials).toMatchObject(CredentialsMother.customer());
    expect(world.journal.entries.slice(-2)).toEqual(['merge cart', 'merge wishlist']);
    expect(world.journal.entries[0]).toBe('register');
    expect(world.credentials.token).toBe(AuthAnswerMother.customer().token);
  });

  it('when the registration is rejected, then the cart merge id is cleared and each field error is readable', async () => {
    const world = sessionWorld(CredentialsMother.guest());
    world.auth.failure = ApiFailureMother.validation({
      email: ['The email has already been taken.'],
      password: 'The password must be at least 8 characters.',
    });

    const caught: unknown = await world.register.execute(registration).catch((error: unknown) => error);

    expect(fieldErrors(caught)).toEqual({
      email: 'The email has already been taken.',
      password: 'The password must be at least 8 characters.',
    });
    expect(world.cartMergeIds.clears).toBe(1);
    expect(world.credentials.token).toBeUndefined();
    expect(world.cartMerge.runs).toBe(0);
  });
});
