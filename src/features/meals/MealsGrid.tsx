import { useEffect, useState } from 'react';
import { formatNZD } from '../../lib/money.ts';
import type { ShopProduct } from '../../lib/product.ts';
import { withErrorBoundary } from '../../components/errors/ErrorBoundary.tsx';
import MealBadges from './MealBadges.tsx';
import MealImage from './MealImage.tsx';
import { fetchProduct, fetchProducts } from './product-queries.ts';

type MealsState =
  { status: 'loading' } | { status: 'failed' } | { status: 'ready'; meals: ShopProduct[] };

/** Three skeleton cards while the meals load. */
const SKELETON_COUNT = 3;

function prefetch(id: string): void {
  fetchProduct(id).catch(() => undefined);
}

/** The home page's meal cards, loaded live from GET /api/products. */
function MealsGrid() {
  const [state, setState] = useState<MealsState>({ status: 'loading' });
  const [pendingId, setPendingId] = useState<string>();

  useEffect(() => {
    let current = true;
    fetchProducts()
      .then((meals) => {
        if (current) setState({ status: 'ready', meals });
      })
      .catch(() => {
        if (current) setState({ status: 'failed' });
      });
    return () => {
      current = false;
    };
  }, []);

  if (state.status === 'failed') {
    return (
      <p className="mt-8 font-semibold text-red-700">
        Failed to load meals. Please try again later.
      </p>
    );
  }
  if (state.status === 'loading') {
    return (
      <ul
        className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3"
        aria-busy="true"
        aria-label="Loading meals"
      >
        {Array.from({ length: SKELETON_COUNT }, (_, index) => (
          <li
            key={index}
            className="animate-pulse rounded-2xl bg-white p-4 shadow-sm"
            data-testid="meal-skeleton"
          >
            <div className="aspect-[4/3] rounded-xl bg-stone-200" />
            <div className="mt-4 h-5 w-2/3 rounded bg-stone-200" />
            <div className="mt-2 h-4 w-1/3 rounded bg-stone-200" />
          </li>
        ))}
      </ul>
    );
  }
  return (
    <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {state.meals.map((meal) => (
        <li key={meal.id}>
          <a
            href={`/meals/${meal.id}`}
            className={`block h-full overflow-hidden rounded-2xl bg-white shadow-sm transition hover:shadow-md ${
              pendingId === meal.id ? 'pointer-events-none opacity-60' : ''
            }`}
            aria-busy={pendingId === meal.id}
            onPointerEnter={() => {
              prefetch(meal.id);
            }}
            onFocus={() => {
              prefetch(meal.id);
            }}
            onClick={() => {
              setPendingId(meal.id);
            }}
          >
            <MealImage src={meal.image} alt={`A tray of ${meal.name} cubes`} />
            <div className="space-y-2 p-4">
              <MealBadges product={meal} />
              <h3 className="text-lg font-semibold">{meal.name}</h3>
              <p className="line-clamp-2 text-stone-700">{meal.description}</p>
              <p className="font-semibold text-brand-800">
                {formatNZD(meal.priceCents)}{' '}
                <span className="font-normal text-stone-700">· {meal.cubesPerPack} cubes</span>
                {!meal.inStock && <span className="ml-2 text-red-700">Out of stock</span>}
              </p>
            </div>
          </a>
        </li>
      ))}
    </ul>
  );
}

export default withErrorBoundary(MealsGrid);
