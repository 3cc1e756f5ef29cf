import { z } from 'zod';
import { ADMINS_ONLY, defineArea } from '../contract.ts';
import { systemScreens } from '../area-screens/system.ts';

/** One line of the system check: what was checked, how it stands, and what to do if not right. */
export const SystemCheckLineSchema = z.object({
  id: z.string().min(1),
  label: z.string().min(1),
  status: z.enum(['ok', 'warning', 'problem']),
  summary: z.string().min(1),
  /** What the owner should do; null when nothing needs doing. */
  action: z.string().nullable(),
});
export type SystemCheckLine = z.output<typeof SystemCheckLineSchema>;

/** GET /api/admin/system-check: the whole report, worst status first in `overall`. */
export const SystemReportSchema = z.object({
  checkedAt: z.iso.datetime(),
  deployContext: z.string().min(1),
  overall: SystemCheckLineSchema.shape.status,
  lines: z.array(SystemCheckLineSchema),
});
export type SystemReport = z.output<typeof SystemReportSchema>;

/** Settings → System: the owner's check of the live set-up (admins only). */
export const systemArea = defineArea({
  id: 'system',
  screens: systemScreens,
  api: {
    check: {
      method: 'GET',
      path: '/api/admin/system-check',
      roles: ADMINS_ONLY,
      answer: SystemReportSchema,
    },
  },
});
