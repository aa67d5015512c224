import { action, makeObservable, observable, observableRef, runInAction, computed } from 'mobx';
import type { Account } from '@fanshop/core/account/account';
import type { RestoreSession, SessionSnapshot } from '@fanshop/core/session/restore-session';
import type { LoginWithMerge } from '@fanshop/core/session/login-with-merge';
import type { RegisterWithMerge } from '@fanshop/core/session/register-with-merge';
import type { Logout } from '@fanshop/core/session/logout';
import type { LoginCredentials, Registration } from '@fanshop/core/session/auth-gateway';
import { isPriceType, type PriceType } from '@fanshop/core/pricing/role';
import type { Hydratable } from '../app/hydration';
import type { FrameLoader } from '../app/frame-loader';

/**
 * Who is shopping: guest or customer, the customer's account and price type. Restored once per page
 * (on the server, from the request's cookies) and handed to the browser; login, registration and logout
 * run the core use cases and restore again.
 */
export class SessionStore implements Hydratable, FrameLoader {
  readonly hydrationKey = 'session';
  loggedIn = false;
  account: Account | null = null;
  priceType: PriceType = 'vk';
  private restored = false;

  constructor(
    private readonly restoreSession: RestoreSession,
    private readonly loginWithMerge: LoginWithMerge,
    private readonly registerWithMerge: RegisterWithMerge,
    private readonly logoutUseCase: Logout,
  ) {
    makeObservable<SessionStore, 'apply'>(this, {
      loggedIn: observable,
      account: observableRef,
      priceType: observable,
      firstName: computed,
      apply: action,
      setAccount: action,
    });
  }

  /** The customer's first name for greetings, empty for guests. */
  get firstName(): string {
    return this.account?.firstName ?? '';
  }

  /** Reads the session once per page; later calls answer from memory unless `force` is set. */
  async restore(force = false): Promise<void> {
    if (this.restored && !force) return;
    this.restored = true;
    this.apply(await this.restoreSession.execute());
  }

  loadFrame(): Promise<void> {
    return this.restore();
  }

  /** Logs in and merges the guest cart and wishlist; rethrows the API error for the form to show per field. */
  async login(credentials: LoginCredentials): Promise<void> {
    await this.loginWithMerge.execute(credentials);
    await this.restore(true);
  }

  /** Registers, logs in and merges; rethrows the API error for the form to show per field. */
  async register(registration: Registration): Promise<void> {
    await this.registerWithMerge.execute(registration);
    await this.restore(true);
  }

  /** Logs out (clearing credentials, cart, wishlist and merge ids) and goes home. */
  async logout(): Promise<void> {
    await this.logoutUseCase.execute();
    runInAction(() => this.apply({ loggedIn: false, account: null, priceType: 'vk' }));
  }

  /** Replaces the local copy of the account (after saving personal data or addresses). */
  setAccount(account: Account): void {
    this.account = account;
  }

  dehydrate(): SessionSnapshot {
    return { loggedIn: this.loggedIn, account: this.account, priceType: this.priceType };
  }

  hydrate(state: unknown): void {
    const s = state as Partial<SessionSnapshot> | undefined;
    if (!s || typeof s.loggedIn !== 'boolean') return;
    this.restored = true;
    this.apply({
      loggedIn: s.loggedIn,
      account: s.account ?? null,
      priceType: isPriceType(s.priceType) ? s.priceType : 'vk',
    });
  }

  private apply(snapshot: SessionSnapshot): void {
    this.loggedIn = snapshot.loggedIn;
    this.account = snapshot.account;
    this.priceType = snapshot.priceType;
  }
}
