// A Vitest reporter for `npm test`: each test file's time as Vitest prints it beside the file
// (its hooks, such as a beforeAll that seeds the shop, and its tests; not its import), which
// Vitest's JSON report leaves out (it times a file from its first test's start to its last
// test's end). Written as { "<file>": seconds } to the path in VITEST_FILE_TIMES.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, relative } from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';

/** Writes every file's time (hooks and tests) once the run ends, to VITEST_FILE_TIMES. */
export default class VitestFileTimes implements Reporter {
  onTestRunEnd(testModules: readonly TestModule[]): void {
    const path = process.env.VITEST_FILE_TIMES;
    if (!path) return;
    const times = Object.fromEntries(
      testModules.map((module) => [
        relative(process.cwd(), module.moduleId),
        Math.max(0, module.diagnostic().duration) / 1000,
      ]),
    );
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, `${JSON.stringify(times, null, 2)}\n`);
  }
}
