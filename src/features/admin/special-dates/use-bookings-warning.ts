import { useState } from 'react';
import { markShownInPlace } from '../../../components/forms/server-errors.ts';
import { specialDatesArea } from '../../../lib/admin/areas/special-dates.ts';
import { ApiError } from '../../../lib/api/api-client.ts';
import { bookingsWarningOf, type BookingsWarning } from '../../../lib/delivery/booked-orders.ts';

/**
 * Runs a change that may close a day with bookings: when the server answers 409 with them, they
 * are kept to show, and `confirm` runs the change again with the bookings confirmed.
 */
export function useBookingsWarning() {
  const [warning, setWarning] = useState<BookingsWarning | null>(null);
  const [retry, setRetry] = useState<(() => Promise<void>) | null>(null);

  /** Runs `change(false)`; true when it was done, false when it waits for confirmation. */
  const attempt = async (change: (confirmed: boolean) => Promise<void>): Promise<boolean> => {
    try {
      await change(false);
      return true;
    } catch (error) {
      const found =
        error instanceof ApiError
          ? bookingsWarningOf(error.data, specialDatesArea.refusals.hasBookings)
          : null;
      if (!found) throw error;
      setWarning(found);
      markShownInPlace(error);
      setRetry(() => async () => {
        await change(true);
        setWarning(null);
        setRetry(null);
      });
      return false;
    }
  };

  const dismiss = () => {
    setWarning(null);
    setRetry(null);
  };

  return { warning, attempt, confirm: retry, dismiss };
}
