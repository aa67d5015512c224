/**
 * The account API reads names, emails, passwords, their confirmation and phone numbers with core's
 * field rules, the rules the storefront's forms apply before sending: a field one refuses, the other
 * refuses, and no other.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  confirmationProblem,
  emailProblem,
  nameProblem,
  newPasswordProblem,
  phoneProblem,
} from '@fanshop/core/account';
import { inProcessApi, type InProcessApi } from '../testing/in-process-api';

let shop: InProcessApi;
beforeAll(() => {
  shop = inProcessApi('fields@example.test');
});
afterAll(() => shop.close());

/** What shoppers type: blanks, padding, control characters, long runs, emails and phone numbers of every form. */
const typed = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    'Anna',
    ' Anna ',
    'x'.repeat(51),
    'An\u0000na',
    'anna@example.at',
    'anna@',
    '+43 660 1234567',
  ),
  fc.string({ maxLength: 60 }),
  fc.stringMatching(/^[a-z]{1,6}@[a-z]{1,6}\.[a-z]{1,3}$/),
  fc.stringMatching(/^\+?[0-9 ()/-]{0,32}$/),
);
const password = fc.oneof(
  fc.constantFrom('', 'short', 'Fanshop2026!', ' '.repeat(8), 'x'.repeat(129)),
  fc.string({ maxLength: 20 }),
);

async function refused(path: string, method: string, body: unknown, auth = true): Promise<string[]> {
  const res = await shop.api.request(path, {
    method,
    headers: {
      'Content-Type': 'application/json',
      ...(auth ? { Authorization: `Bearer ${shop.token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  if (res.status === 200) return [];
  expect(res.status).toBe(422);
  return Object.keys(((await res.json()) as { errors: Record<string, string> }).errors).sort();
}

const problemFields = (problems: Record<string, unknown>) =>
  Object.entries(problems)
    .filter(([, problem]) => problem !== undefined)
    .map(([field]) => field)
    .sort();

describe('property: the account API refuses exactly the fields core’s field rules find wrong', () => {
  it('for any personal data, the names and the phone number', async () => {
    await fc.assert(
      fc.asyncProperty(typed, typed, typed, async (firstName, lastName, phone) => {
        const expected = problemFields({
          firstName: nameProblem(firstName),
          lastName: nameProblem(lastName),
          phone: phoneProblem(phone),
        });
        expect(await refused('/api/v1/user/personal/', 'PUT', { firstName, lastName, phone })).toEqual(
          expected,
        );
      }),
      { numRuns: 150 },
    );
  });

  it('for any reset of a password, the email, the new password and its confirmation', async () => {
    await fc.assert(
      fc.asyncProperty(
        typed,
        password,
        fc.option(password, { nil: undefined }),
        async (email, pass, other) => {
          const confirmation = other ?? pass;
          const problems = {
            email: emailProblem(email),
            password: newPasswordProblem(pass),
            // An overlong password is not read, so no confirmation repeats it.
            password_confirmation: confirmationProblem(
              newPasswordProblem(pass)?.code === 'too-long' ? '' : pass,
              confirmation,
            ),
          };
          const fields = await refused(
            '/',
            'POST',
            { token: 'no-such-token', email, password: pass, password_confirmation: confirmation },
            false,
          );
          // A reset that passes every field rule is refused for its token alone.
          const expected = problemFields(problems);
          expect(fields).toEqual(expected.length === 0 ? ['token'] : expected);
        },
      ),
      { numRuns: 150 },
    );
  });
});
