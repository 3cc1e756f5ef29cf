import type { ReactNode } from 'react';
import { dashboardArea, type Dashboard } from '../../../lib/admin/areas/dashboard.ts';
import { formatNZD } from '../../../lib/money.ts';
import { useRouteQuery } from '../api/hooks.ts';
import { AdminLink } from '../AdminLink.tsx';
import { formatShopDateTime } from '../format.ts';
import { useMayCall } from '../permissions.tsx';
import { QueryStatus } from '../QueryStatus.tsx';
import { ScreenFrame } from '../ScreenFrame.tsx';
import { PANEL, SECONDARY_BUTTON } from '../styles.ts';
import { ContactMessages } from './ContactMessages.tsx';
import { DrillWarning } from './DrillWarning.tsx';
import { MissedDeliveries } from './MissedDeliveries.tsx';
import { SetupWarnings } from './SetupWarnings.tsx';
import { screenHref } from '../../../lib/admin/screens.ts';

/** /admin/dashboard: today's trade at a glance; staff see it read-only. */
export default function DashboardScreen() {
  const dashboard = useRouteQuery(dashboardArea.api.get, {});
  const mayMarkHandled = useMayCall(dashboardArea.api.markHandled);
  return (
    <ScreenFrame
      title="Dashboard"
      actions={
        <button
          type="button"
          className={SECONDARY_BUTTON}
          disabled={dashboard.isFetching}
          onClick={() => void dashboard.refetch()}
        >
          {dashboard.isFetching ? 'Refreshing...' : 'Refresh'}
        </button>
      }
    >
      <QueryStatus query={dashboard}>
        {(figures) => (
          <>
            <p className="mt-1 text-sm text-stone-700">
              As at {formatShopDateTime(figures.generatedAt)}
            </p>
            <SetupWarnings warnings={figures.setupWarnings} payments={figures.payments} />
            <MissedDeliveries missed={figures.missedDeliveries} />
            <DrillWarning drill={figures.recallDrill} />
            <OrderFigures dashboard={figures} />
            <div className="mt-6 grid gap-6 lg:grid-cols-2">
              <NextDeliveries dashboard={figures} />
              <LowStock dashboard={figures} />
            </div>
            <ContactMessages messages={figures.contactMessages} canMarkHandled={mayMarkHandled} />
          </>
        )}
      </QueryStatus>
    </ScreenFrame>
  );
}

function Figure({
  label,
  value,
  detail,
  note,
}: {
  label: string;
  value: string;
  detail: string;
  note?: string | null;
}) {
  return (
    <div className={PANEL}>
      <dt className="text-sm font-semibold text-stone-700">{label}</dt>
      <dd className="mt-1 text-3xl font-bold text-ink">{value}</dd>
      <dd className="mt-1 text-sm text-stone-700">{detail}</dd>
      {note ? <dd className="mt-1 text-sm text-stone-700">{note}</dd> : null}
    </div>
  );
}

/** Why some orders of a period are not in its count or revenue, e.g. "Not counted: 1 cancelled". */
function leftOutNote(tally: Dashboard['orders']['today']): string | null {
  const parts = [
    tally.cancelled ? `${String(tally.cancelled)} cancelled` : '',
    tally.refunded ? `${String(tally.refunded)} refunded in full` : '',
  ].filter(Boolean);
  return parts.length ? `Not counted: ${parts.join(', ')}` : null;
}

function plural(count: number, word: string): string {
  return `${String(count)} ${word}${count === 1 ? '' : 's'}`;
}

function OrderFigures({ dashboard }: { dashboard: Dashboard }) {
  const { today, week, awaitingPayment } = dashboard.orders;
  return (
    <dl className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-5">
      <Figure
        label="Orders today"
        value={String(today.count)}
        detail={`${formatNZD(today.revenueCents)} revenue`}
        note={leftOutNote(today)}
      />
      <Figure
        label="Orders this week"
        value={String(week.count)}
        detail={`${formatNZD(week.revenueCents)} revenue`}
        note={leftOutNote(week)}
      />
      <Figure
        label="Awaiting payment"
        value={String(awaitingPayment.count)}
        detail={`${formatNZD(awaitingPayment.totalCents)} to come`}
      />
      <Figure
        label="Newsletter subscribers"
        value={String(dashboard.subscribers.count)}
        detail="people on the list"
      />
      <Figure
        label="Active standing orders"
        value={String(dashboard.standingOrders.active)}
        detail={`${formatNZD(dashboard.standingOrders.weeklyValueCents)} a week at today’s prices`}
      />
    </dl>
  );
}

/** A panel of the dashboard listing a few things, or saying there are none. */
function ListPanel<Item>({
  id,
  title,
  empty,
  items,
  itemKey,
  children,
}: {
  id: string;
  title: string;
  empty: string;
  items: readonly Item[];
  itemKey: (item: Item) => string;
  children: (item: Item) => ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={PANEL}>
      <h2 id={id} className="text-lg font-bold">
        {title}
      </h2>
      {items.length === 0 ? (
        <p className="mt-2 text-stone-700">{empty}</p>
      ) : (
        <ul className="mt-2 divide-y divide-stone-200">
          {items.map((item) => (
            <li key={itemKey(item)} className="flex justify-between gap-4 py-2">
              {children(item)}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function NextDeliveries({ dashboard }: { dashboard: Dashboard }) {
  return (
    <ListPanel
      id="next-deliveries-title"
      title="Next deliveries"
      empty="No deliveries or pickups to come."
      items={dashboard.nextDeliveries}
      itemKey={(delivery) => delivery.orderId}
    >
      {(delivery) => (
        <AdminLink
          href={screenHref('order', { orderId: delivery.orderId })}
          className="-my-2 flex w-full min-w-0 flex-wrap justify-between gap-x-4 py-2 hover:bg-stone-50"
        >
          <span className="min-w-0">
            <span className="font-semibold text-brand-800 underline">{delivery.number}</span>{' '}
            {delivery.customerName}
          </span>
          <span className="min-w-0 text-stone-700">
            {delivery.slotLabel} ·{' '}
            {delivery.method === 'pickup' ? `Pickup, ${delivery.zoneName}` : delivery.zoneName}
          </span>
        </AdminLink>
      )}
    </ListPanel>
  );
}

function LowStock({ dashboard }: { dashboard: Dashboard }) {
  return (
    <ListPanel
      id="low-stock-title"
      title="Low stock"
      empty="Every meal is above its low-stock level."
      items={dashboard.lowStock}
      itemKey={(product) => product.productId}
    >
      {(product) => (
        <>
          <span>{product.name}</span>
          <span className={`font-semibold ${product.onHand === 0 ? 'text-red-700' : ''}`}>
            {product.onHand === 0 ? 'Out of stock' : `${plural(product.onHand, 'pack')} left`}
          </span>
        </>
      )}
    </ListPanel>
  );
}
