import { ordersArea } from '../../../lib/admin/areas/orders.ts';
import { formatNZD } from '../../../lib/money.ts';
import type { AdminOrderView } from '../../../lib/orders/order.ts';
import { addressLines } from '../../../lib/orders/address.ts';
import { isSumRow, moneyRowAmount, moneyRowsOf } from '../../../lib/orders/money-rows.ts';
import {
  gstAfterRefundsCents,
  orderBalance,
  refundedCents,
} from '../../../lib/orders/money-ledger.ts';
import { useRouteQuery } from '../api/hooks.ts';
import { ColumnHeadings, type Heading } from '../ColumnHeadings.tsx';
import { formatShopDateTime } from '../format.ts';
import { QueryStatus } from '../QueryStatus.tsx';
import type { ScreenProps } from '../screen-registry.ts';
import { ScreenFrame } from '../ScreenFrame.tsx';
import { PANEL, SECONDARY_BUTTON } from '../styles.ts';
import { BatchAllocationPanel } from '../batches/BatchAllocationPanel.tsx';
import { OrderActions } from './OrderActions.tsx';
import { OrderTimeline } from './OrderTimeline.tsx';
import { RescheduleAction } from './RescheduleDialog.tsx';
import { PAYMENT_LABELS, StatusBadge } from './status-badge.tsx';
import { screenHref } from '../../../lib/admin/screens.ts';
import { AdminLink } from '../AdminLink.tsx';
import { editRefusal } from '../../../lib/orders/order-edit.ts';

const BACK_TO_ORDERS = { href: screenHref('orders'), label: 'Back to orders' };
const ITEM_HEADINGS: readonly Heading[] = [
  'Meal',
  { label: 'Packs', align: 'right' },
  { label: 'Each', align: 'right' },
  { label: 'Total', align: 'right' },
];

/** /admin/orders/{id}: everything about one order, what staff can do next, and its timeline. */
export default function OrderScreen({ params }: ScreenProps<'order'>) {
  const { orderId } = params;
  const order = useRouteQuery(ordersArea.api.get, { params: { id: orderId } });
  return (
    <ScreenFrame
      title={order.data ? `Order ${order.data.number}` : 'Order'}
      back={BACK_TO_ORDERS}
      actions={
        order.data ? (
          <div className="flex flex-wrap gap-2">
            {editRefusal(order.data) === null ? (
              <AdminLink href={screenHref('order-edit', { orderId })} className={SECONDARY_BUTTON}>
                Edit order
              </AdminLink>
            ) : null}
            <a
              href={screenHref('packing-slip', { id: orderId })}
              target="_blank"
              rel="noopener"
              className={SECONDARY_BUTTON}
            >
              Print slip
            </a>
            <a
              href={screenHref('order-receipt', { id: orderId })}
              target="_blank"
              rel="noopener"
              className={SECONDARY_BUTTON}
            >
              Print receipt
            </a>
          </div>
        ) : null
      }
    >
      <QueryStatus query={order}>
        {(found) => (
          // Two columns from lg; one column below it (a tablet at the packing bench), where the
          // columns dissolve (display: contents) and `order` puts Actions right after the status.
          <div className="mt-4 grid gap-6 lg:grid-cols-3">
            <div className="contents lg:col-span-2 lg:grid lg:content-start lg:gap-6">
              <div className="order-1">
                <Summary order={found} />
              </div>
              <div className="order-3">
                <Items order={found} />
              </div>
              <div className="order-3">
                <BatchAllocationPanel order={found} />
              </div>
              <div className="order-4">
                <Handover order={found} />
              </div>
              <div className="order-7">
                <OrderTimeline order={found} />
              </div>
            </div>
            <div className="contents lg:grid lg:content-start lg:gap-6">
              <div className="order-2">
                <OrderActions order={found} />
              </div>
              <div className="order-5">
                <Customer order={found} />
              </div>
              <div className="order-6">
                <Payment order={found} />
              </div>
            </div>
          </div>
        )}
      </QueryStatus>
    </ScreenFrame>
  );
}

function Panel({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className={PANEL} aria-label={title}>
      <h2 className="text-lg font-bold">{title}</h2>
      <div className="mt-2">{children}</div>
    </section>
  );
}

function Summary({ order }: { order: AdminOrderView }) {
  return (
    <div className="flex flex-wrap items-center gap-3">
      <StatusBadge status={order.status} />
      <span>Placed {formatShopDateTime(order.placedAt)}</span>
      <span>{PAYMENT_LABELS[order.paymentMethod]}</span>
    </div>
  );
}

