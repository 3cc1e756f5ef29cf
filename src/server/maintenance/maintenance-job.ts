// The maintenance job's parts, run against one time budget. Urgent parts (placement recovery,
// card settlement, mail retries, restock reminders, unsent dispatch and change emails, days shut by law)
// go first, each with a share of the time; the backfills share what is left. Every part stops between items when its
// share is spent and saves its progress per item, and a part the budget cut goes last next run
// (the order is kept in the store), so a long backfill never starves the rest.
import { z } from 'zod';
import {
  nextTurnOrder,
  shareOf,
  turnOrder,
  type PartTurn,
} from '../../lib/system/maintenance-turns.ts';
import { timeBudget, type TimeBudget } from '../../lib/system/time-budget.ts';
import { backfillActivityIndex } from '../activity/activity-entries.ts';
import { withdrawPastBestBefore } from '../batches/past-best-before.ts';
import { repairDashboardBoard } from '../admin/dashboard-board-sections.ts';
import { repairCatalogueSnapshot } from '../catalog/catalogue-snapshot.ts';
import { repairStockSnapshot } from '../inventory/stock-snapshot.ts';
import { recordCollection } from '../blobs/records.ts';
import {
  backfillMessagesByEmail,
  backfillOpenMessageMarkers,
} from '../public-forms/contact-messages.ts';
import { backfillCustomers } from '../customers/customer-sync.ts';
import { eraseDueOrderContacts } from '../customers/due-erasures.ts';
import { retryFailedMail, type MailRetryReport } from '../mail/retries.ts';
import { resendFromOutbox } from '../mail/send-mail.ts';
import { mailServerConfigured } from '../mail/smtp.ts';
import {
  sendDueRestockReminders,
  type RestockReminderReport,
} from '../marketing/restock-reminders.ts';
import { purgeExpiredSignupRequests } from '../newsletters/subscribers/signup-confirmations.ts';
import { backfillSubscriberListing } from '../newsletters/subscribers/subscriber-list.ts';
import { finishOpenChanges } from '../orders/order-changes.ts';
import { backfillOrderDerived } from '../orders/order-derived.ts';
import { sendUnsentChangeNotices } from '../standing-orders/change-notices.ts';
import { repairStandingPlan } from '../standing-orders/standing-plan.ts';
import {
  backfillStandingOrderKeys,
  repairStandingOrderKeys,
} from '../standing-orders/standing-orders.ts';
import { backfillOrderedMarks } from '../orders/ordered-backfill.ts';
import { sendUnsentShopperNotices } from '../orders/shopper-notices.ts';
import { settleAbandonedMoves } from '../orders/move-intents.ts';
import { repairOrderHolds, type HoldsRepairReport } from '../orders/holds-repair.ts';
import { recoverPlacements, settleCardPayments, type RecoveryReport } from '../orders/recovery.ts';
import { seedDaysShutByLaw } from '../seed/delivery.ts';
import { recordHeartbeat } from '../system/heartbeats.ts';
import { recordRepairs } from '../system/repair-counts.ts';
import { deleteExpiredRecords } from './retention.ts';

/** A scheduled function gets 30 s on Netlify; the job keeps 10 s spare for its last item. */
export const MAINTENANCE_BUDGET_MS = 20_000;

/** What one run did; `cut` names the parts the budget stopped (they go last next run). */
export interface MaintenanceReport {
  placements: RecoveryReport;
  /** Stock holds and slot bookings a killed writer left wrong, set from the saved orders. */
  repairedHolds: HoldsRepairReport;
  /** Places freed from orders a half-done move left holding a slot they no longer name. */
  movedOrderPlaces: string[];
  /** Order changes saved by a request that died before their follow-ups, finished now. */
  finishedChanges: number;
  /** 1 when the catalogue snapshot no longer matched its sources and was recomputed. */
  repairedCatalogue: number;
  /** Stock snapshot (1), standing plan (1) and board sections a failed writer left stale, redone. */
  repairedSummaries: number;
  cardPayments: string[];
  mail: MailRetryReport;
  shutDays: string[];
  /** Batches past their best-before taken out of sale (their codes); the shop was told. */
  pastBestBefore: string[];
  restockReminders: RestockReminderReport;
  /** Dispatch emails (claim keys) whose request died before sending, sent now. */
  shopperNotices: string[];
  /** Standing-order change emails (claim keys) whose request died before sending, sent now. */
  changeNotices: string[];
  listedOrders: number;
  markedOrdered: number;
  openMessages: number;
  listedSubscribers: number;
  /** Orders counted under their customer by the customers backfill. */
  listedCustomers: number;
  /** Contact messages given the key that finds them by address. */
  indexedMessages: number;
  /** Orders of erased people whose 7 years passed, their contact details removed. */
  erasedContacts: number;
  /** Audit entries given the activity log's index keys. */
  listedActivity: number;
  /** Standing orders given their due-day keys (the prep list and forecast read them). */
  listedStandingDays: number;
  /** Newsletter signup requests deleted because their confirmation link expired. */
  expiredSignupRequests: number;
  /** Contact messages, "tell me when" requests and audit entries past their two years. */
  expiredRecords: number;
  cut: string[];
  /** Parts that failed this run (logged); the others still ran, and they run again next time. */
  failed: string[];
}

