/**
 * The system scheduler (timers) and the console logger.
 *
 * @module
 */
export { ConsoleLogger } from './console-logger.js';
export { SystemScheduler } from './system-scheduler.js';
