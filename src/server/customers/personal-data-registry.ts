// The registry of every record family (key prefix) that holds a person's data: what it holds, how
// the privacy export finds one person's records in it, and what erasure does with it. The export
// (privacy-requests.ts) and the erasure read this list and nothing else, so a family added here
// is exported and erased, and a family left out is caught by the registry's canary test
// (tests/api/personal-data-registry.test.ts), which runs every flow with one made-up person and
// fails on any stored key or value naming them outside a registered family.
import type { CustomerSummary } from '../../lib/customers/customer.ts';
import type { StandingOrder } from '../../lib/standing-orders/standing-order.ts';
import type { Actor } from '../audit.ts';
import { repairDashboardBoard } from '../admin/dashboard-board-sections.ts';
import { MARKETING_FAMILIES } from './personal-data-marketing.ts';
import { ORDER_FAMILIES } from './personal-data-orders.ts';
import { STANDING_FAMILIES } from './personal-data-standing.ts';

/**
 * What erasure does with a family: `delete` the person's records; `strip` the person out of them
 * and keep the rest; `keep-for-tax` (orders and what mirrors them, for the GST 7 years);
 * `keep` (a record that names the person only by their address hash and must stay for the
 * erasure itself to hold, e.g. the raised session version); `not-personal` (listed because it
 * sits beside a person's records but names nobody).
 */
export type ErasureRule = 'delete' | 'strip' | 'keep-for-tax' | 'keep' | 'not-personal';

/** One person as the export and erasure know them, read once before either starts. */
export interface PersonOnRecord {
  /** The customer id: the hash of the lower-cased address. */
  id: string;
  email: string;
  summary: CustomerSummary;
  /** Their standing orders as they were before the erasure started (any status). */
  standingOrders: StandingOrder[];
}

/** What erasure knows besides the person: who asked for it, and when. */
export interface ErasureContext extends PersonOnRecord {
  actor: Actor;
  now: Date;
}

/** One record family that holds (or sits beside) a person's data. */
export interface PersonalDataFamily {
  /** The key prefix without its slash: every key of the family starts `<prefix>/`. */
  prefix: string;
  /** What of a person it holds. */
  holds: string;
  /** How one person's records in it are found (never by reading the whole family when avoidable). */
  found: string;
  erasure: ErasureRule;
  /** Why erasure does that (for `keep-for-tax` and `keep`: the law or the reason it must stay). */
  why: string;
  /** The family whose export and erasure also cover this one (its keys follow that record). */
  coveredBy?: string;
  /** The export's section name and how it reads one person's records. */
  exported?: { section: string; recordsOf: (person: PersonOnRecord) => Promise<unknown[]> };
  /** Erases one person's records; gives the line for the erasure's answer, or null if none. */
  erase?: (person: ErasureContext) => Promise<string | null>;
}

/** Every family holding a person's data, in the order erasure works through them. */
export const PERSONAL_DATA_FAMILIES: readonly PersonalDataFamily[] = [
  ...STANDING_FAMILIES,
  ...ORDER_FAMILIES,
  ...MARKETING_FAMILIES,
  // Last: worked out again from the families above once they are erased.
  {
    prefix: 'dashboard-board',
    holds:
      'The dashboard’s summary: the next deliveries (customer name) and the newest contact messages (name, email, what they wrote)',
    found: 'Through the orders and contact messages it is worked out from',
    erasure: 'keep-for-tax',
    why: 'It mirrors the orders still to hand over (kept 7 years for GST); it is worked out again after the erasure, so the deleted messages leave it.',
    coveredBy: 'orders',
    erase: async () => {
      await repairDashboardBoard();
      return null;
    },
  },
];

/** The registered family a store key belongs to (the longest matching prefix), or null. */
export function familyOfKey(key: string): PersonalDataFamily | null {
  let found: PersonalDataFamily | null = null;
  for (const family of PERSONAL_DATA_FAMILIES) {
    if (!key.startsWith(`${family.prefix}/`)) continue;
    if (!found || family.prefix.length > found.prefix.length) found = family;
  }
  return found;
}

/** What the export tells the person about families it holds but does not list record by record. */
export function notExportedNotes(): string[] {
  return PERSONAL_DATA_FAMILIES.filter(
    (family) => !family.exported && !family.coveredBy && family.erasure !== 'not-personal',
  ).map((family) => `${family.holds}: ${family.why}`);
}
