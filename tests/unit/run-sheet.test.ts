import { describe, expect, it } from 'vitest';
import type { OrderStatus } from '../../src/lib/orders/status.ts';
import {
  buildRunSheet,
  compareAddresses,
  isStopToMake,
  mapsUrlFor,
  streetKeyOf,
} from '../../src/lib/orders/run-sheet.ts';
import { dispatchOrder } from '../fixtures/dispatch-orders.ts';

const sorted = (lines: string[], suburb = 'Papamoa') =>
  lines
    .map((line1) => ({ line1, suburb }))
    .sort(compareAddresses)
    .map((address) => address.line1);

describe('streetKeyOf', () => {
  it.each([
    ['14 Marine Pde', { unit: '', number: 14, suffix: '', street: 'Marine Pde' }],
    ['2/14 Marine Pde', { unit: '2', number: 14, suffix: '', street: 'Marine Pde' }],
    ['2 / 14A Marine Pde', { unit: '2', number: 14, suffix: 'a', street: 'Marine Pde' }],
    ['14A Marine Pde', { unit: '', number: 14, suffix: 'a', street: 'Marine Pde' }],
    ['Flat 3, 22 Main St', { unit: '3', number: 22, suffix: '', street: 'Main St' }],
    ['Unit 5 10 Smith St', { unit: '5', number: 10, suffix: '', street: 'Smith St' }],
    ['1234 State Highway 2', { unit: '', number: 1234, suffix: '', street: 'State Highway 2' }],
    ['RD 2', { unit: '', number: null, suffix: '', street: 'RD 2' }],
    ['Main Road', { unit: '', number: null, suffix: '', street: 'Main Road' }],
    ['  7   Ocean   Beach Rd ', { unit: '', number: 7, suffix: '', street: 'Ocean Beach Rd' }],
    ['14 Avenue Rd', { unit: '', number: 14, suffix: '', street: 'Avenue Rd' }],
  ])('reads %j', (line, key) => {
    expect(streetKeyOf(line)).toEqual(key);
  });
});

describe('compareAddresses', () => {
  it('sorts by street name, then number as a number, letters after the plain number', () => {
    expect(
      sorted(['20 Marine Pde', '3 Marine Pde', '14A Marine Pde', '14 Marine Pde', '1 Dunlop Rd']),
    ).toEqual(['1 Dunlop Rd', '3 Marine Pde', '14 Marine Pde', '14A Marine Pde', '20 Marine Pde']);
  });

  it('keeps units of one number together, in unit order', () => {
    expect(
      sorted(['2/14 Marine Pde', '15 Marine Pde', '1/14 Marine Pde', '10/14 Marine Pde']),
    ).toEqual(['1/14 Marine Pde', '2/14 Marine Pde', '10/14 Marine Pde', '15 Marine Pde']);
  });

  it('puts lines without a number after the numbered ones of the same street', () => {
    expect(sorted(['Main Road', '5 Main Road', '2 Main Road'])).toEqual([
      '2 Main Road',
      '5 Main Road',
      'Main Road',
    ]);
  });

  it('handles rural addresses: highways by number, RD lines by their road name', () => {
    expect(
      sorted([
        '1234 State Highway 2',
        '88 State Highway 29',
        '90 State Highway 2',
        'RD 2',
        'RD 10',
      ]),
    ).toEqual([
      'RD 2',
      'RD 10',
      '90 State Highway 2',
      '1234 State Highway 2',
      '88 State Highway 29',
    ]);
  });

  it('sorts by suburb first, ignoring case and macrons', () => {
    const addresses = [
      { line1: '1 Zeta St', suburb: 'Pāpāmoa' },
      { line1: '9 Alpha St', suburb: 'Welcome Bay' },
      { line1: '2 Alpha St', suburb: 'papamoa' },
      { line1: '5 Alpha St', suburb: 'Mount Maunganui' },
    ];
    expect(addresses.sort(compareAddresses)).toEqual([
      { line1: '5 Alpha St', suburb: 'Mount Maunganui' },
      { line1: '2 Alpha St', suburb: 'papamoa' },
      { line1: '1 Zeta St', suburb: 'Pāpāmoa' },
      { line1: '9 Alpha St', suburb: 'Welcome Bay' },
    ]);
    expect(
      compareAddresses({ line1: '4 Tūī St', suburb: 'X' }, { line1: '4 tui st', suburb: 'x' }),
    ).toBe(0);
  });
});

describe('mapsUrlFor', () => {
  it('is a Google Maps search for the encoded address in New Zealand', () => {
    expect(mapsUrlFor('2/14 Marine Pde, Pāpāmoa, Tauranga 3118')).toBe(
      'https://www.google.com/maps/search/?api=1&query=2%2F14%20Marine%20Pde%2C%20P%C4%81p%C4%81moa%2C%20Tauranga%203118%2C%20New%20Zealand',
    );
  });
});

