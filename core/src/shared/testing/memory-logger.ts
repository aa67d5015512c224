import type { Logger } from '../logger.js';

export interface LogEntry {
  level: 'info' | 'warn' | 'error';
  message: string;
  details?: Record<string, unknown>;
}

/** A logger that remembers what it was told, for assertions. */
export class MemoryLogger implements Logger {
  readonly entries: LogEntry[] = [];
  info(message: string, details?: Record<string, unknown>): void {
    this.entries.push({ level: 'info', message, details });
  }
  warn(message: string, details?: Record<string, unknown>): void {
    this.entries.push({ level: 'warn', message, details });
  }
  error(message: string, details?: Record<string, unknown>): void {
    this.entries.push({ level: 'error', message, details });
  }
  get errors(): LogEntry[] {
    return this.entries.filter((e) => e.level === 'error');
  }
}
