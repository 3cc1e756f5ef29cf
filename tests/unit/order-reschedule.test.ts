import { describe, expect, it } from 'vitest';
import { timelineOf } from '../../src/features/admin/orders/OrderTimeline.tsx';
import { orderRescheduledEmail } from '../../src/lib/emails/order-rescheduled.ts';
import type { Order } from '../../src/lib/orders/order.ts';
import type { OrderMove } from '../../src/lib/orders/order-moves.ts';
import { orderBalance, paidCents } from '../../src/lib/orders/money-ledger.ts';
import {
  keepsTotals,
  bookedPlaceOf,
  deliveryAddressOf,
  movedFulfilment,
  movedMoney,
  packsOf,
  rescheduleRefusal,
  totalsForZone,
} from '../../src/lib/orders/reschedule.ts';
import { ORDER_STATUSES } from '../../src/lib/orders/status.ts';
import { SAMPLE_SHOP, sampleOrderForEmail } from '../fixtures/order-email.ts';
import { AROHA, AROHA_ADDRESS, sampleOrder } from '../fixtures/sample-order.ts';

const PLACED = new Date('2026-11-20T01:00:00.000Z');
const ZONE = { feeCents: 800, freeDeliveryThresholdCents: 8000, minimumOrderCents: 3000 };
const STAFF = { kind: 'staff' as const, id: 'u1', name: 'packer' };

/** The sample order (3 × $16.90, delivered free to Papamoa), paid at `paidAt` when given. */
function order(paidAt?: string): Order {
  const placed = sampleOrder(AROHA, PLACED);
  if (!paidAt) return placed;
  return {
    ...placed,
    status: 'paid',
    history: [
      ...placed.history,
      { from: 'awaiting_payment', to: 'paid', at: paidAt, actor: STAFF },
    ],
    payment: { ...placed.payment, paidAt },
  };
}

function moved(base: Order, at: string, totalCentsAfter: number): Order {
  const from = bookedPlaceOf(base.fulfilment);
  const move: OrderMove = {
    id: `move-${at}`,
    at,
    actor: STAFF,
    from,
    to: { ...from, method: 'pickup', zoneId: 'pickup', zoneName: 'Kitchen', address: undefined },
    totalCentsBefore: base.totals.totalCents,
    totalCentsAfter,
  };
  return {
    ...base,
    totals: { ...base.totals, totalCents: totalCentsAfter },
    moves: [...base.moves, move],
  };
}

function sampleLine() {
  const [line] = order().lines;
  if (!line) throw new Error('The sample order has no line');
  return line;
}

function firstMove(moving: Order): OrderMove {
  const [move] = moving.moves;
  if (!move) throw new Error('No move');
  return move;
}

describe('which orders may move', () => {
  it('only orders not yet packed, handed over, cancelled or refunded', () => {
    const movable = ORDER_STATUSES.filter((status) => rescheduleRefusal(status) === null);
    expect(movable).toEqual(['awaiting_payment', 'paid']);
    expect(rescheduleRefusal('out_for_delivery')).toBe(
      'The order is out for delivery, so it can no longer be moved.',
    );
  });
});

