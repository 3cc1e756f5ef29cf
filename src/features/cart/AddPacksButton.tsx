import { useId, useState } from 'react';
import { withErrorBoundary } from '../../components/errors/ErrorBoundary.tsx';
import { userMessageFor } from '../../lib/api/api-client.ts';
import { cartProductFrom } from '../../lib/cart/cart.ts';
import { fetchProducts } from '../meals/product-queries.ts';
import { recipeAlreadyInCartText, recipePackCount } from '../../lib/cart/recipe-packs.ts';
import { showToast } from '../toast/toast-store.ts';
import { fillCartForRecipePacks } from './cart-store.ts';

interface Pack {
  productId: string;
  quantity: number;
}

interface Props {
  packs: readonly Pack[];
}

/** A recipe page's button: fills the cart up to the recipe's packs at the server's current prices. */
function AddPacksButton({ packs }: Props) {
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState('');
  const messageId = useId();

  async function addPacks(): Promise<void> {
    setBusy(true);
    setMessage('');
    try {
      const products = await fetchProducts();
      const lines = [];
      const missing: string[] = [];
      for (const pack of packs) {
        const product = products.find((candidate) => candidate.id === pack.productId);
        if (product?.inStock)
          lines.push({ product: cartProductFrom(product), quantity: pack.quantity });
        else missing.push(product?.name ?? pack.productId);
      }
      // Pressed again, the button adds nothing more: it says the cart already has the packs.
      if (lines.length > 0 && fillCartForRecipePacks(lines) === 0) {
        showToast({ title: recipeAlreadyInCartText(recipePackCount(lines)) });
      }
      if (missing.length > 0) {
        setMessage(`Not available right now, so not added: ${missing.join(', ')}.`);
      }
    } catch (error) {
      setMessage(`The packs could not be added to the cart. ${userMessageFor(error)}`);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div>
      <button
        type="button"
        disabled={busy}
        aria-busy={busy}
        aria-describedby={message ? messageId : undefined}
        onClick={() => void addPacks()}
        className="rounded-full bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800 disabled:cursor-wait disabled:opacity-80"
      >
        Add these packs to the cart
      </button>
      <p id={messageId} role="alert" className="mt-2 text-sm font-medium text-red-800">
        {message}
      </p>
    </div>
  );
}

export default withErrorBoundary(AddPacksButton);
