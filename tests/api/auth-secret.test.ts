import { getStore } from '@netlify/blobs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import challengeHandler from '../../netlify/functions/challenge.mts';
import { runOnLocalBlobs } from '../fixtures/blobs.ts';
import { call } from '../fixtures/http.ts';
import { installNetlifyRuntime, onDeploy, type TestDeploy } from '../fixtures/netlify-context.ts';

runOnLocalBlobs();
installNetlifyRuntime();

const SITE_URL = 'https://www.cubekitchen.co.nz';
const PRODUCTION: TestDeploy = {
  context: 'production',
  id: 'd0000000000000000000aa01',
  siteUrl: SITE_URL,
};
const PREVIEW: TestDeploy = {
  context: 'deploy-preview',
  id: 'd0000000000000000000bb02',
  siteUrl: SITE_URL,
};

const challengeOn = (deploy: TestDeploy) =>
  onDeploy(deploy, `${SITE_URL}/api/challenge`, () =>
    call(challengeHandler, `${SITE_URL}/api/challenge`),
  );

/** Whether the production (site-wide) store holds a generated signing key. */
async function productionKeptASecret(): Promise<boolean> {
  const { blobs } = await getStore({ name: 'shop', consistency: 'strong' }).list({
    prefix: 'secrets/',
  });
  return blobs.length > 0;
}

afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

describe('AUTH_SECRET in production', () => {
  it('fails loudly without it: a 503 naming the variable, an error in the log, nothing generated', async () => {
    vi.stubEnv('AUTH_SECRET', '');
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { status, body } = await challengeOn(PRODUCTION);
    expect(status).toBe(503);
    expect((body as { message: string }).message).toMatch(
      /AUTH_SECRET is not set.*scope Functions/,
    );
    expect(logged.mock.calls.flat().join(' ')).toContain('AUTH_SECRET is not set');
    expect(await productionKeptASecret()).toBe(false);
  });

  it('refuses a secret shorter than 32 characters', async () => {
    vi.stubEnv('AUTH_SECRET', 'too-short');
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { status, body } = await challengeOn(PRODUCTION);
    expect(status).toBe(503);
    expect((body as { message: string }).message).toContain('shorter than 32 characters');
  });

  it('signs with it once it is set', async () => {
    vi.stubEnv('AUTH_SECRET', 'a-production-secret-of-forty-characters!');
    const { status, body } = await challengeOn(PRODUCTION);
    expect(status).toBe(200);
    expect(body).toMatchObject({ token: expect.any(String) as unknown });
  });
});

describe('AUTH_SECRET elsewhere', () => {
  it('a preview without it generates one in its own store, never in production’s', async () => {
    vi.stubEnv('AUTH_SECRET', '');
    const { status } = await challengeOn(PREVIEW);
    expect(status).toBe(200);
    expect(await productionKeptASecret()).toBe(false);
  });
});
