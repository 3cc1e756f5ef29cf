import { expect, test } from '@playwright/test';
import { axeViolations, LAYOUT_RULES } from './fixtures/axe.ts';

// The axe check every screen's test relies on finds what it must, on a page of the shop (under
// its Content-Security-Policy) and within the parts it is told to look at.
test('the axe check finds a violation, inside what it includes and not in what it leaves out', async ({
  page,
}) => {
  await page.goto('/about');
  await page.evaluate(() => {
    const image = document.createElement('img');
    image.id = 'no-alt';
    image.src = '/favicon.svg';
    document.querySelector('main')?.append(image);
  });
  const everything = await axeViolations(page, {});
  expect(everything.map((violation) => violation.id)).toContain('image-alt');
  expect(everything.find((violation) => violation.id === 'image-alt')?.nodes).toEqual([
    expect.objectContaining({ target: ['#no-alt'] }),
  ]);
  expect(await axeViolations(page, { exclude: '#no-alt' })).toEqual([]);
  expect(await axeViolations(page, { include: 'header' })).toEqual([]);
  expect(await axeViolations(page, { rules: LAYOUT_RULES })).toEqual([]);
});
