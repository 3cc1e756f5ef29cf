import type { AstroIntegrationLogger } from 'astro';
import { describe, expect, it, vi } from 'vitest';
import { netlifyCliGuard } from '../../src/server/dev/netlify-cli-guard.ts';
import { NETLIFY_CLI_REFUSAL, runsUnderNetlifyCli } from '../../src/server/http/netlify-cli.ts';

const context = (siteID: string) =>
  Buffer.from(JSON.stringify({ siteID, token: 't', edgeURL: 'http://127.0.0.1:1' })).toString(
    'base64',
  );

describe('running under the Netlify CLI', () => {
  it('is told by NETLIFY_DEV, which the CLI sets and npm run dev never does', () => {
    expect(runsUnderNetlifyCli({ env: { NETLIFY_DEV: 'true' } })).toBe(true);
    expect(runsUnderNetlifyCli({ env: { NETLIFY_DEV: 'false' } })).toBe(false);
    expect(runsUnderNetlifyCli({ env: {} })).toBe(false);
  });

  it("is told by the CLI emulator's site id, from the runtime's context or the environment", () => {
    expect(runsUnderNetlifyCli({ env: {}, blobsContext: context('unlinked') })).toBe(true);
    expect(runsUnderNetlifyCli({ env: { NETLIFY_BLOBS_CONTEXT: context('unlinked') } })).toBe(true);
    // Our own local store (npm run dev, tests) and a real site.
    expect(runsUnderNetlifyCli({ env: { NETLIFY_BLOBS_CONTEXT: context('0') } })).toBe(false);
    expect(runsUnderNetlifyCli({ env: {}, blobsContext: context('a1b2c3') })).toBe(false);
    expect(runsUnderNetlifyCli({ env: { NETLIFY_BLOBS_CONTEXT: 'not base64 json' } })).toBe(false);
  });
});

describe('the start-up guard', () => {
  const setup = (guard: ReturnType<typeof netlifyCliGuard>, command: 'dev' | 'build') => {
    const logger = { error: vi.fn() };
    const hook = guard.hooks['astro:config:setup'] as (options: object) => void;
    hook({ command, logger: logger as unknown as AstroIntegrationLogger });
    return logger;
  };

  it('stops `astro dev` under the CLI with one sentence naming npm run dev', () => {
    const exit = vi.fn();
    const logger = setup(
      netlifyCliGuard(() => true, exit),
      'dev',
    );
    expect(logger.error).toHaveBeenCalledWith(NETLIFY_CLI_REFUSAL);
    expect(NETLIFY_CLI_REFUSAL).toContain('`npm run dev`');
    expect(exit).toHaveBeenCalledWith(1);
  });

  it('lets npm run dev and every build go on', () => {
    const exit = vi.fn();
    expect(
      setup(
        netlifyCliGuard(() => false, exit),
        'dev',
      ).error,
    ).not.toHaveBeenCalled();
    expect(
      setup(
        netlifyCliGuard(() => true, exit),
        'build',
      ).error,
    ).not.toHaveBeenCalled();
    expect(exit).not.toHaveBeenCalled();
  });
});
