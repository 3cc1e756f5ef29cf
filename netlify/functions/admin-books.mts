import type { Config } from '@netlify/functions';
import { booksArea } from '../../src/lib/admin/areas/books.ts';
import { payoutCsv } from '../../src/server/accounts/payout-csv.ts';
import { nzDateOf } from '../../src/lib/delivery/nz-time.ts';
import { areaHandler, FileAnswer } from '../../src/server/admin/area-handler.ts';
import { readGstReturn } from '../../src/server/accounts/gst-return.ts';
import { listPayouts, markPayoutMatched, readPayout } from '../../src/server/accounts/payouts.ts';

/** Payouts reconciled and the GST return (booksArea). */
export default areaHandler(booksArea, {
  payouts: ({ query }) => listPayouts(query.month ?? nzDateOf(new Date()).slice(0, 7)),
  payout: ({ params }) => readPayout(params.id),
  payoutCsv: async ({ params }) => {
    const { payout, totals } = await readPayout(params.id);
    return new FileAnswer(
      payoutCsv(payout, totals),
      `stripe-${payout.id}-${payout.arrivalDate}.csv`,
    );
  },
  markMatched: ({ actor, params, body }) => markPayoutMatched(actor, params.id, body.note),
  gstReturn: ({ query }) => readGstReturn(query.end),
});

export const config: Config = {
  path: [
    '/api/admin/accounts/payouts',
    '/api/admin/accounts/payouts/:id',
    '/api/admin/accounts/payouts/:id/csv',
    '/api/admin/accounts/payouts/:id/matched',
    '/api/admin/accounts/gst',
  ],
};