describe('the money of a moved order', () => {
  it('keeps line prices and discount, and works the delivery fee and GST out again', () => {
    const totals = { ...order().totals, subtotalCents: 5070, discountCents: 0 };
    expect(totalsForZone(totals, ZONE, false)).toMatchObject({
      deliveryFeeCents: 800,
      totalCents: 5870,
      gstCents: 766,
      amountUntilFreeDeliveryCents: 2930,
      meetsMinimum: true,
    });
    // Pickup: no fee, no minimum.
    expect(totalsForZone(totals, null, false)).toMatchObject({
      deliveryFeeCents: 0,
      totalCents: 5070,
      gstCents: 661,
      minimumOrderCents: 0,
    });
    // A free-delivery promo stays free; the threshold counts goods after the discount.
    expect(totalsForZone(totals, ZONE, true).deliveryFeeCents).toBe(0);
    const discounted = { ...totals, subtotalCents: 8500, discountCents: 850 };
    expect(totalsForZone(discounted, ZONE, false)).toMatchObject({
      deliveryFeeCents: 800,
      totalCents: 8450,
    });
  });

  it('shows nothing due on an unpaid order, the amount still due or over-paid on a paid one', () => {
    const unpaid = order();
    expect(movedMoney(unpaid, ZONE, false)).toMatchObject({ dueCents: 0, overpaidCents: 0 });
    const paid = order('2026-11-21T01:00:00.000Z');
    expect(movedMoney(paid, ZONE, false)).toMatchObject({ dueCents: 800, overpaidCents: 0 });
    const dearer = moved(paid, '2026-11-22T01:00:00.000Z', paid.totals.totalCents + 800);
    expect(paidCents(dearer)).toBe(paid.totals.totalCents);
    expect(orderBalance(dearer)).toMatchObject({ dueCents: 800, overpaidCents: 0 });
    // Back again: what was paid still counts from before the first move after payment.
    const back = moved(dearer, '2026-11-23T01:00:00.000Z', paid.totals.totalCents - 500);
    expect(orderBalance(back)).toMatchObject({ dueCents: 0, overpaidCents: 500 });
    // A move before payment changes what is paid: nothing owed either way after it.
    const movedThenPaid = order();
    const early = moved(movedThenPaid, '2026-11-20T02:00:00.000Z', 4000);
    const earlyPaid = {
      ...early,
      status: 'paid' as const,
      history: order('2026-11-21T01:00:00.000Z').history,
      payment: { ...early.payment, paidAt: '2026-11-21T01:00:00.000Z' },
    };
    expect(orderBalance(earlyPaid)).toMatchObject({ dueCents: 0, overpaidCents: 0 });
  });

  it('keeps the totals of a move that changes only the time (a zone fee changed since stays)', () => {
    const placed = order();
    expect(keepsTotals(placed.fulfilment, 'delivery', 'papamoa')).toBe(true);
    expect(keepsTotals(placed.fulfilment, 'pickup', 'kitchen')).toBe(false);
    expect(keepsTotals(placed.fulfilment, 'delivery', 'tauranga')).toBe(false);
    expect(movedMoney(placed, ZONE, false, true).totals).toEqual(placed.totals);
  });

  it('counts the packs of every line', () => {
    expect(
      packsOf({
        lines: [
          { ...sampleLine(), quantity: 2 },
          { ...sampleLine(), quantity: 5 },
        ],
      }),
    ).toBe(7);
  });
});

describe('where a moved order goes', () => {
  it('keeps the address of a delivery moved to pickup, for a move back', () => {
    const delivered = order();
    expect(deliveryAddressOf(delivered)).toEqual(AROHA_ADDRESS);
    const pickedUp = moved(delivered, '2026-11-22T01:00:00.000Z', 5070);
    const place = firstMove(pickedUp).to;
    const fulfilment = movedFulfilment(place, deliveryAddressOf(pickedUp));
    expect(fulfilment).toEqual({
      method: 'pickup',
      zone: { id: 'pickup', name: 'Kitchen' },
      date: place.date,
      slotId: place.slotId,
      slotLabel: place.slotLabel,
    });
    const asPickup = { ...pickedUp, fulfilment };
    expect(deliveryAddressOf(asPickup)).toEqual(AROHA_ADDRESS);
    expect(() => movedFulfilment({ ...place, method: 'delivery' }, null)).toThrow();
  });

  it('puts each move on the timeline with who, from and to', () => {
    const movedOrder = moved(order(), '2026-11-22T01:00:00.000Z', 5070);
    const entry = timelineOf(movedOrder).find((item) => item.title === 'Moved');
    expect(entry).toMatchObject({
      actor: STAFF,
      detail: 'From Delivery, Thu 3 Dec, 4pm–6pm\nTo Pickup, Thu 3 Dec, 4pm–6pm',
    });
  });
});

describe('the email with the new time', () => {
  it('gives the new time first, the old one, and the money still due', () => {
    const email = orderRescheduledEmail(
      sampleOrderForEmail({
        fulfilment: { method: 'pickup', slotLabel: 'Sat 5 Dec, 9:00am–11:00am' },
      }),
      SAMPLE_SHOP,
      { fromLabel: 'Thu 3 Dec, 4pm–6pm', fromMethod: 'delivery', dueCents: 0, overpaidCents: 800 },
    );
    expect(email.subject).toMatch(/^New pickup time for your .+ order CK-\d+$/);
    expect(email.text).toContain(
      'has moved to Sat 5 Dec, 9:00am–11:00am (it was Thu 3 Dec, 4pm–6pm). Your order is now a pickup instead of a delivery.',
    );
    expect(email.text).toContain('costs $8.00 less than you paid');
    expect(email.html).toContain('Sat 5 Dec, 9:00am–11:00am');
  });
});
