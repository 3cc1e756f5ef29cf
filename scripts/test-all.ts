// `npm test`: every check CI runs, then one summary. Exits non-zero if any step failed.
// `npm test -- --timings` also prints each step's slowest files (scripts/test-timings.ts).
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { type Failure, playwrightFailures, vitestFailures } from './test-failures.ts';
import { REPORTS, timingsReport, type StepTime } from './test-timings.ts';
import { SERVED_SHOP_ENV } from '../tests/e2e/fixtures/served-shop-env.ts';
import { KEPT_SSR } from './build-workspace.ts';

interface Counts {
  passed: number;
  failed: number;
  skipped: number;
}

interface Step {
  name: string;
  command: string;
  /** Environment added to the step's own. */
  env?: Record<string, string>;
  /** Reads how many tests the step ran from its JSON report, for steps that run tests. */
  counts?: () => Counts;
  /** Reads the step's failed tests from the same report. */
  failures?: () => Failure[];
}

function vitestCounts(file: string): () => Counts {
  return () => {
    const report = JSON.parse(readFileSync(file, 'utf8')) as {
      numPassedTests: number;
      numFailedTests: number;
      numPendingTests: number;
      numTodoTests: number;
    };
    return {
      passed: report.numPassedTests,
      failed: report.numFailedTests,
      skipped: report.numPendingTests + report.numTodoTests,
    };
  };
}

function playwrightCounts(): Counts {
  const { stats } = JSON.parse(readFileSync(`${REPORTS}/e2e.json`, 'utf8')) as {
    stats: { expected: number; unexpected: number; flaky: number; skipped: number };
  };
  return { passed: stats.expected + stats.flaky, failed: stats.unexpected, skipped: stats.skipped };
}

// Vitest's own output, and each file's time with its hooks for `npm run test:timings`.
const FILE_TIMES = '--reporter=default --reporter=./scripts/vitest-file-times.ts';

// `npm run lint:files` in two steps, one beside the other (see `phases`).
const lint: Step = { name: 'lint', command: 'eslint . --max-warnings 0' };
const format: Step = { name: 'format', command: 'prettier --check .' };
// `astro check` without its own `astro sync`: the run's one sync comes first (see `phases`).
const types: Step = { name: 'types', command: 'astro check --noSync' };
/**
 * Work beside the API step, at a lower priority (`nice`): it takes the CPU the API tests leave
 * (a tenth of two cores over six minutes), and waits when they want it all. The browser tests'
 * production build, with their server's environment (the browser step then serves it rather than
 * building again: the same run, the same tree, so never stale)...
 */
const build: Step = {
  name: 'build',
  // Its SSR function kept aside: `astro dev` empties it as the browser step starts.
  command: `nice -n 10 astro build && rm -rf ${KEPT_SSR} && cp -R .netlify/v1/functions/ssr ${KEPT_SSR}`,
  env: SERVED_SHOP_ENV,
};
// ...then every function bundled as Netlify does, the build's SSR function too: none over 20 MB,
// no Node binary.
const bundles: Step = { name: 'bundles', command: 'nice -n 10 npm run -s check:bundles' };
const unit: Step = {
  name: 'unit',
  // The price-list corpus (tests/unit/pdf-import-corpus.test.ts) prints its PDFs with Chromium.
  command: `node scripts/ensure-chromium.ts && VITEST_FILE_TIMES=${REPORTS}/unit-files.json vitest run --project 'unit*' ${FILE_TIMES} --reporter=json --outputFile=${REPORTS}/unit.json`,
  counts: vitestCounts(`${REPORTS}/unit.json`),
  failures: () => vitestFailures(`${REPORTS}/unit.json`),
};
const api: Step = {
  name: 'api',
  command: `VITEST_FILE_TIMES=${REPORTS}/api-files.json vitest run --project 'api*' ${FILE_TIMES} --reporter=json --outputFile=${REPORTS}/api.json`,
  counts: vitestCounts(`${REPORTS}/api.json`),
  failures: () => vitestFailures(`${REPORTS}/api.json`),
};
const e2e: Step = {
  name: 'e2e',
  command: 'npm run test:e2e',
  // Set below once the build step passed; without it the browser step builds for itself.
  env: {},
  counts: playwrightCounts,
  failures: () => playwrightFailures(`${REPORTS}/e2e.json`),
};

/**
 * Phases run one after another; the lanes of a phase run side by side, each lane's steps in
 * turn. ESLint (one core, about 100 s) leaves the other core idle, so the type check, unit tests
 * and Prettier run beside it. The API and browser steps use both cores: beside the API step
 * only the niced build and bundles (the multi-process API tests measure the store, not a
 * machine made busy by the suite itself), and the browser step alone. `astro sync` writes the
 * types both lanes of the first phase read, so it runs once before them.
 */