function Items({ order }: { order: AdminOrderView }) {
  const rows = moneyRowsOf(order);
  return (
    <Panel title="Items">
      <table className="w-full text-left">
        <caption className="sr-only">Items of order {order.number}</caption>
        <ColumnHeadings className="text-sm" headings={ITEM_HEADINGS} />
        <tbody>
          {order.lines.map((line) => (
            <tr key={line.productId} className="border-t border-stone-200">
              <th scope="row" className="py-1 font-normal">
                {line.name}
              </th>
              <td className="text-right">{line.quantity}</td>
              <td className="text-right">{formatNZD(line.unitPriceCents)}</td>
              <td className="text-right">{formatNZD(line.lineTotalCents)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl className="mt-3 grid grid-cols-[1fr_auto] gap-x-4 border-t border-stone-200 pt-2">
        {rows.map((row, index) => (
          <div key={`${row.kind}-${String(index)}`} className="contents">
            <dt className={isSumRow(row) ? 'font-bold' : ''}>{row.label}</dt>
            <dd className={`text-right whitespace-nowrap ${isSumRow(row) ? 'font-bold' : ''}`}>
              {moneyRowAmount(row)}
            </dd>
          </div>
        ))}
        <dt className="text-sm text-stone-700">GST included (3/23)</dt>
        <dd className="text-right text-sm text-stone-700">
          {formatNZD(gstAfterRefundsCents(order))}
        </dd>
      </dl>
    </Panel>
  );
}

function Handover({ order }: { order: AdminOrderView }) {
  const { fulfilment } = order;
  const address = fulfilment.method === 'delivery' ? addressLines(fulfilment.address) : [];
  return (
    <Panel title={fulfilment.method === 'delivery' ? 'Delivery' : 'Pickup'}>
      <p>
        {fulfilment.slotLabel} ({fulfilment.date}), {fulfilment.zone.name}
      </p>
      {address.length ? (
        <p className="mt-1">
          {address.join(', ')}{' '}
          <a
            className="text-brand-800 underline"
            href={`https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address.join(', '))}`}
            target="_blank"
            rel="noopener noreferrer"
          >
            Open in maps
          </a>
        </p>
      ) : null}
      <RescheduleAction order={order} />
      {order.gift ? (
        <div className="mt-3 rounded-lg bg-rose-50 p-3">
          <p className="font-semibold">
            Gift for {order.gift.recipientName}
            {order.gift.recipientPhone ? `, ${order.gift.recipientPhone}` : ''}
          </p>
          {order.gift.message ? (
            <p className="mt-1 whitespace-pre-line">“{order.gift.message}”</p>
          ) : null}
        </div>
      ) : null}
      {order.notes ? (
        <p className="mt-3 whitespace-pre-line">
          <span className="font-semibold">Shopper’s notes:</span> {order.notes}
        </p>
      ) : null}
    </Panel>
  );
}

function Customer({ order }: { order: AdminOrderView }) {
  const { customer } = order;
  return (
    <Panel title="Customer">
      <p className="font-semibold">{customer.name}</p>
      <p>
        <a className="text-brand-800 underline" href={`mailto:${customer.email}`}>
          {customer.email}
        </a>
      </p>
      <p>
        <a className="text-brand-800 underline" href={`tel:${customer.phone.replace(/\s/g, '')}`}>
          {customer.phone}
        </a>
      </p>
      <p>
        <AdminLink
          className="font-semibold text-brand-800 underline"
          href={screenHref('customers', {}, { q: customer.email })}
        >
          Their customer record
        </AdminLink>
      </p>
    </Panel>
  );
}

function Payment({ order }: { order: AdminOrderView }) {
  const { payment } = order;
  const refunded = refundedCents(order);
  const { dueCents, overpaidCents } = orderBalance(order);
  const facts: [string, string][] = [
    ['Method', PAYMENT_LABELS[payment.method]],
    ['Reference', payment.reference],
    ...(payment.paidAt
      ? [['Marked paid', formatShopDateTime(payment.paidAt)] as [string, string]]
      : []),
    ...(payment.receivedOn ? [['Transfer received', payment.receivedOn] as [string, string]] : []),
    ...(payment.stripeSessionId
      ? [['Stripe session', payment.stripeSessionId] as [string, string]]
      : []),
    ...(payment.paymentIntentId
      ? [['Stripe payment', payment.paymentIntentId] as [string, string]]
      : []),
    ...(refunded ? [['Refunded', formatNZD(refunded)] as [string, string]] : []),
    ...(dueCents ? [['Still due', formatNZD(dueCents)] as [string, string]] : []),
    ...(overpaidCents ? [['Over-paid', formatNZD(overpaidCents)] as [string, string]] : []),
  ];
  const notes = order.refunds.filter((refund) => refund.creditNote && refund.status === 'done');
  return (
    <Panel title="Payment">
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
        {facts.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-stone-700">{label}</dt>
            <dd className="break-all">{value}</dd>
          </div>
        ))}
      </dl>
      {notes.length ? (
        <>
          <h3 className="mt-3 font-semibold">Credit notes</h3>
          <ul className="mt-1 grid gap-1">
            {notes.map((refund) => (
              <li key={refund.id}>
                <a
                  className="text-brand-800 underline"
                  href={screenHref('credit-note', { id: order.id, refundId: refund.id })}
                  target="_blank"
                  rel="noopener"
                >
                  {refund.creditNote?.number}
                </a>{' '}
                {formatNZD(refund.amountCents)},{' '}
                {formatShopDateTime(refund.creditNote?.at ?? refund.at)}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </Panel>
  );
}
