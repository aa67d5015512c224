/**
 * Makes a new guest request id: `u` followed by a random UUID v4. A port because randomness lives in
 * the host (`crypto.randomUUID`), which the core may not touch.
 */
export interface RequestIdFactory {
  create(): string;
}
