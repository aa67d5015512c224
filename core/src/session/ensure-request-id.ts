import { ShopError } from '../shared/errors.js';
import type { CredentialStore } from './credential-store.js';
import type { RequestIdFactory } from './request-id-factory.js';
import { GUEST_REQUEST_ID_PREFIX, hasValue, isGuestRequestId } from './session.js';

/**
 * Returns the stored request id, creating and storing a guest one on first need (decisions.md):
 * cart and wishlist calls must always carry a `uuid` header. A customer's id stored without a token is
 * replaced by a new guest id.
 */
export class EnsureRequestId {
  constructor(
    private readonly credentials: CredentialStore,
    private readonly requestIds: RequestIdFactory,
  ) {}

  execute(): string {
    const stored = this.credentials.getRequestId();
    // A customer's id without its token is left from a session that has ended (a browser that kept the
    // id longer than the token): the visitor is a guest again, with a guest's id.
    if (hasValue(stored) && (isGuestRequestId(stored) || hasValue(this.credentials.getToken())))
      return stored;
    const created = this.requestIds.create();
    // A guest id that does not start with `u` would be taken for a customer's and break the
    // invalid-token policy, so refuse it rather than store it.
    if (!isGuestRequestId(created) || created.length <= 1) {
      throw new ShopError(
        'invalid-guest-request-id',
        `a guest request id must start with "${GUEST_REQUEST_ID_PREFIX}": ${created}`,
      );
    }
    this.credentials.setRequestId(created);
    return created;
  }
}
