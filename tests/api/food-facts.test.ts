import { describe, expect, it } from 'vitest';
import adminProducts from '../../netlify/functions/admin-products.mts';
import type { AdminProduct } from '../../src/lib/admin/areas/products.ts';
import { ProductFieldsSchema } from '../../src/lib/forms/product.ts';
import type { StoredProduct } from '../../src/lib/products/product.ts';
import { getShopMeal, products, saveProduct } from '../../src/server/catalog/catalog.ts';
import { mealJsonLd } from '../../src/server/catalog/meal-pages.ts';
import { FOOD_FACT_KEYS } from '../../src/server/seed/food-facts-backfill.ts';
import { SEED_FOOD_FACTS } from '../../src/server/seed/food-facts.ts';
import { SEED_PRODUCTS } from '../../src/server/seed/products.ts';
import { seedShop } from '../../src/server/seed/seed.ts';
import { runOnLocalBlobs } from '../fixtures/blobs.ts';
import { callerOf } from '../fixtures/http.ts';
import { signedInTeam } from '../fixtures/staff.ts';

runOnLocalBlobs();

const team = signedInTeam(() => seedShop());

const send = callerOf(adminProducts);

const SATAY = {
  name: 'Peanut Satay Sauce',
  description: 'A mild peanut and coconut sauce.',
  tags: ['mild'],
  cubesPerPack: 9,
  priceCents: 1590,
  isBestseller: false,
  isVegetarian: true,
  isKidFriendly: true,
  status: 'active',
  ingredients: 'Coconut milk, peanuts (30%), soy sauce (soybeans, wheat), lime juice.',
  allergens: ['peanut', 'soy', 'wheat'],
  storage: 'Keep frozen at -18 °C or colder.',
  reheating: 'Heat from frozen until piping hot.',
  nutrition: { servingSizeGrams: 120, energyKj: 820, fatGrams: 14.5, saturatedFatGrams: 6.2 },
};

/** A stored product as it was before meals had food facts. */
function withoutFoodFacts(product: StoredProduct): StoredProduct {
  const keys: readonly string[] = FOOD_FACT_KEYS;
  return Object.fromEntries(
    Object.entries(product).filter(([key]) => !keys.includes(key)),
  ) as StoredProduct;
}

const create = (json: Record<string, unknown>, headers = team.staff) =>
  send('/api/admin/products', { method: 'POST', json, headers });

const replace = (product: AdminProduct, changes: Record<string, unknown>) =>
  send(`/api/admin/products/${product.id}`, {
    method: 'PUT',
    params: { id: product.id },
    json: { ...ProductFieldsSchema.parse(product), ...changes, revision: product.revision },
    headers: team.admin,
  });

