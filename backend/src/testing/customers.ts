import { randomUUID } from 'node:crypto';
import { guestRequestId } from '@fanshop/core/session';
import type { TestServer } from './test-server';

/** The credentials a login or registration answers. */
export interface Session {
  readonly token: string;
  readonly uuid: string;
  readonly hash: string;
  readonly email: string;
  readonly password: string;
}

let counter = 0;

/** A fresh email address for a test. */
export function newEmail(): string {
  counter += 1;
  return `fan${counter}-${randomUUID().slice(0, 8)}@example.test`;
}

/** A guest request id: core's guest prefix + UUID v4. */
export function guestId(): string {
  return guestRequestId(randomUUID());
}

/** Registers a new customer and answers the session. */
export async function registerCustomer(
  server: TestServer,
  overrides: Partial<{ email: string; password: string; firstName: string; lastName: string }> = {},
): Promise<Session> {
  const email = overrides.email ?? newEmail();
  const password = overrides.password ?? 'Secret-pass-1';
  const res = await server.request('POST', '/api/v1/auth/register/', {
    body: {
      firstName: overrides.firstName ?? 'Anna',
      lastName: overrides.lastName ?? 'Berger',
      email,
      password,
      password_confirmation: password,
    },
  });
  if (res.status !== 200) throw new Error(`register failed: ${res.status} ${res.text}`);
  return { ...(res.body as { token: string; uuid: string; hash: string }), email, password };
}

/** Logs a customer in. */
export async function login(server: TestServer, email: string, password: string): Promise<Session> {
  const res = await server.request('POST', '/api/v1/auth/login/', { body: { email, password } });
  if (res.status !== 200) throw new Error(`login failed: ${res.status} ${res.text}`);
  return { ...(res.body as { token: string; uuid: string; hash: string }), email, password };
}

/** The links of the newest mail to an address. */
export function lastMailLinks(server: TestServer, email: string): string[] {
  const mail = server.services.outbox.list().find((m) => m.recipient.toLowerCase() === email.toLowerCase());
  return mail ? [...mail.body.matchAll(/https?:\/\/\S+/g)].map((m) => m[0]) : [];
}
