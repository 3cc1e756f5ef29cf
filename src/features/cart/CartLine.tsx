import type { CartItem } from '../../lib/cart/cart.ts';
import { quantityLimit } from '../../lib/checkout/refusal.ts';
import { formatNZD } from '../../lib/money.ts';
import { productImageAttributes, THUMBNAIL_SIZES } from '../../lib/products/product-image.ts';

interface Props {
  item: CartItem;
  onQuantity: (quantity: number) => void;
  onRemove: () => void;
  /** Packs the kitchen said are left of this meal (a refused order told us), if known. */
  stockLeft?: number | undefined;
}

const stepButton =
  'flex h-9 w-9 items-center justify-center rounded-full border border-stone-400 text-lg font-bold text-ink hover:bg-brand-100 disabled:cursor-not-allowed disabled:opacity-50';

/** One line in the cart drawer: picture, name, unit price, quantity steppers, total, remove. */
export default function CartLine({ item, onQuantity, onRemove, stockLeft }: Props) {
  const limit = quantityLimit(stockLeft);
  const atLimit = item.quantity >= limit.max;
  const hintId = `cart-line-limit-${item.id}`;
  return (
    <li className="flex gap-3 border-b border-stone-200 py-4">
      <img
        {...productImageAttributes(item.image, THUMBNAIL_SIZES)}
        alt=""
        width={64}
        height={64}
        loading="lazy"
        className="h-16 w-16 shrink-0 rounded-lg bg-brand-100 object-cover"
      />
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className="flex items-start justify-between gap-2">
          <div>
            <p className="font-semibold">{item.name}</p>
            <p className="text-sm text-stone-700">{formatNZD(item.price)} each</p>
          </div>
          <p className="font-semibold">{formatNZD(item.price * item.quantity)}</p>
        </div>
        <div className="flex items-center justify-between gap-2">
          <div className="flex items-center gap-2">
            <button
              type="button"
              className={stepButton}
              aria-label={`Decrease quantity of ${item.name}`}
              onClick={() => {
                onQuantity(item.quantity - 1);
              }}
            >
              <span aria-hidden="true">−</span>
            </button>
            <span className="min-w-8 text-center font-semibold tabular-nums">
              <span className="sr-only">Quantity </span>
              {item.quantity}
            </span>
            <button
              type="button"
              className={stepButton}
              aria-label={`Increase quantity of ${item.name}`}
              disabled={atLimit}
              aria-describedby={atLimit ? hintId : undefined}
              onClick={() => {
                onQuantity(item.quantity + 1);
              }}
            >
              <span aria-hidden="true">+</span>
            </button>
          </div>
          <button
            type="button"
            className="rounded px-2 py-1 text-sm font-medium text-brand-700 underline hover:text-brand-800"
            aria-label={`Remove ${item.name} from cart`}
            onClick={onRemove}
          >
            Remove
          </button>
        </div>
        {atLimit && (
          <p id={hintId} className="text-sm font-medium text-stone-700">
            {limit.hint}
          </p>
        )}
      </div>
    </li>
  );
}
