import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const KEY = 'cube-kitchen-cart';

/** A Map-backed Storage with an optional quota in characters per value. */
class MemoryStorage {
  readonly data = new Map<string, string>();
  readonly quota: number;
  constructor(quota = Number.POSITIVE_INFINITY) {
    this.quota = quota;
  }
  get length(): number {
    return this.data.size;
  }
  key(index: number): string | null {
    return [...this.data.keys()][index] ?? null;
  }
  getItem(key: string): string | null {
    return this.data.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    if (value.length > this.quota) throw new DOMException('Full', 'QuotaExceededError');
    this.data.set(key, value);
  }
  removeItem(key: string): void {
    this.data.delete(key);
  }
  clear(): void {
    this.data.clear();
  }
}

const products = [
  {
    id: 'beef-bolognese',
    name: 'Beef Bolognese',
    description: 'Slow-cooked beef.',
    image: '/images/meals/beef-bolognese.svg',
    tags: [],
    cubesPerPack: 9,
    priceCents: 1690,
    isBestseller: true,
    isVegetarian: false,
    isKidFriendly: true,
    inStock: true,
  },
];
const bolognese = {
  id: 'beef-bolognese',
  name: 'Beef Bolognese',
  price: 1690,
  image: '/images/meals/beef-bolognese.svg',
};

let storage: MemoryStorage;
let win: EventTarget;
const fetchMock = vi.fn<typeof fetch>();

function setUp(quota?: number): void {
  storage = new MemoryStorage(quota);
  win = new EventTarget();
  vi.stubGlobal('localStorage', storage);
  vi.stubGlobal('window', win);
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockImplementation(() => Promise.resolve(Response.json(products)));
}

async function loadStore(): Promise<typeof import('../../src/features/cart/cart-store.ts')> {
  vi.resetModules();
  const store = await import('../../src/features/cart/cart-store.ts');
  store.$cart.get(); // mounts the store: restores and starts saving
  return store;
}

function saved(): unknown {
  const raw = storage.getItem(KEY);
  return raw === null ? null : JSON.parse(raw);
}

beforeEach(() => {
  setUp();
});

afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

describe('cart store', () => {
  it('saves id, quantity, name and price after every change', async () => {
    const { addToCart, setCartQuantity, $cart, $cartTotals } = await loadStore();
    addToCart(bolognese, 2);
    expect($cart.get().isOpen).toBe(true);
    expect(saved()).toEqual({
      items: [{ id: 'beef-bolognese', quantity: 2, name: 'Beef Bolognese', price: 1690 }],
    });
    setCartQuantity('beef-bolognese', 3);
    expect($cartTotals.get()).toMatchObject({ totalItems: 3, subtotal: 5070, deliveryFee: 0 });
    setCartQuantity('beef-bolognese', 0);
    expect(saved()).toBeNull();
  });

  it('restores a saved cart and refreshes it from the product list', async () => {
    storage.setItem(
      KEY,
      JSON.stringify({ items: [{ id: 'beef-bolognese', quantity: 2, name: 'Old', price: 1 }] }),
    );
    const { $cart } = await loadStore();
    expect($cart.get().items).toEqual([{ ...bolognese, name: 'Old', price: 1, quantity: 2 }]);
    await vi.waitFor(() => {
      expect($cart.get().items).toEqual([{ ...bolognese, quantity: 2 }]);
    });
    expect(fetchMock).toHaveBeenCalledWith('/api/products', expect.anything());
  });

  it('restores an ids-and-quantities cart from the product list, dropping unknown ids', async () => {
    storage.setItem(
      KEY,
      JSON.stringify({
        items: [
          { id: 'beef-bolognese', quantity: 3 },
          { id: 'gone', quantity: 1 },
        ],
      }),
    );
    const { $cart } = await loadStore();
    await vi.waitFor(() => {
      expect($cart.get().items).toEqual([{ ...bolognese, quantity: 3 }]);
    });
  });

  it('says it is restoring while saved lines wait for their names, and only then', async () => {
    const { promise: answered, resolve: answer } = Promise.withResolvers<Response>();
    fetchMock.mockImplementation(() => answered);
    storage.setItem(KEY, JSON.stringify({ items: [{ id: 'beef-bolognese', quantity: 3 }] }));
    const { $cart, $cartRestoring } = await loadStore();
    // Not known yet: the checkout shows it is loading, never "Your cart is empty".
    expect($cart.get().items).toEqual([]);
    expect($cartRestoring.get()).toBe(true);
    answer(Response.json(products));
    await vi.waitFor(() => {
      expect($cartRestoring.get()).toBe(false);
    });
    expect($cart.get().items).toEqual([{ ...bolognese, quantity: 3 }]);
  });

  it('is not restoring when the saved lines carry their names and prices', async () => {
    storage.setItem(
      KEY,
      JSON.stringify({ items: [{ id: 'beef-bolognese', quantity: 2, name: 'Old', price: 1 }] }),
    );
    const { $cart, $cartRestoring } = await loadStore();
    expect($cart.get().items).toHaveLength(1);
    expect($cartRestoring.get()).toBe(false);
  });

  it('keeps unnamed lines saved while the product list cannot be loaded', async () => {
    fetchMock.mockImplementation(() => Promise.resolve(new Response('', { status: 500 })));
    const minimal = JSON.stringify({ items: [{ id: 'beef-bolognese', quantity: 3 }] });
    storage.setItem(KEY, minimal);
    const { $cart, openCart } = await loadStore();
    await vi.waitFor(() => {
      expect(fetchMock).toHaveBeenCalledTimes(1);
    });
    // Let the failed request settle before trying again.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect($cart.get().items).toEqual([]);
    expect(storage.getItem(KEY)).toBe(minimal);
    fetchMock.mockImplementation(() => Promise.resolve(Response.json(products)));
    openCart();
    await vi.waitFor(() => {
      expect($cart.get().items).toEqual([{ ...bolognese, quantity: 3 }]);
    });
  });

  it('discards an unreadable saved cart', async () => {
    storage.setItem(KEY, '{oops');
    const { $cart } = await loadStore();
    expect($cart.get().items).toEqual([]);
    expect(storage.getItem(KEY)).toBeNull();
  });

  it('clears all storage and saves only ids and quantities when storage is full', async () => {
    setUp(60);
    storage.setItem('other', 'x');
    const { addToCart } = await loadStore();
    addToCart(bolognese, 1);
    expect([...storage.data.keys()]).toEqual([KEY]);
    expect(saved()).toEqual({ items: [{ id: 'beef-bolognese', quantity: 1 }] });
  });

  it('follows changes made in another tab', async () => {
    const { $cart } = await loadStore();
    const event = new Event('storage');
    const newValue = JSON.stringify({
      items: [{ id: 'beef-bolognese', quantity: 4, name: 'Beef Bolognese', price: 1690 }],
    });
    Object.assign(event, { key: KEY, newValue, storageArea: storage });
    win.dispatchEvent(event);
    expect($cart.get()).toEqual({ items: [{ ...bolognese, quantity: 4 }], isOpen: false });
  });
});
