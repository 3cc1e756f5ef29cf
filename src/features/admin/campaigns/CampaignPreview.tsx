import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { CAMPAIGN_PREVIEW_FRAME_PATH, campaignsArea } from '../../../lib/admin/areas/campaigns.ts';
import { CampaignDraftSchema, type CampaignDraft } from '../../../lib/newsletters/campaign.ts';
import { callRoute } from '../api/route-client.ts';

/** `value`, once it has stopped changing for `ms`. */
function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => {
      setSettled(value);
    }, ms);
    return () => {
      clearTimeout(timer);
    };
  }, [value, ms]);
  return settled;
}

/** The name the preview form posts into; one preview per page. */
const FRAME_NAME = 'campaign-email-preview';

/**
 * The email as its own document: the draft is posted into the frame, and the server answers it
 * under the email's policy (inline styles, remote images), which a `srcdoc` frame could not
 * have: it would inherit the admin page's. Each draft gets a fresh frame, whose first page
 * replaces the blank one, so typing leaves no entries in the browser's history.
 */
function EmailFrame({ draftJson }: { draftJson: string }) {
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    formRef.current?.submit();
  }, [draftJson]);
  return (
    <>
      <form
        ref={formRef}
        method="post"
        action={CAMPAIGN_PREVIEW_FRAME_PATH}
        target={FRAME_NAME}
        hidden
      >
        <input type="hidden" name="draft" value={draftJson} />
      </form>
      <iframe
        key={draftJson}
        name={FRAME_NAME}
        title="Email preview"
        sandbox=""
        className="h-[36rem] w-full rounded-lg border border-stone-300 bg-white"
      />
    </>
  );
}

/**
 * The email exactly as the sender renders it (the server's renderer), as HTML in a sandboxed
 * frame under the email's own policy (no scripts, no same-origin access) and as plain text;
 * refreshed as staff type.
 */
export function CampaignPreview({ draft }: { draft: unknown }) {
  const [tab, setTab] = useState<'html' | 'text'>('html');
  const parsed = CampaignDraftSchema.safeParse(useDebounced(draft, 400));
  const ready: CampaignDraft | null = parsed.success ? parsed.data : null;
  // The frame keeps showing the last draft that could be rendered, as the text preview does.
  const readyJson = ready ? JSON.stringify(ready) : null;
  const [shownJson, setShownJson] = useState(readyJson);
  if (readyJson !== null && readyJson !== shownJson) setShownJson(readyJson);
  const preview = useQuery({
    queryKey: ['campaign-preview', ready],
    queryFn: ({ signal }) =>
      ready
        ? callRoute(campaignsArea.api.preview, { body: ready }, signal)
        : Promise.reject(new Error('Nothing to preview yet')),
    enabled: ready !== null,
    placeholderData: (previous) => previous,
  });
  return (
    <section aria-labelledby="campaign-preview-title" className="grid gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="campaign-preview-title" className="text-lg font-bold">
          Preview
        </h2>
        <div role="group" aria-label="Preview as" className="flex gap-2">
          {(['html', 'text'] as const).map((kind) => (
            <button
              key={kind}
              type="button"
              aria-pressed={tab === kind}
              onClick={() => {
                setTab(kind);
              }}
              className={`rounded-lg border-2 px-3 py-1 text-sm font-semibold ${
                tab === kind
                  ? 'border-brand-700 bg-brand-700 text-white'
                  : 'border-stone-300 text-stone-800'
              }`}
            >
              {kind === 'html' ? 'HTML' : 'Plain text'}
            </button>
          ))}
        </div>
      </div>
      {preview.data ? (
        <>
          <p className="text-sm text-stone-700">
            Subject: <strong>{preview.data.subject}</strong>. Shown as a subscriber called Alex gets
            it.
          </p>
          {tab === 'html' ? (
            shownJson !== null && <EmailFrame draftJson={shownJson} />
          ) : (
            <pre
              // Scrollable, so it must take the keyboard focus to be scrolled without a mouse.
              tabIndex={0}
              role="region"
              aria-label="Plain-text email"
              className="h-[36rem] overflow-auto whitespace-pre-wrap rounded-lg border border-stone-300 bg-white p-4 text-sm"
            >
              {preview.data.text}
            </pre>
          )}
        </>
      ) : (
        <p className="text-stone-700">Write a subject and the email to see the preview.</p>
      )}
    </section>
  );
}
