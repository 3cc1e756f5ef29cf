import { createRoot } from 'react-dom/client';
import CheckoutPage from './CheckoutPage.tsx';

/**
 * Renders the live checkout into the element that holds the server-rendered frame. React clears
 * the element in the same commit that inserts the form, so the page never shows both or neither,
 * and the form's first layout effect carries over what was typed into the frame.
 */
export function mountLiveCheckout(host: HTMLElement): void {
  createRoot(host).render(<CheckoutPage />);
}
