import { writeSync } from 'node:fs';
import type { Reporter, TestModule } from 'vitest/node';

/** Prints one plain closing line, "tests: N passed, N failed, N skipped", that any CI can read. */
export default class SummaryLineReporter implements Reporter {
  onTestRunEnd(modules: ReadonlyArray<TestModule>): void {
    let passed = 0;
    let failed = 0;
    let skipped = 0;
    for (const module of modules) {
      for (const test of module.children.allTests()) {
        const state = test.result().state;
        if (state === 'passed') passed++;
        else if (state === 'failed') failed++;
        else skipped++;
      }
      if (module.state() === 'failed' && [...module.children.allTests()].length === 0) failed++;
    }
    // On exit, so it stands after the default reporter's summary as the very last line.
    process.once('exit', () => writeSync(1, `tests: ${passed} passed, ${failed} failed, ${skipped} skipped\n`));
  }
}
