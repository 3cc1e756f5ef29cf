import { useState } from 'react';
import {
  dashboardArea,
  type ContactMessage,
  type Dashboard,
} from '../../../lib/admin/areas/dashboard.ts';
import { CONTACT_SUBJECTS } from '../../../lib/forms/contact.ts';
import { showToast } from '../../toast/toast-store.ts';
import { useRouteMutation } from '../api/hooks.ts';
import { formatShopDateTime } from '../format.ts';
import { PANEL, SECONDARY_BUTTON } from '../styles.ts';

function subjectLabel(subject: ContactMessage['subject']): string {
  return CONTACT_SUBJECTS.find(({ value }) => value === subject)?.label ?? subject;
}

/** Recent contact-form messages: open one to read it, and (admins) mark it handled. */
export function ContactMessages({
  messages,
  canMarkHandled,
}: {
  messages: Dashboard['contactMessages'];
  canMarkHandled: boolean;
}) {
  const [openId, setOpenId] = useState<string | null>(null);
  const handled = useRouteMutation(dashboardArea.api.markHandled, {
    refreshes: [dashboardArea.api.get],
  });

  const markHandled = (message: ContactMessage) => {
    handled.mutate(
      { params: { id: message.id } },
      {
        onSuccess: () => {
          showToast({ title: 'Message handled', description: `From ${message.name}` });
        },
      },
    );
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
                        disabled={handled.isPending && handled.variables.params.id === message.id}
                        className={SECONDARY_BUTTON}
                        onClick={() => {
                          markHandled(message);
                        }}
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
