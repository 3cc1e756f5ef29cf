// Under `netlify dev` / `netlify serve` the functions run on the CLI's Blobs emulator (site
// `unlinked`, no ETags): a login there would answer 500. Every function answers 503 with the
// sentence naming `npm run dev` instead, before touching the store.
import { afterEach, describe, expect, it, vi } from 'vitest';
import authLogin from '../../netlify/functions/auth-login.mts';
import products from '../../netlify/functions/products.mts';
import { NETLIFY_CLI_REFUSAL } from '../../src/server/http/netlify-cli.ts';
import { seedShop } from '../../src/server/seed/seed.ts';
import { runOnLocalBlobs } from '../fixtures/blobs.ts';
import { call } from '../fixtures/http.ts';

runOnLocalBlobs();

afterEach(() => {
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
});

const login = () =>
  call(authLogin, '/api/auth/login', { json: { username: 'owner', password: 'not the password' } });

describe('functions under the Netlify CLI', () => {
  it('answer 503 with one sentence naming npm run dev, not a 500, on the first login', async () => {
    vi.stubEnv('NETLIFY_DEV', 'true');
    const { status, body } = await login();
    expect(status).toBe(503);
    expect(body).toEqual({ message: NETLIFY_CLI_REFUSAL });
  });

  it("tell the CLI's Blobs emulator by its site id too", async () => {
    const unlinked = { siteID: 'unlinked', token: 't', edgeURL: 'http://127.0.0.1:9' };
    vi.stubGlobal('netlifyBlobsContext', Buffer.from(JSON.stringify(unlinked)).toString('base64'));
    expect(await call(products, '/api/products')).toMatchObject({
      status: 503,
      body: { message: NETLIFY_CLI_REFUSAL },
    });
  });

  it('run as usual on our own local store', async () => {
    await seedShop();
    expect((await login()).status).toBe(401);
    expect((await call(products, '/api/products')).status).toBe(200);
  });
});
