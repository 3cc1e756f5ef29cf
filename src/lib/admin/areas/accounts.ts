import { z } from 'zod';
import { ALL_ROLES, defineArea } from '../contract.ts';
import {
  XeroExportRequestSchema,
  XeroExportRunSchema,
  XeroExportsPageSchema,
} from '../../accounts/xero-runs.ts';
import { accountsScreens } from '../area-screens/accounts.ts';

/** An order in a list of the month-end checklist: enough to find it and see why it is there. */
export const ChecklistOrderSchema = z.object({
  id: z.uuid(),
  number: z.string(),
  placedAt: z.iso.datetime(),
  customerName: z.string(),
  totalCents: z.int().nonnegative(),
});
export type ChecklistOrder = z.output<typeof ChecklistOrderSchema>;

/** A payout from Stripe that no bank line or orders were matched to yet. */
export const UnmatchedPayoutSchema = z.object({
  id: z.string(),
  arrivedOn: z.iso.date(),
  amountCents: z.int(),
});

/** The most orders a checklist item lists by name; its count says how many there are. */
export const CHECKLIST_LISTED = 20;

/**
 * GET /api/admin/accounts: what is left before the month can be closed. Each item counts its
 * cases and names the first few; an empty item is done.
 */
export const MonthEndChecklistSchema = z.object({
  /** Bank transfers still awaited, placed more than `olderThanDays` days ago. */
  unpaidTransfers: z.object({
    olderThanDays: z.int().positive(),
    count: z.int().nonnegative(),
    orders: z.array(ChecklistOrderSchema),
  }),
  /** Payouts not yet matched; `tracked` is false while the shop does not read payouts yet. */
  payouts: z.object({
    tracked: z.boolean(),
    count: z.int().nonnegative(),
    unmatched: z.array(UnmatchedPayoutSchema),
  }),
  /** Paid orders no export for Xero holds yet, placed from `from` (NZ days) to today. */
  notExported: z.object({
    from: z.iso.date(),
    count: z.int().nonnegative(),
    orders: z.array(ChecklistOrderSchema),
  }),
});
export type MonthEndChecklist = z.output<typeof MonthEndChecklistSchema>;

const runParams = { id: z.string().regex(/^[\w-]{1,80}$/) };

/**
 * The books: the month-end checklist and the exports for Xero. Admins, and staff an admin allowed
 * to ("Use the accounts"), since the figures show every sale and customer.
 */
export const accountsArea = defineArea({
  id: 'accounts',
  screens: accountsScreens,
  api: {
    checklist: {
      method: 'GET',
      path: '/api/admin/accounts',
      roles: ALL_ROLES,
      permission: 'accounts',
      answer: MonthEndChecklistSchema,
    },
    xeroExports: {
      method: 'GET',
      path: '/api/admin/accounts/xero-exports',
      roles: ALL_ROLES,
      permission: 'accounts',
      answer: XeroExportsPageSchema,
    },
    xeroExport: {
      method: 'POST',
      path: '/api/admin/accounts/xero-exports',
      roles: ALL_ROLES,
      permission: 'accounts',
      body: XeroExportRequestSchema,
      answer: XeroExportRunSchema,
    },
    /** A run's files: its one CSV, or a zip of them when it has more than one. */
    xeroExportFile: {
      method: 'GET',
      path: '/api/admin/accounts/xero-exports/:id/file',
      params: runParams,
      roles: ALL_ROLES,
      permission: 'accounts',
      answer: z.union([z.string(), z.instanceof(Uint8Array)]),
      file: { contentType: 'application/octet-stream' },
    },
  },
  refusals: { nothingToExport: 'nothing_to_export' },
});
