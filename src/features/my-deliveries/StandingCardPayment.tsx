import { useState } from 'react';
import type { StandingOrderView } from '../../lib/standing-orders/my-deliveries.ts';
import type { RunChange } from './StandingOrderCard.tsx';
import { savedCardLabel } from '../../lib/standing-orders/card-label.ts';
import { cardSetupUrl } from './call.ts';
import { SECONDARY_BUTTON_CLASS } from './styles.ts';

/** A card standing order's saved card, and the button to Stripe's page that saves or changes it. */
export default function StandingCardPayment({
  order,
  run,
}: {
  order: StandingOrderView;
  run: RunChange;
}) {
  const [busy, setBusy] = useState(false);
  const save = async () => {
    setBusy(true);
    const going = await run(async () => {
      window.location.assign(await cardSetupUrl(order.id));
      return { message: 'Taking you to Stripe to save your card…' };
    });
    if (!going) setBusy(false);
  };
  return (
    <div className="mt-3 flex flex-wrap items-center justify-between gap-2 rounded-lg bg-stone-50 p-3">
      <p data-testid="standing-card">
        {order.card
          ? `Next orders are charged on your ${savedCardLabel(order.card)}.`
          : 'No card saved yet: your next order will be emailed with a link to pay.'}
      </p>
      <button
        type="button"
        className={SECONDARY_BUTTON_CLASS}
        disabled={busy}
        onClick={() => void save()}
      >
        {order.card ? 'Change card' : 'Save a card'}
      </button>
    </div>
  );
}
