import { describe, expect, it } from 'vitest';
import { escapeHtml } from '../../src/lib/emails/html.ts';
import { newOrderNoticeEmail } from '../../src/lib/emails/new-order-notice.ts';
import { orderConfirmationEmail } from '../../src/lib/emails/order-confirmation.ts';
import { SAMPLE_SHOP, sampleOrderForEmail } from '../fixtures/order-email.ts';

const HOSTILE = '<script>alert("x")</script>';

describe('escapeHtml', () => {
  it('escapes the five characters that matter in content and attributes', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;',
    );
  });
});

describe('orderConfirmationEmail', () => {
  const email = orderConfirmationEmail(sampleOrderForEmail(), SAMPLE_SHOP);

  it('names the order in the subject', () => {
    expect(email.subject).toBe('Your Cube Kitchen order CK-10042');
  });

  it('lists the items, totals with GST, the slot, the address and the gift in both parts', () => {
    for (const part of [email.text, email.html]) {
      expect(part).toContain('CK-10042');
      expect(part).toContain('Beef Bolognese');
      expect(part).toContain('$29.80');
      expect(part).toContain('Super Veg Sauce');
      expect(part).toContain('$38.70');
      expect(part).toContain('Discount (WELCOME10)');
      expect(part).toContain('−$6.85');
      expect(part).toContain('$61.65');
      expect(part).toContain('includes GST of $8.04');
      expect(part).toContain('Thu 26 Nov, 4:00pm–6:00pm');
      expect(part).toContain('12 Marine Parade, Flat 3, Mount Maunganui, Tauranga 3116');
      expect(part).toContain('Mere Tane (027 555 0199)');
      expect(part).toContain('Happy birthday!');
      expect(part).toContain('Leave at the back door');
      expect(part).toContain('GST number 123-456-789');
    }
    expect(email.text).toContain('Delivery: Free');
    expect(email.text).toContain('Total: $61.65 (includes GST of $8.04)');
    expect(email.text).toContain('placed Tuesday, 24 November 2026 at 3:15 pm');
  });

  it('lays out the account, amount and order number as reference, one per line, in both parts', () => {
    expect(email.text).toContain(
      [
        '  Account name: Cube Kitchen Ltd',
        '  Account number: 12-3456-0123456-00',
        '  Amount: $61.65',
        '  Reference: CK-10042',
      ].join('\n'),
    );
    expect(email.html).toContain('Account number: 12-3456-0123456-00');
    expect(email.html).toContain('Reference: CK-10042');
    expect(email.text).not.toContain('cancelled');
  });

  it('states a pay-by date only when the order carries one', () => {
    const order = sampleOrderForEmail({
      payment: {
        method: 'bank_transfer',
        status: 'awaiting_payment',
        payBy: '2026-11-26T10:00:00Z',
      },
    });
    expect(orderConfirmationEmail(order, SAMPLE_SHOP).text).toContain(
      'Please pay by Thursday, 26 November 2026; unpaid orders may be cancelled after that.',
    );
  });

  it('sends the shopper to the order page, never "contact us", when the account was removed', () => {
    const shop = { ...SAMPLE_SHOP, bankAccountName: '', bankAccountNumber: '', gstNumber: '' };
    const { text } = orderConfirmationEmail(sampleOrderForEmail(), shop);
    const payment = text.slice(text.indexOf('Payment'), text.indexOf('Items'));
    expect(payment).toContain(
      'Please pay $61.65 by bank transfer with your order number CK-10042 as the reference.',
    );
    expect(payment).toContain('Please look at your order page again later');
    expect(payment).not.toMatch(/contact us/i);
    expect(text).not.toContain('Account number');
    expect(text).not.toContain('GST number');
  });

  it('thanks a card payer instead of asking for a transfer', () => {
    const order = sampleOrderForEmail({ payment: { method: 'card', status: 'paid' } });
    const { text } = orderConfirmationEmail(order, SAMPLE_SHOP);
    expect(text).toContain('Paid by card. Thank you.');
    expect(text).not.toContain('bank transfer');
  });

  it('links to the confirmation page, escaped in the HTML attribute', () => {
    expect(email.text).toContain(
      'See your order online: https://cubekitchen.co.nz/order-confirmation?order=abc&token=xyz',
    );
    expect(email.html).toContain(
      'href="https://cubekitchen.co.nz/order-confirmation?order=abc&amp;token=xyz"',
    );
  });

  it('tells a standing order’s first order where to sign in, with no sign-in token', () => {
    const signInUrl = 'https://cubekitchen.co.nz/my-deliveries?email=aroha%40example.co.nz';
    const { text, html } = orderConfirmationEmail(
      sampleOrderForEmail({
        standing: { schedule: 'every Thursday', whenUnavailable: 'Skip that delivery', signInUrl },
      }),
      SAMPLE_SHOP,
    );
    expect(text).toContain('This is the first order of your standing order: every Thursday');
    expect(text).toContain(`Sign in to My deliveries: ${signInUrl}`);
    expect(html).toContain(`href="${signInUrl}"`);
    expect(`${text}${html}`).not.toMatch(/[?&]link=/);
  });

  it('shows a pickup with its place and no delivery address', () => {
    const order = sampleOrderForEmail({
      fulfilment: {
        method: 'pickup',
        slotLabel: 'Sat 28 Nov, 9:00am–12:00pm',
        pickupAddress: '24 Te Okuroa Drive, Papamoa',
      },
      totals: { ...sampleOrderForEmail().totals, deliveryFeeCents: 0 },
    });
    const { text } = orderConfirmationEmail(order, SAMPLE_SHOP);
    expect(text).toContain(
      'Pickup\n  When: Sat 28 Nov, 9:00am–12:00pm\n  From: 24 Te Okuroa Drive, Papamoa',
    );
    expect(text).not.toContain('Marine Parade');
  });

  it('shows a delivery fee and leaves out discount, gift and notes when there are none', () => {
    const base = sampleOrderForEmail();
    const order = sampleOrderForEmail({
      totals: {
        ...base.totals,
        discountCents: 0,
        deliveryFeeCents: 500,
        totalCents: 7350,
        gstCents: 959,
      },
      promoCode: null,
      gift: null,
      notes: '',
    });
    const { text } = orderConfirmationEmail(order, SAMPLE_SHOP);
    expect(text).toContain('Delivery: $5.00');
    expect(text).toContain('Total: $73.50 (includes GST of $9.59)');
    expect(text).not.toContain('Discount');
    expect(text).not.toContain('Gift');
    expect(text).not.toContain('Notes');
  });

  it('escapes every shopper-written string in the HTML', () => {
    const order = sampleOrderForEmail({
      customer: { name: HOSTILE, email: 'aroha@example.co.nz', phone: '021 555 0101' },
      gift: { recipientName: HOSTILE, message: `Love you\n${HOSTILE}` },
      notes: HOSTILE,
      lines: [{ name: HOSTILE, quantity: 1, unitPriceCents: 1490, lineTotalCents: 1490 }],
    });
    const { html, text } = orderConfirmationEmail(order, SAMPLE_SHOP);
    expect(html).not.toContain('<script>');
    expect(html).toContain('Message: Love you<br>&lt;script&gt;');
    expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    expect(text).toContain(`Message: Love you\n    ${HOSTILE}`);
  });
});

