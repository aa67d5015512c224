import { observable, runInAction } from 'mobx';
import { makeStoreObservable } from '../app/store-observability';
import type { ConfirmDoubleOptIn } from '@fanshop/core/session';
import { isApiFailure, ShopError } from '@fanshop/core/shared';
import type { Hydratable } from '../app/hydration';
import type { SessionStore } from './session.store';

/** Where the confirmation of a registration stands. */
export type DoubleOptInStatus = 'idle' | 'confirming' | 'confirmed' | 'invalid' | 'failed';

interface DoubleOptInState {
  readonly status: DoubleOptInStatus;
  readonly userHash: string;
  readonly token: string;
}

/**
 * The double opt-in thank-you page: confirms the mail link's user hash and token through the core,
 * on the server when the link is opened. A broken or expired link says so; a failed call offers a retry.
 */
export class DoubleOptInStore implements Hydratable {
  readonly hydrationKey = 'doubleOptIn';
  status: DoubleOptInStatus = 'idle';
  private userHash = '';
  private token = '';

  constructor(
    private readonly confirmDoubleOptIn: Pick<ConfirmDoubleOptIn, 'execute'>,
    private readonly session: SessionStore,
  ) {
    makeStoreObservable(this, { status: observable });
  }

  async confirm(userHash: string, token: string): Promise<void> {
    runInAction(() => {
      this.userHash = userHash;
      this.token = token;
      this.status = 'confirming';
    });
    try {
      await this.confirmDoubleOptIn.execute(userHash, token);
      runInAction(() => (this.status = 'confirmed'));
      // A customer who confirms while logged in sees the account as verified from now on.
      if (this.session.loggedIn) await this.session.restore(true);
    } catch (error) {
      const invalid =
        error instanceof ShopError || (isApiFailure(error) && error.status < 500 && error.status !== 429);
      runInAction(() => (this.status = invalid ? 'invalid' : 'failed'));
    }
  }

  retry(): Promise<void> {
    return this.confirm(this.userHash, this.token);
  }

  dehydrate(): DoubleOptInState {
    return { status: this.status, userHash: this.userHash, token: this.token };
  }

  hydrate(state: unknown): void {
    const s = state as Partial<DoubleOptInState> | undefined;
    if (!s || typeof s.status !== 'string') return;
    runInAction(() => {
      this.status = s.status as DoubleOptInStatus;
      this.userHash = typeof s.userHash === 'string' ? s.userHash : '';
      this.token = typeof s.token === 'string' ? s.token : '';
    });
  }
}
