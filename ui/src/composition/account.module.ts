import { ContainerModule } from 'inversify';
import {
  LoadAccount,
  SavePersonalData,
  ChangePassword,
  SaveShippingAddress,
  DeleteShippingAddress,
  SetDefaultShippingAddress,
  LoadOrders,
  LoadOrder,
} from '@fanshop/core/account';
import { TOKENS } from '../di/tokens';
import { bindHydratable } from './bind-hydratable';
import { AccountStore } from '../account/account.store';
import { OrdersStore } from '../account/orders.store';

/** My-account use cases and view stores. */
export function accountModule(): ContainerModule {
  return new ContainerModule((options) => {
    const { bind } = options;
    bind(TOKENS.LoadAccount).toResolvedValue(
      (g, n, l) => new LoadAccount(g, n, l),
      [TOKENS.AccountGateway, TOKENS.Navigator, TOKENS.Logger],
    );
    bind(TOKENS.SavePersonalData).toResolvedValue((g) => new SavePersonalData(g), [TOKENS.AccountGateway]);
    bind(TOKENS.ChangePassword).toResolvedValue(
      (g, c) => new ChangePassword(g, c),
      [TOKENS.AccountGateway, TOKENS.CredentialStore],
    );
    bind(TOKENS.SaveShippingAddress).toResolvedValue(
      (g, a) => new SaveShippingAddress(g, a),
      [TOKENS.AccountGateway, TOKENS.LoadAccount],
    );
    bind(TOKENS.DeleteShippingAddress).toResolvedValue(
      (g, a) => new DeleteShippingAddress(g, a),
      [TOKENS.AccountGateway, TOKENS.LoadAccount],
    );
    bind(TOKENS.SetDefaultShippingAddress).toResolvedValue(
      (g, a) => new SetDefaultShippingAddress(g, a),
      [TOKENS.AccountGateway, TOKENS.LoadAccount],
    );
    bind(TOKENS.LoadOrders).toResolvedValue(
      (g, n, l) => new LoadOrders(g, n, l),
      [TOKENS.AccountGateway, TOKENS.Navigator, TOKENS.Logger],
    );
    bind(TOKENS.LoadOrder).toResolvedValue(
      (g, n, l) => new LoadOrder(g, n, l),
      [TOKENS.AccountGateway, TOKENS.Navigator, TOKENS.Logger],
    );
    bind(TOKENS.AccountStore).toDynamicValue(
      (context) =>
        new AccountStore({
          session: context.get(TOKENS.SessionStore),
          navigator: context.get(TOKENS.Navigator),
          loadAccount: context.get(TOKENS.LoadAccount),
          savePersonalData: context.get(TOKENS.SavePersonalData),
          changePassword: context.get(TOKENS.ChangePassword),
          saveShippingAddress: context.get(TOKENS.SaveShippingAddress),
          deleteShippingAddress: context.get(TOKENS.DeleteShippingAddress),
          setDefaultShippingAddress: context.get(TOKENS.SetDefaultShippingAddress),
          deleteAccount: context.get(TOKENS.DeleteAccount),
        }),
    );
    bind(TOKENS.OrdersStore).toResolvedValue(
      (list, one) => new OrdersStore(list, one),
      [TOKENS.LoadOrders, TOKENS.LoadOrder],
    );
    bindHydratable(options, TOKENS.OrdersStore);
  });
}
