import type { CredentialStore } from '../credential-store.js';
import type { SessionCredentials } from '../session.js';
import type { Journal } from './journal.js';

/** Credentials kept in memory, standing in for the cookies and localStorage. */
export class MemoryCredentialStore implements CredentialStore {
  token: string | undefined;
  requestId: string | undefined;
  userHash: string | undefined;

  constructor(
    initial: SessionCredentials = {},
    private readonly journal?: Journal,
  ) {
    this.token = initial.token;
    this.requestId = initial.requestId;
    this.userHash = initial.userHash;
  }

  getToken(): string | undefined {
    return this.token;
  }
  setToken(token: string): void {
    this.journal?.record(`set token ${token}`);
    this.token = token;
  }
  clearToken(): void {
    this.journal?.record('clear token');
    this.token = undefined;
  }
  getRequestId(): string | undefined {
    return this.requestId;
  }
  setRequestId(requestId: string): void {
    this.journal?.record(`set request id ${requestId}`);
    this.requestId = requestId;
  }
  clearRequestId(): void {
    this.journal?.record('clear request id');
    this.requestId = undefined;
  }
  getUserHash(): string | undefined {
    return this.userHash;
  }
  setUserHash(userHash: string): void {
    this.journal?.record(`set user hash ${userHash}`);
    this.userHash = userHash;
  }
  clearUserHash(): void {
    this.journal?.record('clear user hash');
    this.userHash = undefined;
  }

  /** True when nothing is stored any more. */
  get isEmpty(): boolean {
    return this.token === undefined && this.requestId === undefined && this.userHash === undefined;
  }
}
