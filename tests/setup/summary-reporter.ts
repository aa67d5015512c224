import type { Reporter, TestModule } from 'vitest/node';

/**
 * Ends the run with one plain line, `N passed, N failed`, after Vitest's own summary, so that CI logs
 * end with the count whatever reporter runs before it.
 */
export default class SummaryReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    let passed = 0;
    let failed = 0;
    for (const module of testModules) {
      for (const test of module.children.allTests()) {
        const state = test.result().state;
        if (state === 'passed') passed++;
        else if (state === 'failed') failed++;
      }
    }
    // Printed after the default reporter's summary (reporters run in order).
    setImmediate(() => console.log(`${passed} passed, ${failed} failed`));
  }
}
