import { describe, expect, it } from 'vitest';
import { shopperNoticeEmail } from '../../src/lib/emails/shopper-notice.ts';
import { dueNotice, noticeForStatus } from '../../src/lib/orders/shopper-notices.ts';
import type { StatusChange } from '../../src/lib/orders/status.ts';
import { SAMPLE_SHOP, sampleOrderForEmail } from '../fixtures/order-email.ts';

const STAFF = { kind: 'staff', id: 'u1', name: 'packer' } as const;
const ORIGIN = 'https://deploy-preview-7--cube.netlify.app';
const CONFIRMATION = `${ORIGIN}/order-confirmation?order=abc&token=xyz`;

const delivery = sampleOrderForEmail({ confirmationUrl: CONFIRMATION });
const pickup = sampleOrderForEmail({
  confirmationUrl: CONFIRMATION,
  gift: null,
  fulfilment: {
    method: 'pickup',
    slotLabel: 'Fri 27 Nov, 9:00am–5:00pm',
    pickupAddress: '5 Kitchen Lane, Papamoa Beach, Tauranga 3118',
  },
});

describe('shopperNoticeEmail', () => {
  it('says the order is on its way, with its number, window and address, in both parts', () => {
    const email = shopperNoticeEmail(
      'out_for_delivery',
      delivery,
      SAMPLE_SHOP,
      '2026-11-26T03:00:00Z',
    );
    expect(email.subject).toBe('Your Cube Kitchen order CK-10042 is on its way');
    for (const part of [email.text, email.html]) {
      expect(part).toContain('Kia ora Aroha Tane,');
      expect(part).toContain(
        'Your order CK-10042 has left our kitchen and is on its way to Mere Tane. It arrives in your delivery window, Thu 26 Nov, 4:00pm–6:00pm.',
      );
      expect(part).toContain('12 Marine Parade, Flat 3, Mount Maunganui, Tauranga 3116');
      expect(part).toContain('Beef Bolognese');
    }
    expect(email.text).toContain(`See your order online: ${CONFIRMATION}`);
    expect(email.html).toContain(`href="${CONFIRMATION.replace('&', '&amp;')}"`);
  });

  it('says when and where a delivery was made', () => {
    const email = shopperNoticeEmail('delivered', delivery, SAMPLE_SHOP, '2026-11-26T04:30:00Z');
    expect(email.subject).toBe('Your Cube Kitchen order CK-10042 has been delivered');
    expect(email.text).toContain(
      'Your order CK-10042 was delivered to 12 Marine Parade, Flat 3, Mount Maunganui, Tauranga 3116 on Thursday, 26 November 2026.',
    );
    expect(email.text).toContain(
      'Questions? Contact us at hello@cubekitchen.co.nz or 07 572 0193.',
    );
  });

  it('tells a pickup shopper when and where to collect, and to give the order number', () => {
    const email = shopperNoticeEmail(
      'ready_for_pickup',
      pickup,
      SAMPLE_SHOP,
      '2026-11-26T04:30:00Z',
    );
    expect(email.subject).toBe('Your Cube Kitchen order CK-10042 is ready for pickup');
    expect(email.text).toContain(
      'Your order CK-10042 is packed and ready to collect at your pickup time, Fri 27 Nov, 9:00am–5:00pm.',
    );
    expect(email.text).toContain('From: 5 Kitchen Lane, Papamoa Beach, Tauranga 3118');
    expect(email.text).toContain('Please give your order number, CK-10042, when you collect.');
    expect(email.text).not.toContain('Marine Parade');
  });

  it('links the policies on the shop origin, never a relative link', () => {
    const email = shopperNoticeEmail('delivered', delivery, SAMPLE_SHOP, '2026-11-26T04:30:00Z');
    expect(email.text).toContain(`Terms of sale: ${ORIGIN}/terms`);
    expect(email.html).not.toContain('href="/');
  });

  it('escapes what the shopper wrote in the HTML', () => {
    const order = sampleOrderForEmail({
      customer: { name: 'Aroha <b>Tane</b>', email: 'a@example.co.nz', phone: '021' },
      gift: null,
    });
    const email = shopperNoticeEmail(
      'out_for_delivery',
      order,
      SAMPLE_SHOP,
      '2026-11-26T04:30:00Z',
    );
    expect(email.html).toContain('Aroha &lt;b&gt;Tane&lt;/b&gt;');
    expect(email.html).not.toContain('<b>Tane');
    expect(email.text).toContain('on its way to you.');
  });
});

const move = (from: StatusChange['from'], to: StatusChange['to'], at: string): StatusChange => ({
  from,
  to,
  at,
  actor: STAFF,
});

describe('which notice a move calls for', () => {
  it('out for delivery and delivered for deliveries, packed for pickups only', () => {
    expect(noticeForStatus('out_for_delivery', 'delivery')).toBe('out_for_delivery');
    expect(noticeForStatus('delivered', 'delivery')).toBe('delivered');
    expect(noticeForStatus('packed', 'pickup')).toBe('ready_for_pickup');
    expect(noticeForStatus('packed', 'delivery')).toBeNull();
    expect(noticeForStatus('collected', 'pickup')).toBeNull();
    expect(noticeForStatus('paid', 'delivery')).toBeNull();
  });

  const now = new Date('2026-11-26T04:00:00Z');
  const order = {
    id: 'order-1',
    status: 'out_for_delivery' as const,
    fulfilment: { method: 'delivery' as const },
    history: [
      move(null, 'awaiting_payment', '2026-11-24T01:00:00Z'),
      move('awaiting_payment', 'paid', '2026-11-24T02:00:00Z'),
      move('paid', 'packed', '2026-11-26T01:00:00Z'),
      move('packed', 'out_for_delivery', '2026-11-26T03:55:00Z'),
    ],
  };

  it('names the move in the claim key, the same for a repeat within the window', () => {
    expect(dueNotice(order, true, now)).toMatchObject({
      notice: 'out_for_delivery',
      claimKey: 'order-1/out_for_delivery-3',
    });
    expect(dueNotice(order, false, now)?.claimKey).toBe('order-1/out_for_delivery-3');
    expect(dueNotice(order, false, new Date('2026-11-26T04:20:00Z'))).toBeNull();
  });

  it('a second trip out after a failed delivery is a new move with its own claim', () => {
    const again = {
      ...order,
      history: [
        ...order.history,
        move('out_for_delivery', 'packed', '2026-11-26T05:00:00Z'),
        move('packed', 'out_for_delivery', '2026-11-27T03:00:00Z'),
      ],
    };
    expect(dueNotice(again, true, now)?.claimKey).toBe('order-1/out_for_delivery-5');
  });
});
