// Packs in date on a day: a meal's packs for sale less those of its batches whose best-before
// comes before that day. Packs no batch accounts for (stock from before batches were recorded,
// adjustments) are taken to keep; a batch withdrawn has left the packs for sale already.
import { isSellableOn, packsLeftOf, type Batch } from './batch.ts';

/** Packs still on the shelf of the batches that will be past their best-before on `day`. */
export function packsExpiringBefore(batches: readonly Batch[], day: string): number {
  return batches
    .filter((batch) => batch.withdrawals.length === 0 && !isSellableOn(batch, day))
    .reduce((sum, batch) => sum + Math.max(0, packsLeftOf(batch)), 0);
}

/** Of `available` packs for sale now, those still in date on `day`. */
export function packsInDateOn(available: number, batches: readonly Batch[], day: string): number {
  return Math.max(0, available - packsExpiringBefore(batches, day));
}
