import { defineConfig, devices } from '@playwright/test';
import { KEPT_SSR } from './scripts/build-workspace.ts';
import { findTestChromium, QUIET_CHROMIUM_FLAGS } from './scripts/chromium.ts';
import { STRIPE_STAND_IN_ORIGIN, STRIPE_STAND_IN_PORT } from './tests/e2e/fixtures/stripe.ts';
import { SERVED_SHOP_ENV } from './tests/e2e/fixtures/served-shop-env.ts';
import { BUILD_ORIGIN, BUILD_PORT } from './tests/e2e/fixtures/served-workspace.ts';
import { SMTP_STAND_IN_PORT } from './tests/e2e/fixtures/smtp-stand-in.ts';

/**
 * `astro dev`, for the smoke test that what a newcomer runs works; its own port, not 4321.
 * All three ports can be moved (E2E_DEV_PORT, E2E_BUILD_PORT and E2E_STRIPE_PORT for the Stripe
 * stand-in, tests/e2e/fixtures/stripe.ts) to run two checkouts' tests at once.
 */
const DEV_PORT = Number(process.env.E2E_DEV_PORT ?? 4323);
/** How long a web server may take to start; E2E_SERVER_TIMEOUT raises it on a loaded machine. */
const SERVER_START_TIMEOUT = Number(process.env.E2E_SERVER_TIMEOUT ?? 300_000);
/** The projects named on the command line (`--project=x` or `--project x`); none means all. */
function chosenProjects(argv: string[]): string[] {
  return argv.flatMap((arg, at) => {
    if (arg.startsWith('--project=')) return [arg.slice('--project='.length)];
    return arg === '--project' && argv[at + 1] ? [argv[at + 1] ?? ''] : [];
  });
}
const chosen = chosenProjects(process.argv);
/**
 * `astro dev` only for a run that includes the smoke test: started beside a build it costs a
 * core for minutes, and on a loaded machine it failed to start and took a storefront run with it.
 */
const DEV_SERVER_NEEDED = chosen.length === 0 || chosen.includes('dev-smoke');
/** The build and its stand-ins serve every project but the smoke test on `astro dev`. */
const BUILD_NEEDED = chosen.length === 0 || chosen.some((name) => name !== 'dev-smoke');
const executablePath = findTestChromium();
const launchOptions = {
  ...(executablePath ? { executablePath } : {}),
  args: QUIET_CHROMIUM_FLAGS,
};

/** Whether `npm test` built the shop in this run already (see the build server below). */
const PREBUILT = process.env.E2E_PREBUILT === '1';
/** Puts back the copy `npm test` kept of the build's SSR function (scripts/build-workspace.ts). */
const RESTORE_SSR = `rm -rf .netlify/v1/functions/ssr && cp -R ${KEPT_SSR} .netlify/v1/functions/ssr`;
/** The fresh build and the stand-ins it talks to, for the setup and storefront projects. */
const BUILD_SERVERS = [
  {
    // Stripe for the built shop: its API, hosted payment page and signed webhook events.
    command: 'node tests/e2e/stripe-stand-in.ts',
    url: `${STRIPE_STAND_IN_ORIGIN}/`,
    env: {
      E2E_STRIPE_PORT: String(STRIPE_STAND_IN_PORT),
      E2E_STRIPE_WEBHOOK_URL: `${BUILD_ORIGIN}/api/stripe/webhook`,
    },
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
  },
  {
    // The built shop's mail server: real SMTP, every message saved for keptEmailsTo.
    command: 'node tests/e2e/smtp-stand-in.ts',
    port: SMTP_STAND_IN_PORT,
    env: { E2E_SMTP_PORT: String(SMTP_STAND_IN_PORT) },
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
  },
  {
    // A fresh build every run: a reused one could be stale. `npm test` builds it beside its API
    // step (scripts/test-all.ts) and says so with E2E_PREBUILT=1: the same run, the same tree.
    // Started after `astro dev` (servers start in turn), which emptied the SSR function.
    // Card payments are on, through the Stripe stand-in; the checkout still defaults to bank
    // transfer.
    command: `${PREBUILT ? RESTORE_SSR : 'astro build'} && node scripts/serve-build.ts --port ${BUILD_PORT}`,
    url: `${BUILD_ORIGIN}/`,
    env: SERVED_SHOP_ENV,
    reuseExistingServer: false,
    timeout: SERVER_START_TIMEOUT,
    stdout: 'ignore',
  },
] as const;

export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/e2e/global-setup.ts',
  fullyParallel: true,
  // Three at once on two cores: the tests wait on the server and the browser's rendering more
  // than they compute, and in the headless shell two workers left the machine a quarter idle
  // (quiet machine: 368 s at two, 288 s at three, 80-90 % busy; docs/benchmarks.md, fifth round).
  workers: 3,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  reporter: [['list'], ['json', { outputFile: 'test-reports/e2e.json' }]],
  expect: { timeout: 10_000 },
  use: {
    // Recording a trace for every test nearly doubled the run (90 s against 50 s for the admin
    // auth and screens specs). A failure keeps its screenshot; E2E_TRACE=1 records traces too.
    trace: process.env.E2E_TRACE ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'dev-smoke',
      testMatch: 'smoke.spec.ts',
      use: { ...devices['Desktop Chrome'], baseURL: `http://localhost:${DEV_PORT}`, launchOptions },
    },
    {
      // Signs staff and a shopper in once a run and saves their browser state
      // (tests/e2e/fixtures/signed-in-state.ts), so tests start signed in.
      name: 'setup',
      testMatch: '*.setup.ts',
      // Every spec starts from what it saves: one slow answer must not skip the whole run.
      retries: 2,
      use: {
        ...devices['Desktop Chrome'],
        baseURL: BUILD_ORIGIN,
        launchOptions,
      },
    },
    {
      name: 'chromium',
      testIgnore: ['smoke.spec.ts', '*.setup.ts'],
      dependencies: ['setup'],
      use: {
        ...devices['Desktop Chrome'],
        baseURL: BUILD_ORIGIN,
        launchOptions,
      },
    },
  ],
  webServer: [
    ...(DEV_SERVER_NEEDED
      ? [
          {
            command: `node scripts/seed.ts && astro dev --port ${DEV_PORT}`,
            url: `http://localhost:${DEV_PORT}/`,
            reuseExistingServer: !process.env.CI,
            // astro dev can take minutes to start on a busy 2-core machine.
            timeout: SERVER_START_TIMEOUT,
            stdout: 'ignore' as const,
          },
        ]
      : []),
    ...(BUILD_NEEDED ? BUILD_SERVERS : []),
  ],
});
