import type { Config } from '@netlify/functions';
import {
  NewSpecialDateRequestSchema,
  SpecialDateUpdateRequestSchema,
} from '../../src/lib/delivery/requests.ts';
import { isCalendarDate } from '../../src/lib/delivery/nz-time.ts';
import { ALL_ROLES, requireRole } from '../../src/server/auth/guard.ts';
import {
  createSpecialDate,
  deleteSpecialDate,
  getSpecialDate,
  listSpecialDates,
  putSpecialDate,
} from '../../src/server/delivery/admin-special-dates.ts';
import { HttpError, invalidFields } from '../../src/server/http/errors.ts';
import { methodHandler } from '../../src/server/http/handler.ts';
import { assertSameSite, readJsonBody } from '../../src/server/http/request.ts';
import { json } from '../../src/server/http/respond.ts';

const notHere = () => new HttpError(405, 'This method is not allowed here.');

/** Closed and extra days for admins and staff (`?from=YYYY-MM-DD` narrows the list). */
export default methodHandler({
  async GET(request, { params }) {
    await requireRole(request, ALL_ROLES);
    if (params.date !== undefined) return json(await getSpecialDate(params.date));
    const from = new URL(request.url).searchParams.get('from') ?? undefined;
    if (from !== undefined && !isCalendarDate(from)) {
      throw invalidFields({ from: 'Enter a real date as YYYY-MM-DD' });
    }
    return json(await listSpecialDates(from));
  },
  async POST(request, { params }) {
    assertSameSite(request);
    const { user } = await requireRole(request, ALL_ROLES);
    if (params.date !== undefined) throw notHere();
    const input = await readJsonBody(request, NewSpecialDateRequestSchema);
    return json(await createSpecialDate(user, input), 201);
  },
  async PUT(request, { params }) {
    assertSameSite(request);
    const { user } = await requireRole(request, ALL_ROLES);
    if (params.date === undefined) throw notHere();
    const input = await readJsonBody(request, SpecialDateUpdateRequestSchema);
    const { day, created } = await putSpecialDate(user, params.date, input);
    return json(day, created ? 201 : 200);
  },
  async DELETE(request, { params }) {
    assertSameSite(request);
    const { user } = await requireRole(request, ALL_ROLES);
    if (params.date === undefined) throw notHere();
    await deleteSpecialDate(user, params.date);
    return json({ date: params.date, deleted: true });
  },
});

export const config: Config = {
  path: ['/api/admin/special-dates', '/api/admin/special-dates/:date'],
  // The holiday list and its close action live in admin-holidays.mts.
  excludedPath: ['/api/admin/special-dates/holidays', '/api/admin/special-dates/holidays/*'],
};
