import { beforeAll, describe, expect, it, vi } from 'vitest';
import {
  myDeliveriesPageUrl,
  SIGN_IN_LINK_MINUTES,
  signInLinkUrl,
  useSignInLink,
} from '../../src/server/standing-orders/deliveries-link.ts';
import { customerToken } from '../../src/server/standing-orders/customer-tokens.ts';
import {
  dateOnWeekday,
  madeDeliveries,
  changeApplies,
} from '../../src/lib/standing-orders/standing-changes.ts';
import type { StandingOrder } from '../../src/lib/standing-orders/standing-order.ts';

// The session version and the used-link records live in the store; these tests are about the
// token and the rule that a link works once (the store's create-once is a Map here; the API
// tests race it across processes on the real local store).
vi.mock('../../src/server/customers/customer-sessions.ts', () => ({
  sessionVersionOf: () => Promise.resolve(0),
  isCurrentSession: (_customerId: string, version: number) => Promise.resolve(version === 0),
}));
vi.mock('../../src/server/blobs/records.ts', () => ({
  recordCollection: () => {
    const created = new Set<string>();
    return {
      createOnce: (id: string, record: unknown) => {
        const isNew = !created.has(id);
        created.add(id);
        return Promise.resolve({ created: isNew, record });
      },
    };
  },
}));

beforeAll(() => {
  vi.stubEnv('AUTH_SECRET', 'a-test-secret-that-is-long-enough-0123456789');
});

const tokenOf = (url: string) => new URL(url).searchParams.get('link') ?? '';

describe('the emailed sign-in link', () => {
  it('signs its customer in once', async () => {
    const token = tokenOf(await signInLinkUrl('https://shop.example', 'customer-1'));
    expect(await useSignInLink(token)).toBe('customer-1');
    expect(await useSignInLink(token)).toBeNull();
  });

  it('is refused after SIGN_IN_LINK_MINUTES, without being spent', async () => {
    const now = new Date('2026-11-27T08:00:00Z');
    const token = tokenOf(await signInLinkUrl('https://shop.example', 'customer-1', now));
    const late = new Date(now.getTime() + (SIGN_IN_LINK_MINUTES * 60 + 1) * 1000);
    expect(SIGN_IN_LINK_MINUTES).toBe(15);
    expect(await useSignInLink(token, late)).toBeNull();
    const inTime = new Date(now.getTime() + (SIGN_IN_LINK_MINUTES * 60 - 5) * 1000);
    expect(await useSignInLink(token, inTime)).toBe('customer-1');
  });

  it('is refused once changed, and a token without an id (the old 30-day kind) opens nothing', async () => {
    const token = tokenOf(await signInLinkUrl('https://shop.example', 'customer-1'));
    const [header, payload, signature] = token.split('.');
    const otherPayload = Buffer.from(
      JSON.stringify({
        ...JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()),
        sub: 'customer-2',
      }),
    ).toString('base64url');
    expect(await useSignInLink(`${header}.${otherPayload}.${signature}`)).toBeNull();
    expect(await useSignInLink(`${token.slice(0, -2)}xx`)).toBeNull();
    expect(await useSignInLink('')).toBeNull();
    const old = await customerToken(
      { customerId: 'customer-1', sessionVersion: 0 },
      'my-deliveries-link',
      30 * 86_400,
    );
    expect(await useSignInLink(old)).toBeNull();
    const noId = await customerToken(
      { customerId: 'customer-1', sessionVersion: 0 },
      'my-deliveries-sign-in-link',
      900,
    );
    expect(await useSignInLink(noId)).toBeNull();
  });
});

describe('the link in emails about deliveries', () => {
  it('is the sign-in page with the address filled in, and no key', () => {
    const url = myDeliveriesPageUrl('https://shop.example', 'aroha+weekly@example.co.nz');
    expect(url).toBe('https://shop.example/my-deliveries?email=aroha%2Bweekly%40example.co.nz');
    expect(new URL(url).searchParams.get('email')).toBe('aroha+weekly@example.co.nz');
    expect(url).not.toContain('link=');
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
