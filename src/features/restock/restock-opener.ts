/**
 * The "Email me when it's back" button of a sold-out meal's page (server-rendered, naming its meal
 * in `data-restock-meal`): its first click loads the form (React) and shows it, so the page starts
 * no React for the many visitors who never ask. A failed load (offline) lets the next click retry.
 */
export function wireRestockButton(root: ParentNode): void {
  const button = root.querySelector<HTMLButtonElement>('button[data-restock-meal]');
  const [id = '', ...name] = (button?.dataset.restockMeal ?? '').split(':');
  if (!button || !id) return;
  const meal = { id, name: name.join(':') };
  button.addEventListener('click', function open() {
    button.removeEventListener('click', open);
    button.setAttribute('aria-busy', 'true');
    import('./mount-restock-form.tsx').then(
      (chunk) => {
        chunk.mountRestockForm(button, meal);
      },
      () => {
        button.removeAttribute('aria-busy');
        button.addEventListener('click', open);
      },
    );
  });
  button.disabled = false;
  button.dataset.ready = 'true';
}

wireRestockButton(document);