describe('newOrderNoticeEmail', () => {
  const email = newOrderNoticeEmail(sampleOrderForEmail(), SAMPLE_SHOP);

  it('sums the order up in the subject', () => {
    expect(email.subject).toBe(
      'New order CK-10042: Aroha Tane, delivery Thu 26 Nov, 4:00pm–6:00pm, $61.65',
    );
  });

  it('gives packing everything: customer contact, slot, address, gift, notes, items, payment', () => {
    for (const part of [email.text, email.html]) {
      expect(part).toContain('aroha@example.co.nz');
      expect(part).toContain('021 555 0101');
      expect(part).toContain('Thu 26 Nov, 4:00pm–6:00pm');
      expect(part).toContain('12 Marine Parade, Flat 3, Mount Maunganui, Tauranga 3116');
      expect(part).toContain('Mere Tane (027 555 0199)');
      expect(part).toContain('Happy birthday!');
      expect(part).toContain('Leave prices off the packing slip.');
      expect(part).toContain('Leave at the back door');
      expect(part).toContain('Beef Bolognese');
      expect(part).toContain('Bank transfer, awaiting payment, reference CK-10042');
      expect(part).toContain('includes GST of $8.04');
    }
    expect(email.text).toContain('2 × Beef Bolognese at $14.90: $29.80');
    expect(email.text).not.toContain('token=');
  });

  it('escapes the gift message and notes in the HTML', () => {
    const order = sampleOrderForEmail({
      gift: { recipientName: 'Mere', message: HOSTILE },
      notes: `${HOSTILE} & more`,
    });
    const { html } = newOrderNoticeEmail(order, SAMPLE_SHOP);
    expect(html).not.toContain('<script>');
    expect(html).toContain('Message: &lt;script&gt;');
    expect(html).toContain('&lt;/script&gt; &amp; more');
  });
});
