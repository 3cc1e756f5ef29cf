import { deliverySlotsArea } from '../../../lib/admin/areas/delivery-slots.ts';
import { timeRangeLabel } from '../../../lib/delivery/labels.ts';
import { AdminLink } from '../AdminLink.tsx';
import { useRouteQuery } from '../api/hooks.ts';
import { QueryStatus } from '../QueryStatus.tsx';
import { PANEL } from '../styles.ts';
import { screenHref } from '../../../lib/admin/screens.ts';

const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/** A pickup point's hours: its weekly windows, which staff change under Delivery slots. */
export function PickupHours({ zoneId }: { zoneId: string }) {
  const slots = useRouteQuery(deliverySlotsArea.api.list, { query: { zoneId } });
  return (
    <section aria-labelledby="pickup-hours-title" className={`${PANEL} mt-6`}>
      <h2 id="pickup-hours-title" className="text-lg font-bold">
        Pickup hours
      </h2>
      <QueryStatus query={slots}>
        {(windows) =>
          windows.length === 0 ? (
            <p className="mt-2">No pickup windows yet, so shoppers cannot choose pickup.</p>
          ) : (
            <ul className="mt-2 grid gap-1">
              {windows.map((slot) => (
                <li key={slot.id}>
                  {WEEKDAYS[slot.weekday - 1]} {timeRangeLabel(slot.start, slot.end)}
                  {slot.active ? '' : ' (inactive)'}
                </li>
              ))}
            </ul>
          )
        }
      </QueryStatus>
      <p className="mt-3">
        <AdminLink
          href={screenHref('delivery-slots')}
          className="font-semibold text-brand-800 underline"
        >
          Change pickup hours under Delivery slots
        </AdminLink>
      </p>
    </section>
  );
}
