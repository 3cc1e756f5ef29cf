import {
  movementKey,
  StockMovementSchema,
  type StockMovement,
} from '../../lib/inventory/movements.ts';
import { recordCollection } from '../blobs/records.ts';

/**
 * Every change of a product's stock, one record each under
 * `stock-movements/<productId>/<inverted seq>-<cause id>`: a product's keys list newest first,
 * and the key is fixed by the change itself, so writing it twice (a retry, or the history view
 * writing out the latest movement kept in the stock document) leaves one record.
 */
export const stockMovements = recordCollection({
  prefix: 'stock-movements',
  schema: StockMovementSchema,
});

/** Writes a movement once (onlyIfNew); a repeat finds the first and changes nothing. */
export async function recordStockMovement(movement: StockMovement): Promise<void> {
  await stockMovements.createOnce(movementKey(movement), movement);
}
