import { describe, expect, it } from 'vitest';
import { slotCalendar } from '../../src/lib/delivery/slot-calendar.ts';
import {
  overlapMessage,
  overlappingSlot,
  weekdayName,
} from '../../src/lib/delivery/slot-overlap.ts';
import { SlotSchema, SpecialDateSchema, type Slot } from '../../src/lib/delivery/slots.ts';
import { freeDeliveryZone } from '../fixtures/zones.ts';

const slot = (id: string, fields: Partial<Slot> = {}): Slot =>
  SlotSchema.parse({
    id,
    zoneId: 'papamoa',
    weekday: 2,
    start: '16:00',
    end: '18:00',
    capacity: 20,
    cutoffHours: 24,
    ...fields,
  });

const tuesday = slot('papamoa-tue-1600');
const window = (start: string, end: string, fields: Partial<Slot> = {}) => ({
  zoneId: 'papamoa',
  weekday: 2,
  start,
  end,
  active: true,
  ...fields,
});

describe('overlapping weekly windows', () => {
  it('finds a window of the same zone and weekday whose times overlap', () => {
    expect(overlappingSlot(window('17:00', '19:00'), [tuesday])).toBe(tuesday);
    expect(overlappingSlot(window('15:00', '16:30'), [tuesday])).toBe(tuesday);
    expect(overlappingSlot(window('16:30', '17:00'), [tuesday])).toBe(tuesday);
    expect(overlappingSlot(window('15:00', '19:00'), [tuesday])).toBe(tuesday);
  });

  it('lets windows touch, and ignores other zones, other days and inactive windows', () => {
    expect(overlappingSlot(window('18:00', '20:00'), [tuesday])).toBeUndefined();
    expect(overlappingSlot(window('14:00', '16:00'), [tuesday])).toBeUndefined();
    expect(overlappingSlot(window('16:00', '18:00', { weekday: 3 }), [tuesday])).toBeUndefined();
    expect(
      overlappingSlot(window('16:00', '18:00', { zoneId: 'tauranga' }), [tuesday]),
    ).toBeUndefined();
    expect(
      overlappingSlot(window('16:00', '18:00'), [slot('old', { active: false })]),
    ).toBeUndefined();
    expect(overlappingSlot(window('16:00', '18:00', { active: false }), [tuesday])).toBeUndefined();
  });

  it('does not count a window being edited against itself', () => {
    const edited = { ...window('16:00', '19:00'), id: 'papamoa-tue-1600' };
    expect(overlappingSlot(edited, [tuesday])).toBeUndefined();
  });

  it('names the window it overlaps', () => {
    expect(overlapMessage(tuesday)).toBe('Overlaps the Tuesday 4:00pm–6:00pm window of this zone');
    expect(weekdayName(7)).toBe('Sunday');
  });
});

describe('the slot calendar', () => {
  const papamoa = freeDeliveryZone('papamoa', 'Papamoa', '3118');
  const mount = freeDeliveryZone('mount', 'Mount Maunganui', '3116');

  it("shows each day's windows with bookings, closures and the date's own capacity", () => {
    const calendar = slotCalendar('2026-11-23', 3, {
      zones: [papamoa, mount],
      slots: [
        tuesday,
        slot('mount-tue-1800', { zoneId: 'mount', start: '18:00', end: '19:00', maxPacks: 30 }),
        slot('papamoa-wed-1600', { weekday: 3, active: false }),
      ],
      specialDates: new Map([
        [
          '2026-11-25',
          SpecialDateSchema.parse({
            date: '2026-11-25',
            kind: 'closed',
            zoneIds: ['mount'],
            note: 'Van in for service',
          }),
        ],
      ]),
      bookings: new Map([
        [
          '2026-11-24/mount-tue-1800',
          { booked: 1, orderIds: ['a'], packs: { a: 6 }, override: { capacity: 5 } },
        ],
        ['2026-11-24/papamoa-tue-1600', { booked: 0, orderIds: [], override: { closed: true } }],
      ]),
    });
    expect(calendar.days.map((day) => [day.label, day.slots.map((entry) => entry.slotId)])).toEqual(
      [
        ['Mon 23 Nov', []],
        ['Tue 24 Nov', ['mount-tue-1800', 'papamoa-tue-1600']],
        ['Wed 25 Nov', ['papamoa-wed-1600']],
      ],
    );
    const [mountTuesday, papamoaTuesday] = calendar.days[1]?.slots ?? [];
    expect(mountTuesday).toMatchObject({
      zoneName: 'Mount Maunganui',
      capacity: 5,
      templateCapacity: 20,
      maxPacks: 30,
      booked: 1,
      packsBooked: 6,
      closedReason: null,
    });
    expect(papamoaTuesday).toMatchObject({
      closedReason: 'date-closed',
      override: { closed: true },
    });
    expect(calendar.days[2]).toMatchObject({
      closure: { note: 'Van in for service', holiday: null, zoneIds: ['mount'] },
      slots: [{ closedReason: 'slot-inactive' }],
    });
  });
});
