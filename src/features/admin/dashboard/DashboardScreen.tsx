import { useStore } from '@nanostores/react';
import { dashboardArea, type Dashboard } from '../../../lib/admin/areas/dashboard.ts';
import { formatNZD } from '../../../lib/money.ts';
import { useRouteQuery } from '../api/hooks.ts';
import { $adminUser } from '../auth-store.ts';
import { formatShopDateTime } from '../format.ts';
import { QueryStatus } from '../QueryStatus.tsx';
import { ScreenFrame } from '../ScreenFrame.tsx';
import { PANEL, SECONDARY_BUTTON } from '../styles.ts';
import { ContactMessages } from './ContactMessages.tsx';

/** /admin/dashboard: today's trade at a glance; staff see it read-only. */
export default function DashboardScreen() {
  const dashboard = useRouteQuery(dashboardArea.api.get, {});
  const user = useStore($adminUser);
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
            <OrderFigures dashboard={figures} />
            <div className="mt-6 grid gap-6 lg:grid-cols-2">
              <NextDeliveries dashboard={figures} />
              <LowStock dashboard={figures} />
            </div>
            <ContactMessages
              messages={figures.contactMessages}
              canMarkHandled={user?.role === 'admin'}
            />
          </>
        )}
      </QueryStatus>
    </ScreenFrame>
  );
}

function Figure({ label, value, detail }: { label: string; value: string; detail: string }) {
  return (
    <div className={PANEL}>
      <dt className="text-sm font-semibold text-stone-700">{label}</dt>
      <dd className="mt-1 text-3xl font-bold text-ink">{value}</dd>
      <dd className="mt-1 text-sm text-stone-700">{detail}</dd>
    </div>
  );
}

function plural(count: number, word: string): string {
  return `${String(count)} ${word}${count === 1 ? '' : 's'}`;
}

function OrderFigures({ dashboard }: { dashboard: Dashboard }) {
  const { today, week, awaitingPayment } = dashboard.orders;
  return (
    <dl className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      <Figure
        label="Orders today"
        value={String(today.count)}
        detail={formatNZD(today.revenueCents)}
      />
      <Figure
        label="Orders this week"
        value={String(week.count)}
        detail={formatNZD(week.revenueCents)}
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
    </dl>
  );
}

function NextDeliveries({ dashboard }: { dashboard: Dashboard }) {
  return (
    <section aria-labelledby="next-deliveries-title" className={PANEL}>
      <h2 id="next-deliveries-title" className="text-lg font-bold">
        Next deliveries
      </h2>
      {dashboard.nextDeliveries.length === 0 ? (
        <p className="mt-2 text-stone-700">No deliveries booked yet.</p>
      ) : (
        <ul className="mt-2 divide-y divide-stone-200">
          {dashboard.nextDeliveries.map((slot) => (
            <li key={`${slot.date}-${slot.slotId}`} className="flex justify-between gap-4 py-2">
              <span>{slot.slotLabel}</span>
              <span className="font-semibold">{plural(slot.orders, 'order')}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function LowStock({ dashboard }: { dashboard: Dashboard }) {
  return (
    <section aria-labelledby="low-stock-title" className={PANEL}>
      <h2 id="low-stock-title" className="text-lg font-bold">
        Low stock
      </h2>
      {dashboard.lowStock.length === 0 ? (
        <p className="mt-2 text-stone-700">Every meal is above its low-stock level.</p>
      ) : (
        <ul className="mt-2 divide-y divide-stone-200">
          {dashboard.lowStock.map((product) => (
            <li key={product.productId} className="flex justify-between gap-4 py-2">
              <span>{product.name}</span>
              <span className={`font-semibold ${product.onHand === 0 ? 'text-red-700' : ''}`}>
                {product.onHand === 0 ? 'Out of stock' : `${plural(product.onHand, 'pack')} left`}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
