import type { Product } from '../../lib/products/product.ts';

/** A product as first seeded, with the stock it starts with. */
export interface SeedProduct {
  product: Product;
  onHand: number;
}

const pack = { cubesPerPack: 9 } as const;
const image = (id: string) => `/images/meals/${id}.svg`;

/** The launch range of Cube Kitchen: what a fresh shop starts with. Staff edit it from then on. */
export const SEED_PRODUCTS: readonly SeedProduct[] = [
  {
    onHand: 60,
    product: {
      id: 'super-veg-sauce',
      name: 'Super Veg Sauce',
      description:
        'Our bestseller: a smooth tomato sauce with seven hidden vegetables, including carrot, courgette, capsicum, kumara and spinach. Mild, naturally sweet and loved by fussy eaters. Stir through pasta, spoon over rice or use as a pizza base.',
      image: image('super-veg-sauce'),
      tags: ['vegetarian', 'hidden veg', 'mild', 'pasta'],
      ...pack,
      priceCents: 1490,
      isBestseller: true,
      isVegetarian: true,
      isKidFriendly: true,
    },
  },
  {
    onHand: 48,
    product: {
      id: 'beef-bolognese',
      name: 'Beef Bolognese',
      description:
        'New Zealand grass-fed beef slow-cooked for four hours with tomatoes, carrot, celery and a splash of red wine (cooked off). Rich, hearty and ready for spaghetti, lasagne or a baked potato.',
      image: image('beef-bolognese'),
      tags: ['beef', 'slow cooked', 'pasta'],
      ...pack,
      priceCents: 1690,
      isBestseller: true,
      isVegetarian: false,
      isKidFriendly: true,
    },
  },
  {
    onHand: 40,
    product: {
      id: 'kids-chilli-con-carne',
      name: 'Kids Chilli Con Carne',
      description:
        'All the flavour of chilli con carne without the heat: beef mince, kidney beans, sweetcorn and smoked paprika in a gentle tomato sauce. Great with rice, in wraps or topped with grated cheese.',
      image: image('kids-chilli-con-carne'),
      tags: ['beef', 'beans', 'mild', 'rice'],
      ...pack,
      priceCents: 1690,
      isBestseller: false,
      isVegetarian: false,
      isKidFriendly: true,
    },
  },
  {
    onHand: 36,
    product: {
      id: 'butter-chicken',
      name: 'Butter Chicken',
      description:
        'Free-range chicken thigh in a creamy, gently spiced tomato and butter sauce with garam masala and fenugreek. A crowd-pleaser over basmati rice with warm naan.',
      image: image('butter-chicken'),
      tags: ['chicken', 'curry', 'creamy', 'rice'],
      ...pack,
      priceCents: 1790,
      isBestseller: true,
      isVegetarian: false,
      isKidFriendly: true,
    },
  },
  {
    onHand: 30,
    product: {
      id: 'thai-green-curry',
      name: 'Thai Green Curry',
      description:
        'A fragrant coconut curry sauce with lemongrass, kaffir lime, Thai basil and green beans, made without fish sauce so it suits vegetarians. Add chicken, prawns or tofu and serve with jasmine rice.',
      image: image('thai-green-curry'),
      tags: ['vegetarian', 'curry', 'coconut', 'rice'],
      ...pack,
      priceCents: 1590,
      isBestseller: false,
      isVegetarian: true,
      isKidFriendly: false,
    },
  },
  {
    onHand: 28,
    product: {
      id: 'mushroom-stroganoff',
      name: 'Mushroom Stroganoff',
      description:
        'Button and portobello mushrooms in a silky sour cream sauce with smoked paprika, Dijon mustard and fresh parsley. Lovely over buttered egg noodles or mashed potatoes.',
      image: image('mushroom-stroganoff'),
      tags: ['vegetarian', 'creamy', 'noodles', 'potatoes'],
      ...pack,
      priceCents: 1590,
      isBestseller: false,
      isVegetarian: true,
      isKidFriendly: false,
    },
  },
  {
    onHand: 24,
    product: {
      id: 'lamb-rogan-josh',
      name: 'Lamb Rogan Josh',
      description:
        'Tender Canterbury lamb shoulder braised with tomato, yoghurt, cardamom and Kashmiri chilli for a deep, warming curry with a medium heat. Best with rice and a spoonful of raita.',
      image: image('lamb-rogan-josh'),
      tags: ['lamb', 'curry', 'medium heat', 'rice'],
      ...pack,
      priceCents: 1890,
      isBestseller: false,
      isVegetarian: false,
      isKidFriendly: false,
    },
  },
  {
    onHand: 40,
    product: {
      id: 'pumpkin-kumara-sauce',
      name: 'Pumpkin & Kumara Sauce',
      description:
        'Roasted Crown pumpkin and golden kumara blended with onion, a little cream and a pinch of nutmeg. Velvety and mild, it turns pasta or gnocchi into a quick dinner the whole whānau enjoys.',
      image: image('pumpkin-kumara-sauce'),
      tags: ['vegetarian', 'mild', 'pasta', 'gnocchi'],
      ...pack,
      priceCents: 1490,
      isBestseller: false,
      isVegetarian: true,
      isKidFriendly: true,
    },
  },
  {
    onHand: 32,
    product: {
      id: 'chicken-cacciatore',
      name: 'Chicken Cacciatore',
      description:
        'Free-range chicken braised Italian hunter-style with tomatoes, capsicum, olives, rosemary and garlic. Serve on creamy polenta, pasta or crusty bread.',
      image: image('chicken-cacciatore'),
      tags: ['chicken', 'italian', 'pasta'],
      ...pack,
      priceCents: 1690,
      isBestseller: false,
      isVegetarian: false,
      isKidFriendly: true,
    },
  },
];
