import { useState } from 'react';
import { CONTACT_SUBJECTS } from '../../../lib/forms/contact.ts';
import { showToast } from '../../toast/toast-store.ts';
import { adminMutation } from '../admin-api.ts';
import { formatShopDateTime } from '../format.ts';
import { PANEL, SECONDARY_BUTTON } from '../styles.ts';
import type { Dashboard, DashboardMessage } from './dashboard-types.ts';

type Messages = Dashboard['contactMessages'];

function subjectLabel(subject: DashboardMessage['subject']): string {
  return CONTACT_SUBJECTS.find(({ value }) => value === subject)?.label ?? subject;
}

/** Recent contact-form messages: open one to read it, and (admins) mark it handled. */
export function ContactMessages({
  messages,
  canMarkHandled,
  onChanged,
}: {
  messages: Messages;
  canMarkHandled: boolean;
  onChanged: (messages: Messages) => void;
}) {
  const [openId, setOpenId] = useState<string | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);

  const markHandled = async (message: DashboardMessage) => {
    setBusyId(message.id);
    try {
      const saved = await adminMutation<DashboardMessage>(
        `/api/admin/contact-messages/${encodeURIComponent(message.id)}/handled`,
        { method: 'POST', json: {} },
      );
      onChanged({
        open: Math.max(0, messages.open - (message.status === 'new' ? 1 : 0)),
        recent: messages.recent.map((each) => (each.id === saved.id ? saved : each)),
      });
      showToast({ title: 'Message handled', description: `From ${message.name}` });
    } catch {
      // adminMutation has shown the error toast.
    } finally {
      setBusyId(null);
    }
  };

  return (
    <section aria-labelledby="messages-title" className={`${PANEL} mt-6`}>
      <h2 id="messages-title" className="text-lg font-bold">
        Contact messages{' '}
        <span className="text-base font-normal text-stone-700">({messages.open} open)</span>
      </h2>
      {messages.recent.length === 0 ? (
        <p className="mt-2 text-stone-700">No messages yet.</p>
      ) : (
        <ul className="mt-2 divide-y divide-stone-200">
          {messages.recent.map((message) => {
            const open = openId === message.id;
            const bodyId = `message-${message.id.replace(/[^a-z0-9-]/gi, '')}`;
            return (
              <li key={message.id} className="py-3">
                <div className="flex flex-wrap items-center justify-between gap-3">
                  <button
                    type="button"
                    aria-expanded={open}
                    aria-controls={bodyId}
                    className="text-left font-semibold text-brand-800 underline"
                    onClick={() => {
                      setOpenId(open ? null : message.id);
                    }}
                  >
                    {message.name}: {subjectLabel(message.subject)}
                  </button>
                  <span className="text-sm text-stone-700">
                    {formatShopDateTime(message.receivedAt)}
                    {' · '}
                    {message.status === 'new' ? (
                      <strong className="text-brand-800">Open</strong>
                    ) : (
                      'Handled'
                    )}
                  </span>
                </div>
                <div id={bodyId} hidden={!open} className="mt-3 grid gap-2">
                  <p>
                    <a href={`mailto:${message.email}`} className="text-brand-800 underline">
                      {message.email}
                    </a>
                    {message.subscribedToNewsletter ? ' · asked to join the newsletter' : ''}
                  </p>
                  <p className="whitespace-pre-wrap">{message.message}</p>
                  {canMarkHandled && message.status === 'new' ? (
                    <div>
                      <button
                        type="button"
                        disabled={busyId === message.id}
                        className={SECONDARY_BUTTON}
                        onClick={() => void markHandled(message)}
                      >
                        Mark handled
                      </button>
                    </div>
                  ) : null}
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
