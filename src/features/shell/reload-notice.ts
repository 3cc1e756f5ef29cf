/**
 * An alert that says a part of the page could not load and offers to reload it, built without
 * React (the code that failed to load is what would have drawn it). A reload is the only way:
 * the browser keeps a failed module fetch for the page's life (components/errors/module-load-failure.ts).
 */
export function reloadNotice(
  message: string,
  classes: { notice: string; button: string },
): HTMLElement {
  const notice = document.createElement('div');
  notice.setAttribute('role', 'alert');
  notice.className = classes.notice;
  const reload = document.createElement('button');
  reload.type = 'button';
  reload.textContent = 'Reload the page';
  reload.className = classes.button;
  reload.addEventListener('click', () => {
    window.location.reload();
  });
  notice.append(message, reload);
  return notice;
}
