import {
  ChangePassword,
  DeleteShippingAddress,
  LoadAccount,
  LoadOrder,
  LoadOrders,
  SavePersonalData,
  SaveShippingAddress,
  SetDefaultShippingAddress,
} from '@fanshop/core/account';
import type { AreaWiring } from '../shop-area.js';

export interface AccountUseCases {
  readonly load: LoadAccount;
  readonly savePersonalData: SavePersonalData;
  readonly changePassword: ChangePassword;
  readonly saveShippingAddress: SaveShippingAddress;
  readonly deleteShippingAddress: DeleteShippingAddress;
  readonly setDefaultShippingAddress: SetDefaultShippingAddress;
  readonly loadOrders: LoadOrders;
  readonly loadOrder: LoadOrder;
}

/** A customer's account: personal data, password, shipping addresses and orders. */
export const wireAccount: AreaWiring<'account', AccountUseCases>['wire'] = (
  { account },
  { identity, navigator, logger },
) => {
  const load = new LoadAccount(account, navigator, logger);
  return {
    load,
    savePersonalData: new SavePersonalData(account),
    changePassword: new ChangePassword(account, identity.credentials),
    saveShippingAddress: new SaveShippingAddress(account, load),
    deleteShippingAddress: new DeleteShippingAddress(account, load),
    setDefaultShippingAddress: new SetDefaultShippingAddress(account, load),
    loadOrders: new LoadOrders(account, navigator, logger),
    loadOrder: new LoadOrder(account, navigator, logger),
  };
};
