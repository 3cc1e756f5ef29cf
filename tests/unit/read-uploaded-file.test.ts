import { describe, expect, it } from 'vitest';
import { HttpError } from '../../src/server/http/errors.ts';
import { readUploadedFile } from '../../src/server/http/request.ts';

const UPLOAD = { field: 'file', maxBytes: 1024, tooLarge: 'Files may be at most 1 KB.' };

// The body as bytes, as it arrives over the network (undici's own FormData stream cannot be
// cancelled half-way without an unhandled rejection).
async function uploadRequest(form: FormData): Promise<Request> {
  const encoded = new Response(form);
  return new Request('http://localhost/api/admin/upload', {
    method: 'POST',
    headers: { 'content-type': encoded.headers.get('content-type') ?? '' },
    body: await encoded.arrayBuffer(),
  });
}

async function refusal(request: Request): Promise<HttpError> {
  const error = await readUploadedFile(request, UPLOAD).catch((caught: unknown) => caught);
  if (!(error instanceof HttpError)) throw new Error('expected an HttpError');
  return error;
}

describe('readUploadedFile', () => {
  it('reads the file from its field, with the name and type the browser gave', async () => {
    const form = new FormData();
    form.append('file', new File([new Uint8Array([1, 2, 3])], 'sheet.pdf', { type: 'x/y' }));
    const file = await readUploadedFile(await uploadRequest(form), UPLOAD);
    expect(file).toEqual({ name: 'sheet.pdf', type: 'x/y', bytes: new Uint8Array([1, 2, 3]) });
  });

  it('refuses a file over the limit with the route message (413)', async () => {
    const form = new FormData();
    form.append('file', new File([new Uint8Array(1025)], 'big.pdf'));
    const error = await refusal(await uploadRequest(form));
    expect(error.status).toBe(413);
    expect(error.message).toBe('Files may be at most 1 KB.');
  });

  it('stops reading a body far over the limit, whatever its declared length', async () => {
    const form = new FormData();
    form.append('file', new File([new Uint8Array(200_000)], 'huge.pdf'));
    expect((await refusal(await uploadRequest(form))).status).toBe(413);
  });

  it('asks for a file when the field is missing or empty (400 beside the field)', async () => {
    const form = new FormData();
    form.append('other', 'text');
    const missing = await refusal(await uploadRequest(form));
    expect(missing.status).toBe(400);
    expect(missing.errors).toEqual({ file: 'Choose a file to upload.' });
    const empty = new FormData();
    empty.append('file', new File([], 'empty.pdf'));
    expect((await refusal(await uploadRequest(empty))).errors).toEqual({
      file: 'Choose a file to upload.',
    });
  });

  it('refuses JSON or a broken multipart body', async () => {
    const json = new Request('http://localhost/x', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect((await refusal(json)).status).toBe(415);
    const broken = new Request('http://localhost/x', {
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data; boundary=zzz' },
      body: 'not multipart at all',
    });
    expect((await refusal(broken)).status).toBe(400);
  });
});
