import { describe, expect, it } from 'vitest';
import {
  listUnsubscribeHeaders,
  marketingFooterHtml,
  marketingFooterText,
} from '../../src/lib/newsletters/marketing-footer.ts';

const SENDER = {
  name: 'Cube <Kitchen>',
  email: 'hello@cubekitchen.co.nz',
  address: { street: '24 Te Okuroa Drive', suburb: 'Papamoa', city: 'Tauranga', postcode: '3118' },
};
const LINKS = {
  unsubscribeUrl: 'https://cubekitchen.co.nz/unsubscribe?token=abc.def&x="y"',
  reason: 'You signed up for our newsletter.',
};

describe('the marketing footer (UEMA)', () => {
  it('names the sender, the address, a contact and the unsubscribe link in both parts', () => {
    const text = marketingFooterText(SENDER, LINKS);
    expect(text).toContain('Sent by Cube <Kitchen>, 24 Te Okuroa Drive, Papamoa, Tauranga 3118.');
    expect(text).toContain('hello@cubekitchen.co.nz');
    expect(text).toContain(`Unsubscribe or change what you get from us: ${LINKS.unsubscribeUrl}`);
    expect(text).toContain(LINKS.reason);

    const html = marketingFooterHtml(SENDER, LINKS);
    expect(html).toContain('Cube &lt;Kitchen&gt;');
    expect(html).not.toContain('<Kitchen>');
    expect(html).toContain(
      'href="https://cubekitchen.co.nz/unsubscribe?token=abc.def&amp;x=&quot;y&quot;"',
    );
    expect(html).toContain('href="mailto:hello@cubekitchen.co.nz"');
  });

  it('gives the RFC 8058 one-click headers', () => {
    expect(listUnsubscribeHeaders('https://shop.example/unsubscribe?token=t')).toEqual({
      'List-Unsubscribe': '<https://shop.example/unsubscribe?token=t>',
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
  });
});
