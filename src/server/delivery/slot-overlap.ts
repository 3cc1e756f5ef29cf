import { deliverySlotsArea } from '../../lib/admin/areas/delivery-slots.ts';
import type { SlotRequest } from '../../lib/delivery/requests.ts';
import { overlapMessage, overlappingSlot } from '../../lib/delivery/slot-overlap.ts';
import { HttpError } from '../http/errors.ts';
import { deliverySlots } from './store.ts';

/**
 * Refuses (409, beside the start time) a weekly window that overlaps another active window of
 * its zone and weekday, naming that window. `id` is the window's own when it is being replaced.
 */
export async function assertNoOverlap(input: SlotRequest, id?: string): Promise<void> {
  const other = overlappingSlot(
    { ...input, ...(id === undefined ? {} : { id }) },
    await deliverySlots.list(),
  );
  if (!other) return;
  const message = overlapMessage(other);
  throw new HttpError(409, message, {
    errors: { start: message },
    details: { reason: deliverySlotsArea.refusals.overlap, slotId: other.id },
  });
}
