import { ContainerModule } from 'inversify';
import { AREA } from '@fanshop/adapters/container';
import { AccountStore } from '../../account/account.store';
import { OrdersStore } from '../../account/orders.store';
import { TOKENS } from '../../di/tokens';
import { hydratable, store } from '../store-bindings';

/** The account pages' stores: the customer's data and addresses, and their orders. */
export const stores = new ContainerModule(({ bind }) => {
  store(bind, TOKENS.account, (get) => {
    const account = get(AREA.account);
    return new AccountStore({
      session: get(TOKENS.session),
      navigator: get(TOKENS.navigator),
      loadAccount: account.load,
      savePersonalData: account.savePersonalData,
      changePassword: account.changePassword,
      saveShippingAddress: account.saveShippingAddress,
      deleteShippingAddress: account.deleteShippingAddress,
      setDefaultShippingAddress: account.setDefaultShippingAddress,
      deleteAccount: get(AREA.session).deleteAccount,
    });
  });

  hydratable(bind, TOKENS.orders, (get) => {
    const account = get(AREA.account);
    return new OrdersStore(account.loadOrders, account.loadOrder);
  });
});
