import type { BookingsWarning } from '../../../lib/delivery/booked-orders.ts';
import { BookedOrdersList } from '../BookedOrdersList.tsx';
import { ConfirmDialog } from '../ConfirmDialog.tsx';
import { MoveBookedOrders } from './MoveBookedOrders.tsx';

/** Asks again before closing a day with bookings, listing them with links to their orders. */
export function BookingsWarningDialog({
  warning,
  busy,
  onConfirm,
  onCancel,
}: {
  warning: BookingsWarning | null;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <ConfirmDialog
      open={warning !== null}
      title="Orders are booked on this day"
      confirmLabel="Close anyway"
      busy={busy}
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      <p role="alert" className="font-semibold text-red-800">
        {warning?.message}
      </p>
      <BookedOrdersList bookings={warning?.bookings ?? []} label="Orders booked on this day" />
      <p className="text-sm text-stone-700">
        Closing does not cancel or move these orders by itself: they keep their places on this day
        unless you move them below. Or open each order to contact the customer (their phone and
        email are on it), then reschedule or cancel it there (they are emailed), or keep it and
        deliver as you agreed.
      </p>
      {warning ? <MoveBookedOrders bookings={warning.bookings} /> : null}
    </ConfirmDialog>
  );
}
