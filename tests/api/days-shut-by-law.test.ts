// A fresh shop is shut on the days the law or custom shuts it, until staff decide otherwise.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, isoWeekdayOf, nzDateOf } from '../../src/lib/delivery/nz-time.ts';
import { weeklySlotIdFor } from '../../src/lib/delivery/slots.ts';
import { PlaceOrderRequestSchema } from '../../src/lib/orders/request.ts';
import { daysShutByLawBetween } from '../../src/server/delivery/holidays.ts';
import { specialDates } from '../../src/server/delivery/store.ts';
import { placeOrder } from '../../src/server/orders/place-order.ts';
import { seedDaysShutByLaw } from '../../src/server/seed/delivery.ts';
import { seedShop } from '../../src/server/seed/seed.ts';
import { DomainError } from '../../src/lib/api/domain-error.ts';
import { runOnLocalBlobs } from '../fixtures/blobs.ts';

runOnLocalBlobs();

const today = nzDateOf(new Date());
/** The next Christmas Day that is a weekday (pickup runs on weekdays), within two years. */
const christmas =
  [0, 1, 2]
    .map((years) => `${String(Number(today.slice(0, 4)) + years)}-12-25`)
    .find((date) => date > today && isoWeekdayOf(date) <= 5 && date < addDays(today, 730)) ?? '';

beforeAll(async () => {
  await seedShop();
});

describe('days shut by law or custom', () => {
  it('are the six days themselves, never their Mondayised substitutes', () => {
    const days = daysShutByLawBetween('2027-01-01', '2028-01-01');
    expect(days).toEqual([
      { date: '2027-01-01', name: "New Year's Day" },
      { date: '2027-03-26', name: 'Good Friday' },
      { date: '2027-03-28', name: 'Easter Sunday' },
      { date: '2027-04-25', name: 'Anzac Day' },
      { date: '2027-12-25', name: 'Christmas Day' },
      { date: '2027-12-26', name: 'Boxing Day' },
    ]);
  });

  it('are closed in a freshly seeded shop, saying why', async () => {
    expect(await specialDates.get(christmas)).toEqual({
      date: christmas,
      kind: 'closed',
      note: 'Shut for Christmas Day by law or custom; delete this to open',
      holiday: 'Christmas Day',
    });
  });

  it('refuse a pickup on Christmas Day', async () => {
    const pickup = { zoneId: 'pickup-papamoa', weekday: isoWeekdayOf(christmas), start: '09:00' };
    const request = PlaceOrderRequestSchema.parse({
      idempotencyKey: randomUUID(),
      items: [{ productId: 'beef-bolognese', quantity: 2 }],
      customer: { name: 'Aroha Tane', email: 'aroha@example.co.nz', phone: '021 123 4567' },
      fulfilment: { method: 'pickup', date: christmas, slotId: weeklySlotIdFor(pickup) },
      termsAccepted: true,
    });
    const fewDaysBefore = new Date(`${addDays(christmas, -3)}T09:00:00+13:00`);
    const refusal = await placeOrder(request, fewDaysBefore).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(DomainError);
    expect((refusal as DomainError).details).toMatchObject({
      reason: 'slot_unavailable',
      problem: 'closed',
    });
  });

  it('stay open once staff opened them, however often the job runs', async () => {
    await specialDates.delete(christmas);
    await seedDaysShutByLaw();
    await seedShop();
    expect(await specialDates.get(christmas)).toBeNull();
  });
});
