// The standing-order job, run as Netlify's scheduler would run it but with the clock moved (a
// browser test cannot wait for the day), against the store in NETLIFY_BLOBS_CONTEXT:
// - `node tests/e2e/run-standing-job.ts plan <standing id>` prints the next delivery's date, a
//   moment a minute after its change-by time (`at`) and one a minute after its cut-off (`late`),
//   as JSON;
// - `node tests/e2e/run-standing-job.ts run <origin> <ISO moment> <standing id>` runs the job
//   once at that moment for that standing order alone (other tests' standing orders share the
//   store) and prints its report as JSON.
import { datedSlot } from '../../src/lib/delivery/availability.ts';
import { changeByOf, nextSendingDate } from '../../src/lib/standing-orders/standing-order.ts';
import { deliverySlots } from '../../src/server/delivery/store.ts';
import { runStandingOrders } from '../../src/server/standing-orders/standing-job.ts';
import { standingOrders } from '../../src/server/standing-orders/standing-orders.ts';

const [command, first, second, third] = process.argv.slice(2);
if (command === 'plan' && first) {
  const standing = await standingOrders.get(first);
  const date = standing && nextSendingDate(standing);
  const slot = standing && (await deliverySlots.get(standing.fulfilment.slotId));
  if (!date || !slot) throw new Error(`Standing order ${first} has no next weekly delivery`);
  const { cutoffAt } = datedSlot(slot, date);
  const at = new Date(Date.parse(changeByOf(cutoffAt)) + 60_000);
  const late = new Date(Date.parse(cutoffAt) + 60_000);
  console.log(JSON.stringify({ date, at: at.toISOString(), late: late.toISOString() }));
} else if (command === 'run' && first && second && third) {
  const report = await runStandingOrders({ now: new Date(second), origin: first, only: [third] });
  console.log(JSON.stringify(report));
} else {
  throw new Error('Usage: run-standing-job.ts plan <id> | run <origin> <ISO moment> <id>');
}
