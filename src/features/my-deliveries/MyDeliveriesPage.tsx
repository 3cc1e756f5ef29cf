import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { withErrorBoundary } from '../../components/errors/ErrorBoundary.tsx';
import type { MyDeliveries } from '../../lib/standing-orders/my-deliveries.ts';
import { callDeliveries, isSignedOut, refusalOf } from './call.ts';
import PastOrders from './PastOrders.tsx';
import SignOutButtons from './SignOutButtons.tsx';
import StandingOrderCard, { type PageRun } from './StandingOrderCard.tsx';

// Signing in is for a new device: a signed-in page never loads its form (nor its schema).
const SignInPanel = lazy(() => import('./SignInPanel.tsx'));

interface Props {
  /** The page found a good sign-in cookie. */
  signedIn: boolean;
  /** The deliveries the page read for that cookie (null: the island asks the API). */
  initial?: MyDeliveries | null;
}

/** My deliveries: sign in, then the shopper's standing orders and past orders. */
function MyDeliveriesPage({ signedIn, initial = null }: Props) {
  const [data, setData] = useState<MyDeliveries | null>(signedIn ? initial : null);
  const [signedOut, setSignedOut] = useState(!signedIn);
  const [notice, setNotice] = useState<{ text: string; problem: boolean } | null>(null);

  const load = useCallback(
    () =>
      callDeliveries('read', {}).then(
        (answer) => {
          setData(answer);
        },
        (error: unknown) => {
          if (isSignedOut(error)) setSignedOut(true);
          else setNotice({ text: refusalOf(error), problem: true });
        },
      ),
    [],
  );
  // What the page read is shown as it is; the API is asked when it read nothing (over the rate
  // limit) and after each sign-in here.
  const [needsLoad, setNeedsLoad] = useState(initial === null);
  useEffect(() => {
    if (!signedOut && needsLoad) void load();
  }, [signedOut, needsLoad, load]);

  // A change's answer is shown on its card, where the shopper acted (they may be far down the
  // page); only a lost sign-in, which replaces the cards, is told at the top.
  const run: PageRun = async (work, show, onProblem) => {
    try {
      const { message } = await work();
      await load();
      show({ text: message, problem: false });
      return true;
    } catch (error) {
      // A form that stays open shows its refusal beside its fields (onProblem): not twice.
      if (isSignedOut(error)) {
        setSignedOut(true);
        setNotice({ text: refusalOf(error), problem: true });
      } else if (!onProblem) show({ text: refusalOf(error), problem: true });
      onProblem?.(refusalOf(error));
      return false;
    }
  };
  const signedOutWith = (message: string) => {
    setData(null);
    setNotice({ text: message, problem: false });
    setSignedOut(true);
  };

  return (
    <div className="grid gap-6">
      <div role="status" aria-live="polite">
        {notice && (
          <p
            className={`rounded-lg p-3 font-medium ${notice.problem ? 'bg-amber-50 text-red-800' : 'bg-brand-50'}`}
          >
            {notice.text}
          </p>
        )}
      </div>
      {signedOut ? (
        <Suspense fallback={<p>Loading the sign-in form…</p>}>
          <SignInPanel
            onSignedIn={() => {
              setNotice(null);
              setNeedsLoad(true);
              setSignedOut(false);
            }}
          />
        </Suspense>
      ) : data === null ? (
        <p>Loading your deliveries…</p>
      ) : (
        <>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p className="min-w-0 wrap-anywhere">
              {data.email ? `Signed in as ${data.email}.` : 'You are signed in.'}
            </p>
            <SignOutButtons onSignedOut={signedOutWith} />
          </div>
          {data.standingOrders.length === 0 && (
            <p>
              You have no standing orders. Choose “Deliver this every week” at checkout to start
              one.
            </p>
          )}
          {data.standingOrders.map((order) => (
            <StandingOrderCard
              key={order.id}
              order={order}
              meals={data.meals}
              orders={data.pastOrders}
              run={run}
            />
          ))}
          <PastOrders orders={data.pastOrders} meals={data.meals} />
        </>
      )}
    </div>
  );
}

export default withErrorBoundary(MyDeliveriesPage);
