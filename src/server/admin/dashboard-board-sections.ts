// Every section of the dashboard board (dashboard-board.ts), each defined beside its source's
// writer: the dashboard reads them together, the maintenance job and erasure work them out again.
import { messagesOnBoard } from '../public-forms/contact-messages.ts';
import { subscribersOnBoard } from '../newsletters/subscribers/subscriber-records.ts';
import { drillOnBoard } from '../recall/drills.ts';
import { missedOnBoard } from '../standing-orders/missed-deliveries.ts';
import { standingOnBoard } from '../standing-orders/standing-on-board.ts';
import { readBoard, repairBoard } from './dashboard-board.ts';
import { ordersOnBoard } from './orders-on-board.ts';

/** The board's sections, in the order the dashboard reads them. */
export const DASHBOARD_BOARD_SECTIONS = [
  ordersOnBoard,
  messagesOnBoard,
  subscribersOnBoard,
  standingOnBoard,
  missedOnBoard,
  drillOnBoard,
] as const;

/** Every section of the board in one read (a missing one is worked out and written first). */
export async function dashboardBoard() {
  const [orders, messages, subscribers, standing, missed, drill] =
    await readBoard(DASHBOARD_BOARD_SECTIONS);
  return { orders, messages, subscribers, standing, missed, drill };
}

/**
 * Works every section out again from its sources (the maintenance job, and erasure once a
 * person's records are gone). Answers how many sections were put right.
 */
export function repairDashboardBoard(): Promise<number> {
  return repairBoard(DASHBOARD_BOARD_SECTIONS);
}
