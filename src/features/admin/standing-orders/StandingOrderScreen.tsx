import {
  standingOrdersArea,
  type StandingDetail,
} from '../../../lib/admin/areas/standing-orders.ts';
import { screenHref } from '../../../lib/admin/screens.ts';
import { dayLabel } from '../../../lib/delivery/labels.ts';
import { formatNZD } from '../../../lib/money.ts';
import { addressLine } from '../../../lib/orders/address.ts';
import {
  frequencyLabel,
  WHEN_UNAVAILABLE_LABELS,
} from '../../../lib/standing-orders/standing-choice.ts';
import type { StandingRun } from '../../../lib/standing-orders/standing-order.ts';
import { AdminLink } from '../AdminLink.tsx';
import { useRouteQuery } from '../api/hooks.ts';
import { DataTable, type Column } from '../DataTable.tsx';
import { formatShopDateTime } from '../format.ts';
import { QueryStatus } from '../QueryStatus.tsx';
import type { ScreenProps } from '../screen-registry.ts';
import { ScreenFrame } from '../ScreenFrame.tsx';
import { PANEL } from '../styles.ts';
import { BACK_TO_STANDING_ORDERS, nextDeliveryText, statusText } from './labels.ts';
import { StandingActions } from './StandingActions.tsx';

type Line = StandingDetail['lines'][number];

const LINE_COLUMNS: readonly Column<Line>[] = [
  { header: 'Meal', cell: (line) => line.name, rowHeader: true },
  { header: 'Packs', cell: (line) => line.quantity, align: 'right' },
  {
    header: 'Price today',
    cell: (line) =>
      line.unitPriceCents === null ? 'No longer sold' : formatNZD(line.unitPriceCents),
    align: 'right',
  },
  {
    header: 'Line',
    cell: (line) => formatNZD((line.unitPriceCents ?? 0) * line.quantity),
    align: 'right',
  },
];

const OUTCOMES: Readonly<Record<StandingRun['outcome'], string>> = {
  made: 'Order made',
  skipped: 'Skipped',
  failed: 'Failed',
};

const RUN_COLUMNS: readonly Column<StandingRun>[] = [
  { header: 'Delivery', cell: (run) => dayLabel(run.date), rowHeader: true },
  {
    header: 'What happened',
    cell: (run) =>
      `${OUTCOMES[run.outcome]}${run.movedTo ? `, moved to ${dayLabel(run.movedTo)}` : ''}`,
  },
  {
    header: 'Order',
    cell: (run) =>
      run.orderId ? (
        <AdminLink
          href={screenHref('order', { orderId: run.orderId })}
          className="font-semibold text-brand-800 underline"
        >
          {run.orderNumber ?? 'Open order'}
        </AdminLink>
      ) : (
        '—'
      ),
  },
  { header: 'Note', cell: (run) => run.note ?? '' },
  { header: 'When', cell: (run) => formatShopDateTime(run.at) },
];

/** /admin/standing-orders/{id}: one standing order, its deliveries, and pause or cancel. */
export default function StandingOrderScreen({ params }: ScreenProps<'standing-order'>) {
  const detail = useRouteQuery(standingOrdersArea.api.get, {
    params: { id: params.standingOrderId },
  });
  return (
    <ScreenFrame title="Standing order" back={BACK_TO_STANDING_ORDERS} width="medium">
      <QueryStatus query={detail}>{(found) => <StandingDetails detail={found} />}</QueryStatus>
    </ScreenFrame>
  );
}

