// The screens of the books admin area, apart from its API contract (../areas/books.ts): the admin
// app's route table and navigation read every area's screens, and must not load every route's
// schemas to do it.
import { z } from 'zod';
import { type AdminScreen, ALL_ROLES } from '../contract.ts';

/** A Stripe payout's id in a path, as Stripe writes it (`po_` and letters, digits or underscores). */
export const payoutParams = { id: z.string().regex(/^po_\w{1,100}$/) };

/** The books area's screens: paths, titles, who opens them (its API: ../areas/books.ts). */
export const booksScreens = [
  {
    id: 'payout',
    path: '/admin/accounts/payouts/:id',
    title: 'Payout',
    roles: ALL_ROLES,
    permission: 'accounts',
    params: z.object(payoutParams),
  },
  {
    id: 'payouts',
    path: '/admin/accounts/payouts',
    title: 'Payouts',
    roles: ALL_ROLES,
    permission: 'accounts',
    nav: { label: 'Payouts', order: 93 },
  },
  {
    id: 'gst-return',
    path: '/admin/accounts/gst',
    title: 'GST return',
    roles: ALL_ROLES,
    permission: 'accounts',
    nav: { label: 'GST return', order: 94 },
  },
] as const satisfies readonly AdminScreen[];
