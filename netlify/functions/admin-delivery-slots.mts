import type { Config } from '@netlify/functions';
import { deliverySlotsArea } from '../../src/lib/admin/areas/delivery-slots.ts';
import { areaHandler, created } from '../../src/server/admin/area-handler.ts';
import {
  createSlot,
  deleteSlot,
  getSlot,
  listSlots,
  replaceSlot,
} from '../../src/server/delivery/admin-zones.ts';
import { changeSlotDate, slotDatesCalendar } from '../../src/server/delivery/slot-dates.ts';

/**
 * Weekly delivery and pickup windows (deliverySlotsArea); `?zoneId=` narrows the list. The
 * calendar shows the weeks ahead, and one date of a window can be changed or closed on its own.
 */
export default areaHandler(deliverySlotsArea, {
  list: ({ query }) => listSlots(query.zoneId),
  calendar: ({ query }) => slotDatesCalendar(query),
  get: ({ params }) => getSlot(params.id),
  create: async ({ actor, body }) => created(await createSlot(actor, body)),
  replace: ({ actor, params, body }) => replaceSlot(actor, params.id, body),
  remove: async ({ actor, params }) => {
    await deleteSlot(actor, params.id);
    return { id: params.id, deleted: true as const };
  },
  changeDate: ({ actor, params, body }) =>
    changeSlotDate(actor, { slotId: params.slotId, date: params.date, change: body }),
});

export const config: Config = {
  path: [
    '/api/admin/delivery-slots',
    '/api/admin/delivery-slots/calendar',
    '/api/admin/delivery-slots/:id',
    '/api/admin/delivery-slots/:slotId/dates/:date',
  ],
};