describe('food facts through the products admin API', () => {
  it('gives every launch meal complete food facts', async () => {
    for (const { product } of SEED_PRODUCTS) {
      const found = await getShopMeal(product.id);
      expect(found?.foodFacts?.contains, product.id).toMatch(/^Contains: /);
    }
  });

  it('lets staff create a meal with food facts, which its page and JSON-LD then show', async () => {
    const { status, body } = await create(SATAY);
    expect(status).toBe(201);
    const created = body as AdminProduct;
    expect(created).toMatchObject({ id: 'peanut-satay-sauce', allergens: SATAY.allergens });

    const found = await getShopMeal('peanut-satay-sauce');
    expect(found?.foodFacts).toMatchObject({
      ingredients: SATAY.ingredients,
      contains: 'Contains: wheat, gluten, peanut, soy',
      nutrition: SATAY.nutrition,
    });
    if (!found) throw new Error('the meal is not on sale');
    const page = new URL('https://cubekitchen.test/meals/peanut-satay-sauce');
    const jsonLd = mealJsonLd(found.meal, page, 'Cube Kitchen', found.foodFacts);
    expect(jsonLd.additionalProperty).toEqual(
      expect.arrayContaining([
        { '@type': 'PropertyValue', name: 'Ingredients', value: SATAY.ingredients },
        {
          '@type': 'PropertyValue',
          name: 'Allergens',
          value: 'Contains: wheat, gluten, peanut, soy',
        },
        { '@type': 'PropertyValue', name: 'Energy per serve', value: '820 kJ' },
        { '@type': 'PropertyValue', name: 'Serving size', value: '120 g' },
      ]),
    );
  });

  it('lets an admin change them, and clearing allergens without "none" is refused', async () => {
    const created = (await create({ ...SATAY, name: 'Satay Two' })).body as AdminProduct;
    const changed = await replace(created, {
      allergens: [],
      allergenFree: true,
      ingredients: 'Coconut milk, lime.',
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ allergens: [], allergenFree: true, revision: 2 });
    expect((await getShopMeal(created.id))?.foodFacts?.contains).toBe(
      'Contains: none of the allergens the Food Standards Code lists',
    );

    const refused = await replace(changed.body as AdminProduct, { allergenFree: false });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      errors: {
        allergens: 'Tick the allergens this meal contains, or tick "Contains none of these"',
      },
    });
  });

  it('answers 400 beside each food fact at fault and writes nothing', async () => {
    const { status, body } = await create({
      ...SATAY,
      name: 'Bad Facts',
      allergens: ['celery'],
      storage: 'Frozen\u0007',
      nutrition: { servingSizeGrams: 120, fatGrams: 1, saturatedFatGrams: 2 },
    });
    expect(status).toBe(400);
    expect(body).toMatchObject({
      errors: {
        'allergens.0': 'Choose allergens from the list',
        storage: 'Remove the hidden control characters from this text',
      },
    });
    expect(await products.get('bad-facts')).toBeNull();
    const impossible = await create({
      ...SATAY,
      name: 'Bad Facts',
      nutrition: { servingSizeGrams: 120, fatGrams: 1, saturatedFatGrams: 2 },
    });
    expect(impossible.body).toMatchObject({
      errors: { 'nutrition.saturatedFatGrams': 'Saturated fat cannot be more than total fat' },
    });
  });

  it('refuses food facts without a session', async () => {
    expect((await create(SATAY, {})).status).toBe(401);
  });

  it('still loads and saves a product from before food facts; its page says to ask', async () => {
    const old = await products.get('beef-bolognese');
    if (!old) throw new Error('beef-bolognese was not seeded');
    await saveProduct(withoutFoodFacts(old));
    expect((await getShopMeal('beef-bolognese'))?.foodFacts).toBeNull();
    const listed = (
      await send('/api/admin/products/beef-bolognese', {
        params: { id: 'beef-bolognese' },
        headers: team.staff,
      })
    ).body as AdminProduct;
    expect(listed).not.toHaveProperty('ingredients');
    expect((await replace(listed, { priceCents: 1790 })).status).toBe(200);
  });
});

describe('the seed and food facts', () => {
  it('fills launch products that lack them, leaving staff-written facts alone', async () => {
    const bolognese = await products.get('beef-bolognese');
    const chicken = await products.get('butter-chicken');
    if (!bolognese || !chicken) throw new Error('the launch meals were not seeded');
    await saveProduct(withoutFoodFacts(bolognese));
    // Staff wrote their own ingredients only, on another meal: those are theirs to finish.
    const staffOwn = { ...chicken, ingredients: 'Our new recipe.', allergens: undefined };
    await saveProduct(staffOwn);

    const report = await seedShop();

    expect(report.foodFactsFilled).toEqual(['beef-bolognese']);
    expect(await products.get('beef-bolognese')).toMatchObject(
      SEED_FOOD_FACTS['beef-bolognese'] ?? {},
    );
    expect(await products.get('butter-chicken')).toMatchObject({ ingredients: 'Our new recipe.' });
    expect((await products.get('butter-chicken'))?.allergens).toBeUndefined();
    expect((await seedShop()).foodFactsFilled).toEqual([]);
  });
});
