import type { SystemCheckLine } from '../admin/areas/system.ts';

/** Where the owner sets a variable the functions read at run time (the scope matters). */
export const ENV_PLACE = 'in Netlify → Site configuration → Environment variables, scope Functions';

/** A line of the system check that needs nothing doing. */
export function ok(id: string, label: string, summary: string): SystemCheckLine {
  return { id, label, status: 'ok', summary, action: null };
}
