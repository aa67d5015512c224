import { guestRequestId, type RequestIdFactory } from '@fanshop/core/session';

/** A guest request id: core's guest prefix followed by a random UUID v4 (decisions.md), from the host's Web Crypto. */
export class CryptoRequestIdFactory implements RequestIdFactory {
  create(): string {
    return guestRequestId(globalThis.crypto.randomUUID());
  }
}
