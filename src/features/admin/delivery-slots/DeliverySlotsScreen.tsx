import { useId, useState } from 'react';
import { deliverySlotsArea } from '../../../lib/admin/areas/delivery-slots.ts';
import { deliveryZonesArea } from '../../../lib/admin/areas/delivery-zones.ts';
import { fieldClass, LABEL_CLASS } from '../../../components/forms/fields.tsx';
import { useRouteQuery } from '../api/hooks.ts';
import { QueryStatus } from '../QueryStatus.tsx';
import { ScreenFrame } from '../ScreenFrame.tsx';
import { SECONDARY_BUTTON } from '../styles.ts';
import { SlotCalendarView } from './SlotCalendarView.tsx';
import { WeeklyTemplate } from './WeeklyTemplate.tsx';

const { api } = deliverySlotsArea;

/**
 * /admin/delivery-slots: the weekly windows of each zone, and the next four weeks date by date
 * (bookings against capacity, closed days, one date changed or closed on its own).
 */
export default function DeliverySlotsScreen() {
  const zones = useRouteQuery(deliveryZonesArea.api.list, {});
  const slots = useRouteQuery(api.list, {});
  const calendar = useRouteQuery(api.calendar, { query: { days: 28 } });
  const [zoneId, setZoneId] = useState('');
  const zoneFilterId = useId();

  return (
    <ScreenFrame
      title="Delivery slots"
      actions={
        <button
          type="button"
          className={`${SECONDARY_BUTTON} print:hidden`}
          onClick={() => {
            window.print();
          }}
        >
          Print
        </button>
      }
    >
      <QueryStatus query={zones}>
        {(allZones) => (
          <QueryStatus query={slots}>
            {(allSlots) => <WeeklyTemplate zones={allZones} slots={allSlots} />}
          </QueryStatus>
        )}
      </QueryStatus>
      <section aria-labelledby="next-four-weeks" className="mt-10">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <h2 id="next-four-weeks" className="text-xl font-bold">
            Next four weeks
          </h2>
          <div className="print:hidden">
            <label htmlFor={zoneFilterId} className={LABEL_CLASS}>
              Show zone
            </label>
            <select
              id={zoneFilterId}
              value={zoneId}
              onChange={(event) => {
                setZoneId(event.target.value);
              }}
              className={fieldClass(false)}
            >
              <option value="">All zones</option>
              {(zones.data ?? []).map((zone) => (
                <option key={zone.id} value={zone.id}>
                  {zone.name}
                </option>
              ))}
            </select>
          </div>
        </div>
        <p className="mt-2 text-stone-700">
          Booked against what each window holds that day. Changing a date leaves the weekly template
          as it is.
        </p>
        <div className="mt-4">
          <QueryStatus query={calendar}>
            {(weeks) => <SlotCalendarView calendar={weeks} zoneId={zoneId} />}
          </QueryStatus>
        </div>
      </section>
    </ScreenFrame>
  );
}
