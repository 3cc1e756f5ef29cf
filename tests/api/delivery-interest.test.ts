import { describe, expect, it } from 'vitest';
import adminHandler from '../../netlify/functions/admin-delivery-zones.mts';
import interestHandler from '../../netlify/functions/delivery-interest.mts';
import { runOnLocalBlobs } from '../fixtures/blobs.ts';
import { call, newClientIp } from '../fixtures/http.ts';
import { asBearer, signedInUser } from '../fixtures/staff.ts';

runOnLocalBlobs();

describe('POST /api/delivery/interest', () => {
  it('keeps one record per address and postcode, updated when asked again', async () => {
    const request = { email: 'Hemi@Example.co.nz', postcode: '3171', suburb: 'Ōmokoroa' };
    const first = await call(interestHandler, '/api/delivery/interest', { json: request });
    expect(first.status).toBe(201);
    expect(first.body).toEqual({
      message: "Thanks! We'll email you when we deliver to your area.",
    });
    const again = await call(interestHandler, '/api/delivery/interest', {
      json: { ...request, email: 'hemi@example.co.nz', suburb: '' },
    });
    expect(again.status).toBe(201);

    // Who asked is customers' personal data: an admin's to read (or staff an admin allows).
    const { token } = await signedInUser('interest-admin', 'admin');
    const listed = await call(adminHandler, '/api/admin/delivery-interest', {
      headers: asBearer(token),
    });
    expect(listed.status).toBe(200);
    const forPostcode = (listed.body as { postcode: string; suburb: string }[]).filter(
      (interest) => interest.postcode === '3171',
    );
    expect(forPostcode).toHaveLength(1);
    expect(forPostcode[0]).toMatchObject({ email: 'hemi@example.co.nz', suburb: 'Ōmokoroa' });
  });

  it('answers 400 with field messages for a bad email or postcode', async () => {
    const { status, body } = await call(interestHandler, '/api/delivery/interest', {
      json: { email: 'not-an-email', postcode: '31' },
    });
    expect(status).toBe(400);
    expect(body).toMatchObject({
      errors: {
        email: 'Please enter a valid email address',
        postcode: 'Postcode must be 4 digits',
      },
    });
  });

  it('refuses a cross-site request and rate-limits one address', async () => {
    const crossSite = await call(interestHandler, '/api/delivery/interest', {
      json: { email: 'a@example.co.nz', postcode: '3171' },
      headers: { origin: 'https://evil.example' },
    });
    expect(crossSite.status).toBe(403);
    const ip = newClientIp();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt += 1) {
      const { status } = await call(interestHandler, '/api/delivery/interest', {
        json: { email: `asker${String(attempt)}@example.co.nz`, postcode: '3172' },
        ip,
      });
      statuses.push(status);
    }
    expect(statuses.slice(0, 10).every((status) => status === 201)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});

describe('GET /api/admin/delivery-interest', () => {
  it('answers 401 without a session', async () => {
    const { status } = await call(adminHandler, '/api/admin/delivery-interest');
    expect(status).toBe(401);
  });
});
