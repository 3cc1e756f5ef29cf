import { describe, expect, it } from 'vitest';
import { welcomeEmail } from '../../src/lib/emails/welcome.ts';
import { maskEmail, unsubscribePageHtml } from '../../src/lib/newsletters/unsubscribe-page.ts';
import { siteConfig } from '../../src/server/content/content.ts';

const SENDER = {
  name: 'Cube Kitchen',
  email: 'hello@cubekitchen.co.nz',
  address: { street: '24 Te Okuroa Drive', suburb: 'Papamoa', city: 'Tauranga', postcode: '3118' },
};
const UNSUBSCRIBE = 'https://shop.example/unsubscribe?token=abc.def';

describe('welcomeEmail', () => {
  const email = welcomeEmail(
    {
      name: '<img src=x onerror=alert(1)>',
      preferences: ['promotions', 'new-releases'],
      shopUrl: 'https://shop.example/meals',
      unsubscribeUrl: UNSUBSCRIBE,
    },
    SENDER,
  );

  it('keeps a name that looks like HTML as text', () => {
    expect(email.html).toContain('Kia ora &lt;img src=x onerror=alert(1)&gt;,');
    expect(email.html).not.toContain('<img');
  });

  it('names the chosen preferences in the form order', () => {
    expect(email.text).toContain('You asked to hear about: New meal releases, Special offers');
  });

  it('ends with the marketing footer: why, who and where, and the unsubscribe link', () => {
    for (const part of [email.text, email.html]) {
      expect(part).toContain('You signed up at cubekitchen.co.nz.');
      expect(part).toContain('24 Te Okuroa Drive, Papamoa, Tauranga 3118');
    }
    expect(email.text).toContain(`Unsubscribe or change what you get from us: ${UNSUBSCRIBE}`);
    expect(email.html).toContain(`href="${UNSUBSCRIBE.replace('&', '&amp;')}"`);
  });

  it('still reads well without preferences', () => {
    const plain = welcomeEmail(
      { name: 'Ana', preferences: [], shopUrl: 'https://s/meals', unsubscribeUrl: UNSUBSCRIBE },
      SENDER,
    );
    expect(plain.text).toContain("We'll only write when we have something worth telling you");
  });
});

describe('the unsubscribe page', () => {
  it('masks the address, keeping only its first letter and domain', () => {
    expect(maskEmail('aroha@example.co.nz')).toBe('a***@example.co.nz');
    expect(maskEmail('broken')).toBe('***');
  });

  it('escapes the form address and the error', () => {
    const html = unsubscribePageHtml(
      { kind: 'confirm', maskedEmail: '<b>@x', preferences: [], error: '<i>no</i>' },
      '/unsubscribe?token=a"b&c=1',
      siteConfig(),
    );
    expect(html).toContain('action="/unsubscribe?token=a&quot;b&amp;c=1"');
    expect(html).toContain('Unsubscribe &lt;b&gt;@x from');
    expect(html).toContain('&lt;i&gt;no&lt;/i&gt;');
    expect(html).not.toContain('<b>');
  });
});
