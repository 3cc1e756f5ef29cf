// The load generator of npm run bench:api: a fixed number of fetch loops in a worker thread, so
// it gets its own core instead of sharing the event loop with the in-process server it measures.
import { randomUUID } from 'node:crypto';
import { Agent, request } from 'node:http';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import type { FulfilmentRequest } from '../../src/lib/orders/request.ts';

/** What to place as orders: one product, spread round-robin over the given slots. */
export interface OrderPlan {
  productId: string;
  quantity: number;
  fulfilments: FulfilmentRequest[];
}

/** One endpoint's run: `concurrency` loops, a warm-up that is not counted, then the measured time. */
export interface LoadPlan {
  origin: string;
  method: 'GET' | 'POST';
  path: string;
  concurrency: number;
  warmupMs: number;
  durationMs: number;
  /** POST /api/orders only: each request becomes a new order from a new client address. */
  order?: OrderPlan;
  /** Header the server reads the client address from (startProductionServer's clientIpHeader). */
  clientIpHeader?: string;
  /** Headers every request carries (a staff member's bearer token for the admin API). */
  headers?: Record<string, string>;
}

/** What the measured window gave; latencies in ms, statuses counted, network failures apart. */
export interface LoadResult {
  requests: number;
  seconds: number;
  p50Ms: number;
  p99Ms: number;
  statuses: Record<number, number>;
  networkErrors: number;
}

export const percentile = (sorted: readonly number[], p: number): number =>
  sorted.length === 0
    ? Number.NaN
    : (sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN);

/** A distinct IPv4 address for the n-th request, so each order counts as another shopper. */
export const clientAddress = (n: number): string =>
  `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;

interface LoadRequest {
  method: LoadPlan['method'];
  headers: Record<string, string>;
  body?: string;
}

function requestInit(plan: LoadPlan, n: number): LoadRequest {
  // Asks for compressed answers as a browser does; the body is read but never unpacked, because
  // that work belongs to the client, not to the server under test.
  const headers: Record<string, string> = {
    accept: 'application/json',
    'accept-encoding': 'br, gzip',
    origin: plan.origin,
    ...plan.headers,
  };
  if (plan.clientIpHeader) headers[plan.clientIpHeader] = clientAddress(n);
  const { order } = plan;
  if (!order) return { method: plan.method, headers };
  headers['content-type'] = 'application/json';
  return { method: plan.method, headers, body: JSON.stringify(orderRequestBody(order, n)) };
}

/** The n-th bench order: a new idempotency key, the plan's meal, the next slot in turn. */
export function orderRequestBody(order: OrderPlan, n: number) {
  return {
    idempotencyKey: `bench-${randomUUID()}`,
    items: [{ productId: order.productId, quantity: order.quantity }],
    // A shopper of their own: one customer placing every order would make their summary record,
    // written after each answer, the bench's hot spot instead of the order's own path.
    customer: {
      name: 'Bench Shopper',
      email: `bench-${String(n)}@example.com`,
      phone: '021 123 4567',
    },
    fulfilment: order.fulfilments[n % order.fulfilments.length],
    paymentMethod: 'bank_transfer',
    termsAccepted: true,
  };
}

/**
 * Sends one request over the shared keep-alive agent and resolves with its status once the whole
 * body has arrived. Plain node:http, because fetch's own work made the load generator, not the
 * server, the bottleneck on two cores.
 */
function send(url: URL, agent: Agent, init: LoadRequest): Promise<number> {
  return new Promise((resolve, reject) => {
    const outgoing = request(url, { method: init.method, headers: init.headers, agent }, (res) => {
      res.on('data', () => undefined);
      res.once('end', () => {
        resolve(res.statusCode ?? 0);
      });
      res.once('error', reject);
    });
    outgoing.once('error', reject);
    outgoing.end(init.body);
  });
}

/** Runs one plan in this thread. */
async function runLoad(plan: LoadPlan): Promise<LoadResult> {
  const url = new URL(`${plan.origin}${plan.path}`);
  const agent = new Agent({ keepAlive: true, maxSockets: plan.concurrency });
  const measureFrom = performance.now() + plan.warmupMs;
  const measureUntil = measureFrom + plan.durationMs;
  const latencies: number[] = [];
  const statuses: Record<number, number> = {};
  let networkErrors = 0;
  let sent = 0;

  const loop = async () => {
    while (performance.now() < measureUntil) {
      const init = requestInit(plan, sent++);
      const started = performance.now();
      let status: number | undefined;
      try {
        status = await send(url, agent, init);
      } catch {
        status = undefined;
      }
      const ended = performance.now();
      // Counted by completion inside the measured window, as autocannon does.
      if (ended < measureFrom || ended > measureUntil) continue;
      if (status === undefined) networkErrors++;
      else statuses[status] = (statuses[status] ?? 0) + 1;
      latencies.push(ended - started);
    }
  };
  await Promise.all(Array.from({ length: plan.concurrency }, loop));
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    seconds: plan.durationMs / 1000,
    p50Ms: percentile(latencies, 50),
    p99Ms: percentile(latencies, 99),
    statuses,
    networkErrors,
  };
}

/** Runs one plan in a worker thread (this same file) and gives back its result. */
export function runLoadInWorker(plan: LoadPlan): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL(import.meta.url), { workerData: plan });
    worker.once('message', (result: LoadResult) => {
      resolve(result);
      void worker.terminate();
    });
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (code !== 0) reject(new Error(`The load worker stopped with code ${String(code)}`));
    });
  });
}

if (!isMainThread && parentPort) {
  const port = parentPort;
  void runLoad(workerData as LoadPlan).then((result) => {
    port.postMessage(result);
  });
}
