import type { RequestIdFactory } from '../request-id-factory.js';

/** Makes predictable guest ids (`u` + a UUID-shaped counter) instead of random ones. */
export class SequentialRequestIdFactory implements RequestIdFactory {
  created = 0;

  constructor(private readonly prefix = 'u') {}

  create(): string {
    this.created++;
    return `${this.prefix}00000000-0000-4000-8000-${String(this.created).padStart(12, '0')}`;
  }
}
