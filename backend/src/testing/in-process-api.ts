import { createApi } from '../app';
import { migrate, openDatabase } from '../db/database';
import { createServices, type Services } from '../services';
import { FakeCatalogue } from './fake-catalogue';
import { TEST_CONFIG } from './test-server';

/** The API answering in process over an in-memory database, with one customer signed in. */
export interface InProcessApi {
  readonly api: ReturnType<typeof createApi>;
  readonly services: Services;
  /** The customer's id and bearer token. */
  readonly customerId: number;
  readonly token: string;
  close(): void;
}

/**
 * An API for properties that send it hundreds of requests: no sockets, no files, and a customer
 * (`email`, Anna Berger, whose password is never checked) to send them as.
 */
export function inProcessApi(email: string): InProcessApi {
  const db = openDatabase(':memory:');
  migrate(db);
  const services = createServices({ db, catalogue: new FakeCatalogue(), config: TEST_CONFIG });
  const account = services.accounts.create({
    email,
    passwordHash: 'not used',
    firstName: 'Anna',
    lastName: 'Berger',
  });
  if (!account) throw new Error(`${email} has an account already`);
  return {
    api: createApi({ services }),
    services,
    customerId: account.id,
    token: services.accounts.createSession(account.id, services.config.sessionTtlMs),
    close: () => db.close(),
  };
}
