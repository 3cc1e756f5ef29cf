import { describe, expect, it } from 'vitest';
import { orderConfirmationEmail } from '../../src/lib/emails/order-confirmation.ts';
import { SAMPLE_SHOP, sampleOrderForEmail } from '../fixtures/order-email.ts';

describe('the order confirmation links the shop policies', () => {
  it('on the origin of the shop that sent it, in both parts, as the footer line', () => {
    const email = orderConfirmationEmail(
      sampleOrderForEmail({
        confirmationUrl: 'https://deploy-preview-7--cube.netlify.app/order-confirmation?order=a',
      }),
      SAMPLE_SHOP,
    );
    const origin = 'https://deploy-preview-7--cube.netlify.app';
    expect(email.text.trimEnd().split('\n').slice(-4)).toEqual([
      'Our policies:',
      `  Terms of sale: ${origin}/terms`,
      `  Refunds: ${origin}/refunds`,
      `  Delivery: ${origin}/delivery`,
    ]);
    for (const path of ['/terms', '/refunds', '/delivery']) {
      expect(email.html).toContain(`<a href="${origin}${path}"`);
    }
    expect(email.html).not.toContain('href="/');
  });
});
