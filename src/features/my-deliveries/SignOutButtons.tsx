import { useId, useState } from 'react';
import { callDeliveries, refusalOf } from './call.ts';
import { PRIMARY_BUTTON_CLASS, SECONDARY_BUTTON_CLASS } from './styles.ts';

/**
 * Sign out of this browser, or (after a question) of every device: the second ends every
 * sign-in of the customer at once, say after using a shared or lost computer.
 */
export default function SignOutButtons({
  onSignedOut,
}: {
  /** Called with what to tell the shopper once they are signed out. */
  onSignedOut: (message: string) => void;
}) {
  const id = useId();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const signOut = async () => {
    await callDeliveries('signOut', {});
    onSignedOut('You are signed out.');
  };
  const signOutEverywhere = async () => {
    setBusy(true);
    setProblem(null);
    try {
      const { message } = await callDeliveries('signOutEverywhere', {});
      onSignedOut(message);
    } catch (error) {
      setProblem(refusalOf(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap gap-2">
        <button type="button" className={SECONDARY_BUTTON_CLASS} onClick={() => void signOut()}>
          Sign out
        </button>
        <button
          type="button"
          className={SECONDARY_BUTTON_CLASS}
          aria-expanded={asking}
          aria-controls={`${id}-confirm`}
          onClick={() => {
            setAsking(true);
          }}
        >
          Sign out everywhere
        </button>
      </div>
      {asking && (
        <div
          id={`${id}-confirm`}
          role="group"
          aria-labelledby={`${id}-question`}
          className="grid gap-3 rounded-lg bg-amber-50 p-3"
        >
          <p id={`${id}-question`} className="font-semibold">
            Sign out on every device? Every browser signed in to your deliveries, this one too, will
            need a new code from your email.
          </p>
          <div className="flex flex-wrap gap-2">
            <button
              type="button"
              className={PRIMARY_BUTTON_CLASS}
              disabled={busy}
              onClick={() => void signOutEverywhere()}
            >
              Yes, sign out everywhere
            </button>
            <button
              type="button"
              className={SECONDARY_BUTTON_CLASS}
              disabled={busy}
              onClick={() => {
                setAsking(false);
              }}
            >
              Stay signed in
            </button>
          </div>
          {problem && (
            <p role="alert" className="font-medium text-red-700">
              {problem}
            </p>
          )}
        </div>
      )}
    </div>
  );
}
