import { ContainerModule } from 'inversify';
import { AREA } from '@fanshop/adapters/container';
import { TOKENS } from '../../di/tokens';
import { DoubleOptInStore } from '../../session/double-opt-in.store';
import { hydratable } from '../store-bindings';

/** The store of the page that confirms a registration's e-mail address. */
export const stores = new ContainerModule(({ bind }) => {
  hydratable(
    bind,
    TOKENS.doubleOptIn,
    (get) => new DoubleOptInStore(get(AREA.session).confirmDoubleOptIn, get(TOKENS.session)),
  );
});
