import { useId, useState, type SyntheticEvent } from 'react';
import { fieldClass, LABEL_CLASS } from '../../components/forms/fields.tsx';
import { callRoute } from '../../lib/api/call-route.ts';
import { myDeliveriesApi } from '../../lib/public-api/my-deliveries.ts';
import { DeliveriesCodeRequestSchema } from '../../lib/standing-orders/my-deliveries.ts';
import { refusalOf } from './call.ts';
import { CARD_CLASS, PRIMARY_BUTTON_CLASS, SUBHEADING_CLASS } from './styles.ts';

/**
 * The address an email's link filled in (`?email=`), when it is a valid address; only a
 * convenience: it opens nothing, the code still goes to that inbox.
 */
function emailFromAddressBar(): string {
  const given = new URLSearchParams(window.location.search).get('email');
  const parsed = DeliveriesCodeRequestSchema.safeParse({ email: given });
  return parsed.success ? parsed.data.email : '';
}

/**
 * Sign in on a new device: the email address, then the 6-digit code emailed to it. The answer
 * to the first step is the same whether or not the address has deliveries.
 */
export default function SignInPanel({ onSignedIn }: { onSignedIn: () => void }) {
  const id = useId();
  const [email, setEmail] = useState(emailFromAddressBar);
  const [code, setCode] = useState('');
  const [sent, setSent] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const askCode = async (event: SyntheticEvent) => {
    event.preventDefault();
    setBusy(true);
    setProblem(null);
    try {
      const answer = await callRoute(myDeliveriesApi.api.requestCode, { body: { email } });
      setSent(answer.message);
    } catch (error) {
      setProblem(refusalOf(error));
    } finally {
      setBusy(false);
    }
  };
  const signIn = async (event: SyntheticEvent) => {
    event.preventDefault();
    setBusy(true);
    setProblem(null);
    try {
      await callRoute(myDeliveriesApi.api.signIn, { body: { email, code } });
      onSignedIn();
    } catch (error) {
      setProblem(refusalOf(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby={`${id}-heading`} className={CARD_CLASS}>
      <h2 id={`${id}-heading`} className={SUBHEADING_CLASS}>
        Sign in with a code
      </h2>
      <p className="mt-2">
        We email you a 6-digit code and a sign-in link; either works once, for 15 minutes.
      </p>
      <form onSubmit={(event) => void askCode(event)} className="mt-4 grid gap-3 sm:max-w-md">
        <div>
          <label htmlFor={`${id}-email`} className={LABEL_CLASS}>
            Email address
          </label>
          <input
            id={`${id}-email`}
            type="email"
            autoComplete="email"
            required
            value={email}
            onChange={(event) => {
              setEmail(event.target.value);
            }}
            className={fieldClass(false)}
          />
        </div>
        <button
          type="submit"
          disabled={busy}
          className={`${PRIMARY_BUTTON_CLASS} justify-self-start`}
        >
          Email me a code
        </button>
      </form>
      {sent && (
        <form onSubmit={(event) => void signIn(event)} className="mt-6 grid gap-3 sm:max-w-md">
          <p role="status">{sent}</p>
          <div>
            <label htmlFor={`${id}-code`} className={LABEL_CLASS}>
              6-digit code
            </label>
            <input
              id={`${id}-code`}
              inputMode="numeric"
              autoComplete="one-time-code"
              pattern="[0-9]{6}"
              maxLength={6}
              required
              value={code}
              onChange={(event) => {
                setCode(event.target.value);
              }}
              className={fieldClass(problem !== null)}
            />
          </div>
          <button
            type="submit"
            disabled={busy}
            className={`${PRIMARY_BUTTON_CLASS} justify-self-start`}
          >
            Sign in
          </button>
        </form>
      )}
      {problem && (
        <p role="alert" className="mt-3 font-medium text-red-700">
          {problem}
        </p>
      )}
    </section>
  );
}
