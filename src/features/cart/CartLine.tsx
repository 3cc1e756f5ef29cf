import type { CartItem } from '../../lib/cart/cart.ts';
import { quantityLimit } from '../../lib/checkout/refusal.ts';
import { formatNZD } from '../../lib/money.ts';
import { productImageAttributes, THUMBNAIL_SIZES } from '../../lib/products/product-image.ts';
import {
  LIMIT_HINT_CLASS,
  LINE_BODY_CLASS,
  LINE_CLASS,
  LINE_CONTROLS_CLASS,
  LINE_IMAGE_CLASS,
  LINE_ROW_CLASS,
  LINE_STEPPER_CLASS,
  QUANTITY_CLASS,
  REMOVE_BUTTON_CLASS,
  STEP_BUTTON_CLASS,
} from './cart-line-classes.ts';

interface Props {
  item: CartItem;
  onQuantity: (quantity: number) => void;
  onRemove: () => void;
  /** Packs the kitchen said are left of this meal (a refused order told us), if known. */
  stockLeft?: number | undefined;
}

/** One line in the cart drawer: picture, name, unit price, quantity steppers, total, remove. */
export default function CartLine({ item, onQuantity, onRemove, stockLeft }: Props) {
  const limit = quantityLimit(stockLeft);
  const atLimit = item.quantity >= limit.max;
  const hintId = `cart-line-limit-${item.id}`;
  return (
    <li className={LINE_CLASS}>
      <img
        {...productImageAttributes(item.image, THUMBNAIL_SIZES)}
        alt=""
        width={64}
        height={64}
        loading="lazy"
        className={LINE_IMAGE_CLASS}
      />
      <div className={LINE_BODY_CLASS}>
        <div className={LINE_ROW_CLASS}>
          <div>
            <p className="font-semibold">{item.name}</p>
            <p className="text-sm text-stone-700">{formatNZD(item.price)} each</p>
          </div>
          <p className="font-semibold">{formatNZD(item.price * item.quantity)}</p>
        </div>
        <div className={LINE_CONTROLS_CLASS}>
          <div className={LINE_STEPPER_CLASS}>
            <button
              type="button"
              className={STEP_BUTTON_CLASS}
              aria-label={`Decrease quantity of ${item.name}`}
              onClick={() => {
                onQuantity(item.quantity - 1);
              }}
            >
              <span aria-hidden="true">−</span>
            </button>
            <span className={QUANTITY_CLASS}>
              <span className="sr-only">Quantity </span>
              {item.quantity}
            </span>
            <button
              type="button"
              className={STEP_BUTTON_CLASS}
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
            className={REMOVE_BUTTON_CLASS}
            aria-label={`Remove ${item.name} from cart`}
            onClick={onRemove}
          >
            Remove
          </button>
        </div>
        {atLimit && (
          <p id={hintId} className={LIMIT_HINT_CLASS}>
            {limit.hint}
          </p>
        )}
      </div>
    </li>
  );
}
