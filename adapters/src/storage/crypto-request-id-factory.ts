import type { RequestIdFactory } from '@fanshop/core/session';

/** A guest request id: `u` followed by a random UUID v4 (decisions.md), from the host's Web Crypto. */
export class CryptoRequestIdFactory implements RequestIdFactory {
  create(): string {
    return `u${globalThis.crypto.randomUUID()}`;
  }
}
