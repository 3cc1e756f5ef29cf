// The catalogue entries of tests/fixtures/pdfs/food-facts-catalogue.pdf: product blocks that carry
// ingredients, allergens, storage and reheating lines, in the forms a supplier's sheet uses.

/** Blocks with food facts: a matched meal, a new one declaring none, and two that need a look. */
export const FOOD_FACTS_CATALOGUE = [
  {
    name: 'Beef Bolognese',
    description: 'Slow-cooked New Zealand beef in a rich tomato sauce with a splash of red wine.',
    details: [
      'Ingredients: New Zealand grass-fed beef mince (40%), tomatoes, onion, carrot, celery, red wine, tomato paste, olive oil, garlic, salt, dried oregano, bay leaf, black pepper.',
      'Contains: sulphites, wheat',
      'Keep frozen at -18 °C or colder.',
      'Reheat: from frozen, heat 3 cubes in a covered saucepan for 6-8 minutes until piping hot.',
      '9 cubes',
      'Price: $16.90',
    ],
  },
  {
    name: 'Red Lentil Dahl',
    description: 'Red lentils simmered with turmeric, cumin and fresh ginger until creamy.',
    details: [
      'Ingredients: red lentils (50%), tomatoes, onion, ginger, garlic, turmeric, cumin, salt.',
      'Allergens: none',
      'Storage: keep frozen and use within 6 months.',
      'To heat: simmer from frozen for 8 minutes, stirring.',
      'Vegetarian',
      '9 cubes',
      '$14.50',
    ],
  },
  {
    name: 'Lamb Rogan Josh',
    description: 'Tender lamb shoulder in a deep, aromatic Kashmiri curry sauce.',
    details: [
      'Ingredients: lamb (45%), yoghurt, tomatoes, onion, spices.',
      'Contains: dairy, gluten, celery',
      'Pack of 9',
      'NZ$18.90',
    ],
  },
  {
    name: 'Chickpea and Spinach Curry',
    description: 'Chickpeas and spinach in a mild coconut curry.',
    details: [
      'Ingredients: chickpeas, coconut cream, spinach, onion, spices.',
      'Pack of 9',
      '$15.90',
    ],
  },
];
