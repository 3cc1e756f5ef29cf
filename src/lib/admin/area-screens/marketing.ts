// The screens of the marketing admin area, apart from its API contract (../areas/marketing.ts): the admin
// app's route table and navigation read every area's screens, and must not load every route's
// schemas to do it.
import { z } from 'zod';
import { PromoCodeSchema } from '../../orders/promo.ts';
import { ADMINS_ONLY, type AdminScreen, ALL_ROLES } from '../contract.ts';

/** The marketing area's screens: paths, titles, who opens them (its API: ../areas/marketing.ts). */
export const marketingScreens = [
  {
    id: 'marketing',
    path: '/admin/marketing',
    title: 'Marketing',
    roles: ALL_ROLES,
    nav: { label: 'Marketing', order: 80 },
  },
  {
    id: 'promo-code-new',
    path: '/admin/marketing/promo-codes/new',
    title: 'New promo code',
    roles: ADMINS_ONLY,
  },
  {
    id: 'promo-code-edit',
    path: '/admin/marketing/promo-codes/:code',
    title: 'Promo code',
    roles: ALL_ROLES,
    params: z.object({ code: PromoCodeSchema }),
  },
] as const satisfies readonly AdminScreen[];
