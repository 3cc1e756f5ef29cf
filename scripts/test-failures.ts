// The first failures of a step, from its JSON report, for the end of `npm test`'s summary: CI
// shows the last lines of a run, and a failure's reason is otherwise far above them.
import { readFileSync } from 'node:fs';

/** One failed test: where and why, the reason cut to a few lines. */
export interface Failure {
  title: string;
  reason: string;
}

const MAX_REASON = 600;

// Colour codes from the runners' messages make the summary unreadable in a log.
const COLOUR_CODE = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');
const plain = (text: string) => text.replace(COLOUR_CODE, '').trim().slice(0, MAX_REASON);

/** The failed tests of a Vitest JSON report. */
export function vitestFailures(file: string): Failure[] {
  const report = JSON.parse(readFileSync(file, 'utf8')) as {
    testResults: {
      name: string;
      message?: string;
      assertionResults: { fullName: string; status: string; failureMessages: string[] }[];
    }[];
  };
  return report.testResults.flatMap((result) => {
    const failed = result.assertionResults.filter((test) => test.status === 'failed');
    if (failed.length === 0 && result.message)
      return [{ title: result.name, reason: plain(result.message) }];
    return failed.map((test) => ({
      title: `${result.name} › ${test.fullName}`,
      reason: plain(test.failureMessages.join('\n')),
    }));
  });
}

interface PlaywrightSuite {
  title: string;
  suites?: PlaywrightSuite[];
  specs?: {
    title: string;
    file: string;
    tests: { projectName: string; status: string; results: { error?: { message?: string } }[] }[];
  }[];
}

/** The failed tests of a Playwright JSON report (each test's last try). */
export function playwrightFailures(file: string): Failure[] {
  const report = JSON.parse(readFileSync(file, 'utf8')) as { suites: PlaywrightSuite[] };
  const walk = (suite: PlaywrightSuite): Failure[] => [
    ...(suite.specs ?? []).flatMap((spec) =>
      spec.tests
        .filter((test) => test.status === 'unexpected')
        .map((test) => ({
          title: `[${test.projectName}] ${spec.file} › ${spec.title}`,
          reason: plain(test.results.at(-1)?.error?.message ?? 'no message'),
        })),
    ),
    ...(suite.suites ?? []).flatMap(walk),
  ];
  return report.suites.flatMap(walk);
}
