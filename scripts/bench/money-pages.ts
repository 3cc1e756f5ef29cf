// The pages of npm run bench:pages where a shopper pays or staff work: each needs a state only a
// real visit makes (a cart in storage, a placed order, a sign-in), so this module makes it in the
// same Chromium profile Lighthouse then measures, through the pages and routes a person would use.
import { chromium, type Browser, type Page } from '@playwright/test';
import { createUser } from '../../src/server/auth/users.ts';
import { customerIdOf } from '../../src/server/customers/customer-records.ts';
import { signInLinkUrl } from '../../src/server/standing-orders/deliveries-link.ts';
import { setStockLevel } from '../../src/server/catalog/catalog.ts';

/**
 * A page measured in a prepared state: its label in the table, the URL Lighthouse opens and its
 * script budget (compressed KB).
 */
export interface MoneyPage {
  label: string;
  url: string;
  scriptBudgetKb: number;
}

/** A shopper's page that takes money loads at most this much script. */
const SHOPPER_SCRIPT_KB = 90;
/**
 * A staff screen loads at most this much: the framework the back office is built on (React DOM
 * 56 KB, zod 23 KB, TanStack Query 10 KB, compressed) with about 60 KB for its own shell and
 * screen. Staff open it at the start of a shift and its hashed files stay cached; a shopper's
 * checkout is often a first visit.
 */
const STAFF_SCRIPT_KB = 150;

/** The meals a checkout cart holds: three, as a family's first order usually does. */
const CART_MEALS = 3;
const SHOPPER_EMAIL = 'bench-shopper@example.com';
const STAFF = { username: 'bench-staff', password: 'bench-staff-password-2026' };

/** Adds three meals from /meals with their own Add to Cart buttons, as a shopper does. */
async function fillCartFromMeals(page: Page, origin: string): Promise<void> {
  await page.goto(`${origin}/meals`);
  await page.waitForSelector('html[data-shell="ready"]');
  const buttons = page.getByRole('button', { name: /^Add to Cart/ });
  for (let index = 0; index < CART_MEALS; index += 1) {
    await buttons.nth(index).click();
    // The drawer opens (its code loads on the first add); closed again, the next card is free.
    const drawer = page.getByRole('dialog', { name: 'Your Cart' });
    await drawer.waitFor({ state: 'visible' });
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });
  }
  await page.waitForFunction(
    (count) =>
      (JSON.parse(localStorage.getItem('cube-kitchen-cart') ?? '{"items":[]}') as { items: [] })
        .items.length === count,
    CART_MEALS,
  );
}

interface PlacedOrder {
  confirmationUrl: string;
}

/**
 * Places a bank-transfer pickup order through POST /api/orders, as the checkout does, and gives
 * its confirmation page's path.
 */
async function placeOrder(origin: string): Promise<string> {
  const products = (await (await fetch(`${origin}/api/products`)).json()) as { id: string }[];
  const productId = products[0]?.id;
  if (!productId) throw new Error('The seeded shop has no products');
  await setStockLevel(productId, 1000);
  const options = (await (await fetch(`${origin}/api/delivery/options?postcode=3118`)).json()) as {
    pickup?: { days: { date: string; slots: { slotId: string }[] }[] };
  };
  const day = options.pickup?.days.find((candidate) => candidate.slots.length > 0);
  const slotId = day?.slots[0]?.slotId;
  if (!day || !slotId) throw new Error('No open pickup slot to order for');
  const response = await fetch(`${origin}/api/orders`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({
      idempotencyKey: `bench-pages-${String(Date.now())}`,
      items: [{ productId, quantity: 3 }],
      customer: { name: 'Bench Shopper', email: SHOPPER_EMAIL, phone: '021 123 4567' },
      fulfilment: { method: 'pickup', date: day.date, slotId },
      paymentMethod: 'bank_transfer',
      termsAccepted: true,
    }),
  });
  if (response.status !== 201) {
    throw new Error(
      `The bench order was refused: ${String(response.status)} ${await response.text()}`,
    );
  }
  return ((await response.json()) as PlacedOrder).confirmationUrl;
}

/** Signs in to My deliveries with the single-use link a code email carries. */
async function signInToDeliveries(page: Page, origin: string): Promise<void> {
  await page.goto(await signInLinkUrl(origin, customerIdOf(SHOPPER_EMAIL)));
  await page.waitForURL(/\/my-deliveries$/);
}

/** Signs a staff member in through the back office's login screen. */
async function signInToAdmin(page: Page, origin: string): Promise<void> {
  await createUser({ ...STAFF, role: 'staff' });
  await page.goto(`${origin}/admin/login`);
  await page.getByLabel('Username').fill(STAFF.username);
  await page.getByLabel('Password').fill(STAFF.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL(/\/admin\/dashboard$/);
}

/**
 * Makes the states in Lighthouse's Chromium (its default profile, so storage and cookies stay for
 * the runs, which must then keep storage: `disableStorageReset`) and names the pages to measure.
 * The browser works on the origin Lighthouse opens (`page`); this process calls the server itself.
 */
export async function prepareMoneyPages(
  chromePort: number,
  origins: { page: string; server: string },
): Promise<{ pages: MoneyPage[]; clearCache: () => Promise<void>; close: () => Promise<void> }> {
  const browser: Browser = await chromium.connectOverCDP(`http://127.0.0.1:${String(chromePort)}`);
  const context = browser.contexts()[0];
  if (!context) throw new Error('Chromium has no default context');
  const page = await context.newPage();
  const origin = origins.page;
  await fillCartFromMeals(page, origin);
  const confirmation = `${origin}${await placeOrder(origins.server)}`;
  await signInToDeliveries(page, origin);
  await signInToAdmin(page, origin);
  const cdp = await context.newCDPSession(page);
  return {
    pages: [
      {
        label: `/checkout (${String(CART_MEALS)} meals in the cart)`,
        url: `${origin}/checkout`,
        scriptBudgetKb: SHOPPER_SCRIPT_KB,
      },
      {
        label: '/order-confirmation (a placed order)',
        url: confirmation,
        scriptBudgetKb: SHOPPER_SCRIPT_KB,
      },
      {
        label: '/my-deliveries (signed in)',
        url: `${origin}/my-deliveries`,
        scriptBudgetKb: SHOPPER_SCRIPT_KB,
      },
      {
        label: '/admin/orders (staff signed in)',
        url: `${origin}/admin/orders`,
        scriptBudgetKb: STAFF_SCRIPT_KB,
      },
    ],
    // Each run starts with a cold HTTP cache, as Lighthouse's own reset would give, but keeps
    // the cart, the cookies and the staff token the states above are made of.
    clearCache: async () => {
      await cdp.send('Network.clearBrowserCache');
    },
    close: async () => {
      await page.close();
      await browser.close();
    },
  };
}
