import { expect, test, type APIRequestContext } from '@playwright/test';
import { checkout, openCheckout } from './fixtures/checkout.ts';
import { zoneWithSlot } from './fixtures/delivery.ts';
import { SERVER_TIMEOUT } from './fixtures/forms.ts';

/**
 * A zone of its own for this test, with one weekly window three days from now (Auckland) whose
 * van carries at most 4 packs. Answers the zone's postcode.
 */
async function zoneWithFourPacks(request: APIRequestContext): Promise<string> {
  const postcode = '3198';
  await zoneWithSlot(request, { name: 'Pack Bay', postcode }, { capacity: 5, maxPacks: 4 });
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
