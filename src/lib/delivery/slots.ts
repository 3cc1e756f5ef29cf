import { z } from 'zod';
import { isCalendarDate, minutesOfDay, TIME_OF_DAY_PATTERN } from './nz-time.ts';
import { MaxPacksSchema, SlotDateChangeSchema } from './slot-dates.ts';
import { DeliveryIdSchema } from './zones.ts';

/** A calendar date `YYYY-MM-DD` that exists. */
export const CalendarDateSchema = z
  .string({ error: 'Enter a date as YYYY-MM-DD' })
  .trim()
  .refine(isCalendarDate, 'Enter a real date as YYYY-MM-DD');

const TimeOfDaySchema = z
  .string({ error: 'Enter a time as HH:MM' })
  .trim()
  .regex(TIME_OF_DAY_PATTERN, 'Enter a 24-hour time as HH:MM');

/** What every window has, weekly or extra: a zone, times, capacity and cut-off. */
export const windowShape = {
  zoneId: DeliveryIdSchema,
  start: TimeOfDaySchema,
  end: TimeOfDaySchema,
  capacity: z
    .int({ error: 'Enter how many orders fit' })
    .min(1, 'At least 1 order')
    .max(500, 'At most 500 orders'),
  cutoffHours: z
    .int({ error: 'Enter the cut-off in whole hours' })
    .min(0, 'The cut-off cannot be negative')
    .max(336, 'At most 336 hours (two weeks)'),
};

/** Windows end after they start, on the same day. */
export function checkWindowTimes(
  window: { start: string; end: string },
  context: z.RefinementCtx,
): void {
  if (minutesOfDay(window.end) <= minutesOfDay(window.start)) {
    context.addIssue({ code: 'custom', path: ['end'], message: 'The end must be after the start' });
  }
}

/** The fields of a weekly slot apart from its id (kept apart so requests can reuse them). */
export const slotFieldsShape = {
  ...windowShape,
  weekday: z
    .int({ error: 'Choose a weekday' })
    .min(1, 'Weekdays run from 1 (Monday)')
    .max(7, 'Weekdays run to 7 (Sunday)'),
  active: z.boolean({ error: 'Choose whether the slot is active' }).default(true),
  /** The most packs the van carries in this window (a 12-pack order takes more room); optional. */
  maxPacks: MaxPacksSchema,
};

/** A weekly delivery or pickup window of one zone, e.g. Papamoa, Tuesdays 4pm-6pm, 20 orders. */
export const SlotSchema = z
  .object({ id: DeliveryIdSchema, ...slotFieldsShape })
  .superRefine(checkWindowTimes);
export type Slot = z.output<typeof SlotSchema>;

/** A one-off window on an extra delivery day; its id is unique on that date. */
export const ExtraWindowSchema = z
  .object({ id: DeliveryIdSchema, ...windowShape })
  .superRefine(checkWindowTimes);
export type ExtraWindow = z.output<typeof ExtraWindowSchema>;

/** The fields of a special date apart from the date itself. */
export const specialDateFieldsShape = {
  kind: z.enum(['closed', 'extra'], { error: 'Choose closed or extra' }),
  /** Closed days: the zones closed (all when absent). Extra days name zones per window. */
  zoneIds: z.array(DeliveryIdSchema).min(1, 'Choose at least one zone').max(50).optional(),
  slots: z.array(ExtraWindowSchema).max(50, 'At most 50 windows').optional(),
  note: z.string().trim().max(200, 'Use at most 200 characters').default(''),
  holiday: z.string().trim().min(1).max(100).optional(),
};

/** The checks across a special date's fields. */
export function checkSpecialDate(
  day: {
    kind: 'closed' | 'extra';
    zoneIds?: string[] | undefined;
    slots?: ExtraWindow[] | undefined;
  },
  context: z.RefinementCtx,
): void {
  if (day.kind === 'extra') {
    if (!day.slots?.length) {
      context.addIssue({ code: 'custom', path: ['slots'], message: 'Add at least one window' });
    }
    if (day.zoneIds) {
      context.addIssue({
        code: 'custom',
        path: ['zoneIds'],
        message: 'Extra days name their zone in each window',
      });
    }
    const ids = (day.slots ?? []).map((window) => window.id);
    if (new Set(ids).size !== ids.length) {
      context.addIssue({ code: 'custom', path: ['slots'], message: 'Window ids must differ' });
    }
  } else if (day.slots?.length) {
    context.addIssue({ code: 'custom', path: ['slots'], message: 'Closed days have no windows' });
  }
}

/** A date that differs from the weekly pattern: closed (a holiday) or an extra delivery day. */
export const SpecialDateSchema = z
  .object({ date: CalendarDateSchema, ...specialDateFieldsShape })
  .superRefine(checkSpecialDate);
export type SpecialDate = z.output<typeof SpecialDateSchema>;

/** Whether a special date closes a zone: closed days close the zones listed, or all of them. */
export function closesZone(day: SpecialDate | undefined, zoneId: string): boolean {
  return day?.kind === 'closed' && (day.zoneIds === undefined || day.zoneIds.includes(zoneId));
}

/**
 * Who has booked a dated slot: one shared document per date and slot, changed atomically.
 * `packs` holds the packs of each order that has any (so a release gives back exactly those),
 * and `override` this date's change to the weekly template, kept here so that checking it
 * against the bookings and booking against it are each one atomic write.
 */
export const SlotBookingSchema = z
  .object({
    booked: z.int().nonnegative(),
    orderIds: z.array(z.string().min(1).max(100)),
    packs: z.record(z.string().min(1).max(100), z.int().positive()).optional(),
    override: SlotDateChangeSchema.optional(),
  })
  .refine((booking) => booking.booked === booking.orderIds.length, 'booked must count orderIds')
  .refine(
    (booking) => Object.keys(booking.packs ?? {}).every((id) => booking.orderIds.includes(id)),
    'packs are held by booked orders only',
  );
export type SlotBooking = z.output<typeof SlotBookingSchema>;

const WEEKDAY_KEYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;

/** A readable id for a new weekly slot, e.g. `papamoa-tue-1600`. */
export function weeklySlotIdFor(slot: { zoneId: string; weekday: number; start: string }): string {
  return `${slot.zoneId}-${WEEKDAY_KEYS[slot.weekday - 1] ?? 'day'}-${slot.start.replace(':', '')}`;
}

/** A readable id for an extra-day window, e.g. `papamoa-extra-1600`; never equals a weekly id. */
export function extraWindowIdFor(window: { zoneId: string; start: string }): string {
  return `${window.zoneId}-extra-${window.start.replace(':', '')}`;
}
