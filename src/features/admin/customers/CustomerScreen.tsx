import { customersArea, type CustomerDetail } from '../../../lib/admin/areas/customers.ts';
import { screenHref } from '../../../lib/admin/screens.ts';
import type { CustomerOrderEntry } from '../../../lib/customers/customer.ts';
import { formatNZD } from '../../../lib/money.ts';
import { preferencesText } from '../newsletters/labels.ts';
import { AdminLink } from '../AdminLink.tsx';
import { useRouteQuery } from '../api/hooks.ts';
import { DataTable, type Column } from '../DataTable.tsx';
import { formatShopDateTime } from '../format.ts';
import { StatusBadge } from '../orders/status-badge.tsx';
import { QueryStatus } from '../QueryStatus.tsx';
import type { ScreenProps } from '../screen-registry.ts';
import { ScreenFrame } from '../ScreenFrame.tsx';
import { PANEL } from '../styles.ts';
import { CustomerNotes } from './CustomerNotes.tsx';
import { CustomerPrivacy } from './CustomerPrivacy.tsx';
import { CustomerSessions } from './CustomerSessions.tsx';
import { BACK_TO_CUSTOMERS, NEWSLETTER_STANDING_LABELS } from './labels.ts';

const ORDER_COLUMNS: readonly Column<CustomerOrderEntry>[] = [
  {
    header: 'Order',
    rowHeader: true,
    cell: (order) => (
      <AdminLink
        href={screenHref('order', { orderId: order.orderId })}
        className="font-semibold text-brand-800 underline"
      >
        {order.number}
      </AdminLink>
    ),
  },
  { header: 'Placed', cell: (order) => formatShopDateTime(order.placedAt) },
  { header: 'Status', cell: (order) => <StatusBadge status={order.status} /> },
  {
    header: 'For',
    cell: (order) => `${order.method === 'delivery' ? 'Delivery' : 'Pickup'} ${order.date}`,
  },
  { header: 'Total', cell: (order) => formatNZD(order.totalCents) },
];

/** /admin/customers/{id}: one customer, their orders, addresses, notes and newsletter record. */
export default function CustomerScreen({ params }: ScreenProps<'customer'>) {
  const customer = useRouteQuery(customersArea.api.get, { params: { id: params.customerId } });
  return (
    <ScreenFrame title="Customer" back={BACK_TO_CUSTOMERS} width="medium">
      <QueryStatus query={customer}>{(detail) => <CustomerDetails detail={detail} />}</QueryStatus>
    </ScreenFrame>
  );
}

function CustomerDetails({ detail }: { detail: CustomerDetail }) {
  return (
    // One column that may shrink below its content's width: the orders table scrolls in its own
    // box on a phone instead of widening the page.
    <div className="mt-6 grid grid-cols-[minmax(0,1fr)] gap-6">
      <dl className={`${PANEL} grid gap-x-6 gap-y-2 sm:grid-cols-[auto_1fr]`}>
        <dt className="font-semibold">Name</dt>
        <dd>{detail.name}</dd>
        <dt className="font-semibold">Email</dt>
        <dd className="break-all">{detail.email}</dd>
        <dt className="font-semibold">Phone</dt>
        <dd>{detail.phone}</dd>
        <dt className="font-semibold">Orders</dt>
        <dd>{String(detail.orderCount)}</dd>
        <dt className="font-semibold">Total spent</dt>
        <dd>{formatNZD(detail.totalSpentCents)} (paid, less refunds)</dd>
        <dt className="font-semibold">Last order</dt>
        <dd>{detail.lastOrderAt ? formatShopDateTime(detail.lastOrderAt) : '—'}</dd>
      </dl>

      <section aria-labelledby="customer-orders">
        <h2 id="customer-orders" className="text-xl font-bold">
          Orders
        </h2>
        <DataTable
          caption="Their orders, newest first"
          columns={ORDER_COLUMNS}
          rows={detail.orders}
          rowKey={(order) => order.orderId}
        />
      </section>

      <section aria-labelledby="customer-addresses" className={PANEL}>
        <h2 id="customer-addresses" className="text-xl font-bold">
          Addresses used
        </h2>
        {detail.addresses.length === 0 ? (
          <p className="mt-2">Only pickups so far.</p>
        ) : (
          <ul className="mt-2 grid gap-1">
            {detail.addresses.map((used) => (
              <li key={used.address}>
                {used.address}{' '}
                <span className="text-stone-700">
                  ({used.orders === 1 ? '1 order' : `${String(used.orders)} orders`}, last{' '}
                  {formatShopDateTime(used.lastUsedAt)})
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>

      <CustomerNotes detail={detail} />
      <NewsletterRecord detail={detail} />
      <CustomerSessions detail={detail} />
      <CustomerPrivacy detail={detail} />
    </div>
  );
}

function NewsletterRecord({ detail }: { detail: CustomerDetail }) {
  const { subscriber } = detail;
  return (
    <section aria-labelledby="customer-newsletter" className={PANEL}>
      <h2 id="customer-newsletter" className="text-xl font-bold">
        Newsletter
      </h2>
      {subscriber ? (
        <p className="mt-2">
          {NEWSLETTER_STANDING_LABELS[subscriber.status]} since{' '}
          {formatShopDateTime(subscriber.subscribedAt)} ({preferencesText(subscriber.preferences)}
          ).{' '}
          <AdminLink
            href={screenHref('subscriber', { subscriberId: subscriber.id })}
            className="font-semibold text-brand-800 underline"
          >
            Open their subscriber record
          </AdminLink>
        </p>
      ) : (
        <p className="mt-2">{NEWSLETTER_STANDING_LABELS.none}.</p>
      )}
    </section>
  );
}