type PartResults = Omit<MaintenanceReport, 'cut' | 'failed'>;
type PartName = keyof PartResults;

/** What a run needs from its caller. */
export interface MaintenanceOptions {
  /** The shop's address, for links in the emails sent. */
  origin: string;
  /** Keeps the function alive for work after its answer (Netlify's `waitUntil`). */
  afterAnswer: (work: Promise<unknown>) => void;
  now?: Date;
  /** The run's time budget in ms (MAINTENANCE_BUDGET_MS by default; tests use less). */
  budgetMs?: number;
  /** What the budget is read from (Date.now); a test may count work instead of time. */
  clock?: () => number;
}

/** What a part that did nothing (or failed) reports. */
const nothingDone = (): PartResults => ({
  placements: { released: [], finished: [] },
  repairedHolds: { orderHolds: 0, strayHolds: 0, dateKeys: 0 },
  movedOrderPlaces: [],
  finishedChanges: 0,
  repairedCatalogue: 0,
  repairedSummaries: 0,
  cardPayments: [],
  mail: { sent: [], failedAgain: [], gaveUp: [] },
  shutDays: [],
  pastBestBefore: [],
  restockReminders: { sent: [], skipped: [] },
  shopperNotices: [],
  changeNotices: [],
  listedOrders: 0,
  markedOrdered: 0,
  openMessages: 0,
  listedSubscribers: 0,
  listedCustomers: 0,
  indexedMessages: 0,
  erasedContacts: 0,
  listedActivity: 0,
  listedStandingDays: 0,
  expiredSignupRequests: 0,
  expiredRecords: 0,
});

type Runner<K extends PartName> = (budget: TimeBudget) => Promise<PartResults[K]>;
type Runners = { [K in PartName]: Runner<K> };

const PARTS: readonly (PartTurn & { name: PartName })[] = [
  { name: 'placements', urgent: true },
  { name: 'movedOrderPlaces', urgent: true },
  { name: 'repairedHolds', urgent: true },
  { name: 'finishedChanges', urgent: true },
  { name: 'repairedCatalogue', urgent: true },
  { name: 'repairedSummaries', urgent: true },
  { name: 'cardPayments', urgent: true },
  { name: 'mail', urgent: true },
  { name: 'restockReminders', urgent: true },
  { name: 'shopperNotices', urgent: true },
  { name: 'changeNotices', urgent: true },
  { name: 'shutDays', urgent: true },
  { name: 'pastBestBefore', urgent: true },
  { name: 'listedOrders', urgent: false },
  { name: 'markedOrdered', urgent: false },
  { name: 'openMessages', urgent: false },
  { name: 'listedSubscribers', urgent: false },
  { name: 'listedCustomers', urgent: false },
  { name: 'indexedMessages', urgent: false },
  { name: 'erasedContacts', urgent: false },
  { name: 'listedActivity', urgent: false },
  { name: 'listedStandingDays', urgent: false },
  { name: 'expiredSignupRequests', urgent: false },
  { name: 'expiredRecords', urgent: false },
];

/** `maintenance-turns/order`: the order the parts run in, kept from run to run. */
const turns = recordCollection({
  prefix: 'maintenance-turns',
  schema: z.object({ order: z.array(z.string()) }),
});

function runnersFor(options: MaintenanceOptions, now: Date): Runners {
  const { origin, afterAnswer } = options;
  return {
    placements: (budget) => recoverPlacements(now, origin, budget),
    movedOrderPlaces: (budget) => settleAbandonedMoves(now, budget),
    repairedHolds: async (budget) => {
      const report = await repairOrderHolds(now, budget);
      await recordRepairs(report, now);
      return report;
    },
    finishedChanges: (budget) => finishOpenChanges(now, origin, budget),
    // A product, zone or slot write whose snapshot write failed: four calls when all is well.
    repairedCatalogue: () => repairCatalogueSnapshot(),
    // A stock, booking, message, subscriber, standing-order, drill or order write whose summary
    // write failed: the stock snapshot, the standing plan and the dashboard board.
    repairedSummaries: async () =>
      (await repairStockSnapshot()) +
      (await repairStandingPlan(now)) +
      (await repairDashboardBoard()),
    cardPayments: (budget) => settleCardPayments(now, origin, afterAnswer, budget),
    // Without a mail server (local development) there is nothing to send again.
    mail: (budget) =>
      mailServerConfigured()
        ? retryFailedMail(resendFromOutbox, now, budget)
        : Promise.resolve({ sent: [], failedAgain: [], gaveUp: [] }),
    restockReminders: (budget) => sendDueRestockReminders(now, origin, budget),
    shopperNotices: (budget) => sendUnsentShopperNotices(now, origin, budget),
    changeNotices: (budget) => sendUnsentChangeNotices(now, budget),
    // The days shut by law roll forward: a new year's closures appear as its dates come near.
    shutDays: async () => (await seedDaysShutByLaw(now)).created,
    pastBestBefore: (budget) => withdrawPastBestBefore(now, budget),
    listedOrders: (budget) => backfillOrderDerived(budget),
    markedOrdered: (budget) => backfillOrderedMarks(budget),
    openMessages: (budget) => backfillOpenMessageMarkers(budget),
    listedSubscribers: (budget) => backfillSubscriberListing(budget),
    listedCustomers: (budget) => backfillCustomers(budget),
    indexedMessages: (budget) => backfillMessagesByEmail(budget),
    erasedContacts: (budget) => eraseDueOrderContacts(now, budget),
    listedActivity: (budget) => backfillActivityIndex(budget),
    // The due-day keys of older standing orders, then keys a save killed part-way left stale.
    listedStandingDays: async (budget) =>
      (await backfillStandingOrderKeys(budget)) + (await repairStandingOrderKeys(budget)),
    // Requests whose link expired hold an address nobody confirmed: they are not ours to keep.
    expiredSignupRequests: (budget) => purgeExpiredSignupRequests(now, budget),
    // What the privacy policy keeps two years at most.
    expiredRecords: (budget) => deleteExpiredRecords(now, budget),
  };
}

