import { beforeAll, describe, expect, it } from 'vitest';
import handledHandler from '../../netlify/functions/admin-dashboard.mts';
import messageHandler from '../../netlify/functions/admin-dashboard.mts';
import { auditLog } from '../../src/server/audit.ts';
import {
  saveContactMessage,
  type ContactMessage,
} from '../../src/server/public-forms/contact-messages.ts';
import { runOnLocalBlobs } from '../fixtures/blobs.ts';
import { call } from '../fixtures/http.ts';
import { asBearer, signedInUser } from '../fixtures/staff.ts';

runOnLocalBlobs();

let adminToken = '';
let staffToken = '';
let saved: ContactMessage;

const UNKNOWN_ID = '2026-01-01T00:00:00.000Z_00000000-0000-4000-8000-000000000000';

const pathOf = (id: string) => `/api/admin/contact-messages/${encodeURIComponent(id)}`;

function getMessage(id: string, token?: string) {
  return call(messageHandler, pathOf(id), {
    params: { id: encodeURIComponent(id) },
    ...(token ? { headers: asBearer(token) } : {}),
  });
}

function markHandled(id: string, token?: string, headers: Record<string, string> = {}) {
  return call(handledHandler, `${pathOf(id)}/handled`, {
    method: 'POST',
    params: { id },
    headers: { ...(token ? asBearer(token) : {}), ...headers },
  });
}

beforeAll(async () => {
  adminToken = (await signedInUser('owner', 'admin')).token;
  staffToken = (await signedInUser('packer', 'staff')).token;
  saved = await saveContactMessage({
    name: 'Aroha',
    email: 'aroha@example.co.nz',
    subject: 'wholesale',
    message: 'Could our cafe stock your sauces?',
    subscribedToNewsletter: false,
  });
});

describe('GET /api/admin/contact-messages/{id}', () => {
  it('answers the message to admins and staff, with the id URL-encoded or not', async () => {
    for (const token of [adminToken, staffToken]) {
      const { status, body } = await getMessage(saved.id, token);
      expect(status).toBe(200);
      expect(body).toEqual(saved);
    }
    const raw = await call(messageHandler, `/api/admin/contact-messages/${saved.id}`, {
      params: { id: saved.id },
      headers: asBearer(staffToken),
    });
    expect(raw.body).toEqual(saved);
  });

  it.each([
    ['an unknown id', UNKNOWN_ID],
    ['an id of another shape', 'not-a-message'],
    ['a path into another collection', '../users/x'],
    ['broken percent-encoding', '%E0%A4%A'],
  ])('answers 404 for %s', async (_case, id) => {
    const { status, body } = await call(messageHandler, '/api/admin/contact-messages/x', {
      params: { id },
      headers: asBearer(adminToken),
    });
    expect(status).toBe(404);
    expect(body).toEqual({ message: 'The requested item could not be found.' });
  });
});

describe('POST /api/admin/contact-messages/{id}/handled', () => {
  it('answers 401 without a session, 403 to staff and 403 cross-site', async () => {
    expect((await markHandled(saved.id)).status).toBe(401);
    expect((await markHandled(saved.id, staffToken)).status).toBe(403);
    const crossSite = await markHandled(saved.id, adminToken, {
      origin: 'https://evil.example',
    });
    expect(crossSite.status).toBe(403);
    expect(((await getMessage(saved.id, adminToken)).body as ContactMessage).status).toBe('new');
  });

  it('answers 404 for an unknown message', async () => {
    expect((await markHandled(UNKNOWN_ID, adminToken)).status).toBe(404);
    expect((await markHandled('nope', adminToken)).status).toBe(404);
  });

  it('marks the message handled by the admin, once, and audits it', async () => {
    const { status, body } = await markHandled(saved.id, adminToken);
    expect(status).toBe(200);
    expect(body).toEqual({
      ...saved,
      status: 'handled',
      handledAt: expect.any(String) as string,
      handledBy: 'owner',
    });
    const again = await markHandled(saved.id, adminToken);
    expect(again.body).toEqual(body);
    const entries = (await auditLog.list()).filter(
      (entry) => entry.action === 'contact-message.handled',
    );
    expect(entries).toEqual([
      expect.objectContaining({
        actor: expect.objectContaining({ username: 'owner' }) as object,
        target: `messages/${saved.id}`,
        before: { status: 'new' },
        after: { status: 'handled', handledAt: (body as ContactMessage).handledAt },
      }),
    ]);
  });
});
