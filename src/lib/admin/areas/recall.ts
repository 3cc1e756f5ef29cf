import { z } from 'zod';
import { RecallDrillSchema } from '../../recall/drill.ts';
import { RecallNoticeRequestSchema, RecallNoticeResultSchema } from '../../recall/recall-notice.ts';
import { RecallQuerySchema } from '../../recall/selection.ts';
import { TraceReportSchema } from '../../recall/trace-report.ts';
import { ADMINS_ONLY, ALL_ROLES, defineArea } from '../contract.ts';
import { recallScreens } from '../area-screens/recall.ts';

/** The trace as the screen gets it: the report and the notice text to start from. */
export const RecallTraceSchema = TraceReportSchema.extend({
  suggestedNotice: z.object({ subject: z.string(), message: z.string() }),
});
export type RecallTrace = z.output<typeof RecallTraceSchema>;

/**
 * Recall: trace batches to the orders and customers that got them (staff and admins), the
 * tracing report as CSV and a printable page, recall notices (admins only) and drills.
 */
export const recallArea = defineArea({
  id: 'recall',
  screens: recallScreens,
  api: {
    trace: {
      method: 'GET',
      path: '/api/admin/recall/trace',
      roles: ALL_ROLES,
      query: RecallQuerySchema,
      answer: RecallTraceSchema,
    },
    csv: {
      method: 'GET',
      path: '/api/admin/recall/trace.csv',
      roles: ALL_ROLES,
      query: RecallQuerySchema,
      answer: z.string(),
      file: { contentType: 'text/csv; charset=utf-8' },
    },
    notify: {
      method: 'POST',
      path: '/api/admin/recall/notices',
      roles: ADMINS_ONLY,
      body: RecallNoticeRequestSchema,
      answer: RecallNoticeResultSchema,
    },
    drills: {
      method: 'GET',
      path: '/api/admin/recall/drills',
      roles: ALL_ROLES,
      answer: z.array(RecallDrillSchema),
    },
    startDrill: {
      method: 'POST',
      path: '/api/admin/recall/drills',
      roles: ALL_ROLES,
      answer: RecallDrillSchema,
    },
    finishDrill: {
      method: 'POST',
      path: '/api/admin/recall/drills/:id/finish',
      roles: ALL_ROLES,
      body: RecallQuerySchema,
      answer: RecallDrillSchema,
    },
  },
  refusals: { drillFinished: 'drill_finished', noBatches: 'no_batches' },
});