function StandingDetails({ detail }: { detail: StandingDetail }) {
  const { order } = detail;
  const { fulfilment } = order;
  return (
    <div className="mt-6 grid gap-6">
      <dl className={`${PANEL} grid gap-x-6 gap-y-2 sm:grid-cols-[auto_1fr]`}>
        <dt className="font-semibold">Customer</dt>
        <dd>
          <AdminLink
            href={screenHref('customer', { customerId: order.customerId })}
            className="font-semibold text-brand-800 underline"
          >
            {order.customer.name}
          </AdminLink>
          <span className="block break-all">{order.customer.email}</span>
          <span className="block">{order.customer.phone}</span>
        </dd>
        <dt className="font-semibold">Status</dt>
        <dd>{statusText(order.status, order.pausedUntil ?? null)}</dd>
        <dt className="font-semibold">How often</dt>
        <dd>{frequencyLabel(order.everyWeeks)}</dd>
        <dt className="font-semibold">Slot</dt>
        <dd>
          {detail.zoneName} {fulfilment.method === 'pickup' ? 'pickup' : 'delivery'},{' '}
          {detail.slotLabel}
        </dd>
        <dt className="font-semibold">{fulfilment.method === 'pickup' ? 'Pickup' : 'Address'}</dt>
        <dd>
          {fulfilment.method === 'delivery' ? addressLine(fulfilment.address) : detail.zoneName}
        </dd>
        <dt className="font-semibold">Next delivery</dt>
        <dd>{nextDeliveryText(detail.nextDate)}</dd>
        <dt className="font-semibold">Value per delivery</dt>
        <dd>{formatNZD(detail.valueCents)} at today’s prices, before delivery and promo codes</dd>
        <dt className="font-semibold">Payment</dt>
        <dd>
          {order.paymentMethod === 'card'
            ? `Card${order.card?.last4 ? ` ending ${order.card.last4}` : ''}`
            : 'Bank transfer'}
        </dd>
        <dt className="font-semibold">When a slot is full or a meal out</dt>
        <dd>{WHEN_UNAVAILABLE_LABELS[order.whenUnavailable]}</dd>
        <dt className="font-semibold">Started</dt>
        <dd>
          {formatShopDateTime(order.createdAt)} with{' '}
          <AdminLink
            href={screenHref('order', { orderId: order.firstOrderId })}
            className="font-semibold text-brand-800 underline"
          >
            its first order
          </AdminLink>
        </dd>
        {order.cancelled ? (
          <>
            <dt className="font-semibold">Cancelled</dt>
            <dd>
              {formatShopDateTime(order.cancelled.at)} by {order.cancelled.actor.name}:{' '}
              {order.cancelled.reason || 'no reason given'}
            </dd>
          </>
        ) : null}
      </dl>

      <StandingActions detail={detail} />

      <section aria-labelledby="standing-meals">
        <h2 id="standing-meals" className="text-xl font-bold">
          Each delivery
        </h2>
        <DataTable
          caption="Meals in each delivery, at today’s prices"
          columns={LINE_COLUMNS}
          rows={detail.lines}
          rowKey={(line) => line.productId}
        />
      </section>

      <UpcomingDates upcoming={detail.upcoming} />

      <section aria-labelledby="standing-runs">
        <h2 id="standing-runs" className="text-xl font-bold">
          Recent deliveries
        </h2>
        {order.runs.length === 0 ? (
          <p className="mt-2">No delivery has been made from it yet.</p>
        ) : (
          <DataTable
            caption="Deliveries made or skipped, newest first"
            columns={RUN_COLUMNS}
            rows={[...order.runs].reverse()}
            rowKey={(run) => run.date}
          />
        )}
      </section>
    </div>
  );
}

function UpcomingDates({ upcoming }: { upcoming: StandingDetail['upcoming'] }) {
  return (
    <section aria-labelledby="standing-upcoming">
      <h2 id="standing-upcoming" className="text-xl font-bold">
        Upcoming deliveries
      </h2>
      {upcoming.length === 0 ? (
        <p className="mt-2">None: it is cancelled.</p>
      ) : (
        <ul className="mt-2 grid gap-1 sm:grid-cols-2">
          {upcoming.map(({ date, sends }) => (
            <li key={date}>
              {dayLabel(date)} {date.slice(0, 4)}
              {sends ? (
                ''
              ) : (
                <span className="font-semibold text-stone-700"> (not sent: skipped or paused)</span>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
