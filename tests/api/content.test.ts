import { describe, expect, it } from 'vitest';
import faqsHandler from '../../netlify/functions/faqs.mts';
import testimonialsHandler from '../../netlify/functions/testimonials.mts';
import faqsFile from '../../content/faqs.json' with { type: 'json' };
import testimonialsFile from '../../content/testimonials.json' with { type: 'json' };
import { call } from '../fixtures/http.ts';

describe('GET /api/testimonials', () => {
  it('answers the editors’ testimonials, kept 15 minutes at the CDN', async () => {
    const { status, body, headers } = await call(testimonialsHandler, '/api/testimonials');
    expect(status).toBe(200);
    expect(body).toEqual(testimonialsFile);
    expect(headers.get('netlify-cdn-cache-control')).toContain('s-maxage=900');
  });

  it('refuses POST with 405', async () => {
    const { status } = await call(testimonialsHandler, '/api/testimonials', { json: {} });
    expect(status).toBe(405);
  });
});

describe('GET /api/faqs', () => {
  it('answers the editors’ FAQs, kept 20 minutes at the CDN', async () => {
    const { status, body, headers } = await call(faqsHandler, '/api/faqs');
    expect(status).toBe(200);
    expect(body).toEqual(faqsFile);
    expect(headers.get('netlify-cdn-cache-control')).toContain('s-maxage=1200');
  });

  it('refuses PUT with 405', async () => {
    const { status, headers } = await call(faqsHandler, '/api/faqs', { method: 'PUT' });
    expect(status).toBe(405);
    expect(headers.get('allow')).toBe('GET');
  });
});
