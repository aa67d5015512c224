import { observableRef, runInAction } from 'mobx';
import { makeStoreObservable } from '../app/store-observability';
import type { Order, LoadOrders, LoadOrder } from '@fanshop/core/account';
import type { Hydratable } from '../app/hydration';

interface OrdersState {
  readonly orders: readonly Order[] | null;
  readonly order: Order | null;
}

/**
 * The customer's orders and the one on screen, loaded through the core's use cases (a failure sends
 * the shopper home, spec section 2). Rendered on the server and handed to the browser.
 */
export class OrdersStore implements Hydratable {
  readonly hydrationKey = 'orders';
  orders: readonly Order[] | null = null;
  order: Order | null = null;

  constructor(
    private readonly loadOrdersUseCase: Pick<LoadOrders, 'execute'>,
    private readonly loadOrderUseCase: Pick<LoadOrder, 'execute'>,
  ) {
    makeStoreObservable(this, { orders: observableRef, order: observableRef });
  }

  async loadOrders(): Promise<void> {
    const orders = await this.loadOrdersUseCase.execute();
    runInAction(() => (this.orders = orders ?? null));
  }

  async loadOrder(uuid: string): Promise<void> {
    const order = await this.loadOrderUseCase.execute(uuid);
    runInAction(() => (this.order = order ?? null));
  }

  dehydrate(): OrdersState {
    return { orders: this.orders, order: this.order };
  }

  hydrate(state: unknown): void {
    const s = state as Partial<OrdersState> | undefined;
    if (!s) return;
    runInAction(() => {
      this.orders = Array.isArray(s.orders) ? s.orders : null;
      this.order = s.order && typeof s.order === 'object' ? s.order : null;
    });
  }
}
