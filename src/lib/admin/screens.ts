// The admin app's screens by their contract ids, typed: a link names a screen and its parameters
// instead of spelling out its path, so a renamed path or a missing parameter is a type error.
import { accountsScreens } from './area-screens/accounts.ts';
import { activityScreens } from './area-screens/activity.ts';
import { batchesScreens } from './area-screens/batches.ts';
import { booksScreens } from './area-screens/books.ts';
import { campaignsScreens } from './area-screens/campaigns.ts';
import { customersScreens } from './area-screens/customers.ts';
import { dashboardScreens } from './area-screens/dashboard.ts';
import { deliverySlotsScreens } from './area-screens/delivery-slots.ts';
import { deliveryZonesScreens } from './area-screens/delivery-zones.ts';
import { inventoryScreens } from './area-screens/inventory.ts';
import { marketingScreens } from './area-screens/marketing.ts';
import { newslettersScreens } from './area-screens/newsletters.ts';
import { ordersScreens } from './area-screens/orders.ts';
import { productsScreens } from './area-screens/products.ts';
import { recallScreens } from './area-screens/recall.ts';
import { settingsScreens } from './area-screens/settings.ts';
import { specialDatesScreens } from './area-screens/special-dates.ts';
import { standingOrdersScreens } from './area-screens/standing-orders.ts';
import { systemScreens } from './area-screens/system.ts';
import { usersScreens } from './area-screens/users.ts';
import { fillPath, type AdminScreen, type PathParams } from './contract.ts';

/**
 * Every screen of every area with its literal types, from each area's screen list (never its API
 * contract, so the admin app's shell loads no route schemas; ADMIN_AREAS holds the same lists:
 * a unit test compares).
 */
export const TYPED_SCREENS = [
  ...accountsScreens,
  ...activityScreens,
  ...batchesScreens,
  ...booksScreens,
  ...campaignsScreens,
  ...customersScreens,
  ...dashboardScreens,
  ...deliverySlotsScreens,
  ...deliveryZonesScreens,
  ...inventoryScreens,
  ...marketingScreens,
  ...newslettersScreens,
  ...ordersScreens,
  ...productsScreens,
  ...recallScreens,
  ...settingsScreens,
  ...specialDatesScreens,
  ...standingOrdersScreens,
  ...systemScreens,
  ...usersScreens,
] as const;

type Screen = (typeof TYPED_SCREENS)[number];

/** The id of every admin screen, as its contract names it. */
export type ScreenId = Screen['id'];

/**
 * The parameters of a screen's path, from its pattern: `'order'` → `{orderId: string}`; for
 * several screens, the parameters of one of them.
 */
export type ScreenParams<Id extends ScreenId> = Id extends ScreenId
  ? PathParams<Extract<Screen, { id: Id }>['path']>
  : never;

/** Every admin screen, for the route table and the navigation (src/lib/admin/routes.ts). */
export const ADMIN_SCREENS: readonly AdminScreen[] = TYPED_SCREENS;
const PATHS: ReadonlyMap<string, string> = new Map(
  ADMIN_SCREENS.map((screen) => [screen.id, screen.path] as const),
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
