import { useState } from 'react';
import type { z } from 'zod';
import { ChoiceGroupField, TextAreaField } from '../../../components/forms/fields.tsx';
import {
  applyServerFieldErrors,
  markShownInPlace,
} from '../../../components/forms/server-errors.ts';
import { useSchemaForm } from '../../../components/forms/use-schema-form.ts';
import { newslettersArea, type SubscriberDetail } from '../../../lib/admin/areas/newsletters.ts';
import { userMessageFor } from '../../../lib/api/api-client.ts';
import { SubscriberChangeRequestSchema } from '../../../lib/forms/subscribers-admin.ts';
import { SUBSCRIBER_SOURCE_LABELS } from '../../../lib/newsletters/subscriber-list.ts';
import { showToast } from '../../toast/toast-store.ts';
import { useRouteMutation, useRouteQuery } from '../api/hooks.ts';
import { ConfirmDialog } from '../ConfirmDialog.tsx';
import { DataTable, type Column } from '../DataTable.tsx';
import { formatShopDateTime } from '../format.ts';
import { useMayCall } from '../permissions.tsx';
import { QueryStatus } from '../QueryStatus.tsx';
import { navigate } from '../router.ts';
import type { ScreenProps } from '../screen-registry.ts';
import { ScreenFrame } from '../ScreenFrame.tsx';
import { DANGER_BUTTON, PANEL, PRIMARY_BUTTON, SECONDARY_BUTTON } from '../styles.ts';
import {
  ADMINS_ONLY_REASON,
  BACK_TO_SUBSCRIBERS,
  PREFERENCE_OPTIONS,
  preferencesText,
} from './labels.ts';
import { screenHref } from '../../../lib/admin/screens.ts';

type Change = z.output<typeof SubscriberChangeRequestSchema>;
type ChangeInput = z.input<typeof SubscriberChangeRequestSchema>;
type Consent = SubscriberDetail['consents'][number];

const UNSUBSCRIBED_VIA = {
  link: 'the link in an email',
  'one-click': 'their mail app’s unsubscribe button',
  staff: 'staff',
} as const;

const CONSENT_COLUMNS: readonly Column<Consent>[] = [
  { header: 'Time (NZ)', cell: (consent) => formatShopDateTime(consent.at), rowHeader: true },
  { header: 'Form or source', cell: (consent) => SUBSCRIBER_SOURCE_LABELS[consent.source] },
  { header: 'Preferences', cell: (consent) => preferencesText(consent.preferences) },
  { header: 'Note', cell: (consent) => consent.note ?? '—' },
];

/** /admin/newsletters/subscribers/{id}: one subscriber, their consent history and changes. */
export default function SubscriberScreen({ params }: ScreenProps<'subscriber'>) {
  const id = params.subscriberId;
  const subscriber = useRouteQuery(newslettersArea.api.get, { params: { id } });
  return (
    <ScreenFrame title="Subscriber" back={BACK_TO_SUBSCRIBERS} width="medium">
      <QueryStatus query={subscriber}>
        {(detail) => <SubscriberDetails key={detail.revision} detail={detail} />}
      </QueryStatus>
    </ScreenFrame>
  );
}

function SubscriberDetails({ detail }: { detail: SubscriberDetail }) {
  const mayChange = useMayCall(newslettersArea.api.update);
  return (
    <div className="mt-6 grid gap-6">
      <dl className={`${PANEL} grid gap-x-6 gap-y-2 sm:grid-cols-[auto_1fr]`}>
        <dt className="font-semibold">Name</dt>
        <dd>{detail.name}</dd>
        <dt className="font-semibold">Email</dt>
        <dd className="break-all">{detail.email}</dd>
        <dt className="font-semibold">Status</dt>
        <dd>
          {detail.status === 'subscribed'
            ? 'Subscribed'
            : `Unsubscribed${
                detail.unsubscribed
                  ? ` on ${formatShopDateTime(detail.unsubscribed.at)} through ${UNSUBSCRIBED_VIA[detail.unsubscribed.via]}`
                  : ''
              }`}
        </dd>
        <dt className="font-semibold">Subscribed</dt>
        <dd>{formatShopDateTime(detail.subscribedAt)}</dd>
        <dt className="font-semibold">Preferences</dt>
        <dd>{preferencesText(detail.preferences)}</dd>
      </dl>

      <section aria-labelledby="consent-history">
        <h2 id="consent-history" className="text-xl font-bold">
          Consent history
        </h2>
        <DataTable
          caption="Consent history, oldest first"
          columns={CONSENT_COLUMNS}
          rows={detail.consents}
          rowKey={(consent) => `${consent.at}-${consent.source}`}
        />
      </section>

      {mayChange ? (
        <>
          {detail.status === 'subscribed' ? (
            <PreferencesForm detail={detail} />
          ) : (
            <ResubscribeForm detail={detail} />
          )}
          <Actions detail={detail} />
        </>
      ) : (
        <p className="text-stone-700">{ADMINS_ONLY_REASON}</p>
      )}
    </div>
  );
}

function useChange() {
  return useRouteMutation(newslettersArea.api.update, {
    refreshes: [newslettersArea.api.list, newslettersArea.api.get],
  });
}

