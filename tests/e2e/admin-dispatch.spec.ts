import type { APIRequestContext, Page } from '@playwright/test';
import { ownerToken } from './fixtures/admin.ts';
import { SERVER_TIMEOUT } from './fixtures/forms.ts';
import { placePapamoaOrder, type PlacedOrder } from './fixtures/orders.ts';
import { expect, NAV_START, test } from './fixtures/test.ts';

test.describe.configure({ timeout: 240_000 });
// Each test reaches its screen through the navigation, from a light screen (not the dashboard).
test.use({ startAt: NAV_START });

/** Meals no other browser test buys, so the prep list's sums for them are this test's alone. */
const LAMB = { id: 'lamb-rogan-josh', name: 'Lamb Rogan Josh' };
const MUSHROOM = { id: 'mushroom-stroganoff', name: 'Mushroom Stroganoff' };
const GST_NUMBER = '049-091-850';

interface OpenSlot {
  date: string;
  slotId: string;
  label: string;
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A Papamoa slot late in the booking horizon with room for three more orders. */
async function roomySlot(request: APIRequestContext): Promise<OpenSlot> {
  const options = await request.get('/api/delivery/options?postcode=3118');
  expect(options.ok()).toBe(true);
  const { days } = (await options.json()) as {
    days: { date: string; slots: { slotId: string; label: string; remaining: number }[] }[];
  };
  for (const day of [...days].reverse()) {
    const slot = day.slots.find((open) => open.remaining >= 3);
    if (slot) return { date: day.date, slotId: slot.slotId, label: slot.label };
  }
  throw new Error('No Papamoa slot has room for three orders');
}

/** Gets the shop ready: stock of the two meals, and a GST number for receipts over $200. */
async function prepareShop(request: APIRequestContext, token: string): Promise<void> {
  for (const meal of [LAMB, MUSHROOM]) {
    const stock = await request.put(`/api/admin/inventory/${meal.id}`, {
      headers: bearer(token),
      data: { onHand: 500 },
    });
    expect(stock.status()).toBe(200);
  }
  const current = await request.get('/api/admin/settings', { headers: bearer(token) });
  const { settings } = (await current.json()) as { settings: Record<string, unknown> };
  const saved = await request.put('/api/admin/settings', {
    headers: bearer(token),
    data: { ...settings, gstNumber: GST_NUMBER },
  });
  expect(saved.status()).toBe(200);
}

/** A bank-transfer order in `slot`, to a Papamoa street line of the test's own. */
function placeOrder(
  request: APIRequestContext,
  slot: OpenSlot,
  order: { name: string; line1: string; items: { productId: string; quantity: number }[] } & Record<
    string,
    unknown
  >,
): Promise<PlacedOrder> {
  const { name, line1, items, notes, ...extra } = order;
  return placePapamoaOrder(request, {
    name,
    line1,
    items,
    slot,
    email: 'dispatch@example.co.nz',
    phone: '021 555 0199',
    restock: false,
    extra,
    ...(typeof notes === 'string' ? { notes } : {}),
  });
}

async function lambPacksOn(request: APIRequestContext, token: string, date: string) {
  const list = await request.get(`/api/admin/prep-list?date=${date}`, { headers: bearer(token) });
  const { meals } = (await list.json()) as { meals: { productId: string; packs: number }[] };
  const packsOf = (id: string) => meals.find((meal) => meal.productId === id)?.packs ?? 0;
  return { lamb: packsOf(LAMB.id), mushroom: packsOf(MUSHROOM.id) };
}

/** The paper the page prints on: the size of the named `@page` its body is printed on. */
async function printedPaper(page: Page): Promise<string> {
  await page.emulateMedia({ media: 'print' });
  const size = await page.evaluate(() => {
    const name = getComputedStyle(document.body).getPropertyValue('page');
    const rule = [...document.styleSheets]
      .flatMap((sheet) => [...sheet.cssRules])
      .find((found) => found instanceof CSSPageRule && found.selectorText === name);
    return rule instanceof CSSPageRule
      ? rule.style.getPropertyValue('size').toLowerCase()
      : `none (${name})`;
  });
  await page.emulateMedia({ media: 'screen' });
  return size;
}

/** Checks that printing leaves the admin frame and the screen's controls off the page. */
async function expectPrintView(page: Page, controls: string[]): Promise<void> {
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('navigation', { name: 'Admin' })).toBeHidden();
  for (const name of controls) await expect(page.getByRole('button', { name })).toBeHidden();
  await page.emulateMedia({ media: 'screen' });
  await expect(page.getByRole('navigation', { name: 'Admin' })).toBeVisible();
}

