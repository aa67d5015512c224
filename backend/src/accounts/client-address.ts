import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import { clientAddressOf } from '@fanshop/core/shared';

/** The client's network address for rate limiting (core's `clientAddressOf`). */
export function clientAddress(c: Context, trustProxy: boolean): string {
  let peer: string | undefined;
  try {
    peer = getConnInfo(c).remote.address;
  } catch {
    peer = undefined;
  }
  return clientAddressOf(c.req.header('x-forwarded-for'), peer, trustProxy);
}
