// Issue 24 item 1: staff move an order to another time (or to pickup) from its page, and move a
// day's orders before closing it, at the desk (1440 px) and on the tablet (820 px).
import type { APIRequestContext, Page } from '@playwright/test';
import { addDays } from '../../src/lib/delivery/nz-time.ts';
import { expectNoAxeViolations, LAYOUT_RULES } from './fixtures/axe.ts';
import { zoneWithBooking, zoneWithSlot } from './fixtures/delivery.ts';
import { asNewShopper, SERVER_TIMEOUT } from './fixtures/forms.ts';
import { expect, test } from './fixtures/test.ts';

test.describe.configure({ timeout: 180_000 });
// Each test opens the screen it starts from, so the pages start on none.
test.use({ startAt: null });

const DESK = { width: 1440, height: 1000 };
const TABLET = { width: 820, height: 1180 };

/** How far the page scrolls sideways: 0 when nothing sticks out. */
const sidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** Screenshots at the three widths staff use, for a look (not compared). */
async function shoot(page: Page, name: string) {
  const size = page.viewportSize() ?? DESK;
  for (const width of [390, 820, 1440]) {
    await page.setViewportSize({ width, height: 1100 });
    await page.screenshot({ path: `test-results/screens/${name}-${String(width)}.png` });
  }
  await page.setViewportSize(size);
}

/**
 * A zone of the test's own with an order booked a week after its window's first date, so the
 * day this test closes is never the day other tests close (zoneWithBooking's first date).
 */
async function bookedNextWeek(request: APIRequestContext, name: string, postcode: string) {
  const { slotId, date } = await zoneWithSlot(
    request,
    { name, postcode },
    { capacity: 5, start: '10:00', end: '12:00' },
  );
  const later = addDays(date, 7);
  const placed = await request.post('/api/orders', {
    headers: asNewShopper(),
    data: {
      idempotencyKey: `e2e-move-${slotId}-${String(Date.now())}`,
      items: [{ productId: 'beef-bolognese', quantity: 1 }],
      customer: { name: 'Mere Moving', email: 'mere.moving@example.co.nz', phone: '021 555 0102' },
      fulfilment: {
        method: 'delivery',
        address: { line1: '9 Shore Road', suburb: name, city: 'Tauranga', postcode },
        date: later,
        slotId,
      },
      paymentMethod: 'bank_transfer',
      termsAccepted: true,
    },
  });
  expect(placed.status()).toBe(201);
  const { id, number } = (await placed.json()) as { id: string; number: string };
  return { orderId: id, orderNumber: number, date: later, earlier: date };
}

test('staff move an order to another week’s slot, then look at pickup on the tablet', async ({
  staffPage: page,
  request,
}) => {
  await page.setViewportSize(DESK);
  const booked = await zoneWithBooking(request, { name: 'Reschedule Bay', postcode: '3185' });
  const later = addDays(booked.date, 7);
  await page.goto(`/admin/orders/${booked.orderId}`);
  const handover = page.getByRole('region', { name: 'Delivery' });
  await handover.getByRole('button', { name: 'Reschedule' }).click(SERVER_TIMEOUT);

  const dialog = page.getByRole('dialog', { name: `Reschedule order ${booked.orderNumber}` });
  await expect(dialog.getByLabel('Day')).toBeVisible(SERVER_TIMEOUT);
  await dialog.getByLabel('Delivery (Reschedule Bay)').check();
  await dialog.getByLabel('Day').selectOption(later);
  await dialog.getByRole('radio', { name: /10:00am–12:00pm/ }).check();
  await expect(dialog).toContainText('The total stays');
  await expectNoAxeViolations(page);
  await shoot(page, 'reschedule-dialog');
  await dialog.getByRole('button', { name: 'Move order' }).click();

  await expect(dialog).toBeHidden(SERVER_TIMEOUT);
  await expect(handover).toContainText(`(${later})`, SERVER_TIMEOUT);
  const timeline = page.getByRole('region', { name: 'Timeline' });
  await expect(timeline).toContainText('Moved');
  await expect(timeline).toContainText('From Delivery');

  // On the tablet: pickup is offered with what it does to the money; nothing sticks out.
  await page.setViewportSize(TABLET);
  await handover.getByRole('button', { name: 'Reschedule' }).click();
  await expect(dialog.getByLabel('Day')).toBeVisible(SERVER_TIMEOUT);
  await dialog.getByLabel('Pickup').check();
  await expect(dialog).toContainText('New total');
  // Pickup has one time a day (9am–5pm): the only time is already chosen.
  const times = dialog.getByRole('group', { name: 'Time' }).getByRole('radio');
  await expect(times).toHaveCount(1);
  await expect(times).toBeChecked();
  expect(await sidewaysScroll(page)).toBe(0);
  await expectNoAxeViolations(page, { rules: LAYOUT_RULES });
  await dialog.getByRole('button', { name: 'Keep the time' }).click();
  await expect(dialog).toBeHidden();
});

test('staff move a day’s orders to another day before closing it, on the tablet', async ({
  staffPage: page,
  request,
}) => {
  await page.setViewportSize(TABLET);
  const booked = await bookedNextWeek(request, 'Moving Bay', '3186');
  const later = booked.earlier;
  await page.goto('/admin/special-dates/new');
  await page.getByLabel('Date').fill(booked.date);
  await page.getByLabel('Closed: no deliveries or pickups').check();
  await page.getByLabel('Only the zones I choose').check();
  await page.getByLabel('Moving Bay').check();
  await page.getByRole('button', { name: 'Save day' }).click();

  const dialog = page.getByRole('dialog', { name: 'Orders are booked on this day' });
  await expect(dialog.getByRole('alert')).toContainText('1 order is booked on', SERVER_TIMEOUT);
  await expect(dialog).toContainText('Move them to another day');
  const move = dialog.getByRole('group', { name: 'Move these orders' });
  await move.getByLabel('Move these orders to another day').fill(later);
  await move.getByRole('button', { name: 'Move orders' }).click();
  await expect(move.getByRole('list', { name: 'Orders moved' })).toContainText(
    `${booked.orderNumber} moved to`,
    SERVER_TIMEOUT,
  );
  expect(await sidewaysScroll(page)).toBe(0);
  await expectNoAxeViolations(page, { rules: LAYOUT_RULES });
  await page.setViewportSize(DESK);
  await expectNoAxeViolations(page);
  await shoot(page, 'close-day-move');

  // Moving it again is refused with the reason (it is no longer on the closing day's slot).
  await move.getByRole('button', { name: 'Move orders' }).click();
  await expect(move.getByRole('list', { name: 'Orders not moved' })).toContainText(
    booked.orderNumber,
    SERVER_TIMEOUT,
  );
  await dialog.getByRole('button', { name: 'Close anyway' }).click();
  await expect(page).toHaveURL(/\/admin\/special-dates$/, SERVER_TIMEOUT);

  await page.goto(`/admin/orders/${booked.orderId}`);
  await expect(page.getByRole('region', { name: 'Delivery' })).toContainText(
    `(${later})`,
    SERVER_TIMEOUT,
  );
});