/** Adds a second pass's results to the first's: counts add up, lists join. */
function joined<T>(first: T, second: T): T {
  if (typeof first === 'number' && typeof second === 'number') return (first + second) as T;
  if (Array.isArray(first) && Array.isArray(second)) return [...first, ...second] as T;
  if (first && second && typeof first === 'object') {
    const both = { ...first } as Record<string, unknown>;
    for (const [key, value] of Object.entries(second)) both[key] = joined(both[key], value);
    return both as T;
  }
  return second;
}

/**
 * One run of the maintenance job within its budget. Each part is safe to repeat and to run
 * alongside another run of the job.
 */
export async function runMaintenance(options: MaintenanceOptions): Promise<MaintenanceReport> {
  const budget = timeBudget(options.budgetMs ?? MAINTENANCE_BUDGET_MS, options.clock);
  const runners = runnersFor(options, options.now ?? new Date());
  const order = turnOrder(PARTS, (await turns.get('order'))?.order) as PartName[];
  const results = nothingDone() as Record<PartName, unknown>;
  const cut = new Set<PartName>();
  const failed = new Set<PartName>();
  const runPart = async (name: PartName, share: TimeBudget) => {
    try {
      const result: unknown = await (runners[name] as Runner<PartName>)(share);
      results[name] = joined(results[name], result);
    } catch (error) {
      // One part's fault (a record it cannot read, a store error) never stops the others.
      console.error(`[maintenance] ${name} failed`, error);
      failed.add(name);
      cut.delete(name);
      return;
    }
    if (share.spent()) cut.add(name);
    else cut.delete(name);
  };
  for (const [position, name] of order.entries()) {
    await runPart(name, budget.slice(shareOf(budget.left(), position, order, PARTS)));
  }
  // Time the others did not need goes to the parts their share cut, in turn.
  for (const name of order.filter((part) => cut.has(part))) {
    if (budget.spent()) break;
    await runPart(name, budget);
  }
  const cutInOrder = order.filter((name) => cut.has(name));
  // A part that failed waits its turn too, so one that keeps failing goes last.
  const next = nextTurnOrder(
    order,
    order.filter((name) => cut.has(name) || failed.has(name)),
  );
  await turns.update('order', (current) =>
    current?.order.join() === next.join() ? current : { order: next },
  );
  return { ...(results as PartResults), cut: cutInOrder, failed: [...failed] };
}

/** Whether a run changed anything worth a line in the log. */
function maintenanceChanged(report: MaintenanceReport): boolean {
  const counts = [
    report.repairedHolds.orderHolds,
    report.repairedHolds.strayHolds,
    report.repairedHolds.dateKeys,
    report.finishedChanges,
    report.repairedCatalogue,
    report.listedOrders,
    report.markedOrdered,
    report.openMessages,
    report.listedSubscribers,
    report.listedActivity,
    report.expiredSignupRequests,
    report.expiredRecords,
  ];
  const lists = [
    report.shutDays,
    report.pastBestBefore,
    report.placements.released,
    report.placements.finished,
    report.movedOrderPlaces,
    report.cardPayments,
    report.mail.sent,
    report.mail.failedAgain,
    report.mail.gaveUp,
    report.restockReminders.sent,
    report.restockReminders.skipped,
    report.shopperNotices,
    report.changeNotices,
    report.cut,
    report.failed,
  ];
  return counts.some((count) => count > 0) || lists.some((ids) => ids.length > 0);
}

/**
 * The scheduled run (netlify/functions/maintenance.mts, every five minutes): the job, a log line
 * when it changed anything, and the heartbeat the system check reads.
 */
export async function runScheduledMaintenance(
  options: MaintenanceOptions,
): Promise<MaintenanceReport> {
  const report = await runMaintenance(options);
  if (maintenanceChanged(report)) console.info(`[maintenance] ${JSON.stringify(report)}`);
  await recordHeartbeat('maintenance');
  return report;
}