function PreferencesForm({ detail }: { detail: SubscriberDetail }) {
  const { form, bind, submitRef } = useSchemaForm<ChangeInput, Change>(
    SubscriberChangeRequestSchema,
    { preferences: detail.preferences, revision: detail.revision },
    'subscriber-preferences',
  );
  const change = useChange();
  const save = async (body: Change) => {
    try {
      await change.mutateAsync({ params: { id: detail.id }, body });
      showToast({ title: 'Preferences saved' });
    } catch (error) {
      const applied = applyServerFieldErrors(error, ['preferences'], form.setError);
      if (applied.length === 0) form.setError('preferences', { message: userMessageFor(error) });
      markShownInPlace(error);
    }
  };
  return (
    <form
      noValidate
      aria-labelledby="change-preferences"
      onSubmit={(event) => void form.handleSubmit(save)(event)}
      className={`${PANEL} grid gap-4`}
    >
      <h2 id="change-preferences" className="text-xl font-bold">
        Change preferences
      </h2>
      <ChoiceGroupField
        {...bind('preferences')}
        label="What they get"
        options={PREFERENCE_OPTIONS}
        multiple
        columns={2}
      />
      <div>
        <button
          ref={submitRef}
          type="submit"
          className={PRIMARY_BUTTON}
          disabled={form.formState.isSubmitting}
        >
          Save preferences
        </button>
      </div>
    </form>
  );
}

function ResubscribeForm({ detail }: { detail: SubscriberDetail }) {
  const { form, bind, submitRef } = useSchemaForm<ChangeInput, Change>(
    SubscriberChangeRequestSchema,
    { status: 'subscribed', consentNote: '', revision: detail.revision },
    'subscriber-rejoin',
  );
  const change = useChange();
  const save = async (body: Change) => {
    try {
      await change.mutateAsync({ params: { id: detail.id }, body });
      showToast({ title: 'Subscribed again' });
    } catch (error) {
      const applied = applyServerFieldErrors(error, ['consentNote'], form.setError);
      if (applied.length === 0) form.setError('consentNote', { message: userMessageFor(error) });
    }
  };
  return (
    <form
      noValidate
      aria-labelledby="subscribe-again"
      onSubmit={(event) => void form.handleSubmit(save)(event)}
      className={`${PANEL} grid gap-4`}
    >
      <h2 id="subscribe-again" className="text-xl font-bold">
        Subscribe again
      </h2>
      <TextAreaField
        {...bind('consentNote')}
        label="How did they consent again?"
        help="Only when they asked to come back, e.g. “Emailed us on 4 June asking to rejoin”."
      />
      <div>
        <button
          ref={submitRef}
          type="submit"
          className={PRIMARY_BUTTON}
          disabled={form.formState.isSubmitting}
        >
          Subscribe again
        </button>
      </div>
    </form>
  );
}

function Actions({ detail }: { detail: SubscriberDetail }) {
  const [confirming, setConfirming] = useState<'unsubscribe' | 'erase' | null>(null);
  const [refusal, setRefusal] = useState('');
  const change = useChange();
  const erase = useRouteMutation(newslettersArea.api.erase, {
    refreshes: [newslettersArea.api.list],
  });

  const unsubscribe = async () => {
    try {
      await change.mutateAsync({
        params: { id: detail.id },
        body: { status: 'unsubscribed', revision: detail.revision },
      });
      setConfirming(null);
      showToast({ title: 'Unsubscribed', description: `${detail.email} gets no more emails.` });
    } catch (error) {
      setConfirming(null);
      setRefusal(userMessageFor(error));
    }
  };
  const eraseNow = async () => {
    try {
      await erase.mutateAsync({ params: { id: detail.id } });
      showToast({ title: 'Subscriber erased' });
      navigate(screenHref('subscribers'));
    } catch (error) {
      setConfirming(null);
      setRefusal(userMessageFor(error));
    }
  };

  return (
    <section aria-labelledby="subscriber-actions" className={`${PANEL} grid gap-3`}>
      <h2 id="subscriber-actions" className="text-xl font-bold">
        Unsubscribe or erase
      </h2>
      <p>
        Unsubscribing keeps the record and its consent history; erasing forgets the person entirely.
      </p>
      {refusal ? (
        <p role="alert" className="font-semibold text-red-700">
          {refusal}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-3">
        {detail.status === 'subscribed' ? (
          <button
            type="button"
            className={SECONDARY_BUTTON}
            onClick={() => {
              setConfirming('unsubscribe');
            }}
          >
            Unsubscribe
          </button>
        ) : null}
        <button
          type="button"
          className={DANGER_BUTTON}
          onClick={() => {
            setConfirming('erase');
          }}
        >
          Erase subscriber
        </button>
      </div>
      <ConfirmDialog
        open={confirming === 'unsubscribe'}
        title={`Unsubscribe ${detail.email}?`}
        confirmLabel="Unsubscribe"
        danger={false}
        busy={change.isPending}
        onConfirm={() => void unsubscribe()}
        onCancel={() => {
          setConfirming(null);
        }}
      >
        <p>They get no more newsletters. Their record and consent history stay.</p>
      </ConfirmDialog>
      <ConfirmDialog
        open={confirming === 'erase'}
        title={`Erase ${detail.email}?`}
        confirmLabel="Erase for good"
        busy={erase.isPending}
        onConfirm={() => void eraseNow()}
        onCancel={() => {
          setConfirming(null);
        }}
      >
        <p>
          Their record and consent history are deleted. This cannot be undone. Only a hash of the
          address stays, so a later import skips it.
        </p>
      </ConfirmDialog>
    </section>
  );
}
