import type { BookedOrder } from '../../lib/delivery/booked-orders.ts';
import { dayLabel } from '../../lib/delivery/labels.ts';
import { AdminLink } from './AdminLink.tsx';
import { screenHref } from '../../lib/admin/screens.ts';

/**
 * Orders booked in slots a change would close, each linked to its order page, so staff can move
 * or call those customers before they confirm.
 */
export function BookedOrdersList({
  bookings,
  label,
}: {
  bookings: readonly BookedOrder[];
  label: string;
}) {
  return (
    <ul
      aria-label={label}
      className="max-h-72 divide-y divide-stone-200 overflow-y-auto rounded-lg border border-stone-200"
    >
      {bookings.map((booking) => (
        <li key={`${booking.date}/${booking.slotId}/${booking.orderId}`} className="px-3 py-2">
          <AdminLink
            href={screenHref('order', { orderId: booking.orderId })}
            className="font-semibold text-brand-800 underline"
          >
            {booking.orderNumber ?? 'Order still being placed'}
          </AdminLink>
          {booking.customerName ? ` · ${booking.customerName}` : null}
          <span className="block text-sm text-stone-700">
            {booking.slotLabel ?? `${dayLabel(booking.date)} (${booking.slotId})`}
          </span>
        </li>
      ))}
    </ul>
  );
}
