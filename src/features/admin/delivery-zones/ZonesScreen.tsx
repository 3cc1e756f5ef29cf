import { deliveryZonesArea } from '../../../lib/admin/areas/delivery-zones.ts';
import type { Zone } from '../../../lib/delivery/zones.ts';
import { formatNZD } from '../../../lib/money.ts';
import { AdminLink } from '../AdminLink.tsx';
import { useRouteQuery } from '../api/hooks.ts';
import { DataTable, type Column } from '../DataTable.tsx';
import { actionsColumn, RowLink } from '../lists/row-actions.tsx';
import { QueryStatus } from '../QueryStatus.tsx';
import { ScreenFrame } from '../ScreenFrame.tsx';
import { PRIMARY_BUTTON } from '../styles.ts';
import { screenHref } from '../../../lib/admin/screens.ts';

/** What a zone covers: its postcodes and suburbs, or a pickup point's address. */
function areaOf(zone: Zone): string {
  if (zone.kind === 'pickup') return zone.pickupAddress ?? '';
  return [...zone.postcodes, ...zone.suburbs].join(', ');
}

const COLUMNS: readonly Column<Zone>[] = [
  { header: 'Zone', cell: (zone) => zone.name, rowHeader: true },
  { header: 'Kind', cell: (zone) => (zone.kind === 'pickup' ? 'Pickup point' : 'Delivery') },
  { header: 'Area', cell: (zone) => <span className="text-sm">{areaOf(zone)}</span> },
  { header: 'Fee', align: 'right', cell: (zone) => formatNZD(zone.feeCents) },
  {
    header: 'Free from',
    align: 'right',
    cell: (zone) =>
      zone.freeDeliveryThresholdCents === null ? '—' : formatNZD(zone.freeDeliveryThresholdCents),
  },
  { header: 'Minimum order', align: 'right', cell: (zone) => formatNZD(zone.minimumOrderCents) },
  {
    header: 'Status',
    cell: (zone) =>
      zone.active ? 'Active' : <span className="font-semibold text-red-800">Inactive</span>,
  },
  actionsColumn((zone) => (
    <RowLink
      href={screenHref('delivery-zone-edit', { zoneId: zone.id })}
      action="Edit"
      name={zone.name}
    />
  )),
];

/** /admin/delivery-zones: every delivery zone and pickup point, with its money rules. */
export default function ZonesScreen() {
  const zones = useRouteQuery(deliveryZonesArea.api.list, {});
  return (
    <ScreenFrame
      title="Delivery zones"
      actions={
        <AdminLink href={screenHref('delivery-zone-new')} className={PRIMARY_BUTTON}>
          Add zone
        </AdminLink>
      }
    >
      <p className="mt-2 max-w-3xl text-stone-700">
        Shoppers get the zone of their postcode or suburb, with its fee, and see its slots at the
        checkout as soon as you save. Two active zones never share a postcode or suburb.
      </p>
      <QueryStatus query={zones}>
        {(rows) => (
          <DataTable
            caption="Delivery zones and pickup points"
            columns={COLUMNS}
            rows={rows}
            rowKey={(zone) => zone.id}
          />
        )}
      </QueryStatus>
    </ScreenFrame>
  );
}
