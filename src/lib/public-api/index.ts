// Every group of the shop's routes outside the back office's areas, in one list of the same
// shape as an admin area's `{id, api, refusals}`, so an API reference reads both alike.
import type { ApiGroup } from '../api/contract.ts';
import { authApi } from './auth.ts';
import { catalogApi } from './catalog.ts';
import { checkoutApi } from './checkout.ts';
import { formsApi } from './forms.ts';
import { myDeliveriesApi } from './my-deliveries.ts';
import { orderStandingApi } from './order-standing.ts';
import { paymentsApi } from './payments.ts';
import { siteApi } from './site.ts';
import { standingPaymentsApi } from './standing-payments.ts';

/** The public route groups (server-only: each pulls its schemas in). */
export const PUBLIC_API_GROUPS: readonly ApiGroup[] = [
  checkoutApi,
  siteApi,
  formsApi,
  catalogApi,
  authApi,
  paymentsApi,
  standingPaymentsApi,
  myDeliveriesApi,
  orderStandingApi,
];
