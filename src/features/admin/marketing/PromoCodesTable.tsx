import { marketingArea } from '../../../lib/admin/areas/marketing.ts';
import type { PromoView } from '../../../lib/marketing/promo-requests.ts';
import { formatNZD } from '../../../lib/money.ts';
import { useRouteQuery } from '../api/hooks.ts';
import { DataTable, type Column } from '../DataTable.tsx';
import { actionsColumn, RowLink } from '../lists/row-actions.tsx';
import { QueryStatus } from '../QueryStatus.tsx';
import { promoOffer, promoPeriod, promoUses, STATUS_LABELS } from './promo-text.ts';
import { screenHref } from '../../../lib/admin/screens.ts';

function columns(canEdit: boolean): readonly Column<PromoView>[] {
  return [
    { header: 'Code', cell: (promo) => <code>{promo.code}</code>, rowHeader: true },
    { header: 'Offer', cell: (promo) => promoOffer(promo) },
    { header: 'When', cell: (promo) => <span className="text-sm">{promoPeriod(promo)}</span> },
    { header: 'Uses', align: 'right', cell: (promo) => promoUses(promo) },
    { header: 'Revenue', align: 'right', cell: (promo) => formatNZD(promo.revenueCents) },
    {
      header: 'Status',
      cell: (promo) =>
        promo.status === 'active' ? (
          STATUS_LABELS.active
        ) : (
          <span className="font-semibold text-stone-800">{STATUS_LABELS[promo.status]}</span>
        ),
    },
    actionsColumn((promo) => (
      <RowLink
        href={screenHref('promo-code-edit', { code: promo.code })}
        action={canEdit ? 'Edit' : 'View'}
        name={promo.code}
      />
    )),
  ];
}

/** Every promo code with its uses, the revenue of the orders that used it, and its status. */
export function PromoCodesTable({ canEdit }: { canEdit: boolean }) {
  const promos = useRouteQuery(marketingArea.api.listPromos, {});
  return (
    <QueryStatus query={promos}>
      {(rows) =>
        rows.length === 0 ? (
          <p className="mt-4 text-stone-700">No promo codes yet.</p>
        ) : (
          <DataTable
            caption="Promo codes"
            columns={columns(canEdit)}
            rows={rows}
            rowKey={(promo) => promo.code}
          />
        )
      }
    </QueryStatus>
  );
}
