import { useEffect, useState } from 'react';
import { ordersArea } from '../../../lib/admin/areas/orders.ts';
import { isCalendarDate } from '../../../lib/delivery/nz-time.ts';
import type { WorkDay } from '../../../lib/orders/work-day.ts';
import { useRouteQuery } from '../api/hooks.ts';
import { dayWithYear, ordersLabel } from './labels.ts';
import { replaceSearchParam, searchParam, todayInShop, useSearchParam } from './url-query.ts';

/** The day a print screen shows, and how to change it. */
export interface ShownDay {
  /** The day shown; null while the next day with orders is being looked up. */
  date: string | null;
  setDate: (date: string) => void;
  /** Today and the next day with orders, once the server has answered. */
  workDay: WorkDay | undefined;
}

/**
 * The day of a print screen: `?date=` when the address names one, else the next day with
 * orders from today (today when it has any), as the server finds it (GET /api/admin/work-day).
 * Today if the lookup fails. The day shown is kept in the address.
 */
export function useShownDay(): ShownDay {
  const [chosen, setChosen] = useSearchParam('date', '');
  const [picked, setPicked] = useState(() => searchParam('date') !== null);
  const workDay = useRouteQuery(ordersArea.api.workDay, { query: {} });
  const looked = workDay.isError ? todayInShop() : (workDay.data?.date ?? null);
  const setDate = (date: string) => {
    setPicked(true);
    setChosen(date);
  };
  // The day found goes into the address too, so a reload or a shared link shows the same day.
  useEffect(() => {
    if (!picked && looked !== null) replaceSearchParam('date', looked);
  }, [picked, looked]);
  return { date: picked ? chosen : looked, setDate, workDay: workDay.data };
}

/** Why the screen shows `date`, after its name: ", today", ", the next day with orders (…)". */
function whyShown(date: string, today: string, workDay: WorkDay | undefined): string {
  if (date !== workDay?.date) return date === today ? ', today' : '';
  if (workDay.orders === 0) return ': no orders today or in the weeks ahead';
  const orders = ordersLabel(workDay.orders);
  return date === today
    ? `, today (${orders})`
    : `, the next day with orders (${orders}); today has none`;
}

const QUICK_BUTTON = 'font-semibold text-brand-800 underline';

/**
 * Says which day the screen shows and why ("the next day with orders: today has none"), with
 * one-tap ways to today and to the next day with orders.
 */
export function ShownDayNote({ day }: { day: ShownDay }) {
  const { date, workDay } = day;
  if (!date) return null;
  const today = workDay?.from ?? todayInShop();
  const why = whyShown(date, today, workDay);
  return (
    <p className="mt-3 flex flex-wrap items-baseline gap-x-4 gap-y-1 print:hidden">
      <span>
        Showing <strong>{isCalendarDate(date) ? dayWithYear(date) : date}</strong>
        {why}.
      </span>
      {date !== today ? (
        <button
          type="button"
          className={QUICK_BUTTON}
          onClick={() => {
            day.setDate(today);
          }}
        >
          Show today
        </button>
      ) : null}
      {workDay && workDay.orders > 0 && date !== workDay.date ? (
        <button
          type="button"
          className={QUICK_BUTTON}
          onClick={() => {
            day.setDate(workDay.date);
          }}
        >
          Show the next day with orders ({dayWithYear(workDay.date)})
        </button>
      ) : null}
    </p>
  );
}
