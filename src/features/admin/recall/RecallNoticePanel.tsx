import { useId, useState } from 'react';
import { fieldClass, LABEL_CLASS } from '../../../components/forms/fields.tsx';
import { recallArea, type RecallTrace } from '../../../lib/admin/areas/recall.ts';
import { userMessageFor } from '../../../lib/api/api-client.ts';
import type { RecallNoticeResult } from '../../../lib/recall/recall-notice.ts';
import { useRouteMutation } from '../api/hooks.ts';
import { ConfirmDialog } from '../ConfirmDialog.tsx';
import { useMayCall } from '../permissions.tsx';
import { DANGER_BUTTON, PANEL } from '../styles.ts';

function outcomeOf(result: RecallNoticeResult): string {
  const parts = [
    `Emailed ${String(result.emailed)} ${result.emailed === 1 ? 'customer' : 'customers'}`,
    result.alreadyEmailed > 0 ? `${String(result.alreadyEmailed)} had it already` : '',
    result.beingSent > 0
      ? `${String(result.beingSent)} being sent by another press (if they have not gone in 5 minutes, send again to finish them)`
      : '',
    result.failed > 0 ? `${String(result.failed)} failed and will be tried again` : '',
    `${String(result.packsWithdrawn)} packs taken out of sale`,
  ];
  return `${parts.filter(Boolean).join('; ')}.`;
}

/**
 * The recall notice: its text to edit, then Send with a confirm. Admins only; staff see who can.
 * The server emails each customer once however often it is pressed.
 */
export function RecallNoticePanel({ trace }: { trace: RecallTrace }) {
  const mayNotify = useMayCall(recallArea.api.notify);
  const notify = useRouteMutation(recallArea.api.notify, { refreshes: [recallArea.api.trace] });
  const [subject, setSubject] = useState(trace.suggestedNotice.subject);
  const [message, setMessage] = useState(trace.suggestedNotice.message);
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const ids = { heading: useId(), subject: useId(), message: useId() };
  const held = trace.batches.reduce((sum, batch) => sum + batch.packsInStock, 0);
  if (!mayNotify) {
    return (
      <p className={`${PANEL} mt-8`}>
        Only admins send recall notices. Ask an admin to send it from this screen.
      </p>
    );
  }
  const send = async () => {
    setError(null);
    try {
      await notify.mutateAsync({
        body: { batchIds: trace.batches.map((batch) => batch.id), subject, message },
      });
    } catch (failure) {
      setError(userMessageFor(failure));
    } finally {
      setConfirming(false);
    }
  };
  return (
    <section aria-labelledby={ids.heading} className={`${PANEL} mt-8 grid gap-4`}>
      <h2 id={ids.heading} className="text-xl font-bold">
        Recall notice
      </h2>
      <p>
        Each customer below gets it once, with their own order numbers; the batches’ remaining packs
        leave sale.
      </p>
      <div>
        <label htmlFor={ids.subject} className={LABEL_CLASS}>
          Subject
        </label>
        <input
          id={ids.subject}
          value={subject}
          onChange={(event) => {
            setSubject(event.target.value);
          }}
          className={fieldClass(false)}
        />
      </div>
      <div>
        <label htmlFor={ids.message} className={LABEL_CLASS}>
          Message
        </label>
        <textarea
          id={ids.message}
          rows={10}
          value={message}
          onChange={(event) => {
            setMessage(event.target.value);
          }}
          className={fieldClass(false)}
        />
      </div>
      <div>
        <button
          type="button"
          className={DANGER_BUTTON}
          disabled={notify.isPending}
          onClick={() => {
            setConfirming(true);
          }}
        >
          Send recall notice
        </button>
      </div>
      {notify.data ? (
        <p role="status" className="font-semibold">
          {outcomeOf(notify.data)}
        </p>
      ) : null}
      {error ? (
        <p role="alert" className="font-semibold text-red-700">
          {error}
        </p>
      ) : null}
      <ConfirmDialog
        open={confirming}
        title="Send the recall notice?"
        confirmLabel="Send to customers"
        busy={notify.isPending}
        onConfirm={() => void send()}
        onCancel={() => {
          setConfirming(false);
        }}
      >
        <p>
          This emails {String(trace.customers.length)}{' '}
          {trace.customers.length === 1 ? 'customer' : 'customers'} (anyone emailed about these
          batches before is left out) and takes {String(held)} packs out of sale. It cannot be
          undone.
        </p>
      </ConfirmDialog>
    </section>
  );
}
