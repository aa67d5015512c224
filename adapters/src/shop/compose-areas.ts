import type { Navigator } from '@fanshop/core/navigation';
import { silentLogger, type Logger, type Scheduler } from '@fanshop/core/shared';
import { wireSessionCore, type SessionCore, type SessionLocalState } from './areas/session.js';
import type { SessionEvents } from './session-events.js';
import type { AreaWiring, AreaWirings, ShopContext, UseCasesOf } from './shop-area.js';
import type { ShopGateways } from './shop-gateways.js';
import type { ShopIdentity } from './shop-identity.js';

/** What the areas of one shopper are composed on, beside their ports. */
export interface ShopParts {
  readonly identity: ShopIdentity;
  readonly scheduler: Scheduler;
  readonly logger?: Logger;
  /** Moves the shopper (home after logout, to the login page when a page needs a session); nowhere by default. */
  readonly navigator?: Navigator;
  readonly localState?: SessionLocalState;
  /** Where failed answers come from and every end of a session goes (the same the shopper's HTTP client reports to). */
  readonly events: SessionEvents;
}

/** Where the areas' ports come from: the session core's, and each area's. */
export interface AreaPorts<A extends AreaWirings> {
  core(): Pick<ShopGateways, 'auth' | 'account'>;
  of(area: A[keyof A]): Pick<ShopGateways, never>;
}

/** The session core under `session`, and each area's use cases under its name (`session` joins the core). */
export type ComposedAreas<A extends AreaWirings> = { readonly session: SessionCore } & UseCasesOf<A>;

/** A script or a server has nowhere to move the shopper to. */
const STAY: Navigator = {
  navigate: () => undefined,
  goHome: () => undefined,
  reload: () => undefined,
  leaveTo: () => undefined,
};

/**
 * The one place that composes a shopper's use cases: the session core first (every area ends sessions
 * through it), then each area on the ports it names.
 */
export function composeAreas<A extends AreaWirings>(
  areas: A,
  ports: AreaPorts<A>,
  parts: ShopParts,
): ComposedAreas<A> {
  const session = sessionCoreOf(ports.core(), parts);
  const context = shopContext(parts, session);
  const composed: Record<string, unknown> = { session };
  for (const [name, area] of Object.entries(areas) as [string, A[keyof A] & AreaWiring<never, unknown>][]) {
    composed[name] = underName(name, area.wire(ports.of(area), context), session);
  }
  return composed as ComposedAreas<A>;
}

/** The session core of a shopper's parts: nowhere to move them and nothing logged unless the parts say. */
export function sessionCoreOf(
  gateways: Pick<ShopGateways, 'auth' | 'account'>,
  parts: Omit<ShopParts, 'scheduler'>,
): SessionCore {
  return wireSessionCore(gateways, {
    identity: parts.identity,
    navigator: parts.navigator ?? STAY,
    logger: parts.logger ?? silentLogger,
    events: parts.events,
    ...(parts.localState ? { localState: parts.localState } : {}),
  });
}

/** An area's use cases as a frontend reads them under its name: the session's beside the session core. */
export function underName(name: string, useCases: unknown, session: SessionCore): unknown {
  return name === 'session' ? { ...session, ...(useCases as object) } : useCases;
}

/** What every area is wired with: the shopper's parts, and the session core's one way to end a session. */
export function shopContext(
  parts: Pick<ShopParts, 'identity' | 'scheduler' | 'logger' | 'navigator'>,
  session: SessionCore,
): ShopContext {
  return {
    identity: parts.identity,
    scheduler: parts.scheduler,
    logger: parts.logger ?? silentLogger,
    navigator: parts.navigator ?? STAY,
    endSession: session.logout,
  };
}
