import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { percentile, type OrderPlan } from './load.ts';
import type { OrderInstanceJob, OrderSample } from './order-instance.ts';

/** What placing orders from several instances at once gave. */
export interface InstancesResult {
  orders: number;
  seconds: number;
  p50Ms: number;
  p99Ms: number;
  statuses: Record<number, number>;
  /** Blobs calls of an order before its answer: mean, median, and the most (a cold instance). */
  callsBeforeAnswer: CallCounts;
  callsAfterAnswer: CallCounts;
  /** Reads of what an instance reuses for a few seconds, per order (not in the two above). */
  reusedReads: CallCounts;
}

const INSTANCE_SCRIPT = fileURLToPath(new URL('./order-instance.ts', import.meta.url));

function runInstance(job: OrderInstanceJob): Promise<OrderSample[]> {
  return new Promise((resolve, reject) => {
    // The store is this process's (NETLIFY_BLOBS_CONTEXT is inherited): every instance shares it.
    const child = fork(INSTANCE_SCRIPT, {
      env: process.env,
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    });
    child.once('message', (samples: OrderSample[]) => {
      resolve(samples);
    });
    child.once('exit', (code) => {
      if (code !== 0) reject(new Error(`An order instance stopped with code ${String(code)}`));
    });
    child.send(job);
  });
}

/** How many Blobs calls orders made: on average, the middle order, and the most. */
export interface CallCounts {
  mean: number;
  median: number;
  most: number;
}

const spread = (values: number[]): CallCounts => ({
  mean: values.reduce((sum, value) => sum + value, 0) / Math.max(1, values.length),
  median: percentile(
    [...values].sort((a, b) => a - b),
    50,
  ),
  most: Math.max(0, ...values),
});

/**
 * Places orders from `instances` separate processes at once, each serving one request at a time
 * as Netlify instances do, against the store of this process, and measures what every order
 * cost: latency to its answer, and Blobs calls before and after the answer.
 */
export async function placeOrdersFromInstances(options: {
  instances: number;
  order: OrderPlan;
  warmupMs: number;
  durationMs: number;
}): Promise<InstancesResult> {
  const { instances, order, warmupMs, durationMs } = options;
  const runs = await Promise.all(
    Array.from({ length: instances }, (_, instance) =>
      runInstance({ instance, order, warmupMs, durationMs }),
    ),
  );
  const all = runs.flat();
  const measured = all.filter((sample) => sample.measured);
  const latencies = measured.map((sample) => sample.ms).sort((a, b) => a - b);
  const statuses: Record<number, number> = {};
  for (const { status } of measured) statuses[status] = (statuses[status] ?? 0) + 1;
  const placed = all.filter((sample) => sample.status === 201);
  return {
    orders: measured.length,
    seconds: durationMs / 1000,
    p50Ms: percentile(latencies, 50),
    p99Ms: percentile(latencies, 99),
    statuses,
    callsBeforeAnswer: spread(placed.map((sample) => sample.callsBeforeAnswer)),
    callsAfterAnswer: spread(placed.map((sample) => sample.callsAfterAnswer)),
    reusedReads: spread(placed.map((sample) => sample.reusedReads)),
  };
}
