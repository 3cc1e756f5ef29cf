// The instance processes' handler bundles (tests/fixtures/instance-bundle.ts): each handler is
// there under its place in the list, and a bundle is built again once a file it came from changed.
import { readFile, stat, writeFile } from 'node:fs/promises';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { currentInstanceBundle } from '../fixtures/instance-bundle.ts';
import { call } from '../fixtures/http.ts';
import { functionModule } from '../fixtures/instances.ts';

type Handler = Parameters<typeof call>[0];

const HANDLERS = [functionModule('faqs'), functionModule('testimonials')];

describe('instance bundles', () => {
  it('export each handler under its place in the list, answering as its source does', async () => {
    const file = await currentInstanceBundle(HANDLERS);
    const bundle = (await import(pathToFileURL(file).href)) as Record<string, Handler>;
    for (const [index, path] of ['/api/faqs', '/api/testimonials'].entries()) {
      const handler = bundle[`h${String(index)}`];
      if (!handler) throw new Error(`The bundle has no h${String(index)}`);
      const source = (await import(pathToFileURL(HANDLERS[index] ?? '').href)) as {
        default: Handler;
      };
      const answer = await call(handler, path);
      expect(answer.status, path).toBe(200);
      expect(answer.body, path).toEqual((await call(source.default, path)).body);
    }
  }, 30_000);

  it('are kept while their files are unchanged, and built again when one changed', async () => {
    const file = await currentInstanceBundle(HANDLERS);
    const built = (await stat(file)).mtimeMs;
    expect(await currentInstanceBundle(HANDLERS)).toBe(file);
    expect((await stat(file)).mtimeMs).toBe(built);

    // As if a source file had been edited since: its recorded time no longer matches.
    const inputsFile = file.replace(/\.mjs$/, '.inputs.json');
    const inputs = JSON.parse(await readFile(inputsFile, 'utf8')) as [string, number, number][];
    const source = inputs.find(([path]) => path.startsWith('src/'));
    if (!source) throw new Error('The bundle lists no source file of the shop');
    source[2] -= 1_000;
    await writeFile(inputsFile, JSON.stringify(inputs));
    await currentInstanceBundle(HANDLERS);
    expect((await stat(file)).mtimeMs).toBeGreaterThan(built);
    expect(await readFile(inputsFile, 'utf8')).not.toContain(JSON.stringify(source));
  }, 30_000);
});
