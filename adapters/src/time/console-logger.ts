import type { Logger } from '@fanshop/core/shared';

/** Logs to the host console with a fixed prefix, so shop messages are easy to find. */
export class ConsoleLogger implements Logger {
  constructor(private readonly prefix = '[shop]') {}

  info(message: string, details?: Record<string, unknown>): void {
    console.info(this.prefix, message, details ?? '');
  }

  warn(message: string, details?: Record<string, unknown>): void {
    console.warn(this.prefix, message, details ?? '');
  }

  error(message: string, details?: Record<string, unknown>): void {
    console.error(this.prefix, message, details ?? '');
  }
}
