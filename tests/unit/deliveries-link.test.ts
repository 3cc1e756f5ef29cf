import { beforeAll, describe, expect, it, vi } from 'vitest';
import {
  customerOfLinkToken,
  deliveriesLinkToken,
  DELIVERIES_LINK_DAYS,
} from '../../src/server/standing-orders/deliveries-link.ts';
import {
  dateOnWeekday,
  madeDeliveries,
  changeApplies,
} from '../../src/lib/standing-orders/standing-changes.ts';
import type { StandingOrder } from '../../src/lib/standing-orders/standing-order.ts';

// The session version lives in the store; these tests are about the token alone.
vi.mock('../../src/server/customers/customer-sessions.ts', () => ({
  sessionVersionOf: () => Promise.resolve(0),
  isCurrentSession: (_customerId: string, version: number) => Promise.resolve(version === 0),
}));

beforeAll(() => {
  vi.stubEnv('AUTH_SECRET', 'a-test-secret-that-is-long-enough-0123456789');
});

describe('the My deliveries link', () => {
  it('names its customer until it expires', async () => {
    const now = new Date('2026-11-27T08:00:00Z');
    const token = await deliveriesLinkToken('customer-1', now);
    expect(await customerOfLinkToken(token, now)).toBe('customer-1');
    const later = new Date(now.getTime() + (DELIVERIES_LINK_DAYS + 1) * 86_400_000);
    expect(await customerOfLinkToken(token, later)).toBeNull();
  });

  it('is refused once changed', async () => {
    const token = await deliveriesLinkToken('customer-1');
    const [header, payload, signature] = token.split('.');
    const otherPayload = Buffer.from(
      JSON.stringify({
        ...JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()),
        sub: 'customer-2',
      }),
    ).toString('base64url');
    expect(await customerOfLinkToken(`${header}.${otherPayload}.${signature}`)).toBeNull();
    expect(await customerOfLinkToken(`${token.slice(0, -2)}xx`)).toBeNull();
    expect(await customerOfLinkToken('')).toBeNull();
  });
});

describe('when a change applies', () => {
  const order = {
    nextDate: '2026-12-10',
    everyWeeks: 1,
    runs: [
      { date: '2026-12-03', at: '2026-12-02T02:00:00Z', outcome: 'made', orderNumber: 'CK-10001' },
    ],
  } as unknown as StandingOrder;

  it('says a made delivery keeps its order and the change applies from the next', () => {
    expect(madeDeliveries(order, '2026-12-01')).toEqual([
      { date: '2026-12-03', label: 'Thu 3 Dec', orderNumber: 'CK-10001' },
    ]);
    expect(changeApplies('Done.', order, '2026-12-01')).toBe(
      'Done. Your delivery on Thu 3 Dec is already made, so this applies from Thu 10 Dec.',
    );
    expect(changeApplies('Done.', order, '2026-12-04')).toBe('Done.');
  });

  it('finds the first date on a weekday', () => {
    expect(dateOnWeekday('2026-12-03', 4)).toBe('2026-12-03');
    expect(dateOnWeekday('2026-12-03', 2)).toBe('2026-12-08');
  });
});
