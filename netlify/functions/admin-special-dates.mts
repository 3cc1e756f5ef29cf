import type { Config } from '@netlify/functions';
import { specialDatesArea } from '../../src/lib/admin/areas/special-dates.ts';
import { areaHandler, created } from '../../src/server/admin/area-handler.ts';
import {
  createSpecialDate,
  deleteSpecialDate,
  getSpecialDate,
  listSpecialDates,
  putSpecialDate,
} from '../../src/server/delivery/admin-special-dates.ts';
import { closeHoliday, holidaysWithStatus } from '../../src/server/delivery/holidays.ts';

/** Closed and extra days, and the public holidays (specialDatesArea). */
export default areaHandler(specialDatesArea, {
  holidays: () => holidaysWithStatus(new Date()),
  closeHoliday: async ({ actor, params, query }) => {
    const confirmed = query.confirmBookings === 'true';
    const { day, created: isNew } = await closeHoliday(actor, params.date, new Date(), confirmed);
    return isNew ? created(day) : day;
  },
  list: ({ query }) => listSpecialDates(query.from),
  get: ({ params }) => getSpecialDate(params.date),
  create: async ({ actor, body }) => created(await createSpecialDate(actor, body)),
  put: async ({ actor, params, body }) => {
    const { day, created: isNew } = await putSpecialDate(actor, params.date, body);
    return isNew ? created(day) : day;
  },
  remove: async ({ actor, params }) => {
    await deleteSpecialDate(actor, params.date);
    return { date: params.date, deleted: true as const };
  },
});

export const config: Config = {
  path: [
    '/api/admin/special-dates',
    '/api/admin/special-dates/:date',
    '/api/admin/special-dates/holidays',
    '/api/admin/special-dates/holidays/:date/close',
  ],
};
