import type { Config } from '@netlify/functions';
import { ALL_ROLES, requireRole } from '../../src/server/auth/guard.ts';
import { closeHoliday, holidaysWithStatus } from '../../src/server/delivery/holidays.ts';
import { HttpError } from '../../src/server/http/errors.ts';
import { methodHandler } from '../../src/server/http/handler.ts';
import { assertSameSite } from '../../src/server/http/request.ts';
import { json } from '../../src/server/http/respond.ts';

/**
 * GET /api/admin/special-dates/holidays: New Zealand public holidays (Bay of Plenty) for the next
 * two years, each with whether it is closed. POST …/holidays/{date}/close closes one.
 */
export default methodHandler({
  async GET(request, { params }) {
    await requireRole(request, ALL_ROLES);
    if (params.date !== undefined) throw new HttpError(405, 'This method is not allowed here.');
    return json(await holidaysWithStatus(new Date()));
  },
  async POST(request, { params }) {
    assertSameSite(request);
    const { user } = await requireRole(request, ALL_ROLES);
    if (params.date === undefined) throw new HttpError(405, 'This method is not allowed here.');
    const { day, created } = await closeHoliday(user, params.date, new Date());
    return json(day, created ? 201 : 200);
  },
});

export const config: Config = {
  path: ['/api/admin/special-dates/holidays', '/api/admin/special-dates/holidays/:date/close'],
};
