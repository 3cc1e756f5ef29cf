import { describe, expect, it } from 'vitest';
import { BulkStatusRequestSchema } from '../../src/lib/orders/admin-requests.ts';
import { bulkRefusal, receivedOnRefusal } from '../../src/lib/orders/bulk-actions.ts';
import type { OrderStatus, StatusChange } from '../../src/lib/orders/status.ts';

const STAFF = { kind: 'staff', id: 'u1', name: 'packer' } as const;
const at = '2026-11-26T03:00:00Z';

function order(
  status: OrderStatus,
  options: { method?: 'delivery' | 'pickup'; card?: boolean; paid?: boolean } = {},
) {
  const history: StatusChange[] = [{ from: null, to: 'awaiting_payment', at, actor: STAFF }];
  if (options.paid) history.push({ from: 'awaiting_payment', to: 'paid', at, actor: STAFF });
  return {
    status,
    fulfilment: { method: options.method ?? 'delivery' },
    history,
    paymentMethod: options.card ? ('card' as const) : ('bank_transfer' as const),
  };
}

describe('bulkRefusal', () => {
  it('marks only unpaid bank transfers paid', () => {
    expect(bulkRefusal(order('awaiting_payment'), 'paid')).toBeNull();
    expect(bulkRefusal(order('awaiting_payment', { card: true }), 'paid')).toBe(
      'It is paid by card: Stripe marks card orders paid.',
    );
    expect(bulkRefusal(order('packed', { paid: true }), 'paid')).toBe('It is already paid.');
    expect(bulkRefusal(order('cancelled'), 'paid')).toBe('It is cancelled.');
    expect(bulkRefusal(order('refunded', { paid: true }), 'paid')).toBe('It is refunded.');
  });

  it('marks delivered only deliveries out for delivery, collected only packed pickups', () => {
    expect(bulkRefusal(order('out_for_delivery'), 'delivered')).toBeNull();
    expect(bulkRefusal(order('packed'), 'delivered')).toBe(
      'It is packed, not out for delivery yet.',
    );
    expect(bulkRefusal(order('delivered'), 'delivered')).toBe('It is already delivered.');
    expect(bulkRefusal(order('packed', { method: 'pickup' }), 'delivered')).toBe(
      'It is a pickup order: mark it collected when it is picked up.',
    );
    expect(bulkRefusal(order('packed', { method: 'pickup' }), 'collected')).toBeNull();
    expect(bulkRefusal(order('packed'), 'collected')).toBe(
      'It is a delivery order, not a pickup: mark it delivered.',
    );
    expect(bulkRefusal(order('paid', { method: 'pickup' }), 'collected')).toBe(
      'It is paid, not packed yet.',
    );
    expect(bulkRefusal(order('cancelled', { method: 'pickup' }), 'collected')).toBe(
      'It is cancelled.',
    );
  });

  it('leaves other moves to the state machine', () => {
    expect(bulkRefusal(order('awaiting_payment'), 'packed')).toBeNull();
    expect(bulkRefusal(order('packed'), 'packed')).toBe('It is already packed.');
  });
});

describe('the bulk request', () => {
  const id = '8f14e45f-ceea-467f-a8f5-2b4c1c3f1e2a';
  it('asks for the day the money arrived when marking paid', () => {
    const result = BulkStatusRequestSchema.safeParse({ ids: [id], status: 'paid' });
    expect(result.error?.issues[0]).toMatchObject({
      path: ['receivedOn'],
      message: 'Enter the day the transfers reached the account',
    });
    expect(
      BulkStatusRequestSchema.safeParse({ ids: [id], status: 'paid', receivedOn: '2026-11-26' })
        .success,
    ).toBe(true);
    expect(BulkStatusRequestSchema.safeParse({ ids: [id], status: 'collected' }).success).toBe(
      true,
    );
  });

  it('refuses a day after today', () => {
    expect(receivedOnRefusal('2026-11-27', '2026-11-26')).toBe(
      'The day the money arrived cannot be in the future',
    );
    expect(receivedOnRefusal('2026-11-26', '2026-11-26')).toBeNull();
  });
});
