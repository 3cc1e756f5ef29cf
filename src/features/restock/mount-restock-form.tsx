import { createRoot } from 'react-dom/client';
import RestockWaitlistForm from './RestockWaitlistForm.tsx';

/** Puts the open restock form in place of the page's "Email me when it's back" button. */
export function mountRestockForm(button: HTMLElement, meal: { id: string; name: string }): void {
  const host = document.createElement('div');
  host.dataset.island = 'restock-waitlist';
  button.replaceWith(host);
  createRoot(host).render(<RestockWaitlistForm meal={meal} open />);
}
