import { expect, test, type APIRequestContext } from '@playwright/test';
import { addDays, isoWeekdayOf, nzDateOf } from '../../src/lib/delivery/nz-time.ts';
import { ownerToken } from './fixtures/admin.ts';
import { checkout, openCheckout } from './fixtures/checkout.ts';
import { SERVER_TIMEOUT } from './fixtures/forms.ts';

/**
 * A zone of its own for this test, with one weekly window three days from now (Auckland) whose
 * van carries at most 4 packs. Answers the zone's postcode.
 */
async function zoneWithFourPacks(request: APIRequestContext): Promise<string> {
  const headers = { authorization: `Bearer ${await ownerToken(request)}` };
  const postcode = '3198';
  const zone = await request.post('/api/admin/delivery-zones', {
    headers,
    data: {
      name: 'Pack Bay',
      kind: 'delivery',
      suburbs: ['Pack Bay'],
      postcodes: [postcode],
      feeCents: 500,
      freeDeliveryThresholdCents: null,
      minimumOrderCents: 0,
    },
  });
  expect(zone.status()).toBe(201);
  const { id: zoneId } = (await zone.json()) as { id: string };
  const inThreeDays = addDays(nzDateOf(new Date()), 3);
  const slot = await request.post('/api/admin/delivery-slots', {
    headers,
    data: {
      zoneId,
      weekday: isoWeekdayOf(inThreeDays),
      start: '16:00',
      end: '18:00',
      capacity: 5,
      maxPacks: 4,
      cutoffHours: 24,
    },
  });
  expect(slot.status()).toBe(201);
  return postcode;
}

test('the checkout offers only slots with room for the packs in the cart', async ({
  page,
  request,
}) => {
  const postcode = await zoneWithFourPacks(request);
  await openCheckout(page);
  await checkout(page).getByLabel('Suburb').fill('Pack Bay');
  await checkout(page).getByLabel('Postcode').fill(postcode);
  await expect(checkout(page).getByText('We deliver to Pack Bay.')).toBeVisible(SERVER_TIMEOUT);
  const picker = checkout(page).getByRole('group', { name: 'Delivery day and time' });
  const slots = picker.locator('input[name="checkout-slot"]');
  // Three packs fit in the van's four, on each of the window's dates in the next 14 days.
  await expect(slots.first()).toBeVisible(SERVER_TIMEOUT);
  const offered = await slots.count();

  const more = checkout(page).getByRole('button', { name: 'Increase quantity of Beef Bolognese' });
  await more.click();
  await more.click();
  await expect(slots).toHaveCount(0, SERVER_TIMEOUT);
  await expect(picker).toContainText('There are no delivery times open in the next 14 days.');

  await checkout(page).getByRole('button', { name: 'Decrease quantity of Beef Bolognese' }).click();
  await expect(slots).toHaveCount(offered, SERVER_TIMEOUT);
});
