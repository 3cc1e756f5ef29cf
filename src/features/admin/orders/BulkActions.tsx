import { useId, useState } from 'react';
import { FieldFrame, fieldAria, fieldClass } from '../../../components/forms/fields.tsx';
import { ordersArea } from '../../../lib/admin/areas/orders.ts';
import { fieldErrorsOf, userMessageFor } from '../../../lib/api/api-client.ts';
import { screenHref } from '../../../lib/admin/screens.ts';
import { nzDateOf } from '../../../lib/delivery/nz-time.ts';
import { BULK_STATUSES, type BulkStatus } from '../../../lib/orders/admin-requests.ts';
import { ORDER_STATUS_LABELS } from '../../../lib/orders/status.ts';
import { showToast } from '../../toast/toast-store.ts';
import { useRouteMutation } from '../api/hooks.ts';
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from '../styles.ts';

const BULK_LABELS: Readonly<Record<BulkStatus, string>> = {
  paid: 'Mark paid',
  packed: 'Mark packed',
  out_for_delivery: 'Mark out for delivery',
  delivered: 'Mark delivered',
  collected: 'Mark collected',
};

/**
 * The bar over the orders list while orders are ticked: move them all at once (paid asks for
 * the day the transfers arrived first), print their slips; refusals are listed with reasons.
 */
export function BulkActions({
  ticked,
  onDone,
}: {
  ticked: ReadonlySet<string>;
  onDone: () => void;
}) {
  const [refusals, setRefusals] = useState<string[]>([]);
  const [askPaid, setAskPaid] = useState(false);
  const [paidError, setPaidError] = useState<string | undefined>();
  const bulk = useRouteMutation(ordersArea.api.bulkStatus, { refreshes: [ordersArea.api.list] });

  const move = async (status: BulkStatus, receivedOn?: string) => {
    setRefusals([]);
    setPaidError(undefined);
    try {
      const body = { ids: [...ticked], status, ...(receivedOn ? { receivedOn } : {}) };
      const result = await bulk.mutateAsync({ body });
      setAskPaid(false);
      onDone();
      setRefusals(result.refused.map((one) => `${one.number ?? 'An order'}: ${one.message}`));
      showToast({
        title: `${String(result.changed.length)} marked ${ORDER_STATUS_LABELS[status].toLowerCase()}`,
        description: result.refused.length
          ? `${String(result.refused.length)} could not be moved; see why above the list.`
          : 'Every ticked order moved.',
      });
    } catch (error) {
      const fieldError = fieldErrorsOf(error).receivedOn;
      if (fieldError) setPaidError(fieldError);
      else setRefusals([userMessageFor(error)]);
    }
  };

  return (
    <>
      {ticked.size > 0 ? (
        <div
          role="region"
          aria-label="Ticked orders"
          className="mt-4 grid gap-3 rounded-xl bg-brand-50 p-3"
        >
          <div className="flex flex-wrap items-center gap-3">
            <span className="font-semibold">{ticked.size} ticked</span>
            {BULK_STATUSES.map((status) => (
              <button
                key={status}
                type="button"
                disabled={bulk.isPending}
                aria-expanded={status === 'paid' ? askPaid : undefined}
                className={status === 'paid' ? SECONDARY_BUTTON : PRIMARY_BUTTON}
                onClick={() => {
                  if (status === 'paid') setAskPaid(!askPaid);
                  else void move(status);
                }}
              >
                {BULK_LABELS[status]}
              </button>
            ))}
            <a
              className={SECONDARY_BUTTON}
              href={screenHref('packing-slips', {}, { ids: [...ticked].join(',') })}
              target="_blank"
              rel="noopener"
            >
              Print slips
            </a>
          </div>
          {askPaid ? (
            <MarkPaidInBulk
              count={ticked.size}
              busy={bulk.isPending}
              error={paidError}
              onCancel={() => {
                setAskPaid(false);
              }}
              onSubmit={(receivedOn) => void move('paid', receivedOn)}
            />
          ) : null}
        </div>
      ) : null}
      {refusals.length > 0 ? (
        <ul role="alert" className="mt-4 list-disc pl-6 font-semibold text-red-700">
          {refusals.map((refusal) => (
            <li key={refusal}>{refusal}</li>
          ))}
        </ul>
      ) : null}
    </>
  );
}

/** The day the ticked bank transfers reached the account (today or before), then confirm. */
function MarkPaidInBulk({
  count,
  busy,
  error,
  onCancel,
  onSubmit,
}: {
  count: number;
  busy: boolean;
  error: string | undefined;
  onCancel: () => void;
  onSubmit: (receivedOn: string) => void;
}) {
  const today = nzDateOf(new Date());
  const [receivedOn, setReceivedOn] = useState(today);
  const id = useId();
  return (
    <form
      aria-label="Mark ticked orders paid"
      className="grid gap-3 rounded-lg bg-white p-3"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit(receivedOn);
      }}
    >
      <p className="text-sm text-stone-700">
        Only bank transfers awaiting payment are marked paid; card orders are marked by Stripe.
        Check each amount and reference against the bank statement first.
      </p>
      <FieldFrame id={id} label="Day the transfers reached the account" error={error}>
        <input
          id={id}
          type="date"
          required
          max={today}
          value={receivedOn}
          className={fieldClass(Boolean(error))}
          {...fieldAria({ id, label: '', error })}
          onChange={(event) => {
            setReceivedOn(event.target.value);
          }}
        />
      </FieldFrame>
      <div className="flex flex-wrap gap-2">
        <button type="submit" className={PRIMARY_BUTTON} disabled={busy}>
          Confirm {count} paid
        </button>
        <button type="button" className={SECONDARY_BUTTON} onClick={onCancel}>
          Back
        </button>
      </div>
    </form>
  );
}
