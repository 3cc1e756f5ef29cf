// The admin app's screens by their contract ids, typed: a link names a screen and its parameters
// instead of spelling out its path, so a renamed path or a missing parameter is a type error.
import { accountsArea } from './areas/accounts.ts';
import { activityArea } from './areas/activity.ts';
import { batchesArea } from './areas/batches.ts';
import { booksArea } from './areas/books.ts';
import { campaignsArea } from './areas/campaigns.ts';
import { customersArea } from './areas/customers.ts';
import { dashboardArea } from './areas/dashboard.ts';
import { deliverySlotsArea } from './areas/delivery-slots.ts';
import { deliveryZonesArea } from './areas/delivery-zones.ts';
import { inventoryArea } from './areas/inventory.ts';
import { marketingArea } from './areas/marketing.ts';
import { newslettersArea } from './areas/newsletters.ts';
import { ordersArea } from './areas/orders.ts';
import { productsArea } from './areas/products.ts';
import { recallArea } from './areas/recall.ts';
import { settingsArea } from './areas/settings.ts';
import { specialDatesArea } from './areas/special-dates.ts';
import { standingOrdersArea } from './areas/standing-orders.ts';
import { systemArea } from './areas/system.ts';
import { usersArea } from './areas/users.ts';
import { fillPath, type AdminArea, type PathParams } from './contract.ts';

/** Every area with its literal types (ADMIN_AREAS finds the same ones; a unit test compares). */
export const TYPED_AREAS = [
  accountsArea,
  activityArea,
  batchesArea,
  booksArea,
  campaignsArea,
  customersArea,
  dashboardArea,
  deliverySlotsArea,
  deliveryZonesArea,
  inventoryArea,
  marketingArea,
  newslettersArea,
  ordersArea,
  productsArea,
  recallArea,
  settingsArea,
  specialDatesArea,
  standingOrdersArea,
  systemArea,
  usersArea,
] as const;

type Screen = (typeof TYPED_AREAS)[number]['screens'][number];

/** The id of every admin screen, as its contract names it. */
export type ScreenId = Screen['id'];

/**
 * The parameters of a screen's path, from its pattern: `'order'` → `{orderId: string}`; for
 * several screens, the parameters of one of them.
 */
export type ScreenParams<Id extends ScreenId> = Id extends ScreenId
  ? PathParams<Extract<Screen, { id: Id }>['path']>
  : never;

const AREAS: readonly AdminArea[] = TYPED_AREAS;
const PATHS: ReadonlyMap<string, string> = new Map(
  AREAS.flatMap((area) => area.screens.map((screen) => [screen.id, screen.path] as const)),
);

type Query = Readonly<Record<string, string>>;

/** A screen's parameters, left out for a screen with none, then the query string, if any. */
type ScreenArgs<Id extends ScreenId> = [keyof ScreenParams<Id>] extends [never]
  ? [params?: ScreenParams<Id>, query?: Query]
  : [params: ScreenParams<Id>, query?: Query];

/**
 * The address of a screen: its path filled with `params` (each percent-encoded), and the query
 * string a screen reads (`?date=…`) when given; commas stay as they are, as in a list of ids.
 */
export function screenHref<Id extends ScreenId>(id: Id, ...args: ScreenArgs<Id>): string;
export function screenHref(id: ScreenId, params: Query = {}, query: Query = {}): string {
  const pattern = PATHS.get(id);
  if (pattern === undefined) throw new Error(`No admin screen ${id}`);
  const search = new URLSearchParams(query).toString().replaceAll('%2C', ',');
  return search ? `${fillPath(pattern, params)}?${search}` : fillPath(pattern, params);
}
