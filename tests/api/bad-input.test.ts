import { beforeAll, describe, expect, it } from 'vitest';
import settingsHandler from '../../netlify/functions/admin-settings.mts';
import passwordHandler from '../../netlify/functions/auth-password.mts';
import contactHandler from '../../netlify/functions/contact.mts';
import newsletterHandler from '../../netlify/functions/newsletter-signup.mts';
import cancelPaymentHandler from '../../netlify/functions/order-cancel-payment.mts';
import productsHandler from '../../netlify/functions/products.mts';
import promoCheckHandler from '../../netlify/functions/promo-check.mts';
import { runOnLocalBlobs } from '../fixtures/blobs.ts';
import { call } from '../fixtures/http.ts';
import { asBearer, signedInUser } from '../fixtures/staff.ts';

runOnLocalBlobs();

const BAD_BODIES = [
  'null',
  '[]',
  '"a string"',
  '42',
  '{}',
  '{"__proto__": {"admin": true}, "name": "x"}',
  '{"name": {"first": "Ana"}, "email": ["a@b.co"], "subject": 3, "message": null}',
  '{"preferences": "recipes", "humanVerification": 12, "challengeToken": {}}',
  `{"name": "${'é'.repeat(2000)}", "email": "${'a'.repeat(300)}@example.com"}`,
  '{"humanVerification": "99999999999999999999999", "challengeToken": "a.b.c"}',
  '{"code": {"$ne": ""}, "subtotalCents": 1e400}',
  '\u0000\u0001',
  '{"name": "Ana", }',
];

let adminToken = '';

beforeAll(async () => {
  adminToken = (await signedInUser('owner', 'admin')).token;
});

describe('bad input never yields a 5xx', () => {
  it.each([
    ['/api/contact', contactHandler],
    ['/api/newsletter-signup', newsletterHandler],
    ['/api/promo/check', promoCheckHandler],
    ['/api/orders/6f1c2d3e-4a5b-4c6d-8e7f-901234567890/cancel-payment', cancelPaymentHandler],
  ] as const)(
    'POST %s answers 4xx with a message for every malformed body',
    async (path, handler) => {
      for (const body of BAD_BODIES) {
        const { status, body: answer } = await call(handler, path, {
          body,
          headers: { 'content-type': 'application/json', origin: 'http://localhost:4321' },
        });
        expect(status, body).toBeGreaterThanOrEqual(400);
        expect(status, body).toBeLessThan(500);
        expect(answer).toHaveProperty('message');
      }
    },
  );

  it.each([
    ['PUT', '/api/admin/settings', settingsHandler],
    ['POST', '/api/auth/password', passwordHandler],
  ] as const)(
    '%s %s answers 4xx with a message for every malformed body from a signed-in admin',
    async (method, path, handler) => {
      for (const body of BAD_BODIES) {
        const { status, body: answer } = await call(handler, path, {
          method,
          body,
          headers: { ...asBearer(adminToken), 'content-type': 'application/json' },
        });
        expect(status, body).toBeGreaterThanOrEqual(400);
        expect(status, body).toBeLessThan(500);
        expect(answer).toHaveProperty('message');
      }
    },
  );

  it('GET /api/products/{id} answers 404 for ids of any shape', async () => {
    for (const id of ['', ' ', '%00', 'a'.repeat(700), 'products/../../secrets', '😀']) {
      const { status } = await call(productsHandler, '/api/products/x', { params: { id } });
      expect(status, id).toBe(404);
    }
  });
});
