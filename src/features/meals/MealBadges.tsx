import type { ShopProduct } from '../../lib/products/product.ts';

/** The Bestseller, Veggie and Kid Friendly badges a meal has. */
export default function MealBadges({ product }: { product: ShopProduct }) {
  const badges = [
    product.isBestseller && 'Bestseller',
    product.isVegetarian && 'Veggie',
    product.isKidFriendly && 'Kid Friendly',
  ].filter((badge): badge is string => Boolean(badge));
  if (badges.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-2" aria-label="Badges">
      {badges.map((badge) => (
        <li
          key={badge}
          className="rounded-full bg-leaf-700 px-2.5 py-0.5 text-xs font-semibold text-white"
        >
          {badge}
        </li>
      ))}
    </ul>
  );
}
