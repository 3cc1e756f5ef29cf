import { atom } from 'nanostores';

/** Whether the newsletter dialog is open: the one control every "get updates" button shares. */
export const $newsletterOpen = atom(false);

/** Counts the times the dialog was opened; each opening starts a fresh form and question. */
export const $newsletterSession = atom(0);

/** The session whose signup succeeded, so the dialog shows "You're In!" until it is closed. */
export const $newsletterSubscribedSession = atom<number | null>(null);

let opener: HTMLElement | null = null;

/** Opens the newsletter dialog; `trigger` gets the focus back when it closes. */
export function openNewsletter(trigger?: HTMLElement | null): void {
  opener = trigger ?? null;
  if ($newsletterOpen.get()) return;
  $newsletterSession.set($newsletterSession.get() + 1);
  $newsletterOpen.set(true);
}

/** Closes the newsletter dialog. */
export function closeNewsletter(): void {
  $newsletterOpen.set(false);
}

/** Marks the current opening as subscribed: the dialog swaps its form for the confirmation. */
export function markNewsletterSubscribed(): void {
  $newsletterSubscribedSession.set($newsletterSession.get());
}

/** The element that opened the dialog last, if any, so focus can return to it. */
export function newsletterOpener(): HTMLElement | null {
  return opener;
}
