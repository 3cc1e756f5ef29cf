import { useId, useState } from 'react';
import { fieldClass } from '../../../components/forms/fields.tsx';
import { customersArea, type CustomerDetail } from '../../../lib/admin/areas/customers.ts';
import { screenHref } from '../../../lib/admin/screens.ts';
import { pastRetention, retentionEndsAt, RETENTION_YEARS } from '../../../lib/customers/privacy.ts';
import { userMessageFor } from '../../../lib/api/api-client.ts';
import { showToast } from '../../toast/toast-store.ts';
import { downloadFile } from '../api/download.ts';
import { routeUrl } from '../api/route-client.ts';
import { useRouteAction } from '../api/use-route-action.ts';
import { ConfirmDialog } from '../ConfirmDialog.tsx';
import { formatShopDateTime } from '../format.ts';
import { PermissionReason, useMay, useMayCall } from '../permissions.tsx';
import { navigate } from '../router.ts';
import { DANGER_BUTTON, PANEL, PRIMARY_BUTTON, SECONDARY_BUTTON } from '../styles.ts';

/**
 * A Privacy Act request about this person: download everything held (JSON or CSV), correct their
 * contact details, or erase what may be erased, after a confirm that says what goes and what stays.
 */
export function CustomerPrivacy({ detail }: { detail: CustomerDetail }) {
  const mayExport = useMay('customerExports');
  const mayErase = useMayCall(customersArea.api.erase);
  const reasonId = useId();
  const exportAs = async (format: 'json' | 'csv') => {
    const route = format === 'json' ? customersArea.api.exportJson : customersArea.api.exportCsv;
    try {
      await downloadFile(routeUrl(route, { params: { id: detail.id } }), `customer.${format}`);
    } catch (error) {
      showToast({ title: 'Export failed', description: userMessageFor(error) });
    }
  };
  return (
    <section aria-labelledby="customer-privacy" className={`${PANEL} grid gap-4`}>
      <h2 id="customer-privacy" className="text-xl font-bold">
        Privacy
      </h2>
      <p>
        When this person asks what the shop holds about them, to correct it, or to be forgotten
        (Privacy Act 2020).
      </p>
      <div className="flex flex-wrap gap-2">
        {(['json', 'csv'] as const).map((format) => (
          <button
            key={format}
            type="button"
            className={SECONDARY_BUTTON}
            disabled={!mayExport}
            aria-describedby={mayExport ? undefined : reasonId}
            onClick={() => void exportAs(format)}
          >
            Export {format.toUpperCase()}
          </button>
        ))}
      </div>
      {mayExport ? null : <PermissionReason id={reasonId} permission="customerExports" />}
      {mayErase ? (
        <>
          <CorrectionForm detail={detail} />
          <Erasure detail={detail} />
        </>
      ) : (
        <p className="text-stone-700">Only admins may correct or erase a customer’s details.</p>
      )}
    </section>
  );
}

