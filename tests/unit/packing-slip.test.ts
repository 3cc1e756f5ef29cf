import { describe, expect, it } from 'vitest';
import {
  compareForPacking,
  packingSlipOf,
  PackingSlipsQuerySchema,
} from '../../src/lib/orders/packing-slip.ts';
import { dispatchOrder } from '../fixtures/dispatch-orders.ts';

describe('packingSlipOf', () => {
  it('shows the items with pack counts and prices for an ordinary order', () => {
    const order = dispatchOrder({ notes: 'Ring the bell' });
    expect(packingSlipOf(order)).toMatchObject({
      number: order.number,
      customer: { name: 'Aroha Tane', phone: '021 123 4567' },
      address: '12 Pacific Ave, Papamoa, Tauranga 3118',
      slotLabel: 'Tue 1 Dec, 4:00pm–6:00pm',
      packs: 2,
      lines: [{ name: 'Beef Bolognese', quantity: 2, refunded: 0, lineTotalCents: 3380 }],
      totalCents: 3380,
      gift: null,
      notes: 'Ring the bell',
    });
  });

  it('leaves every price off a gift’s slip and shows the recipient and message', () => {
    const slip = packingSlipOf(
      dispatchOrder({
        gift: {
          recipientName: 'Nana Rose',
          message: 'Happy birthday!',
          recipientPhone: '027 111 2222',
        },
      }),
    );
    expect(slip.gift).toEqual({
      recipientName: 'Nana Rose',
      recipientPhone: '027 111 2222',
      message: 'Happy birthday!',
    });
    expect(slip).not.toHaveProperty('totalCents');
    expect(slip.lines).toEqual([{ name: 'Beef Bolognese', quantity: 2, refunded: 0 }]);
  });

  it('has no address for a pickup', () => {
    expect(packingSlipOf(dispatchOrder({ method: 'pickup' })).address).toBeNull();
  });
});

describe('compareForPacking', () => {
  it('orders by slot start, then the van’s address order', () => {
    const late = dispatchOrder({ address: { line1: '1 Alpha St' } });
    const earlyFar = dispatchOrder({
      slotId: 'papamoa-tue-0900',
      slotLabel: 'Tue 1 Dec, 9:00am–11:00am',
      address: { line1: '9 Zeta St' },
    });
    const earlyNear = dispatchOrder({
      slotId: 'papamoa-tue-0900',
      slotLabel: 'Tue 1 Dec, 9:00am–11:00am',
      address: { line1: '2 Zeta St' },
    });
    expect([late, earlyFar, earlyNear].sort(compareForPacking)).toEqual([
      earlyNear,
      earlyFar,
      late,
    ]);
  });
});

describe('PackingSlipsQuerySchema', () => {
  const id = '0b7f3c1e-8a4d-4c2b-9e6f-1a2b3c4d5e6f';

  it('takes a date, a date and slot, or a list of ids (trimmed, repeats dropped)', () => {
    expect(PackingSlipsQuerySchema.parse({ date: '2026-12-01', slot: 'papamoa-tue-1600' })).toEqual(
      {
        date: '2026-12-01',
        slot: 'papamoa-tue-1600',
      },
    );
    expect(PackingSlipsQuerySchema.parse({ ids: ` ${id}, ${id},` })).toEqual({ ids: [id] });
  });

  it('refuses no date, both date and ids, a slot without a date, bad ids and more than 100', () => {
    const fieldOf = (query: object) =>
      PackingSlipsQuerySchema.safeParse(query).error?.issues.map((issue) => issue.path.join('.'));
    expect(fieldOf({})).toEqual(['date']);
    expect(fieldOf({ date: '2026-12-01', ids: id })).toEqual(['ids']);
    expect(fieldOf({ slot: 'x', ids: id })).toEqual(['slot']);
    expect(fieldOf({ ids: 'nope' })).toEqual(['ids']);
    const many = Array.from({ length: 101 }, (_, index) =>
      id.replace(/.{3}$/, String(index).padStart(3, '0')),
    ).join(',');
    expect(fieldOf({ ids: many })?.[0]).toBe('ids');
    expect(fieldOf({ date: '2026-02-30' })).toEqual(['date']);
  });
});
