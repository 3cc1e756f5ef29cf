import { z } from 'zod';
import { ActivityPersonSchema, ActivityRowSchema } from '../../activity/activity-keys.ts';
import { ActivityAreaSchema } from '../../activity/areas.ts';
import { FieldChangeSchema } from '../../activity/changes.ts';
import { ADMINS_ONLY, defineArea } from '../contract.ts';
import { TIMED_ID_PARAM } from '../../api/route-params.ts';
import { oneLineField } from '../../forms/plain-text.ts';
import { activityScreens } from '../area-screens/activity.ts';

/** Rows on one page of the activity log, and the most a request may ask for. */
export const ACTIVITY_PAGE_SIZE = 50;
export const MOST_ACTIVITY_PER_PAGE = 200;

const NzDaySchema = z.iso.date({ error: 'Choose a date' });

/** GET /api/admin/activity: what, who (a person's id), which area, which NZ days, and the page. */
export const ActivityQuerySchema = z
  .object({
    /** Part of a record's name or id (an order number, a product), or of what was done. */
    q: oneLineField(z.string().trim().max(100, 'Search for at most 100 characters')).optional(),
    person: oneLineField(
      z.string().trim().min(1).max(100, 'Choose a person from the list'),
    ).optional(),
    area: ActivityAreaSchema.optional(),
    /** The first and last NZ day (Pacific/Auckland) shown, both included. */
    from: NzDaySchema.optional(),
    to: NzDaySchema.optional(),
    limit: z.coerce
      .number({ error: 'Enter a number of rows' })
      .int('Enter a whole number of rows')
      .min(1, 'Ask for at least 1 row')
      .max(MOST_ACTIVITY_PER_PAGE, `Ask for at most ${String(MOST_ACTIVITY_PER_PAGE)} rows`)
      .default(ACTIVITY_PAGE_SIZE),
    cursor: z
      .string()
      .regex(/^[\w-]{1,1000}$/, 'This page link is not valid; start from the first page')
      .optional(),
  })
  .superRefine((query, ctx) => {
    if (query.from && query.to && query.from > query.to) {
      ctx.addIssue({
        code: 'custom',
        path: ['to'],
        message: 'The range must end on or after its start',
      });
    }
  });
export type ActivityQuery = z.output<typeof ActivityQuerySchema>;

/** A page of the activity log, newest first; `nextCursor` goes back as `cursor` for older ones. */
export const ActivityPageSchema = z.object({
  entries: z.array(ActivityRowSchema),
  nextCursor: z.string().nullable(),
  /** Everyone who has changed something, for the person filter. */
  people: z.array(ActivityPersonSchema),
});
export type ActivityPage = z.output<typeof ActivityPageSchema>;

/** One entry with what it changed, field by field (secrets hidden). */
export const ActivityEntrySchema = z.object({
  entry: ActivityRowSchema,
  changes: z.array(FieldChangeSchema),
});
export type ActivityEntry = z.output<typeof ActivityEntrySchema>;

/** The activity log: who changed what in the back office, and when. Admins only. */
export const activityArea = defineArea({
  id: 'activity',
  screens: activityScreens,
  api: {
    list: {
      method: 'GET',
      path: '/api/admin/activity',
      roles: ADMINS_ONLY,
      query: ActivityQuerySchema,
      answer: ActivityPageSchema,
    },
    entry: {
      method: 'GET',
      path: '/api/admin/activity/:id',
      params: { id: TIMED_ID_PARAM },
      roles: ADMINS_ONLY,
      answer: ActivityEntrySchema,
    },
  },
});
