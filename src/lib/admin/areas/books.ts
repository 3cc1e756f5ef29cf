import { z } from 'zod';
import {
  GstReturnAnswerSchema,
  GstReturnQuerySchema,
  MarkPayoutMatchedSchema,
  PayoutDetailSchema,
  PayoutListQuerySchema,
  PayoutListSchema,
} from '../../accounts/books-answers.ts';
import { ADMINS_ONLY, defineArea } from '../contract.ts';

/** A Stripe payout's id, as Stripe writes it (`po_` and letters, digits or underscores). */
const PAYOUT_ID_PARAM = z.string().regex(/^po_\w{1,100}$/);
const payoutParams = { id: PAYOUT_ID_PARAM };

/**
 * The books of the Accounts area: Stripe payouts set against the orders they settled (with a CSV
 * for the bank line in Xero, and a mark once matched), and the GST return of a period. Admins
 * only: these are the shop's whole takings.
 */
export const booksArea = defineArea({
  id: 'books',
  screens: [
    {
      id: 'payout',
      path: '/admin/accounts/payouts/:id',
      title: 'Payout',
      roles: ADMINS_ONLY,
      params: z.object(payoutParams),
    },
    {
      id: 'payouts',
      path: '/admin/accounts/payouts',
      title: 'Payouts',
      roles: ADMINS_ONLY,
      nav: { label: 'Payouts', order: 92 },
    },
    {
      id: 'gst-return',
      path: '/admin/accounts/gst',
      title: 'GST return',
      roles: ADMINS_ONLY,
      nav: { label: 'GST return', order: 93 },
    },
  ],
  api: {
    payouts: {
      method: 'GET',
      path: '/api/admin/accounts/payouts',
      roles: ADMINS_ONLY,
      query: PayoutListQuerySchema,
      answer: PayoutListSchema,
    },
    payout: {
      method: 'GET',
      path: '/api/admin/accounts/payouts/:id',
      params: payoutParams,
      roles: ADMINS_ONLY,
      answer: PayoutDetailSchema,
    },
    payoutCsv: {
      method: 'GET',
      path: '/api/admin/accounts/payouts/:id/csv',
      params: payoutParams,
      roles: ADMINS_ONLY,
      answer: z.string(),
      file: { contentType: 'text/csv; charset=utf-8' },
    },
    markMatched: {
      method: 'POST',
      path: '/api/admin/accounts/payouts/:id/matched',
      params: payoutParams,
      roles: ADMINS_ONLY,
      body: MarkPayoutMatchedSchema,
      answer: PayoutDetailSchema,
    },
    gstReturn: {
      method: 'GET',
      path: '/api/admin/accounts/gst',
      roles: ADMINS_ONLY,
      query: GstReturnQuerySchema,
      answer: GstReturnAnswerSchema,
    },
  },
});
