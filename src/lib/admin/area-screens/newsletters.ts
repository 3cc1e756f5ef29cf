// The screens of the newsletters admin area, apart from its API contract (../areas/newsletters.ts): the admin
// app's route table and navigation read every area's screens, and must not load every route's
// schemas to do it.
import { z } from 'zod';
import { ADMINS_ONLY, type AdminScreen, ALL_ROLES } from '../contract.ts';

const subscriberParams = z.object({
  subscriberId: z
    .string()
    .regex(/^[0-9a-fA-F]{64}$/)
    .transform((id) => id.toLowerCase()),
});

/** The newsletters area's screens: paths, titles, who opens them (its API: ../areas/newsletters.ts). */
export const newslettersScreens = [
  {
    id: 'subscribers',
    path: '/admin/newsletters',
    title: 'Newsletter subscribers',
    roles: ALL_ROLES,
    nav: { label: 'Newsletters', order: 70 },
  },
  {
    id: 'subscriber-new',
    path: '/admin/newsletters/subscribers/new',
    title: 'Add subscriber',
    roles: ADMINS_ONLY,
  },
  {
    id: 'subscriber-import',
    path: '/admin/newsletters/subscribers/import',
    title: 'Import subscribers',
    roles: ADMINS_ONLY,
  },
  {
    id: 'subscriber',
    path: '/admin/newsletters/subscribers/:subscriberId',
    title: 'Subscriber',
    roles: ALL_ROLES,
    params: subscriberParams,
  },
] as const satisfies readonly AdminScreen[];
