import { useStore } from '@nanostores/react';
import { lazy, Suspense, useEffect, useRef } from 'react';
import Toaster from '../toast/Toaster.tsx';
import { trapTabKey } from './focus-trap.ts';
import {
  $newsletterOpen,
  $newsletterPendingEmail,
  $newsletterSession,
  $newsletterSubscribedSession,
  closeNewsletter,
  markNewsletterSubscribed,
  newsletterOpener,
} from './newsletter-store.ts';
import { withErrorBoundary } from '../../components/errors/ErrorBoundary.tsx';
import { CONFIRMATION_LINK_LIFETIME_TEXT } from '../../lib/newsletters/confirmation-timing.ts';

const TITLE_ID = 'newsletter-dialog-title';

// The form (with zod and react-hook-form) loads when the dialog first opens, not on every page.
const NewsletterForm = lazy(() => import('./NewsletterForm.tsx'));

/**
 * The newsletter sign-up dialog, opened from anywhere through the newsletter
 * store. A native modal <dialog>: focus moves in and stays in, Escape closes it, and focus goes
 * back to whatever opened it. Each opening shows a fresh form with a new maths question.
 */
function NewsletterDialog() {
  // `ssr: 'initial'`: hydrate closed, as rendered on the server, even if a button was clicked
  // before hydration; the dialog then opens right after.
  const open = useStore($newsletterOpen, { ssr: 'initial' });
  const session = useStore($newsletterSession);
  const subscribed = useStore($newsletterSubscribedSession) === session;
  const dialogRef = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  const handleClose = () => {
    closeNewsletter();
    const opener = newsletterOpener();
    if (opener?.isConnected) opener.focus();
  };

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={TITLE_ID}
      onClose={handleClose}
      onKeyDown={trapTabKey}
      onClick={(event) => {
        // A click on the dialog element itself is a click on the backdrop around the content.
        if (event.target === event.currentTarget) dialogRef.current?.close();
      }}
      className="m-auto max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-lg overflow-y-auto rounded-2xl bg-white p-0 text-ink shadow-xl backdrop:bg-ink/60 lg:max-w-4xl"
    >
      {open ? (
        <div className="relative grid lg:grid-cols-[3fr_2fr]">
          <div className="p-6 sm:p-8">
            {subscribed ? (
              <Confirmation onClose={() => dialogRef.current?.close()} />
            ) : (
              <>
                <h2 id={TITLE_ID} className="pr-10 text-2xl font-bold text-brand-800">
                  Join Our Newsletter
                </h2>
                <p className="mt-2 mb-6 text-stone-700">
                  Be the first to hear about new meals, recipe ideas and special offers.
                </p>
                <Suspense fallback={<p className="text-stone-700">Loading the form…</p>}>
                  <NewsletterForm key={session} onSubscribed={markNewsletterSubscribed} />
                </Suspense>
              </>
            )}
          </div>
          <div className="hidden flex-col justify-center gap-6 bg-brand-700 p-8 text-white lg:flex">
            <h3 className="text-2xl font-bold">Exciting New Flavors Coming Soon!</h3>
            <img
              src="/images/newsletter/new-flavours.svg"
              width="320"
              height="240"
              alt="A preview of three new sauce cubes in a Cube Kitchen tray"
              className="h-auto w-full rounded-xl"
            />
          </div>
          <button
            type="button"
            aria-label="Close dialog"
            onClick={() => dialogRef.current?.close()}
            className="absolute top-3 right-3 rounded-full p-2 text-ink hover:bg-stone-100"
          >
            <svg aria-hidden="true" viewBox="0 0 20 20" width="20" height="20" fill="currentColor">
              <path d="M5.3 5.3a1 1 0 0 1 1.4 0L10 8.6l3.3-3.3a1 1 0 1 1 1.4 1.4L11.4 10l3.3 3.3a1 1 0 0 1-1.4 1.4L10 11.4l-3.3 3.3a1 1 0 0 1-1.4-1.4L8.6 10 5.3 6.7a1 1 0 0 1 0-1.4Z" />
            </svg>
          </button>
          <Toaster modal />
        </div>
      ) : null}
    </dialog>
  );
}

/**
 * After a signup: the spec's "You're In!" with its Close button. Nobody is subscribed until the
 * button in the emailed link's page is pressed (double opt-in), so the text names that last step.
 */
function Confirmation({ onClose }: { onClose: () => void }) {
  const email = useStore($newsletterPendingEmail);
  const closeRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    closeRef.current?.focus();
  }, []);
  return (
    <div className="py-6 text-center">
      <h2 id={TITLE_ID} className="text-3xl font-bold text-brand-800">
        You're In!
      </h2>
      <p className="mt-3 text-stone-700">
        One last step: press the button in the email we just sent to{' '}
        <strong className="break-all">{email}</strong>. The link works for{' '}
        {CONFIRMATION_LINK_LIFETIME_TEXT}.
      </p>
      <p className="mt-2 text-sm text-stone-700">
        No email? Check your spam folder. Nothing changes until you press that button.
      </p>
      <button
        ref={closeRef}
        type="button"
        onClick={onClose}
        className="mt-6 rounded-full bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800"
      >
        Close
      </button>
    </div>
  );
}

export default withErrorBoundary(NewsletterDialog);
