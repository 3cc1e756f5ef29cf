/**
 * The scheduled functions that leave a heartbeat (src/server/system/heartbeats.ts): the cron of
 * each function's `config.schedule` on Netlify and how it reads, and how late the system check
 * lets one be (three of its intervals) before it says it stopped. `npm run dev` runs every job
 * every minute instead (src/server/dev/astro-dev-platform.ts), as the README says.
 */
export const SCHEDULED_JOBS = [
  {
    id: 'maintenance',
    label: 'Maintenance job',
    schedule: '*/5 * * * *',
    every: '5 minutes',
    lateAfterMinutes: 15,
  },
  {
    id: 'campaign-scheduler',
    label: 'Campaign scheduler',
    schedule: '* * * * *',
    every: 'minute',
    lateAfterMinutes: 5,
  },
  {
    id: 'standing-orders',
    label: 'Standing orders',
    schedule: '*/5 * * * *',
    every: '5 minutes',
    lateAfterMinutes: 15,
  },
] as const;

/** How often `npm run dev` runs each scheduled job, in the words the system check uses. */
export const LOCAL_EVERY = 'minute under “npm run dev”';

/** A scheduled job's id, as its function is named in netlify/functions. */
export type ScheduledJobId = (typeof SCHEDULED_JOBS)[number]['id'];
