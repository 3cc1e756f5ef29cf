import type { ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import CartDrawer from '../cart/CartDrawer.tsx';
import NewsletterDialog from '../newsletter/NewsletterDialog.tsx';
import Toaster from '../toast/Toaster.tsx';

/**
 * The shared islands of every public page, mounted by page-shell.ts the first time each is
 * wanted. Each gets its own element at the end of the page (the toasts use the live regions the
 * page rendered, so screen readers already know them when the first toast arrives).
 */

function mountAtEnd(name: string, node: ReactNode): void {
  const host = document.createElement('div');
  host.dataset.island = name;
  document.body.append(host);
  createRoot(host).render(node);
}

export function mountCartDrawer(): void {
  mountAtEnd('cart-drawer', <CartDrawer />);
}

export function mountNewsletterDialog(): void {
  mountAtEnd('newsletter-dialog', <NewsletterDialog />);
}

export function mountPageToaster(): void {
  const news = document.querySelector<HTMLElement>('[data-toast-region="news"]');
  const errors = document.querySelector<HTMLElement>('[data-toast-region="errors"]');
  mountAtEnd('toaster', news && errors ? <Toaster regions={{ news, errors }} /> : <Toaster />);
}
