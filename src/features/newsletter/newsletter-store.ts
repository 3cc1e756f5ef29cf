import { atom } from 'nanostores';

/** Whether the newsletter dialog is open: the one control every "get updates" button shares. */
export const $newsletterOpen = atom(false);

/** Counts the times the dialog was opened; each opening starts a fresh form and question. */
export const $newsletterSession = atom(0);

/** The session whose signup was sent, so the dialog shows "check your inbox" until it is closed. */
export const $newsletterSubscribedSession = atom<number | null>(null);

/** The address that signup was for, so the dialog can say where the confirmation link went. */
export const $newsletterPendingEmail = atom('');

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

/** Marks the current opening as signed up: the dialog swaps its form for "check your inbox". */
export function markNewsletterSubscribed(email: string): void {
  $newsletterPendingEmail.set(email);
  $newsletterSubscribedSession.set($newsletterSession.get());
}

/** The element that opened the dialog last, if any, so focus can return to it. */
export function newsletterOpener(): HTMLElement | null {
  return opener;
}