test('staff print a day’s prep list, run sheet, packing slips and receipts', async ({
  staffPage: page,
  request,
}) => {
  const token = await ownerToken(request);
  await prepareShop(request, token);
  const slot = await roomySlot(request);
  const before = await lambPacksOn(request, token, slot.date);
  const run = String(Date.now()).slice(-6);
  const zinnia = await placeOrder(request, slot, {
    name: `Zinnia ${run}`,
    line1: '20 Zinnia Way',
    items: [{ productId: LAMB.id, quantity: 2 }],
  });
  const gift = await placeOrder(request, slot, {
    name: `Gift ${run}`,
    line1: '2/14 Alpha Street',
    items: [{ productId: MUSHROOM.id, quantity: 3 }],
    gift: { recipientName: 'Nana Rose', message: `Happy birthday ${run}` },
  });
  const big = await placeOrder(request, slot, {
    name: `Feast ${run}`,
    line1: '14 Alpha Street',
    items: [{ productId: LAMB.id, quantity: 12 }],
    notes: 'Leave by the garage',
  });

  // The prep list: the day's packs per meal, the new orders' packs added.
  await page
    .getByRole('navigation', { name: 'Admin' })
    .getByRole('link', { name: 'Orders', exact: true })
    .click();
  await page.getByRole('link', { name: 'Prep list' }).click();
  await expect(page.getByRole('heading', { name: 'Kitchen prep list', level: 1 })).toBeVisible();
  await page.getByLabel('Delivery date').fill(slot.date);
  await expect(page).toHaveURL(new RegExp(`/admin/orders/prep-list\\?date=${slot.date}$`));
  const day = page.getByRole('table', { name: /^Packs per meal, \w{3} \d+ \w{3} \d{4}$/ });
  await expect(day.getByRole('row', { name: new RegExp(LAMB.name) })).toContainText(
    String(before.lamb + 14),
    SERVER_TIMEOUT,
  );
  await expect(day.getByRole('row', { name: new RegExp(MUSHROOM.name) })).toContainText(
    String(before.mushroom + 3),
  );
  await expect(page.getByText(/awaiting payment too/)).toBeVisible();
  await expect(
    page.getByRole('heading', { name: `Papamoa delivery, ${slot.label}` }),
  ).toBeVisible();
  await expectPrintView(page, ['Print prep list']);
  await page.getByLabel('Delivery date').fill('');
  await expect(page.getByLabel('Delivery date')).toHaveAccessibleDescription(
    'Enter a date as YYYY-MM-DD',
    SERVER_TIMEOUT,
  );
  await page.getByLabel('Delivery date').fill(slot.date);

  // The run sheet: the zone's stops of the day, by street and number, with a maps link each.
  await page.goto(`/admin/orders/run-sheet?date=${slot.date}`);
  await page.getByLabel('Zone').selectOption('papamoa');
  await expect(page).toHaveURL(/zone=papamoa/);
  const sheet = page.getByRole('table', { name: `Papamoa, ${slot.label}` });
  await expect(sheet.getByRole('row', { name: new RegExp(big.number) })).toBeVisible(
    SERVER_TIMEOUT,
  );
  const stops = await sheet.getByRole('row').allTextContents();
  const positionOf = (number: string) => stops.findIndex((text) => text.includes(number));
  expect(positionOf(big.number)).toBeLessThan(positionOf(gift.number));
  expect(positionOf(gift.number)).toBeLessThan(positionOf(zinnia.number));
  const giftStop = sheet.getByRole('row', { name: new RegExp(gift.number) });
  await expect(giftStop).toContainText(`Yes, for Nana Rose“Happy birthday ${run}”`);
  await expect(giftStop).toContainText('Awaiting payment');
  await expect(sheet.getByRole('row', { name: new RegExp(big.number) })).toContainText(
    'Leave by the garage',
  );
  await expect(giftStop.getByRole('link', { name: /Open in maps/ })).toHaveAttribute(
    'href',
    /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=2%2F14%20Alpha%20Street%2C%20Papamoa/,
  );
  await expectPrintView(page, ['Print run sheet']);
  expect(await printedPaper(page)).toBe('a4 landscape');
  await page.emulateMedia({ media: 'print' });
  await expect(giftStop.getByRole('link', { name: /Open in maps/ })).toBeHidden();
  await page.emulateMedia({ media: 'screen' });

  // The day's slips, one per page on paper, chosen from the run sheet.
  await page.getByRole('link', { name: 'Packing slips for this day' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/orders/slips\\?date=${slot.date}`));
  const giftSlip = page.getByRole('article', { name: gift.number });
  await expect(giftSlip).toContainText('Gift for Nana Rose', SERVER_TIMEOUT);
  await expect(giftSlip).toContainText(`“Happy birthday ${run}”`);
  await expect(giftSlip).toContainText('2/14 Alpha Street, Papamoa, Tauranga 3118');
  await expect(giftSlip).not.toContainText('$');
  const bigSlip = page.getByRole('article', { name: big.number });
  await expect(bigSlip).toContainText('$226.80');
  await expect(bigSlip).toContainText('Notes: Leave by the garage');
  await page.getByLabel('Slot').selectOption(slot.slotId);
  await expect(page).toHaveURL(new RegExp(`slot=${slot.slotId}`));
  await expect(bigSlip).toBeVisible(SERVER_TIMEOUT);
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('heading', { name: 'Packing slips', level: 1 })).toBeHidden();
  await expect(giftSlip).toHaveCSS('break-after', 'page');
  await page.emulateMedia({ media: 'screen' });

  // Ticked orders' slips, as the orders list links to them, on A5.
  await page.goto(`/admin/orders/slips?ids=${gift.id},${big.id}`);
  await expect(page.getByRole('article')).toHaveCount(2, SERVER_TIMEOUT);
  expect(await printedPaper(page)).toBe('a4');
  await page.getByLabel('Paper size').selectOption('A5');
  await expect.poll(() => printedPaper(page)).toBe('a5');
  await expectPrintView(page, ['Print slips']);

  // One order's slip and its receipt, with the GST number IRD asks for over $200.
  await page.goto(`/admin/orders/${gift.id}/slip`);
  await expect(page.getByRole('article', { name: gift.number })).toContainText(
    'Nana Rose',
    SERVER_TIMEOUT,
  );
  await page.goto(`/admin/orders/${big.id}/receipt`);
  await expect(page.getByRole('heading', { name: `Receipt for order ${big.number}` })).toBeVisible(
    SERVER_TIMEOUT,
  );
  await expect(page.getByText(`GST number ${GST_NUMBER}`)).toBeVisible();
  await expect(page.getByText('Total (GST inclusive)$226.80')).toBeVisible();
  await expect(page.getByText('GST included (15%)$29.58')).toBeVisible();
  await expectPrintView(page, ['Print receipt']);

  // The shoppers' confirmation pages carry the receipt: the GST number only over $200.
  await page.goto(`/order-confirmation?order=${big.id}&token=${big.accessToken}`);
  const receipt = page.getByRole('region', { name: `Receipt for order ${big.number}` });
  await expect(receipt).toContainText(`GST number${GST_NUMBER}`);
  await expect(receipt).toContainText('SupplierCube Kitchen');
  await expect(receipt).toContainText('GST included (15%)$29.58');
  await page.goto(`/order-confirmation?order=${zinnia.id}&token=${zinnia.accessToken}`);
  const small = page.getByRole('region', { name: `Receipt for order ${zinnia.number}` });
  await expect(small).toContainText('Total (GST inclusive)$37.80');
  await expect(small).not.toContainText('GST number');
});
