/** Who a cart or wishlist belongs to: a customer, or a guest through the request id (`u` + UUID). */
export type ListOwner = { readonly customerId: number } | { readonly guestId: string };

/** The owner column and value of a cart or wishlist row. */
export function ownerColumn(owner: ListOwner): ['customer_id', number] | ['guest_id', string] {
  return 'customerId' in owner ? ['customer_id', owner.customerId] : ['guest_id', owner.guestId];
}
