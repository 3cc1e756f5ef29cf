// One function instance of `npm run bench:api`'s order benchmark: a separate process that places
// orders through the orders handler one at a time, as a Netlify instance serves requests, and
// counts the Blobs calls each makes before its answer and after it (context.waitUntil).
import type { FunctionModule } from '../../src/server/http/function-host.ts';
import { isReusedRead } from '../../tests/fixtures/order-calls.ts';
import { clientAddress, orderRequestBody, type OrderPlan } from './load.ts';

/** What the bench asks of one instance. */
export interface OrderInstanceJob {
  instance: number;
  order: OrderPlan;
  warmupMs: number;
  durationMs: number;
}

/** One order as the instance saw it: status, latency, and Blobs calls before and after. */
export interface OrderSample {
  status: number;
  ms: number;
  callsBeforeAnswer: number;
  callsAfterAnswer: number;
  /** Reads of zones, slots, settings and products the instance keeps for a few seconds. */
  reusedReads: number;
  measured: boolean;
}

// Every fetch this process makes goes to the Blobs store (bank-transfer orders, no SMTP); the
// reads an instance reuses are counted apart, as they are not the order's own calls.
let blobsCalls = 0;
let reusedReads = 0;
const fetchBlobs = globalThis.fetch;
globalThis.fetch = (input, init) => {
  if (isReusedRead(input)) reusedReads += 1;
  else blobsCalls += 1;
  return fetchBlobs(input, init);
};

async function run(job: OrderInstanceJob): Promise<OrderSample[]> {
  const handlerUrl = new URL('../../netlify/functions/orders.mts', import.meta.url);
  const handler = ((await import(handlerUrl.href)) as FunctionModule).default;
  const measureFrom = performance.now() + job.warmupMs;
  const measureUntil = measureFrom + job.durationMs;
  const samples: OrderSample[] = [];
  for (let n = job.instance * 1_000_000; performance.now() < measureUntil; n += 1) {
    const request = new Request('http://127.0.0.1/api/orders', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(orderRequestBody(job.order, n)),
    });
    const afterAnswer: Promise<unknown>[] = [];
    const callsAtStart = blobsCalls;
    const reusedAtStart = reusedReads;
    const started = performance.now();
    const response = await handler(request, {
      ip: clientAddress(n),
      params: {},
      waitUntil: (work) => afterAnswer.push(work),
    });
    // The answer is made once the handler returns it: what starts after is not on its path.
    const callsAtAnswer = blobsCalls;
    await response.arrayBuffer();
    const ended = performance.now();
    // Work after the answer that fails is logged, as Netlify does; the maintenance job finishes it.
    for (const outcome of await Promise.allSettled(afterAnswer)) {
      if (outcome.status === 'rejected') console.error('After-answer work failed', outcome.reason);
    }
    samples.push({
      status: response.status,
      ms: ended - started,
      callsBeforeAnswer: callsAtAnswer - callsAtStart,
      callsAfterAnswer: blobsCalls - callsAtAnswer,
      reusedReads: reusedReads - reusedAtStart,
      measured: ended >= measureFrom && ended <= measureUntil,
    });
  }
  return samples;
}

process.once('message', (job: OrderInstanceJob) => {
  // The orders print their emails when SMTP_URL is unset; thousands would bury the results.
  console.info = () => undefined;
  void run(job).then((samples) => {
    process.send?.(samples, () => {
      process.disconnect();
    });
  });
});
