/**
 * Whether the current shopper is a guest (no customer token). Cart and wishlist keep a merge id only
 * for guests; the session area implements this over its credentials.
 */
export interface GuestStatus {
  isGuest(): boolean;
}