describe('buildRunSheet', () => {
  const late = { slotId: 'papamoa-tue-1600', slotLabel: 'Tue 1 Dec, 4:00pm–6:00pm' };
  const early = { slotId: 'papamoa-tue-0900', slotLabel: 'Tue 1 Dec, 9:00am–11:00am' };
  const tauranga = { zone: { id: 'tauranga', name: 'Tauranga' }, slotId: 'tauranga-tue-1600' };

  it('lists the zone’s live delivery orders slot by slot (earliest first), each slot in van order', () => {
    const orders = [
      dispatchOrder({ ...late, address: { line1: '9 Pacific Ave' } }),
      dispatchOrder({
        ...early,
        address: { line1: '30 Dunlop Rd' },
        path: ['awaiting_payment', 'paid'],
      }),
      dispatchOrder({ ...late, address: { line1: '2/3 Pacific Ave' } }),
      dispatchOrder({ ...late, address: { line1: '1 Zinnia Way', suburb: 'Pāpāmoa Beach' } }),
      dispatchOrder({ ...late, path: ['awaiting_payment', 'cancelled'] }),
      dispatchOrder({ ...late, method: 'pickup' }),
      dispatchOrder(tauranga),
    ];
    const sheet = buildRunSheet('2026-12-01', 'papamoa', orders);
    expect(sheet.zone).toEqual({ id: 'papamoa', name: 'Papamoa' });
    expect(sheet.zones).toEqual([
      { id: 'papamoa', name: 'Papamoa', stops: 4 },
      { id: 'tauranga', name: 'Tauranga', stops: 1 },
    ]);
    expect(
      sheet.slots.map((slot) => [slot.slotId, slot.stops.map((stop) => stop.address)]),
    ).toEqual([
      ['papamoa-tue-0900', ['30 Dunlop Rd, Papamoa, Tauranga 3118']],
      [
        'papamoa-tue-1600',
        [
          '2/3 Pacific Ave, Papamoa, Tauranga 3118',
          '9 Pacific Ave, Papamoa, Tauranga 3118',
          '1 Zinnia Way, Pāpāmoa Beach, Tauranga 3118',
        ],
      ],
    ]);
    expect(
      buildRunSheet('2026-12-01', null, orders).slots.flatMap((slot) => slot.stops),
    ).toHaveLength(5);
  });

  it('gives each stop what the driver needs: number, contact, packs, gift and notes', () => {
    const order = dispatchOrder({
      lines: [
        { productId: 'beef-bolognese', name: 'Beef Bolognese', quantity: 2 },
        { productId: 'butter-chicken', name: 'Butter Chicken', quantity: 3 },
      ],
      gift: { recipientName: 'Nana Rose', message: 'Happy birthday!' },
      notes: 'Leave at the back door',
    });
    const [stop] = buildRunSheet('2026-12-01', 'papamoa', [order]).slots[0]?.stops ?? [];
    expect(stop).toEqual({
      orderId: order.id,
      number: order.number,
      status: 'awaiting_payment',
      name: 'Aroha Tane',
      phone: '021 123 4567',
      address: '12 Pacific Ave, Papamoa, Tauranga 3118',
      suburb: 'Papamoa',
      mapsUrl: mapsUrlFor('12 Pacific Ave, Papamoa, Tauranga 3118'),
      packs: 5,
      gift: { recipientName: 'Nana Rose', message: 'Happy birthday!' },
      notes: 'Leave at the back door',
      staffNotes: [],
    });
  });

  it('leaves off stops already delivered, cancelled or refunded; keeps those still to go', () => {
    const through = (...path: OrderStatus[]) => dispatchOrder({ path });
    const stillToGo = [
      through('awaiting_payment'),
      through('awaiting_payment', 'paid'),
      through('awaiting_payment', 'paid', 'packed'),
      through('awaiting_payment', 'paid', 'packed', 'out_for_delivery'),
    ];
    const done = [
      through('awaiting_payment', 'paid', 'packed', 'out_for_delivery', 'delivered'),
      through('awaiting_payment', 'paid', 'packed', 'out_for_delivery', 'delivered', 'refunded'),
      through('awaiting_payment', 'paid', 'packed', 'out_for_delivery', 'refunded'),
      through('awaiting_payment', 'paid', 'packed', 'cancelled'),
      through('awaiting_payment', 'cancelled'),
    ];
    const sheet = buildRunSheet('2026-12-01', 'papamoa', [...done, ...stillToGo]);
    expect(sheet.slots.flatMap((slot) => slot.stops.map((stop) => stop.number)).sort()).toEqual(
      stillToGo.map((order) => order.number).sort(),
    );
    expect(sheet.zones).toEqual([{ id: 'papamoa', name: 'Papamoa', stops: 4 }]);
    expect(buildRunSheet('2026-12-01', null, done).slots).toEqual([]);
    expect(isStopToMake({ status: 'collected' })).toBe(false);
  });

  it('shows the order’s internal staff notes on its stop, oldest first, beside the shopper’s', () => {
    const staff = { kind: 'staff', id: 'staff-1', name: 'packer' } as const;
    const order = {
      ...dispatchOrder({ notes: 'Leave by the garage' }),
      staffNotes: [
        { at: '2026-11-28T01:00:00.000Z', actor: staff, text: 'Dog at the gate, ring first' },
        { at: '2026-11-29T01:00:00.000Z', actor: staff, text: 'Paid cash for the fee' },
      ],
    };
    const [stop] = buildRunSheet('2026-12-01', 'papamoa', [order]).slots[0]?.stops ?? [];
    expect(stop?.notes).toBe('Leave by the garage');
    expect(stop?.staffNotes).toEqual(['Dog at the gate, ring first', 'Paid cash for the fee']);
  });

  it('has no zone and no stops for a zone with no deliveries that day', () => {
    const sheet = buildRunSheet('2026-12-01', 'welcome-bay', [dispatchOrder()]);
    expect(sheet.zone).toBeNull();
    expect(sheet.slots).toEqual([]);
    expect(sheet.zones).toHaveLength(1);
  });
});
