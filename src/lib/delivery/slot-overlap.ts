// Weekly windows of one zone and weekday may not overlap: a van cannot be in two windows at once.
import { timeRangeLabel } from './labels.ts';
import { minutesOfDay } from './nz-time.ts';
import type { Slot } from './slots.ts';

const WEEKDAY_NAMES = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const;

/** A weekday number (1 = Monday) as a name. */
export function weekdayName(weekday: number): string {
  return WEEKDAY_NAMES[weekday - 1] ?? `Day ${String(weekday)}`;
}

type WeeklyWindow = Pick<Slot, 'zoneId' | 'weekday' | 'start' | 'end' | 'active'>;

/**
 * The first active window of the same zone and weekday whose times overlap the candidate's
 * (windows that only touch, 10:00–12:00 and 12:00–14:00, do not). Inactive windows take no
 * orders, so they clash with nothing until they are made active again. `id` is the candidate's
 * own id when it is being edited.
 */
export function overlappingSlot(
  candidate: WeeklyWindow & { id?: string },
  slots: readonly Slot[],
): Slot | undefined {
  if (!candidate.active) return undefined;
  const start = minutesOfDay(candidate.start);
  const end = minutesOfDay(candidate.end);
  return slots.find(
    (other) =>
      other.id !== candidate.id &&
      other.active &&
      other.zoneId === candidate.zoneId &&
      other.weekday === candidate.weekday &&
      minutesOfDay(other.start) < end &&
      start < minutesOfDay(other.end),
  );
}

/** What staff read beside the start time when a window overlaps another. */
export function overlapMessage(other: Slot): string {
  return `Overlaps the ${weekdayName(other.weekday)} ${timeRangeLabel(other.start, other.end)} window of this zone`;
}
