// Recipe pages name their meals from the live catalog (src/server/catalog/recipe-meals.ts).
import { beforeAll, describe, expect, it } from 'vitest';
import { products, saveProduct, setStockLevel } from '../../src/server/catalog/catalog.ts';
import { loadRecipeMeals } from '../../src/server/catalog/recipe-meals.ts';
import { seedShop } from '../../src/server/seed/seed.ts';
import { runOnLocalBlobs } from '../fixtures/blobs.ts';

runOnLocalBlobs();

beforeAll(async () => {
  await seedShop();
});

async function changeSeedMeal(id: string, changes: Record<string, unknown>): Promise<void> {
  const stored = await products.get(id);
  if (!stored) throw new Error(`The seed has no ${id}`);
  await saveProduct({ ...stored, ...changes });
}

const use = (productId: string) => ({ productId, cubes: 6, packs: 1 });

describe('loadRecipeMeals', () => {
  it('gives each recipe its meals with live names, prices and stock', async () => {
    await changeSeedMeal('beef-bolognese', { name: 'Grass-fed Bolognese', priceCents: 1750 });
    await setStockLevel('super-veg-sauce', 0);
    const [lasagne, mac] = await loadRecipeMeals([
      [use('beef-bolognese'), use('super-veg-sauce')],
      [use('super-veg-sauce')],
    ]);
    expect(lasagne?.map(({ name, onSale }) => [name, onSale?.priceCents, onSale?.inStock])).toEqual(
      [
        ['Grass-fed Bolognese', 1750, true],
        ['Super Veg Sauce', 1490, false],
      ],
    );
    expect(mac?.[0]?.onSale?.inStock).toBe(false);
  });

  it('names an archived meal as it was sold, a draft or gone one from its id, none on sale', async () => {
    await changeSeedMeal('lamb-rogan-josh', { status: 'archived' });
    await changeSeedMeal('chicken-cacciatore', { status: 'draft', name: 'Secret New Cacciatore' });
    const [meals] = await loadRecipeMeals([
      [use('lamb-rogan-josh'), use('chicken-cacciatore'), use('never-made-moussaka')],
    ]);
    expect(meals?.map(({ name, onSale }) => [name, onSale])).toEqual([
      ['Lamb Rogan Josh', null],
      ['Chicken cacciatore', null],
      ['Never made moussaka', null],
    ]);
  });
});
