import { useState } from 'react';
import { markShownInPlace } from '../../../components/forms/server-errors.ts';
import { deliveryZonesArea } from '../../../lib/admin/areas/delivery-zones.ts';
import { ApiError } from '../../../lib/api/api-client.ts';
import { bookingsWarningOf, type BookingsWarning } from '../../../lib/delivery/booked-orders.ts';
import type { Zone } from '../../../lib/delivery/zones.ts';
import { showToast } from '../../toast/toast-store.ts';
import { useRouteMutation } from '../api/hooks.ts';
import { BookedOrdersList } from '../BookedOrdersList.tsx';
import { ConfirmDialog } from '../ConfirmDialog.tsx';
import { conflictRefusal, RefusalLine } from '../Refusal.tsx';
import { DANGER_BUTTON, PANEL, SECONDARY_BUTTON } from '../styles.ts';

/**
 * Whether shoppers can choose the zone, and the one action that changes it. Deactivating asks
 * first; when orders are booked in the zone, the server lists them and staff confirm again.
 */
export function ZoneStatus({ zone }: { zone: Zone }) {
  const [asking, setAsking] = useState(false);
  const [warning, setWarning] = useState<BookingsWarning | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const replace = useRouteMutation(deliveryZonesArea.api.replace, {
    refreshes: [deliveryZonesArea.api.list, deliveryZonesArea.api.get],
  });

  const setActive = async (active: boolean, confirmFutureBookings = false) => {
    setRefusal(null);
    const { id, ...fields } = zone;
    try {
      await replace.mutateAsync({
        params: { id },
        body: { ...fields, active, ...(confirmFutureBookings ? { confirmFutureBookings } : {}) },
      });
      setAsking(false);
      setWarning(null);
      showToast({
        title: active ? 'Zone activated' : 'Zone deactivated',
        description: active
          ? `Shoppers can choose ${zone.name} again.`
          : `Shoppers can no longer choose ${zone.name}.`,
      });
    } catch (error) {
      const bookings =
        error instanceof ApiError
          ? bookingsWarningOf(error.data, deliveryZonesArea.refusals.hasFutureBookings)
          : null;
      if (bookings) {
        setWarning(bookings);
        markShownInPlace(error);
        return;
      }
      setAsking(false);
      setRefusal(conflictRefusal(error));
    }
  };

  return (
    <div className={`${PANEL} mt-6`}>
      <h2 className="text-lg font-bold">Status</h2>
      <p className="mt-1">
        {zone.active
          ? 'Active: shoppers can choose this zone at the checkout.'
          : 'Inactive: shoppers cannot choose this zone.'}
      </p>
      <button
        type="button"
        disabled={replace.isPending}
        className={`${zone.active ? DANGER_BUTTON : SECONDARY_BUTTON} mt-3`}
        onClick={() => {
          if (zone.active) setAsking(true);
          else void setActive(true);
        }}
      >
        {zone.active ? 'Deactivate zone' : 'Activate zone'}
      </button>
      <RefusalLine refusal={refusal} className="mt-3" />
      <ConfirmDialog
        open={asking}
        title={`Deactivate ${zone.name}?`}
        confirmLabel={warning ? 'Deactivate anyway' : 'Deactivate zone'}
        busy={replace.isPending}
        onConfirm={() => void setActive(false, warning !== null)}
        onCancel={() => {
          setAsking(false);
          setWarning(null);
        }}
      >
        {warning ? (
          <>
            <p role="alert" className="font-semibold text-red-800">
              {warning.message}
            </p>
            <BookedOrdersList bookings={warning.bookings} label={`Orders booked in ${zone.name}`} />
          </>
        ) : (
          <p>
            Shoppers in {zone.name} will no longer be offered delivery or its slots. You can
            activate it again at any time.
          </p>
        )}
      </ConfirmDialog>
    </div>
  );
}
