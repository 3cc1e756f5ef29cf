import { standingOrdersArea } from '../../../lib/admin/areas/standing-orders.ts';
import { userMessageFor } from '../../../lib/api/api-client.ts';
import type { Forecast, ForecastMeal } from '../../../lib/standing-orders/forecast.ts';
import { showToast } from '../../toast/toast-store.ts';
import { downloadFile } from '../api/download.ts';
import { useRouteQuery } from '../api/hooks.ts';
import { routeUrl } from '../api/route-client.ts';
import { dayWithYear, packsLabel } from '../dispatch/labels.ts';
import { PrintButton, PrintStyles } from '../dispatch/PrintControls.tsx';
import { QueryStatus } from '../QueryStatus.tsx';
import { ScreenFrame } from '../ScreenFrame.tsx';
import { SECONDARY_BUTTON } from '../styles.ts';
import { BACK_TO_STANDING_ORDERS } from './labels.ts';

const CELL = 'px-2 py-2 lg:px-3 text-right tabular-nums';

/**
 * A cell's packs, with the standing orders' share beneath when there is one, and the packs in
 * date that day when they are fewer than the day needs.
 */
function Packs({ meal }: { meal: ForecastMeal | undefined }) {
  if (!meal || meal.packs === 0) return <span aria-hidden="true">–</span>;
  return (
    <>
      <span className="font-semibold">{meal.packs}</span>
      {meal.standing > 0 ? (
        <span className="block text-xs text-stone-700">{meal.standing} standing</span>
      ) : null}
      {meal.inDate !== undefined && meal.inDate < meal.packs ? (
        <span className="block text-xs font-semibold text-red-800">{meal.inDate} in date</span>
      ) : null}
    </>
  );
}

function ForecastTable({ forecast }: { forecast: Forecast }) {
  if (forecast.days.length === 0) {
    return <p className="mt-6 font-semibold">Nothing is ordered or due in the next four weeks.</p>;
  }
  return (
    <>
      <p className="mt-4 text-lg">
        {dayWithYear(forecast.from)} to {dayWithYear(forecast.until)}:{' '}
        <strong>{packsLabel(forecast.packs)}</strong>, {packsLabel(forecast.ordered)} already
        ordered and {packsLabel(forecast.standing)} from standing orders not yet ordered.
      </p>
      {/* Focusable, so a keyboard can scroll a table wider than the screen (many meals). */}
      <div
        role="region"
        aria-label="Forecast table"
        tabIndex={0}
        className="relative mt-6 overflow-x-auto rounded-xl border border-stone-200 bg-white"
      >
        <table className="w-full text-left">
          <caption className="sr-only">
            Packs of each meal per delivery day, ordered and from standing orders
          </caption>
          <thead className="bg-stone-50 text-sm">
            <tr>
              <th scope="col" className="px-2 py-2 lg:px-3">
                Day
              </th>
              {forecast.meals.map((meal) => (
                <th key={meal.productId} scope="col" className={CELL}>
                  {meal.name}
                </th>
              ))}
              <th scope="col" className={CELL}>
                Total
              </th>
            </tr>
          </thead>
          <tbody>
            {forecast.days.map((day) => (
              <tr key={day.date} className="border-t border-stone-200">
                <th scope="row" className="px-2 py-2 font-semibold whitespace-nowrap lg:px-3">
                  {dayWithYear(day.date)}
                  <span className="block text-xs font-normal text-stone-700">
                    {day.orders} ordered, {day.standingOrders} standing
                  </span>
                </th>
                {forecast.meals.map((meal) => (
                  <td key={meal.productId} className={CELL}>
                    <Packs meal={day.meals.find((found) => found.productId === meal.productId)} />
                  </td>
                ))}
                <td className={CELL}>
                  <Packs meal={{ ...day, productId: '', name: 'Total' }} />
                </td>
              </tr>
            ))}
          </tbody>
          <tfoot className="border-t-2 border-stone-300 bg-stone-50">
            <tr>
              <th scope="row" className="px-2 py-2 lg:px-3">
                Four weeks
              </th>
              {forecast.meals.map((meal) => (
                <td key={meal.productId} className={CELL}>
                  <Packs meal={meal} />
                </td>
              ))}
              <td className={CELL}>
                <Packs meal={{ ...forecast, productId: '', name: 'Total' }} />
              </td>
            </tr>
          </tfoot>
        </table>
      </div>
    </>
  );
}

/** /admin/standing-orders/forecast: what the kitchen cooks over the next four weeks. */
export default function ForecastScreen() {
  const forecast = useRouteQuery(standingOrdersArea.api.forecast, {});
  const download = async () => {
    try {
      await downloadFile(routeUrl(standingOrdersArea.api.forecastCsv, {}), 'forecast.csv');
    } catch (error) {
      showToast({ title: 'Download failed', description: userMessageFor(error) });
    }
  };
  return (
    <ScreenFrame
      title="Four-week forecast"
      back={BACK_TO_STANDING_ORDERS}
      actions={
        <div className="flex flex-wrap gap-3 print:hidden">
          <button type="button" className={SECONDARY_BUTTON} onClick={() => void download()}>
            Download CSV
          </button>
          <PrintButton label="Print forecast" />
        </div>
      }
    >
      <PrintStyles paper="a4-landscape" />
      <p className="mt-3 max-w-3xl text-sm text-stone-700">
        Packs per meal for each delivery day from today: orders already placed (as the prep list
        counts them) plus the deliveries standing orders will make, skips and pauses left out. A
        delivery a standing order has made is an order, so it counts once.
      </p>
      <QueryStatus query={forecast}>{(found) => <ForecastTable forecast={found} />}</QueryStatus>
    </ScreenFrame>
  );
}
