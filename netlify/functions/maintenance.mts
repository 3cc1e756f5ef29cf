import type { Config } from '@netlify/functions';
import { backfillOpenMessageMarkers } from '../../src/server/contact-messages.ts';
import { methodHandler } from '../../src/server/http/handler.ts';
import { publicOrigin } from '../../src/server/http/request.ts';
import { json } from '../../src/server/http/respond.ts';
import { retryFailedMail, type MailRetryReport } from '../../src/server/mail/retries.ts';
import { resendFromOutbox } from '../../src/server/mail/send-mail.ts';
import { sendDueRestockReminders } from '../../src/server/marketing/restock-reminders.ts';
import { purgeExpiredSignupRequests } from '../../src/server/newsletters/signup-confirmations.ts';
import { backfillSubscriberListing } from '../../src/server/newsletters/subscriber-list.ts';
import { backfillOrderListing } from '../../src/server/orders/order-list.ts';
import { backfillOrderedMarks } from '../../src/server/orders/ordered-backfill.ts';
import { recoverPlacements, settleCardPayments } from '../../src/server/orders/recovery.ts';
import { seedDaysShutByLaw } from '../../src/server/seed/delivery.ts';

/**
 * The maintenance job, every five minutes (Netlify runs it on its schedule; `npm run dev` runs
 * it every minute): gives back what orders abandoned half-way held, settles card payments whose
 * webhook never came, sends failed emails again and the restock reminders due, closes the
 * coming days shut by law, lists orders and subscribers from before their lists had index keys,
 * marks the products older orders name as ordered (so they can be archived, never deleted), and
 * marks contact messages from before their open markers, and deletes newsletter signup requests
 * whose confirmation link expired (they hold an address). Each part is safe to repeat.
 */
export default methodHandler({
  async POST(request, context) {
    const now = new Date();
    const origin = publicOrigin(request);
    const placements = await recoverPlacements(now, origin);
    // The days shut by law roll forward: a new year's closures appear as its dates come near.
    const shutDays = (await seedDaysShutByLaw(now)).created;
    const cardPayments = await settleCardPayments(now, origin, (work) => {
      context.waitUntil(work);
    });
    // Without a mail server (local development) there is nothing to send again.
    const mail: MailRetryReport = process.env.SMTP_URL?.trim()
      ? await retryFailedMail(resendFromOutbox, now)
      : { sent: [], failedAgain: [], gaveUp: [] };
    const listedOrders = await backfillOrderListing();
    const markedOrdered = await backfillOrderedMarks();
    const openMessages = await backfillOpenMessageMarkers(now);
    const listedSubscribers = await backfillSubscriberListing();
    const expiredSignupRequests = await purgeExpiredSignupRequests(now);
    const backfilled = {
      listedOrders,
      markedOrdered,
      openMessages,
      listedSubscribers,
      expiredSignupRequests,
    };
    const restockReminders = await sendDueRestockReminders(now, origin);
    const report = { placements, cardPayments, mail, shutDays, restockReminders, ...backfilled };
    const touched: string[][] = [
      shutDays,
      placements.released,
      placements.finished,
      cardPayments,
      mail.sent,
      mail.failedAgain,
      mail.gaveUp,
      restockReminders.sent,
      restockReminders.skipped,
    ];
    const changed =
      Object.values(backfilled).some((count) => count > 0) || touched.some((ids) => ids.length > 0);
    if (changed) console.info(`[maintenance] ${JSON.stringify(report)}`);
    return json(report);
  },
});

export const config: Config = { schedule: '*/5 * * * *' };
