// The local Blobs server must behave as production does where correctness depends on it: reads
// carry the ETag of what they returned, and conditional writes are checked and made atomically.
import { getStore } from '@netlify/blobs';
import { describe, expect, it } from 'vitest';
import { runOnLocalBlobs } from '../fixtures/blobs.ts';

runOnLocalBlobs();

const store = () => getStore({ name: 'server-test', consistency: 'strong' });

describe('the local Blobs server', () => {
  it('gives every read the ETag of its content, and a new one after each write', async () => {
    const written = await store().setJSON('etags/a', { n: 1 });
    const read = await store().getWithMetadata('etags/a', { type: 'json' });
    expect(read?.etag).toBeTruthy();
    expect(read?.etag).toBe(written.etag);
    await store().setJSON('etags/a', { n: 2 });
    const again = await store().getWithMetadata('etags/a', { type: 'json' });
    expect(again?.etag).not.toBe(read?.etag);
    expect(again?.data).toEqual({ n: 2 });
  });

  it('refuses a write whose ETag is stale, and a create over an existing key', async () => {
    await store().setJSON('conditions/a', { n: 1 });
    const read = await store().getWithMetadata('conditions/a', { type: 'json' });
    await store().setJSON('conditions/a', { n: 2 });
    const stale = await store().setJSON(
      'conditions/a',
      { n: 3 },
      { onlyIfMatch: read?.etag ?? '' },
    );
    expect(stale.modified).toBe(false);
    expect(await store().get('conditions/a', { type: 'json' })).toEqual({ n: 2 });
    expect((await store().setJSON('conditions/a', { n: 4 }, { onlyIfNew: true })).modified).toBe(
      false,
    );
    expect((await store().setJSON('conditions/b', { n: 1 }, { onlyIfNew: true })).modified).toBe(
      true,
    );
  });

  it('lets exactly one of many simultaneous writes on the same ETag through', async () => {
    const { etag } = await store().setJSON('race/a', { winner: null });
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        store().setJSON('race/a', { winner: index }, { onlyIfMatch: etag ?? '' }),
      ),
    );
    expect(results.filter((result) => result.modified)).toHaveLength(1);
    const creates = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        store().setJSON('race/new', { winner: index }, { onlyIfNew: true }),
      ),
    );
    expect(creates.filter((result) => result.modified)).toHaveLength(1);
  });

  it('lists keys by prefix, in key order, with folders rolled up on request', async () => {
    for (const key of ['list/b/2', 'list/a/1', 'list/a/0', 'listing/x']) {
      await store().set(key, key);
    }
    const { blobs } = await store().list({ prefix: 'list/' });
    expect(blobs.map((blob) => blob.key)).toEqual(['list/a/0', 'list/a/1', 'list/b/2']);
    const folders = await store().list({ prefix: 'list/', directories: true });
    expect(folders.directories.sort()).toEqual(['list/a', 'list/b']);
  });

  it('keeps metadata with the blob and deletes both', async () => {
    await store().set('meta/a', 'hello', { metadata: { kind: 'greeting' } });
    const read = await store().getWithMetadata('meta/a');
    expect(read?.metadata).toEqual({ kind: 'greeting' });
    await store().delete('meta/a');
    expect(await store().get('meta/a')).toBeNull();
  });

  it('refuses keys that would step outside the store', async () => {
    const context = JSON.parse(
      Buffer.from(process.env.NETLIFY_BLOBS_CONTEXT ?? '', 'base64').toString(),
    ) as { edgeURL: string; token: string; siteID: string };
    const headers = { authorization: `Bearer ${context.token}` };
    for (const key of ['a/%2e%2e/%2e%2e/%2e%2e/secret', 'a%2F..%2F..%2Fsecret', 'a/%ZZ']) {
      const url = `${context.edgeURL}/${context.siteID}/server-test/${key}`;
      expect((await fetch(url, { headers })).status).toBe(400);
      expect((await fetch(url, { method: 'PUT', headers, body: 'x' })).status).toBe(400);
    }
    const wrongToken = await fetch(`${context.edgeURL}/${context.siteID}/server-test/etags/a`);
    expect(wrongToken.status).toBe(403);
  });
});
