/**
 * The scheduled functions that leave a heartbeat (src/server/system/heartbeats.ts), with how late
 * the system check lets one be (three of its intervals) before it says it stopped.
 */
export const SCHEDULED_JOBS = [
  { id: 'maintenance', label: 'Maintenance job', every: '5 minutes', lateAfterMinutes: 15 },
  { id: 'campaign-scheduler', label: 'Campaign scheduler', every: 'minute', lateAfterMinutes: 5 },
  { id: 'standing-orders', label: 'Standing orders', every: '5 minutes', lateAfterMinutes: 15 },
] as const;

/** A scheduled job's id, as its function is named in netlify/functions. */
export type ScheduledJobId = (typeof SCHEDULED_JOBS)[number]['id'];
