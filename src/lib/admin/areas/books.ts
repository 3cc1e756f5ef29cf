import { z } from 'zod';
import {
  GstReturnAnswerSchema,
  GstReturnQuerySchema,
  MarkPayoutMatchedSchema,
  PayoutDetailSchema,
  PayoutListQuerySchema,
  PayoutListSchema,
} from '../../accounts/books-answers.ts';
import { ALL_ROLES, defineArea } from '../contract.ts';
import { booksScreens, payoutParams } from '../area-screens/books.ts';

/**
 * The books of the Accounts area (accountsArea): Stripe payouts set against the orders they
 * settled (with a CSV for the bank line in Xero, and a mark once matched), and the GST return of
 * a period. Admins, and staff an admin allowed to ("Use the accounts"), as the rest of the area:
 * these are the shop's whole takings.
 */
export const booksArea = defineArea({
  id: 'books',
  screens: booksScreens,
  api: {
    payouts: {
      method: 'GET',
      path: '/api/admin/accounts/payouts',
      roles: ALL_ROLES,
      permission: 'accounts',
      query: PayoutListQuerySchema,
      answer: PayoutListSchema,
    },
    payout: {
      method: 'GET',
      path: '/api/admin/accounts/payouts/:id',
      params: payoutParams,
      roles: ALL_ROLES,
      permission: 'accounts',
      answer: PayoutDetailSchema,
    },
    payoutCsv: {
      method: 'GET',
      path: '/api/admin/accounts/payouts/:id/csv',
      params: payoutParams,
      roles: ALL_ROLES,
      permission: 'accounts',
      answer: z.string(),
      file: { contentType: 'text/csv; charset=utf-8' },
    },
    markMatched: {
      method: 'POST',
      path: '/api/admin/accounts/payouts/:id/matched',
      params: payoutParams,
      roles: ALL_ROLES,
      permission: 'accounts',
      body: MarkPayoutMatchedSchema,
      answer: PayoutDetailSchema,
    },
    gstReturn: {
      method: 'GET',
      path: '/api/admin/accounts/gst',
      roles: ALL_ROLES,
      permission: 'accounts',
      query: GstReturnQuerySchema,
      answer: GstReturnAnswerSchema,
    },
  },
});
