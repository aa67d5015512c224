import { action, computed, observable, observableRef, runInAction } from 'mobx';
import { makeStoreObservable } from '../app/store-observability';
import type { Account } from '@fanshop/core/account';
import type {
  RestoreSession,
  SessionSnapshot,
  LoginWithMerge,
  RegisterWithMerge,
  EndSessionOptions,
  SessionEnder,
  RequestPasswordReset,
  ResetPassword,
  ForgotPasswordRequest,
  LoginCredentials,
  Registration,
  ResetPasswordRequest,
} from '@fanshop/core/session';
import { isPriceType, type PriceType } from '@fanshop/core/pricing';
import type { Hydratable } from '../app/hydration';
import type { FrameLoader } from '../app/frame-loader';

/** The use cases behind the session store. */
export interface SessionStoreDeps {
  readonly restoreSession: Pick<RestoreSession, 'execute'>;
  readonly loginWithMerge: Pick<LoginWithMerge, 'execute'>;
  readonly registerWithMerge: Pick<RegisterWithMerge, 'execute'>;
  /** The shop's end of a session (`Shop.session.logout`): the API told, everything local cleared. */
  readonly logout: SessionEnder;
  readonly requestPasswordReset: Pick<RequestPasswordReset, 'execute'>;
  readonly resetPassword: Pick<ResetPassword, 'execute'>;
}

/** How the shopper just became a customer, for a one-time welcome. */
export type SignInEvent = 'login' | 'register';

const GUEST: SessionSnapshot = { loggedIn: false, account: null, priceType: 'vk' };

/**
 * Who is shopping: guest or customer, the customer's account and price type. Restored once per page
 * (on the server, from the request's cookies) and handed to the browser; login, registration and logout
 * run the core use cases and restore again. Every way a session ends (logout, account deletion, the
 * invalid-token policy) goes through `logout()`, so the header never shows a customer who is gone.
 */
export class SessionStore implements Hydratable, FrameLoader {
  readonly hydrationKey = 'session';
  loggedIn = false;
  account: Account | null = null;
  priceType: PriceType = 'vk';
  /** Set after a login or registration on this page, until the welcome was shown. */
  signInEvent: SignInEvent | null = null;
  private restored = false;
  /** Bumped when the session ends, so a restore that started before cannot bring the customer back. */
  private generation = 0;

  constructor(private readonly deps: SessionStoreDeps) {
    makeStoreObservable<SessionStore, 'apply'>(this, {
      loggedIn: observable,
      account: observableRef,
      priceType: observable,
      signInEvent: observable,
      firstName: computed,
      apply: action,
      setAccount: action,
      clearSignInEvent: action,
      takeSignInEvent: action,
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
    const generation = this.generation;
    const snapshot = await this.deps.restoreSession.execute();
    if (generation === this.generation) this.apply(snapshot);
  }

  loadFrame(): Promise<void> {
    return this.restore();
  }

  /** Logs in and merges the guest cart and wishlist; rethrows the API error for the form to show per field. */
  async login(credentials: LoginCredentials): Promise<void> {
    await this.deps.loginWithMerge.execute(credentials);
    await this.restore(true);
    runInAction(() => (this.signInEvent = 'login'));
  }

  /** Registers, logs in and merges; rethrows the API error for the form to show per field. */
  async register(registration: Registration): Promise<void> {
    await this.deps.registerWithMerge.execute(registration);
    await this.restore(true);
    runInAction(() => (this.signInEvent = 'register'));
  }

  /**
   * Logs out (clearing credentials, cart, wishlist and merge ids) and goes home. Also the way the
   * invalid-token policy and account deletion end the session.
   */
  async logout(options?: EndSessionOptions): Promise<void> {
    this.generation++;
    try {
      await this.deps.logout.execute(options);
    } finally {
      // The core clears everything even when the API call fails; the screen follows it in any case.
      this.sessionEnded();
    }
  }

  /**
   * Shows a guest once the session has ended, however it ended (this store's logout, an account
   * deletion, a token the API no longer takes): a restore still on its way is dropped.
   */
  sessionEnded(): void {
    this.generation++;
    this.apply(GUEST);
    runInAction(() => (this.signInEvent = null));
  }

  /** Mails a password reset link (the API answers alike whether or not the account exists). */
  async requestPasswordReset(request: ForgotPasswordRequest): Promise<void> {
    await this.deps.requestPasswordReset.execute(request);
  }

  /** Sets a new password with the token from the reset mail; rethrows the API error for the form. */
  async resetPassword(request: ResetPasswordRequest): Promise<void> {
    await this.deps.resetPassword.execute(request);
  }

  /** Replaces the local copy of the account (after saving personal data or addresses). */
  setAccount(account: Account): void {
    this.account = account;
  }

  /** Forgets the sign-in event (its welcome was shown, or is no longer due). */
  clearSignInEvent(): void {
    this.signInEvent = null;
  }

  /** The sign-in event for a page to welcome with, once: later calls answer null. */
  takeSignInEvent(): SignInEvent | null {
    const event = this.signInEvent;
    this.signInEvent = null;
    return event;
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
