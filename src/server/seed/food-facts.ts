import type { StoredFoodFacts } from '../../lib/products/food-facts.ts';

// Every launch meal is frozen in 40 g cubes; a serve is three of them.
const SERVE_GRAMS = 120;

const FROZEN =
  'Keep frozen at -18 °C or colder and use within 6 months of the packing date. Once thawed, keep in the fridge at 4 °C or colder, use within 2 days and do not refreeze.';

const reheat = (extra: string) =>
  `From frozen, heat 3 cubes per adult serve in a covered saucepan over a medium heat for 6-8 minutes, or in a microwave-safe bowl, covered, on high for 3-4 minutes. Stir once or twice and heat until piping hot all the way through (75 °C in the centre). ${extra}`;

/** The food facts of each launch meal, by product id: what a fresh shop's meal pages show. */
export const SEED_FOOD_FACTS: Readonly<Record<string, StoredFoodFacts>> = {
  'super-veg-sauce': {
    ingredients:
      'Tomatoes (45%), carrot, courgette, red capsicum, kumara, spinach, onion, olive oil, garlic, salt, dried basil, dried oregano.',
    allergens: [],
    allergenFree: true,
    storage: FROZEN,
    reheating: reheat('Stir through freshly cooked pasta or spoon over rice.'),
    nutrition: {
      servingSizeGrams: SERVE_GRAMS,
      energyKj: 250,
      proteinGrams: 1.8,
      fatGrams: 2.4,
      saturatedFatGrams: 0.4,
      carbohydrateGrams: 7.2,
      sugarsGrams: 5.1,
      sodiumMg: 180,
    },
  },
  'beef-bolognese': {
    ingredients:
      'New Zealand grass-fed beef mince (40%), tomatoes, onion, carrot, celery, red wine (contains sulphites), tomato paste, olive oil, garlic, salt, dried oregano, bay leaf, black pepper.',
    allergens: ['sulphites'],
    storage: FROZEN,
    reheating: reheat('Serve over spaghetti or use as a lasagne filling.'),
    nutrition: {
      servingSizeGrams: SERVE_GRAMS,
      energyKj: 590,
      proteinGrams: 11.8,
      fatGrams: 7.9,
      saturatedFatGrams: 3.1,
      carbohydrateGrams: 5.2,
      sugarsGrams: 3.9,
      sodiumMg: 310,
    },
  },
  'kids-chilli-con-carne': {
    ingredients:
      'Beef mince (35%), tomatoes, kidney beans (12%), sweetcorn, onion, red capsicum, tomato paste, smoked paprika, ground cumin, garlic, dried oregano, salt.',
    allergens: [],
    allergenFree: true,
    storage: FROZEN,
    reheating: reheat('Serve with rice or in wraps.'),
    nutrition: {
      servingSizeGrams: SERVE_GRAMS,
      energyKj: 530,
      proteinGrams: 10.4,
      fatGrams: 5.6,
      saturatedFatGrams: 2.2,
      carbohydrateGrams: 9.3,
      sugarsGrams: 3.6,
      sodiumMg: 280,
    },
  },
  'butter-chicken': {
    ingredients:
      'Free-range chicken thigh (38%), tomatoes, cream (milk), onion, butter (milk), yoghurt (milk), cashew nuts, ginger, garlic, garam masala, dried fenugreek leaves, sugar, salt, chilli powder.',
    allergens: ['milk', 'cashew'],
    storage: FROZEN,
    reheating: reheat('Reheat gently and do not let it boil, so the sauce stays smooth.'),
    nutrition: {
      servingSizeGrams: SERVE_GRAMS,
      energyKj: 720,
      proteinGrams: 11.2,
      fatGrams: 12.1,
      saturatedFatGrams: 6.4,
      carbohydrateGrams: 5.8,
      sugarsGrams: 4.2,
      sodiumMg: 340,
    },
  },
  'thai-green-curry': {
    ingredients:
      'Coconut milk (50%), green beans, green curry paste (lemongrass, green chilli, shallot, garlic, galangal, kaffir lime leaf, coriander root, ground cumin), onion, Thai basil, soy sauce (water, soybeans, wheat, salt), brown sugar, lime juice, rice bran oil.',
    allergens: ['wheat', 'soy'],
    storage: FROZEN,
    reheating: reheat('Add cooked chicken, prawns or tofu while it heats and serve with rice.'),
    nutrition: {
      servingSizeGrams: SERVE_GRAMS,
      energyKj: 640,
      proteinGrams: 2.3,
      fatGrams: 14.6,
      saturatedFatGrams: 12.3,
      carbohydrateGrams: 6.1,
      sugarsGrams: 3.8,
      sodiumMg: 390,
    },
  },
  'mushroom-stroganoff': {
    ingredients:
      'Button and portobello mushrooms (45%), sour cream (milk), onion, vegetable stock (water, onion, carrot, salt), butter (milk), wheat flour, Dijon mustard, smoked paprika, garlic, parsley, salt, black pepper.',
    allergens: ['wheat', 'milk'],
    storage: FROZEN,
    reheating: reheat('Heat gently and stir well; a splash of water loosens a thick sauce.'),
    nutrition: {
      servingSizeGrams: SERVE_GRAMS,
      energyKj: 430,
      proteinGrams: 3.1,
      fatGrams: 8.2,
      saturatedFatGrams: 5.0,
      carbohydrateGrams: 5.4,
      sugarsGrams: 2.6,
      sodiumMg: 300,
    },
  },
  'lamb-rogan-josh': {
    ingredients:
      'Canterbury lamb shoulder (38%), tomatoes, onion, yoghurt (milk), ghee (milk), ginger, garlic, Kashmiri chilli, ground coriander, ground cumin, cardamom, cinnamon, cloves, salt.',
    allergens: ['milk'],
    storage: FROZEN,
    reheating: reheat('Serve with rice and a spoonful of raita.'),
    nutrition: {
      servingSizeGrams: SERVE_GRAMS,
      energyKj: 650,
      proteinGrams: 12.5,
      fatGrams: 9.8,
      saturatedFatGrams: 4.6,
      carbohydrateGrams: 4.3,
      sugarsGrams: 3.1,
      sodiumMg: 320,
    },
  },
  'pumpkin-kumara-sauce': {
    ingredients:
      'Crown pumpkin (40%), golden kumara (25%), onion, cream (milk), vegetable stock (water, onion, carrot, salt), olive oil, garlic, nutmeg, salt.',
    allergens: ['milk'],
    storage: FROZEN,
    reheating: reheat('Stir through pasta or gnocchi.'),
    nutrition: {
      servingSizeGrams: SERVE_GRAMS,
      energyKj: 360,
      proteinGrams: 1.9,
      fatGrams: 4.3,
      saturatedFatGrams: 2.3,
      carbohydrateGrams: 9.8,
      sugarsGrams: 4.4,
      sodiumMg: 210,
    },
  },
  'chicken-cacciatore': {
    ingredients:
      'Free-range chicken thigh (38%), tomatoes, red capsicum, onion, white wine (contains sulphites), black olives, tomato paste, olive oil, garlic, rosemary, salt, black pepper.',
    allergens: ['sulphites'],
    storage: FROZEN,
    reheating: reheat('Serve on polenta, pasta or with crusty bread.'),
    nutrition: {
      servingSizeGrams: SERVE_GRAMS,
      energyKj: 540,
      proteinGrams: 12.0,
      fatGrams: 6.9,
      saturatedFatGrams: 1.8,
      carbohydrateGrams: 4.1,
      sugarsGrams: 3.2,
      sodiumMg: 330,
    },
  },
};
