// The answers and requests of the payouts and GST return routes, one schema each, read by the
// server's handler and the admin screens alike.
import { z } from 'zod';
import { oneLineField } from '../forms/plain-text.ts';
import { MonthSchema } from './gst-period.ts';
import { GstReturnSchema } from './gst-return.ts';
import {
  PayoutDifferenceSchema,
  PayoutLineSchema,
  PayoutTotalsSchema,
} from './payout-reconciliation.ts';

/** Who marked a payout matched against the bank line, when, and what they noted. */
export const PayoutMatchSchema = z.object({
  payoutId: z.string().min(1).max(255),
  /** The payout's amount when it was marked, so a later change of it shows. */
  amountCents: z.int(),
  at: z.iso.datetime(),
  by: z.object({ id: z.string(), username: z.string() }),
  note: z.string(),
});
/** A payout marked matched. */
export type PayoutMatch = z.output<typeof PayoutMatchSchema>;

/** A payout as Stripe reports it: its id, amount, the New Zealand day it reaches the bank. */
export const PayoutSummarySchema = z.object({
  id: z.string(),
  amountCents: z.int(),
  arrivalDate: z.iso.date(),
  status: z.string(),
  matched: PayoutMatchSchema.nullable(),
});

/** A bank transfer staff recorded as received: it is matched by that record. */
export const ReceivedTransferSchema = z.object({
  orderId: z.uuid(),
  orderNumber: z.string(),
  day: z.iso.date(),
  cents: z.int().nonnegative(),
  reference: z.string(),
});

/** GET /api/admin/accounts/payouts?month=: the month's payouts and bank transfers received. */
export const PayoutListSchema = z.object({
  month: MonthSchema,
  /** False when no Stripe key is set: there are no card payouts to list. */
  cardPayments: z.boolean(),
  payouts: z.array(PayoutSummarySchema),
  bankTransfers: z.array(ReceivedTransferSchema),
});
/** The payouts screen's answer. */
export type PayoutList = z.output<typeof PayoutListSchema>;

/** GET /api/admin/accounts/payouts/:id: one payout set against the orders it settled. */
export const PayoutDetailSchema = z.object({
  payout: PayoutSummarySchema,
  lines: z.array(PayoutLineSchema),
  totals: PayoutTotalsSchema,
  differences: z.array(PayoutDifferenceSchema),
});
/** One payout reconciled. */
export type PayoutDetail = z.output<typeof PayoutDetailSchema>;

/** The query of the payouts list: a month, this month when left out. */
export const PayoutListQuerySchema = z.object({ month: MonthSchema.optional() });

/** POST /api/admin/accounts/payouts/:id/matched: a note, required when differences are shown. */
export const MarkPayoutMatchedSchema = z.object({
  note: oneLineField(z.string().trim().max(500, 'Use at most 500 characters for the note')).default(
    '',
  ),
});

/** The query of the GST return: the month its period ends with, the current period when left out. */
export const GstReturnQuerySchema = z.object({ end: MonthSchema.optional() });

/** GET /api/admin/accounts/gst: the return of a period, with the settings it was worked on. */
export const GstReturnAnswerSchema = GstReturnSchema.extend({
  periodMonths: z.int().positive(),
  endMonth: MonthSchema,
});
/** The GST screen's answer. */
export type GstReturnAnswer = z.output<typeof GstReturnAnswerSchema>;