const SYNC = 'astro sync';
const phases: Step[][][] = [[[lint], [types, unit, format]], [[api], [build, bundles]], [[e2e]]];

/** What one step did, for the summary, and its output when it was kept. */
interface Outcome {
  step: Step;
  ok: boolean;
  seconds: string;
  kept: Buffer;
}

/**
 * Runs a step. The first lane of a phase writes straight to the terminal; the others' output is
 * kept and printed whole once the phase ends, so two steps never interleave.
 */
function runStep(step: Step, streamed: boolean): Promise<Outcome> {
  const started = Date.now();
  const header = `\n=== ${step.name}: ${step.command}\n`;
  if (streamed) console.log(header);
  const child = spawn(step.command, {
    shell: true,
    stdio: streamed ? 'inherit' : 'pipe',
    env: { ...process.env, ...step.env },
  });
  const kept: Buffer[] = [Buffer.from(header)];
  child.stdout?.on('data', (chunk: Buffer) => kept.push(chunk));
  child.stderr?.on('data', (chunk: Buffer) => kept.push(chunk));
  return new Promise((resolve) => {
    child.on('close', (status) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      if (!streamed) kept.push(Buffer.from(`\n=== ${step.name} ended after ${seconds} s\n`));
      resolve({
        step,
        ok: status === 0,
        seconds,
        kept: streamed ? Buffer.alloc(0) : Buffer.concat(kept),
      });
    });
  });
}

async function runLane(lane: Step[], streamed: boolean): Promise<Outcome[]> {
  const outcomes: Outcome[] = [];
  for (const step of lane) {
    const outcome = await runStep(step, streamed);
    outcomes.push(outcome);
    if (step === build && outcome.ok) e2e.env = { E2E_PREBUILT: '1' };
  }
  return outcomes;
}

rmSync(REPORTS, { recursive: true, force: true });
mkdirSync(REPORTS, { recursive: true });

console.log(`\n=== ${SYNC}\n`);
const synced = spawnSync(SYNC, { shell: true, stdio: 'inherit' }).status === 0;
const outcomes: Outcome[] = [];
for (const phase of phases) {
  const lanes = await Promise.all(phase.map((lane, index) => runLane(lane, index === 0)));
  for (const { kept } of lanes.flat()) process.stdout.write(kept);
  outcomes.push(...lanes.flat());
}

const rows: string[] = [];
const failures: Failure[] = [];
const times: StepTime[] = [];
const total: Counts = { passed: 0, failed: 0, skipped: 0 };
let failedSteps = synced ? 0 : 1;
if (!synced) rows.push(`FAIL  ${SYNC}`);
// In the order of `phases`, as the summary always listed them.
for (const { step, ok, seconds } of outcomes) {
  if (!ok) failedSteps += 1;
  let detail = '';
  if (step.counts) {
    try {
      const counts = step.counts();
      total.passed += counts.passed;
      total.failed += counts.failed;
      total.skipped += counts.skipped;
      detail = `${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`;
    } catch {
      detail = 'no report (the runner did not finish)';
      if (ok) failedSteps += 1;
    }
  }
  if (!ok && step.failures) {
    try {
      failures.push(...step.failures());
    } catch {
      // No report: the counts' row already says so.
    }
  }
  times.push({ name: step.name, seconds: Number(seconds), ok });
  rows.push(`${ok ? 'PASS' : 'FAIL'}  ${step.name.padEnd(6)} ${seconds.padStart(6)} s  ${detail}`);
}

writeFileSync(`${REPORTS}/steps.json`, `${JSON.stringify(times, null, 2)}\n`);
if (process.argv.includes('--timings')) console.log(`\n=== Timings\n\n${timingsReport()}`);

// The first few failures' reasons, last, where a CI log's tail shows them.
const SHOWN_FAILURES = 5;
if (failures.length > 0) {
  console.log(
    `\n=== First failures (${String(Math.min(failures.length, SHOWN_FAILURES))} of ${String(failures.length)})`,
  );
  for (const { title, reason } of failures.slice(0, SHOWN_FAILURES)) {
    console.log(`\n${title}\n${reason}`);
  }
}
console.log('\n=== Summary\n');
for (const row of rows) console.log(row);
console.log(`\n${failedSteps === 0 ? 'All steps passed' : `${failedSteps} step(s) failed`}.`);
console.log(`tests: ${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
process.exit(failedSteps === 0 ? 0 : 1);
