import { describe, expect, it } from 'vitest';
import {
  changeNoticeEmail,
  changeNoticeSubject,
  standingChangeLines,
  type ChangeNoticeContext,
} from '../../src/lib/standing-orders/change-notice.ts';
import type { StandingOrder } from '../../src/lib/standing-orders/standing-order.ts';
import { standingOrderFixture } from '../fixtures/standing-order.ts';

const names = {
  mealName: (id: string) =>
    ({ 'beef-bolognese': 'Beef Bolognese', 'super-veg-sauce': 'Super Veg Sauce' })[id] ?? id,
  slotLabel: (id: string) =>
    ({ 'thu-pm': 'Thursday, 4:00pm–6:00pm', 'fri-pm': 'Friday, 4:00pm–6:00pm' })[id] ?? id,
};

const before = standingOrderFixture();
const linesOf = (after: StandingOrder, from: StandingOrder = before) =>
  standingChangeLines(from, after, names).map((line) => line.line);

describe('standingChangeLines', () => {
  it('says an address change old → new', () => {
    const after = standingOrderFixture({
      fulfilment: {
        method: 'delivery',
        address: {
          line1: '4 Other St',
          line2: '',
          suburb: 'Gate Pa',
          city: 'Tauranga',
          postcode: '3112',
        },
        zoneId: 'papamoa',
        slotId: 'thu-pm',
      },
    });
    expect(linesOf(after)).toEqual([
      'Address: 7 Dunlop Rd, Papamoa, Tauranga 3118 → 4 Other St, Gate Pa, Tauranga 3112',
    ]);
  });

  it('says the meals old → new by name', () => {
    const after = standingOrderFixture({ items: [{ productId: 'beef-bolognese', quantity: 12 }] });
    expect(linesOf(after)).toEqual([
      'Meals: 2 × Beef Bolognese, 1 × Super Veg Sauce → 12 × Beef Bolognese',
    ]);
  });

  it('says a skip, an unskip, a pause and a resume', () => {
    const skipped = standingOrderFixture({ skipDates: ['2026-12-10'] });
    expect(linesOf(skipped)).toEqual(['Skipped: Thu 10 Dec']);
    expect(linesOf(before, skipped)).toEqual(['Back on: Thu 10 Dec']);
    const paused = standingOrderFixture({ status: 'paused', pausedUntil: '2027-01-07' });
    expect(linesOf(paused)).toEqual(['Paused: no deliveries until Thu 7 Jan']);
    const open = standingOrderFixture({ status: 'paused' });
    expect(linesOf(open)).toEqual(['Paused: no deliveries until you resume']);
    expect(linesOf(before, paused)).toEqual([
      'Resumed: deliveries are back on, next delivery Thu 3 Dec',
    ]);
  });

  it('says a new weekly time with its first delivery', () => {
    const after = standingOrderFixture({
      fulfilment: { ...before.fulfilment, slotId: 'fri-pm' },
      nextDate: '2026-12-04',
    });
    expect(linesOf(after)).toEqual([
      'Day and time: Thursday, 4:00pm–6:00pm → Friday, 4:00pm–6:00pm, first delivery Fri 4 Dec',
    ]);
  });

  it('says a cancel, reminders on or off, and the card charged from now on', () => {
    const cancelled = standingOrderFixture({ status: 'cancelled' });
    expect(linesOf(cancelled)).toEqual(['Cancelled: no more deliveries will be made']);
    expect(linesOf(standingOrderFixture({ reminders: false }))).toEqual([
      'Reminder emails: on → off',
    ]);
    const card = { stripeCustomerId: 'cus_1', paymentMethodId: 'pm_1', brand: 'visa' };
    const saved = standingOrderFixture({ card: { ...card, last4: '4242' } });
    expect(linesOf(saved)).toEqual([
      'Payment: Visa ending 4242 will be charged for your deliveries from now on',
    ]);
    const changed = standingOrderFixture({
      card: { ...card, paymentMethodId: 'pm_2', brand: 'mastercard', last4: '4444' },
    });
    expect(linesOf(changed, saved)).toEqual([
      'Payment: Mastercard ending 4444 will be charged for your deliveries from now on (instead of Visa ending 4242)',
    ]);
  });

  it('gives nothing for a save that changed nothing the customer sees', () => {
    expect(linesOf(standingOrderFixture())).toEqual([]);
    const bookkeeping = standingOrderFixture({
      nextDate: '2026-12-10',
      dueOn: '2026-12-07',
      remindedFor: '2026-12-03',
    });
    expect(linesOf(bookkeeping)).toEqual([]);
  });
});

describe('changeNoticeEmail', () => {
  const context: ChangeNoticeContext = {
    shopName: 'Cube Kitchen',
    customerName: 'Aroha Ngata',
    signInUrl: 'https://shop.example/my-deliveries?email=aroha%40example.co.nz',
    contact: 'hello@cube.example or 07 555 0100',
    // Sat 28 Nov 2026, 4:05pm in Auckland (NZDT, UTC+13).
    at: new Date('2026-11-28T03:05:00Z'),
    by: { kind: 'customer' },
  };
  const lines = standingChangeLines(
    before,
    standingOrderFixture({ items: [{ productId: 'beef-bolognese', quantity: 12 }] }),
    names,
  );

  it('names what changed in the subject', () => {
    expect(changeNoticeSubject(lines)).toBe('Your standing order changed: meals');
    expect(
      changeNoticeSubject([
        { topic: 'address', line: '' },
        { topic: 'day and time', line: '' },
      ]),
    ).toBe('Your standing order changed: address, day and time');
  });

  it('says what, when, who, how to undo it and what to do if it was not them', () => {
    const { subject, text, html } = changeNoticeEmail(lines, context);
    expect(subject).toBe('Your standing order changed: meals');
    expect(text).toContain('Meals: 2 × Beef Bolognese, 1 × Super Veg Sauce → 12 × Beef Bolognese');
    expect(text).toContain('changed on Sat 28 Nov, 4:05pm (NZ time)');
    expect(text).toContain('You changed this on My deliveries.');
    expect(text).toContain(
      'To change it back, sign in to My deliveries: https://shop.example/my-deliveries?email=aroha%40example.co.nz',
    );
    expect(text).toContain(
      'If this wasn’t you, sign out everywhere on My deliveries and tell us: hello@cube.example or 07 555 0100.',
    );
    expect(html).toContain('href="https://shop.example/my-deliveries?email=aroha%40example.co.nz"');
  });

  it('offers a new standing order, not taking it back, after a cancel', () => {
    const cancelled = [{ topic: 'cancelled', line: 'Cancelled: no more deliveries will be made' }];
    const { text } = changeNoticeEmail(cancelled, context);
    expect(text).toContain('start a new standing order, sign in to My deliveries: https://');
    expect(text).not.toContain('change it back');
  });

  it('says staff made a change, with their reason, and escapes it in the HTML', () => {
    const staff = changeNoticeEmail(lines, {
      ...context,
      by: { kind: 'staff', reason: 'Away <until> March' },
    });
    expect(staff.text).toContain('Our team changed this: Away <until> March');
    expect(staff.html).toContain('Away &lt;until&gt; March');
    expect(
      changeNoticeEmail(lines, { ...context, by: { kind: 'staff', reason: ' ' } }).text,
    ).toContain('Our team changed this.');
  });
});
