import { useState } from 'react';
import { ChoiceGroupField, TextAreaField } from '../../../components/forms/fields.tsx';
import { newslettersArea, type SubscriberDetail } from '../../../lib/admin/areas/newsletters.ts';
import { userMessageFor } from '../../../lib/api/api-client.ts';
import { SUBSCRIBER_SOURCE_LABELS } from '../../../lib/newsletters/subscriber-list.ts';
import { showToast } from '../../toast/toast-store.ts';
import { useRouteMutation, useRouteQuery } from '../api/hooks.ts';
import { ConfirmDialog } from '../ConfirmDialog.tsx';
import { DataTable, type Column } from '../DataTable.tsx';
import { formatShopDateTime } from '../format.ts';
import { useMayCall } from '../permissions.tsx';
import { QueryStatus } from '../QueryStatus.tsx';
import { RefusalLine } from '../Refusal.tsx';
import { navigate } from '../router.ts';
import type { ScreenProps } from '../screen-registry.ts';
import { ScreenFrame } from '../ScreenFrame.tsx';
import { DANGER_BUTTON, PANEL, SECONDARY_BUTTON } from '../styles.ts';
import {
  ADMINS_ONLY_REASON,
  BACK_TO_SUBSCRIBERS,
  PREFERENCE_OPTIONS,
  preferencesText,
} from './labels.ts';
import { SubscriberChangeForm, useSubscriberChange } from './SubscriberChangeForm.tsx';
import { screenHref } from '../../../lib/admin/screens.ts';

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
            <SubscriberChangeForm
              detail={detail}
              values={{ preferences: detail.preferences }}
              field="preferences"
              idPrefix="subscriber-preferences"
              title="Change preferences"
              submitLabel="Save preferences"
              savedTitle="Preferences saved"
            >
              {(bind) => (
                <ChoiceGroupField
                  {...bind('preferences')}
                  label="What they get"
                  options={PREFERENCE_OPTIONS}
                  multiple
                  columns={2}
                />
              )}
            </SubscriberChangeForm>
          ) : (
            <SubscriberChangeForm
              detail={detail}
              values={{ status: 'subscribed', consentNote: '' }}
              field="consentNote"
              idPrefix="subscriber-rejoin"
              title="Subscribe again"
              submitLabel="Subscribe again"
              savedTitle="Subscribed again"
            >
              {(bind) => (
                <TextAreaField
                  {...bind('consentNote')}
                  label="How did they consent again?"
                  help="Only when they asked to come back, e.g. “Emailed us on 4 June asking to rejoin”."
                />
              )}
            </SubscriberChangeForm>
          )}
          <Actions detail={detail} />
        </>
      ) : (
        <p className="text-stone-700">{ADMINS_ONLY_REASON}</p>
      )}
    </div>
  );
}

function Actions({ detail }: { detail: SubscriberDetail }) {
  const [confirming, setConfirming] = useState<'unsubscribe' | 'erase' | null>(null);
  const [refusal, setRefusal] = useState('');
  const change = useSubscriberChange();
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
      <RefusalLine refusal={refusal} />
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
