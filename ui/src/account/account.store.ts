import { action, computed, observable, runInAction } from 'mobx';
import { makeStoreObservable } from '../app/store-observability';
import type {
  Account,
  LoadAccount,
  SavePersonalData,
  ChangePassword,
  SaveShippingAddress,
  ShippingAddressInput,
  DeleteShippingAddress,
  SetDefaultShippingAddress,
  PersonalDataForm,
  PasswordChangeForm,
  ShippingAddress,
} from '@fanshop/core/account';
import type { DeleteAccount } from '@fanshop/core/session';
import type { Navigator } from '@fanshop/core/navigation';
import type { SessionStore, SignInEvent } from '../session/session.store';
import { loginPathFor } from '../session/redirect';

/** The use cases and services behind the account store. */
export interface AccountStoreDeps {
  readonly session: SessionStore;
  readonly navigator: Navigator;
  readonly loadAccount: Pick<LoadAccount, 'execute'>;
  readonly savePersonalData: Pick<SavePersonalData, 'execute'>;
  readonly changePassword: Pick<ChangePassword, 'execute'>;
  readonly saveShippingAddress: Pick<SaveShippingAddress, 'execute'>;
  readonly deleteShippingAddress: Pick<DeleteShippingAddress, 'execute'>;
  readonly setDefaultShippingAddress: Pick<SetDefaultShippingAddress, 'execute'>;
  readonly deleteAccount: Pick<DeleteAccount, 'execute'>;
}

/** A change to a stored address that failed, for the card to show with a retry. */
export interface AddressFailure {
  readonly uuid: string;
  readonly action: 'delete' | 'default';
}

/**
 * The my-account area's view model. The account itself lives in the session store (the header greets
 * with it); this store loads it fresh for the account pages through the core's `LoadAccount`, which
 * sends the shopper home when it fails, and runs the account's changes. Address deletion and the new
 * default show at once and are rolled back when the API refuses them.
 */
export class AccountStore {
  /** The address whose change is being sent. */
  pendingAddress: string | null = null;
  addressFailure: AddressFailure | null = null;
  deleting = false;
  /** The welcome the overview shows after a login or registration; gone on the next visit. */
  welcome: SignInEvent | null = null;

  constructor(private readonly deps: AccountStoreDeps) {
    makeStoreObservable(this, {
      pendingAddress: observable,
      addressFailure: observable,
      deleting: observable,
      welcome: observable,
      dismissWelcome: action,
      account: computed,
      addresses: computed,
      dismissAddressFailure: action,
    });
  }

  /** The customer's account, or null while there is none (a guest, or before loading). */
  get account(): Account | null {
    return this.deps.session.account;
  }

  get addresses(): readonly ShippingAddress[] {
    return this.account?.addresses.shipping ?? [];
  }

  /**
   * For an account page's loader: a guest is sent to the login page, which brings them back to
   * `path` afterwards. Answers whether a customer is logged in.
   */
  requireCustomer(path: string): boolean {
    if (this.deps.session.loggedIn) return true;
    this.deps.navigator.navigate(loginPathFor(path));
    return false;
  }

  /** Takes the session's sign-in event for the overview's welcome (once). */
  takeWelcome(): void {
    const event = this.deps.session.takeSignInEvent();
    runInAction(() => (this.welcome = event));
  }

  dismissWelcome(): void {
    this.welcome = null;
  }

  /** Loads the account fresh; a failure sends the shopper home (spec section 2). */
  async load(): Promise<void> {
    const account = await this.deps.loadAccount.execute();
    if (account) this.deps.session.setAccount(account);
  }

  /** Saves the personal data and keeps the answer as the local copy; rethrows for the form. */
  async savePersonalData(form: PersonalDataForm): Promise<void> {
    const current = this.requireAccount();
    const saved = await this.deps.savePersonalData.execute(current, form);
    this.deps.session.setAccount(saved);
  }

  /** Changes the password (the new token replaces the old); rethrows for the form. */
  async changePassword(form: PasswordChangeForm): Promise<void> {
    await this.deps.changePassword.execute(form);
  }

  /** Creates or updates an address, then shows the refetched account; rethrows for the form. */
  async saveAddress(address: ShippingAddressInput): Promise<void> {
    const account = await this.deps.saveShippingAddress.execute(address);
    if (account) this.deps.session.setAccount(account);
  }

  /** Deletes an address: it disappears at once and comes back if the API refuses. */
  async deleteAddress(uuid: string): Promise<void> {
    await this.changeAddress(
      uuid,
      'delete',
      (all) => all.filter((a) => a.uuid !== uuid),
      () => this.deps.deleteShippingAddress.execute(uuid),
    );
  }

  /** Makes an address the default: marked at once, rolled back if the API refuses. */
  async setDefaultAddress(address: ShippingAddress): Promise<void> {
    await this.changeAddress(
      address.uuid,
      'default',
      (all) => all.map((a) => ({ ...a, isDefault: a.uuid === address.uuid })),
      () => this.deps.setDefaultShippingAddress.execute(address),
    );
  }

  /** Sends the last failed address change again. */
  async retryAddressChange(): Promise<void> {
    const failure = this.addressFailure;
    if (!failure) return;
    const address = this.addresses.find((a) => a.uuid === failure.uuid);
    if (!address) return;
    if (failure.action === 'delete') await this.deleteAddress(address.uuid);
    else await this.setDefaultAddress(address);
  }

  dismissAddressFailure(): void {
    this.addressFailure = null;
  }

  /** Deletes the account; the core then logs out and goes home. Rethrows when deletion failed. */
  async deleteAccount(): Promise<void> {
    runInAction(() => (this.deleting = true));
    try {
      await this.deps.deleteAccount.execute();
    } finally {
      runInAction(() => (this.deleting = false));
    }
  }

  private async changeAddress(
    uuid: string,
    action: AddressFailure['action'],
    optimistic: (all: readonly ShippingAddress[]) => ShippingAddress[],
    send: () => Promise<Account | undefined>,
  ): Promise<void> {
    const before = this.account;
    if (!before || this.pendingAddress !== null) return;
    runInAction(() => {
      this.pendingAddress = uuid;
      this.addressFailure = null;
      this.deps.session.setAccount({
        ...before,
        addresses: { shipping: optimistic(before.addresses.shipping) },
      });
    });
    try {
      const account = await send();
      runInAction(() => {
        if (account) this.deps.session.setAccount(account);
      });
    } catch {
      runInAction(() => {
        this.deps.session.setAccount(before);
        this.addressFailure = { uuid, action };
      });
    } finally {
      runInAction(() => (this.pendingAddress = null));
    }
  }

  private requireAccount(): Account {
    const account = this.account;
    if (!account) throw new Error('no account loaded');
    return account;
  }
}
