import { useState } from 'react';
import { inventoryArea, type MovementView } from '../../../lib/admin/areas/inventory.ts';
import { movementByLabel } from '../../../lib/inventory/movements.ts';
import { AdminLink } from '../AdminLink.tsx';
import { useRouteQuery } from '../api/hooks.ts';
import { DataTable, type Column } from '../DataTable.tsx';
import { formatShopDateTime } from '../format.ts';
import { QueryStatus } from '../QueryStatus.tsx';
import type { ScreenProps } from '../screen-registry.ts';
import { ScreenFrame } from '../ScreenFrame.tsx';
import { SECONDARY_BUTTON } from '../styles.ts';
import { REASON_LABELS } from './labels.ts';
import { screenHref } from '../../../lib/admin/screens.ts';

/** How each kind of order movement names its order in the Cause column. */
const ORDER_CAUSES = {
  order: 'Order',
  order_released: 'Cancelled order',
  order_refunded: 'Refunded order',
  order_edited: 'Edited order',
} as const;

function causeOf(movement: MovementView) {
  if (movement.kind === 'adjustment') {
    return movement.reason ? REASON_LABELS[movement.reason].replace(/ \(.*\)$/, '') : 'Adjustment';
  }
  const what = ORDER_CAUSES[movement.kind];
  const number = movement.orderNumber ?? 'not completed';
  return (
    <>
      {what}{' '}
      {movement.orderNumber && movement.orderId ? (
        <AdminLink
          href={screenHref('order', { orderId: movement.orderId })}
          className="font-semibold text-brand-800 underline"
        >
          {number}
        </AdminLink>
      ) : (
        number
      )}
    </>
  );
}

const COLUMNS: readonly Column<MovementView>[] = [
  { header: 'When', cell: (movement) => formatShopDateTime(movement.at), rowHeader: true },
  { header: 'Cause', cell: causeOf },
  {
    header: 'Change',
    align: 'right',
    cell: (movement) =>
      movement.quantity > 0 ? `+${String(movement.quantity)}` : movement.quantity,
  },
  { header: 'Available after', align: 'right', cell: (movement) => movement.level },
  { header: 'By', cell: movementByLabel },
  { header: 'Note', cell: (movement) => movement.note ?? '' },
];

/** /admin/inventory/{productId}: every movement of one product's stock, newest first, paged. */
export default function StockHistoryScreen({ params }: ScreenProps<'inventory-history'>) {
  const { productId } = params;
  // The cursors of the pages before this one, so "Newer" can go back.
  const [cursors, setCursors] = useState<(string | undefined)[]>([undefined]);
  const cursor = cursors.at(-1);
  const page = useRouteQuery(inventoryArea.api.movements, {
    params: { productId },
    query: cursor === undefined ? {} : { cursor },
  });
  return (
    <ScreenFrame
      title={page.data ? `Stock history: ${page.data.name}` : 'Stock history'}
      back={{ href: screenHref('inventory'), label: 'Back to inventory' }}
    >
      <QueryStatus query={page}>
        {({ movements, nextCursor }) => (
          <>
            {movements.length === 0 ? (
              <p className="mt-6">No stock movements yet.</p>
            ) : (
              <DataTable
                caption="Stock movements, newest first"
                columns={COLUMNS}
                rows={movements}
                rowKey={(movement) => `${String(movement.seq)}-${movement.causeId}`}
              />
            )}
            <nav aria-label="Pages of movements" className="mt-4 flex gap-2">
              {cursors.length > 1 ? (
                <button
                  type="button"
                  className={SECONDARY_BUTTON}
                  onClick={() => {
                    setCursors(cursors.slice(0, -1));
                  }}
                >
                  Newer
                </button>
              ) : null}
              {nextCursor ? (
                <button
                  type="button"
                  className={SECONDARY_BUTTON}
                  onClick={() => {
                    setCursors([...cursors, nextCursor]);
                  }}
                >
                  Older
                </button>
              ) : null}
            </nav>
          </>
        )}
      </QueryStatus>
    </ScreenFrame>
  );
}
