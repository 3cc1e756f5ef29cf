// One worker at a time per campaign, normally: a lease record written with a conditional write
// and an expiry. It also keeps where the worker got to, so the next one resumes from there. Two
// workers at once (an expired lease taken over while the first still runs) never send twice
// anyway: every recipient is claimed with onlyIfNew before sending.
import { campaignLeases } from './campaign-records.ts';

/** Where a worker resumes: the queue chunk and the index in it. */
export interface QueueCursor {
  chunk: number;
  index: number;
}

class LeaseHeldError extends Error {}

/** Takes the campaign's lease for `leaseMs`, or null while another worker holds it. */
export async function takeLease(
  campaignId: string,
  worker: string,
  leaseMs: number,
): Promise<QueueCursor | null> {
  try {
    const saved = await campaignLeases.update(campaignId, (current) => {
      const held =
        current && current.holder !== worker && Date.parse(current.expiresAt) > Date.now();
      if (held) throw new LeaseHeldError();
      return {
        chunk: current?.chunk ?? 0,
        index: current?.index ?? 0,
        holder: worker,
        expiresAt: new Date(Date.now() + leaseMs).toISOString(),
      };
    });
    return { chunk: saved.data.chunk, index: saved.data.index };
  } catch (error) {
    if (error instanceof LeaseHeldError) return null;
    throw error;
  }
}

/**
 * Keeps the lease for another `leaseMs` and records the cursor; false when another worker took
 * it over (this one then stops). A cursor never moves back.
 */
export async function renewLease(
  campaignId: string,
  worker: string,
  cursor: QueueCursor,
  leaseMs: number,
): Promise<boolean> {
  try {
    await campaignLeases.update(campaignId, (current) => {
      if (current?.holder !== worker) throw new LeaseHeldError();
      const ahead =
        cursor.chunk > current.chunk ||
        (cursor.chunk === current.chunk && cursor.index > current.index);
      return {
        ...current,
        ...(ahead ? cursor : {}),
        expiresAt: new Date(Date.now() + leaseMs).toISOString(),
      };
    });
    return true;
  } catch (error) {
    if (error instanceof LeaseHeldError) return false;
    throw error;
  }
}

/** Gives the lease up at once (keeping the cursor), so the next worker need not wait. */
export async function releaseLease(campaignId: string, worker: string): Promise<void> {
  try {
    await campaignLeases.update(campaignId, (current) => {
      if (current?.holder !== worker) throw new LeaseHeldError();
      return { ...current, expiresAt: new Date().toISOString() };
    });
  } catch (error) {
    if (!(error instanceof LeaseHeldError)) throw error;
  }
}