function CorrectionForm({ detail }: { detail: CustomerDetail }) {
  const [contact, setContact] = useState({
    name: detail.name,
    email: detail.email,
    phone: detail.phone,
  });
  const correct = useRouteAction(customersArea.api.correct, {
    refreshes: [customersArea.api.get, customersArea.api.list],
    toast: (answer) => ({
      title: 'Contact details corrected',
      description: `${String(answer.changedOrders.length)} open order(s) changed.`,
    }),
  });
  const save = async () => {
    const answer = await correct.run({ params: { id: detail.id }, body: contact });
    if (answer && answer.id !== detail.id)
      navigate(screenHref('customer', { customerId: answer.id }));
  };
  const fields = [
    ['name', 'Name', 'text', 'name'],
    ['email', 'Email', 'email', 'email'],
    ['phone', 'Phone', 'tel', 'tel'],
  ] as const;
  return (
    <form
      noValidate
      aria-labelledby="correct-contact"
      className="grid gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <h3 id="correct-contact" className="text-lg font-bold">
        Correct contact details
      </h3>
      <p className="text-sm text-stone-700">
        Changes the customer and their open orders; delivered, collected, cancelled and refunded
        orders keep the details they were issued with.
      </p>
      {fields.map(([name, label, type, autoComplete]) => {
        const error = correct.fieldErrors[name];
        return (
          <div key={name}>
            <label htmlFor={`correct-${name}`} className="block text-sm font-semibold">
              {label}
            </label>
            <input
              id={`correct-${name}`}
              type={type}
              autoComplete={autoComplete}
              value={contact[name]}
              onChange={(event) => {
                setContact({ ...contact, [name]: event.target.value });
              }}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `correct-${name}-error` : undefined}
              className={fieldClass(Boolean(error))}
            />
            {error ? (
              <p id={`correct-${name}-error`} className="text-sm font-semibold text-red-800">
                {error}
              </p>
            ) : null}
          </div>
        );
      })}
      {correct.refusal ? <p className="font-semibold text-red-800">{correct.refusal}</p> : null}
      <div>
        <button type="submit" className={PRIMARY_BUTTON} disabled={correct.busy}>
          Save corrected details
        </button>
      </div>
    </form>
  );
}

function Erasure({ detail }: { detail: CustomerDetail }) {
  const [confirming, setConfirming] = useState(false);
  const erase = useRouteAction(customersArea.api.erase, {
    refreshes: [customersArea.api.get, customersArea.api.list],
    toast: (answer) => ({ title: 'Customer erased', description: answer.message }),
  });
  const now = new Date();
  const kept = detail.orders.filter((order) => !pastRetention(order.placedAt, now));
  const old = detail.orders.length - kept.length;
  const eraseNow = async () => {
    const answer = await erase.run({ params: { id: detail.id } });
    setConfirming(false);
    if (answer && kept.length === 0) navigate(screenHref('customers'));
  };
  return (
    <div className="grid gap-2">
      <h3 className="text-lg font-bold">Erase</h3>
      {erase.refusal ? <p className="font-semibold text-red-800">{erase.refusal}</p> : null}
      <div>
        <button
          type="button"
          className={DANGER_BUTTON}
          onClick={() => {
            setConfirming(true);
          }}
        >
          Erase this customer…
        </button>
      </div>
      <ConfirmDialog
        open={confirming}
        title={`Erase ${detail.email}?`}
        confirmLabel="Erase for good"
        busy={erase.busy}
        onConfirm={() => void eraseNow()}
        onCancel={() => {
          setConfirming(false);
        }}
      >
        <p>
          <strong>Removed:</strong> staff notes, their newsletter subscription and consent history,
          their contact-form messages, delivery-area requests, restock waitlist entries and unsent
          emails; their standing orders are cancelled and lose their name, contact details, address,
          notes and saved card, and every My deliveries sign-in ends
          {old > 0
            ? `, and the name, email, phone and address on ${String(old)} order(s) older than ${String(RETENTION_YEARS)} years`
            : ''}
          . This cannot be undone.
        </p>
        {kept.length > 0 ? (
          <p>
            <strong>Kept:</strong> {String(kept.length)} order(s) younger than{' '}
            {String(RETENTION_YEARS)} years, whole, because the GST rules make the shop keep its tax
            records for {String(RETENTION_YEARS)} years. Their contact details can be removed from{' '}
            {formatShopDateTime(retentionEndsAt(kept.at(-1)?.placedAt ?? now.toISOString()))} on
            (the oldest), and the newest from{' '}
            {formatShopDateTime(retentionEndsAt(kept[0]?.placedAt ?? now.toISOString()))}.
          </p>
        ) : (
          <p>
            <strong>Kept:</strong> nothing that names them: no order is younger than{' '}
            {String(RETENTION_YEARS)} years.
          </p>
        )}
      </ConfirmDialog>
    </div>
  );
}
