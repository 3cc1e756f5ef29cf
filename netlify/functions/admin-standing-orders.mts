import type { Config } from '@netlify/functions';
import { standingOrdersArea } from '../../src/lib/admin/areas/standing-orders.ts';
import { forecastCsv } from '../../src/lib/standing-orders/forecast-csv.ts';
import { areaHandler, FileAnswer } from '../../src/server/admin/area-handler.ts';
import { forecastFrom } from '../../src/server/standing-orders/forecast.ts';
import {
  cancelStandingOrder,
  getStandingDetail,
  listStandingPage,
  pauseStandingOrder,
} from '../../src/server/standing-orders/staff-standing-orders.ts';

/** Standing orders (standingOrdersArea): list, one, pause, cancel, the four-week forecast. */
export default areaHandler(standingOrdersArea, {
  list: ({ query }) => listStandingPage(query),
  forecast: () => forecastFrom(),
  forecastCsv: async () => {
    const forecast = await forecastFrom();
    return new FileAnswer(forecastCsv(forecast), `forecast-${forecast.from}.csv`);
  },
  get: ({ params }) => getStandingDetail(params.id),
  pause: ({ actor, params, body }) => pauseStandingOrder(actor, params.id, body),
  cancel: ({ actor, params, body }) => cancelStandingOrder(actor, params.id, body.reason),
});

export const config: Config = {
  path: [
    '/api/admin/standing-orders',
    '/api/admin/standing-orders/forecast',
    '/api/admin/standing-orders/forecast.csv',
    '/api/admin/standing-orders/:id',
    '/api/admin/standing-orders/:id/pause',
    '/api/admin/standing-orders/:id/cancel',
  ],
};
